import FormCairo
import FormFormats
import FormLayout
import FormModel
import Foundation

extension Formsetter {
    /// Reads a filled fillable twin (`render --fillable`, filled in any viewer) back into the
    /// values file of `form`'s library (`formsetter extract`): a JSON object of cell id → value,
    /// ids and option ids as the library writes them, dates in its format, numbers as numbers
    /// where it keeps numbers, dynamic instances as `barn[0].navn`. Left out, so the values
    /// validate as the ones the twin was made with: empty fields, fields that hold what the form
    /// shows without a values file (its own defaults), and results the library computes
    /// (formulas). A field that matches no cell, or holds what its cell cannot take, is left out
    /// with a warning naming it. `options.values` is not used; the twin's look options should be
    /// the ones it was rendered with. The diagnostics are extraction's own (the form's were
    /// reported when the twin was rendered). Throws `RenderError.pdfPostProcessing` for bytes that are
    /// no PDF, `DecodeFailure` when the form cannot be read.
    public func extract(pdf: Data, form input: Data, options: Options) throws -> (values: Data, diagnostics: [Diagnostic]) {
        let reading = try PDFFieldReader.fields(in: pdf)
        let fields = reading.fields
        var twin = options
        twin.values = nil
        twin.skin = "paper"
        twin.skinOptions.fillable = true
        if twin.page == nil { twin.page = .a4 }
        var decoded = try FormDecoder.decode(input, format: options.format)
        // hyperoslo makes a dynamic section's instances from the values' keys (`barn[1].navn`):
        // the PDF's names make the same ones, empty.
        let instances = fields.map(\.name).filter { $0.contains(/\[\d+\]/) }
        if decoded.form.semantics == .hyperoslo, !instances.isEmpty {
            let keys = JSONValue.object(instances.map { ($0, JSONValue.null) })
            decoded = try FormDecoder.decode(input, format: decoded.format, values: Data(keys.prettyText().utf8))
        }
        let semantics = decoded.form.semantics
        let laidOut = try layout(decoded.form, options: twin)
        let log = DiagnosticLog()
        if reading.leftOut > 0 {
            log.warn("", "PDF fields not read, past the first \(PDFFieldReader.maximumFields) or deeper than \(PDFFieldReader.maximumDepth) levels: \(reading.leftOut)")
        }
        let twinFields = TwinFields(laidOut)
        var values: [(String, JSONValue)] = []
        // A multi-select's boxes read as one array of the ids ticked, in the place of its first
        // box, when any box differs from the blank twin's.
        var ticked: [String: [JSONValue]] = [:]
        var changed: Set<String> = []
        for field in fields {
            guard let (cell, mark) = twinFields.field(named: field.name) else {
                if !Self.isEmpty(field.value) { log.warn("", "the PDF field \(quoted(field.name)) matches no field of the form; left out") }
                continue
            }
            guard cell.logic.formula == nil, cell.computedFrom == nil else { continue }
            if mark.option != nil {
                if ticked[cell.id] == nil { values.append((cell.id, .null)); ticked[cell.id] = [] }
                if !twinFields.shows(field.value, at: field.name) { changed.insert(cell.id) }
                guard case let .state(state) = field.value, state != "Off" else { continue }
                switch FilledValue.option(state, cell: cell, mark: mark) {
                case let .success(id): ticked[cell.id, default: []].append(id)
                case .failure: log.warn(cell.sourcePath, "the PDF field \(quoted(field.name)) holds \(quoted(state)), which is none of the options of \(quoted(cell.id)); left out")
                }
                continue
            }
            if twinFields.shows(field.value, at: field.name) { continue }
            if Self.isEmpty(field.value) {
                // Only a default the reader cleared gets here.
                if case .checkbox = mark.kind { values.append((cell.id, .bool(false))) } else { values.append((cell.id, .string(""))) }
                continue
            }
            switch FilledValue.read(field.value, cell: cell, mark: mark, semantics: semantics, timeZone: options.state.timeZone) {
            case let .success(value):
                values.append((cell.id, value))
            case .failure(.wrongKind):
                log.warn(cell.sourcePath, "the PDF field \(quoted(field.name)) is not the kind of field the form makes for \(quoted(cell.id)); left out")
            case let .failure(.unknownOption(state)):
                log.warn(cell.sourcePath, "the PDF field \(quoted(field.name)) holds \(quoted(state)), which is none of the options of \(quoted(cell.id)); left out")
            case let .failure(.unreadable(text, what)):
                log.warn(cell.sourcePath, "the PDF field \(quoted(field.name)) holds \(quoted(text)), which is not \(what); left out")
            }
        }
        values = values.compactMap { id, value in
            guard let ids = ticked[id] else { return (id, value) }
            return changed.contains(id) ? (id, .array(ids)) : nil
        }
        values += Self.confirmations(in: decoded.form).compactMap { copy, source in
            guard !values.contains(where: { $0.0 == copy }), let value = values.first(where: { $0.0 == source })?.1 else { return nil }
            return (copy, value)
        }
        let object = JSONValue.object(values)
        return (Data(object.prettyText().utf8), log.items)
    }

    /// The boxes that ask for a value again, which paper leaves out (`PaperScreenOnly`), with
    /// the field each repeats: a hyperoslo `compare_to` with `==`, or the first field in reading
    /// order of a GIGFormulary `compare`. The library wants them equal, so they take its value.
    private static func confirmations(in form: Form) -> [(copy: String, source: String)] {
        let screenOnly = PaperScreenOnly.ids(in: form)
        let cells = form.allCells
        return cells.compactMap { cell in
            guard screenOnly.contains(cell.id), cell.kind != .button, cell.kind != .secureText else { return nil }
            if let other = cell.rules.compareTo, !other.isEmpty, other != cell.id { return (cell.id, other) }
            for owner in cells {
                for validator in owner.logic.validators where validator.name == "compare" && validator.items.contains(cell.id) {
                    if let first = cells.first(where: { validator.items.contains($0.id) && !screenOnly.contains($0.id) }) { return (cell.id, first.id) }
                }
            }
            return nil
        }
    }

    private static func isEmpty(_ value: PDFFieldValue.Value) -> Bool {
        switch value {
        case .none, .state("Off"), .text(""), .texts([]): true
        default: false
        }
    }

    private func quoted(_ text: String) -> String {
        "\"" + text.unicodeScalars.map { $0.properties.generalCategory == .control ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined() + "\""
    }
}

/// The fields the twin of a form makes without a values file, by full name: which cell each
/// belongs to and what it shows then.
private struct TwinFields {
    private var marks: [String: (cell: Cell, mark: FieldMark)] = [:]
    private var shown: [String: PDFFieldValue.Value] = [:]
    /// Cells by id with `[n]` indices made `[]`, for dynamic instances the blank twin has no field for.
    private var templates: [String: (cell: Cell, mark: FieldMark)] = [:]

    init(_ laidOut: Formsetter.Result) {
        let cells = Dictionary(laidOut.form.allCells.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for page in laidOut.tree.pages {
            for box in page.boxes {
                guard let mark = box.field, let id = box.id, var cell = cells[id] else { continue }
                // The look's marks index the options it printed.
                PaperSkin.dropPromptOption(of: &cell)
                if marks[mark.name] == nil {
                    marks[mark.name] = (cell, mark)
                    if templates[Self.template(mark.name)] == nil { templates[Self.template(mark.name)] = (cell, mark) }
                }
                switch mark.kind {
                case .text: shown[mark.name] = mark.value.map(PDFFieldValue.Value.text) ?? PDFFieldValue.Value.none
                case let .checkbox(on): shown[mark.name] = .state(on ? mark.onState : "Off")
                case let .radio(option, selected):
                    if selected { shown[mark.name] = .state(mark.export(option)) } else if shown[mark.name] == nil { shown[mark.name] = .state("Off") }
                case let .choice(_, selected): shown[mark.name] = selected.map { .text(mark.export($0)) } ?? PDFFieldValue.Value.none
                case .signature: shown[mark.name] = PDFFieldValue.Value.none  // a signature is no value of the form's
                }
            }
        }
    }

    /// The cell and mark of the field called `name`; a dynamic instance past the blank twin's
    /// (`barn[7].navn`) takes those of another instance, with its indices.
    func field(named name: String) -> (cell: Cell, mark: FieldMark)? {
        if let found = marks[name] { return found }
        guard var found = templates[Self.template(name)] else { return nil }
        let indices = name.matches(of: /\[\d+\]/).map { String(name[$0.range]) }
        found.cell.id = Self.reindexed(found.cell.id, indices)
        found.mark.name = name
        return found
    }

    /// The field shows `value` without a values file (a field the blank twin lacks shows
    /// nothing): the form's own value, left out.
    func shows(_ value: PDFFieldValue.Value, at name: String) -> Bool {
        let own = shown[name] ?? .none
        switch (own, value) {
        case (.none, .text("")), (.text(""), .none), (.none, .state("Off")), (.state("Off"), .none): return true
        default: return own == value
        }
    }

    private static func template(_ name: String) -> String {
        name.replacing(/\[\d+\]/, with: "[]")
    }

    /// `id` with its `[n]` indices replaced by `indices`, in order.
    private static func reindexed(_ id: String, _ indices: [String]) -> String {
        var result = "", rest = Substring(id), next = indices.makeIterator()
        while let match = rest.firstMatch(of: /\[\d+\]/) {
            result += rest[..<match.range.lowerBound] + (next.next() ?? String(match.output))
            rest = rest[match.range.upperBound...]
        }
        return result + rest
    }
}
