import FormCairo
import FormFormats
import FormLayout
import FormModel
import Foundation

extension Formsetter {
    /// Reads a filled fillable twin (`render --fillable`, filled in any viewer) back into the
    /// values file of `form`'s library (`formsetter extract`): a JSON object of cell id → value
    /// for every field a person can answer, ids and option ids as the library writes them, dates
    /// in its format, numbers as numbers where it keeps numbers, dynamic instances as
    /// `barn[0].navn`. An answer equal to the form's default is an answer like any other; a field
    /// left empty gets the format's empty value (`""` for text, `false` for a toggle, `null` for a
    /// choice, `[]` for a multi-select), so `validate` never puts the form's own sample values in
    /// its place. Results the library computes (formulas) and signatures are no answers and are
    /// left out. An answer that cannot be read as its field's kind (a date that is no date, a
    /// state that is none of the options) is kept as written and reported as an `.error`
    /// diagnostic naming the field and the text; so is a PDF field that matches no cell, or a
    /// name given to two fields that hold different answers. `options.values` is not used; the
    /// twin's look options should be the ones it was rendered with. The zone and locale are the
    /// ones the twin records (`TwinRecord`) unless `options.state.timeZoneSource` is `.flag`
    /// (a warning when it differs); a twin printed from another form, or another version of
    /// it, is a warning. Throws
    /// `RenderError.pdfUnreadable` for bytes that are no PDF (or need a password, or inflate past
    /// `PDFFieldReader.maximumInflatedStructureBytes`), `DecodeFailure` when the form cannot be read.
    public func extract(pdf: Data, form input: Data, options: Options) throws -> (values: Data, diagnostics: [Diagnostic]) {
        let reading = try PDFFieldReader.fields(in: pdf, infoKeys: TwinRecord.keys)
        let fields = reading.fields
        var twin = options
        twin.values = nil
        twin.skin = "paper"
        twin.skinOptions.fillable = true
        if twin.page == nil { twin.page = .a4 }
        var decoded = try FormDecoder.decode(input, format: options.format)
        // hyperoslo makes a dynamic section's instances from the values' keys (`barn[1].navn`):
        // the PDF's names make the same ones, empty.
        let instances = fields.map(\.name).filter { $0.utf8.contains(UInt8(ascii: "[")) && $0.contains(/\[\d+\]/) }
        if decoded.form.semantics == .hyperoslo, !instances.isEmpty {
            let keys = JSONValue.object(instances.map { ($0, JSONValue.null) })
            decoded = try FormDecoder.decode(input, format: decoded.format, values: Data(keys.prettyText().utf8))
        }
        let recorded = TwinRecord(info: reading.info).apply(to: &twin.state, format: decoded.format, digest: SHA256.hex(input))
        let laidOut = try layout(decoded.form, options: twin)
        let log = DiagnosticLog()
        for diagnostic in recorded { log.add(diagnostic) }
        if reading.leftOut > 0 {
            log.add(Diagnostic(.error, path: "", "PDF fields not read, past the first \(PDFFieldReader.maximumFields), deeper than \(PDFFieldReader.maximumDepth) levels or named by more than \(PDFFieldReader.maximumTextBytes) bytes: \(reading.leftOut)"))
        }
        for repair in reading.repairs {
            log.add(Diagnostic(.warning, path: "", "libqpdf repaired the PDF, so fields in its damaged parts may be missing: \(repair)"))
        }
        let object = Self.values(of: fields, form: decoded.form, laidOut: laidOut, timeZone: twin.state.timeZone, log: log)
        return (Data(object.prettyText().utf8), log.items)
    }

    /// The values file of `laidOut`'s form (`extract`'s shape) from the states of its fields, by
    /// full name as `FieldMark.name` gives them: a check box's on state (`FieldMark.onState`) or
    /// `Off`, a radio group's export name, a text field's text. Both `extract` (a twin's AcroForm
    /// fields) and the scan reader (`formsetter read`, marks found on paper) call it; `laidOut`
    /// is the paper look's layout of `form` (as decoded, before the state stage resolves it:
    /// its library decides how values are written) the fields come from. A field the list
    /// leaves out is left out of the values; a multi-select with none of its boxes ticked is `[]`.
    public func values(ofFieldStates fields: [PDFFieldValue], form: Form, laidOut: Result, timeZone: TimeZone) -> (values: Data, diagnostics: [Diagnostic]) {
        let log = DiagnosticLog()
        let object = Self.values(of: fields, form: form, laidOut: laidOut, timeZone: timeZone, log: log)
        return (Data(object.prettyText().utf8), log.items)
    }

    private static func values(of fields: [PDFFieldValue], form: Form, laidOut: Result, timeZone: TimeZone, log: DiagnosticLog) -> JSONValue {
        let semantics = form.semantics
        let twinFields = TwinFields(laidOut)
        var answers = ExtractedAnswers(log: log)
        for field in fields {
            if case let .tooLong(bytes) = field.value {
                log.add(Diagnostic(.error, path: "", "the PDF field \(ExtractedAnswers.quoted(field.name)) holds \(bytes) bytes, more than any text of a form (20,000 characters); not read"))
                continue
            }
            guard let (cell, mark) = twinFields.field(named: field.name) else {
                if !isEmpty(field.value) {
                    log.add(Diagnostic(.error, path: "", "the PDF field \(ExtractedAnswers.quoted(field.name)) holds \(ExtractedAnswers.quoted(text(of: field.value))) and matches no field of the form; left out"))
                }
                continue
            }
            guard cell.logic.formula == nil, cell.computedFrom == nil else { continue }
            if case .signature = mark.kind { continue }
            if mark.option != nil {
                answers.declareMultiSelect(cell.id)
                guard case let .state(state) = field.value, state != "Off" else { continue }
                switch FilledValue.option(state, cell: cell, mark: mark) {
                case let .success(id): answers.tick(id, in: cell.id)
                case .failure: answers.unreadable(cell, field: field.name, text: state, what: "one of the options of \(ExtractedAnswers.quoted(cell.id))")
                }
                continue
            }
            if isEmpty(field.value) {
                answers.set(cell.id, emptyValue(of: mark), field: field.name)
                continue
            }
            switch FilledValue.read(field.value, cell: cell, mark: mark, semantics: semantics, timeZone: timeZone) {
            case let .success(value):
                answers.set(cell.id, value, field: field.name)
            case .failure(.wrongKind):
                answers.unreadable(cell, field: field.name, text: text(of: field.value), what: "the kind of field the form makes for \(ExtractedAnswers.quoted(cell.id))")
            case let .failure(.unknownOption(state)):
                answers.unreadable(cell, field: field.name, text: state, what: "one of the options of \(ExtractedAnswers.quoted(cell.id))")
            case let .failure(.unreadable(text, what)):
                answers.unreadable(cell, field: field.name, text: text, what: what)
            }
        }
        var values = answers.values
        values += confirmations(in: form).compactMap { copy, source in
            guard !values.contains(where: { $0.0 == copy }), let value = values.first(where: { $0.0 == source })?.1 else { return nil }
            return (copy, value)
        }
        return JSONValue.object(values)
    }

    /// What a field left empty holds in the values file.
    private static func emptyValue(of mark: FieldMark) -> JSONValue {
        switch mark.kind {
        case .checkbox: .bool(false)
        case .radio, .choice: .null
        default: .string("")
        }
    }

    /// A field's value as the person wrote it, for a message or to keep as written.
    static func text(of value: PDFFieldValue.Value) -> String {
        switch value {
        case .none: ""
        case let .text(text), let .state(text): text
        case let .texts(texts): texts.joined(separator: ", ")
        case .tooLong: ""
        }
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
}

/// The fields the twin of a form makes without a values file, by full name: which cell each
/// belongs to.
private struct TwinFields {
    private var marks: [String: (cell: Cell, mark: FieldMark)] = [:]
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
            }
        }
    }

    /// The cell and mark of the field called `name`; a dynamic instance past the blank twin's
    /// (`barn[7].navn`) takes those of another instance, with its indices.
    func field(named name: String) -> (cell: Cell, mark: FieldMark)? {
        if let found = marks[name] { return found }
        // Only a name with an index is an instance; a regex per name cost 15 s for 300,000 fields.
        guard name.utf8.contains(UInt8(ascii: "[")), var found = templates[Self.template(name)] else { return nil }
        let indices = name.matches(of: /\[\d+\]/).map { String(name[$0.range]) }
        found.cell.id = Self.reindexed(found.cell.id, indices)
        found.mark.name = name
        return found
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
