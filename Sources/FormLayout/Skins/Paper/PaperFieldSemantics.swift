import FormModel

/// What the fillable twin's fields of one cell know beyond their boxes: a value is required,
/// cannot be changed, is hidden while typed, or is a number the viewer checks and formats.
/// Dates and times get their scripts where the look draws their combs.
struct PaperFieldSemantics {
    let cell: Cell
    let language: PaperLanguage

    /// Sets the cell's flags and number format on `field`, one of the cell's fields.
    func apply(to field: inout FieldMark) {
        if case .signature = field.kind { return }
        // A tick box of a several-answer question is one answer among many, so none is required.
        let oneOfMany: Bool = if case .checkbox = field.kind { cell.allowsMultipleOptions } else { false }
        // A spare entry of a repeating section may stay unused, so none of its questions must be answered.
        field.required = cell.state.required && !oneOfMany && !cell.isSpareEntry
        field.readOnly = isComputed
        if isComputed { field.calculation = cell.logic.formula.flatMap(FieldCalculation.init(hyperosloFormula:)) }
        if cell.logic.options.contains(where: { $0.number != nil }), cell.logic.options.count == cell.options.count {
            field.optionNumbers = cell.logic.options.map(\.number)
        }
        guard case .text = field.kind else { return }
        field.password = cell.kind == .secureText
        if field.format == nil, let decimals = numberDecimals { field.format = numberFormat(decimals: decimals) }
    }

    /// Whether the form computes the answer from the person's answers (a formula that reads
    /// questions), so nobody writes it. A disabled cell is writable: a twin cannot run the rule
    /// that enables it, nor fill it as the app would; a formula that reads no question is the
    /// office's to fill in (paper says so), so it is writable too.
    private var isComputed: Bool {
        guard cell.logic.formula != nil else { return false }
        return cell.computedFrom.map { !$0.isEmpty } ?? true
    }

    /// The number scripts' format: the decimal separator of the printed value, else the
    /// language's. None when the scripts would show the printed value otherwise (a library
    /// formatter's `140585 49623`, a number field's `0150` or `12.7` kept as given): they would
    /// rewrite or refuse it.
    private func numberFormat(decimals: Int) -> FieldMark.Format? {
        guard case let .text(shown) = cell.value, !shown.isEmpty else {
            return .number(decimals: decimals, decimalComma: language != .en)
        }
        guard Self.isScriptForm(shown, decimals: decimals) else { return nil }
        let separators = shown.filter { $0 == "," || $0 == "." }
        return .number(decimals: decimals, decimalComma: separators.isEmpty ? language != .en : separators == ",")
    }

    /// Whether `AFNumber_Format` leaves `shown` as it is: an optional minus, whole digits with no
    /// leading zero, and exactly `decimals` digits after one `.` or `,` (none when 0).
    static func isScriptForm(_ shown: String, decimals: Int) -> Bool {
        let unsigned = shown.first == "-" ? shown.dropFirst() : Substring(shown)
        let parts = unsigned.split(omittingEmptySubsequences: false) { $0 == "," || $0 == "." }
        guard parts.count == (decimals == 0 ? 1 : 2), parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }) else { return false }
        let whole = parts[0]
        return !whole.isEmpty && !(whole.count > 1 && whole.first == "0") && (decimals == 0 || parts[1].count == decimals)
    }

    /// Decimals the number scripts keep in a number cell (hyperoslo, and the native format that
    /// keeps its types: 2 for `float`, 0 for `number` and `count`); nil for other cells.
    /// `input_type` only picks a keyboard: a number script would show a text field's "0150" as 150.
    private var numberDecimals: Int? {
        switch cell.logic.type {
        case "float": 2
        case "number", "count": 0
        default: nil
        }
    }

    /// Words that name a signature in the languages of the paper look (`PaperLanguage`).
    private static let signatureWords: Set = ["signature", "sign", "signatur", "underskrift", "firma", "assinatura", "signatura",
                                              "unterschrift", "namnteckning", "allekirjoitus", "firmare"]

    /// Whether a cell the app draws itself is a box to sign in: its custom type, id or title
    /// names a signature.
    static func isSignature(_ cell: Cell) -> Bool {
        guard case let .custom(type) = cell.kind else { return false }
        return [type, cell.id, cell.label?.text ?? ""].contains { text in
            words(text).contains { signatureWords.contains($0) }
        }
    }

    /// Lower-case words of an identifier or title: `customerSignature`, `signature_box` and
    /// "Your signature" all hold `signature`.
    private static func words(_ text: String) -> [String] {
        var words: [String] = [], word = ""
        for character in text {
            if character.isLetter {
                if character.isUppercase, let last = word.last, last.isLowercase { words.append(word); word = "" }
                word.append(contentsOf: character.lowercased())
            } else if !word.isEmpty {
                words.append(word); word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }
}
