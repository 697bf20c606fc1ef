import FormFormats
import FormModel

/// The answers read from a twin's fields, in the order their fields come, one per cell id.
struct ExtractedAnswers {
    let log: DiagnosticLog
    private var answers: [(String, JSONValue)] = []
    /// The field each answer was read from, to name both when another field gives the same id a different answer.
    private var sources: [String: String] = [:]

    init(log: DiagnosticLog) { self.log = log }

    /// The answers, in field order, without the rows of a dynamic section nobody wrote in: paper
    /// and the twin print spare rows (`barn[2].navn`) for people to use, and a row left blank is
    /// no instance of the section (the library would ask it for its required answers).
    var values: [(String, JSONValue)] {
        var written: Set<Substring> = []
        for (id, value) in answers where !Self.isEmpty(value) { if let row = Self.row(of: id) { written.insert(row) } }
        return answers.filter { id, _ in Self.row(of: id).map(written.contains) ?? true }
    }

    /// `barn[2]` of `barn[2].navn`; nil for a field of no dynamic section.
    private static func row(of id: String) -> Substring? {
        id.firstIndex(of: "]").map { id[...$0] }
    }

    private static func isEmpty(_ value: JSONValue) -> Bool {
        switch value {
        case .null, .bool(false), .string(""), .array([]): true
        default: false
        }
    }

    /// `value` for `id`, read from the PDF field `field`. A second field of the same id (a viewer
    /// that saved a copy of a field) with the same answer adds nothing; with another answer it is
    /// an error, and the first answer stays.
    mutating func set(_ id: String, _ value: JSONValue, field: String) {
        guard let index = answers.firstIndex(where: { $0.0 == id }) else {
            answers.append((id, value))
            sources[id] = field
            return
        }
        guard answers[index].1 != value else { return }
        log.add(Diagnostic(.error, path: "", "the PDF fields \(Self.quoted(sources[id] ?? id)) and \(Self.quoted(field)) both answer \(Self.quoted(id)), "
            + "with \(Self.described(answers[index].1)) and \(Self.described(value)); the first is kept"))
    }

    /// A multi-select whose boxes are being read: its answer is the array of ids ticked, `[]` when none is.
    mutating func declareMultiSelect(_ id: String) {
        if !answers.contains(where: { $0.0 == id }) { answers.append((id, .array([]))) }
    }

    /// Adds a ticked option's id to the multi-select `id`'s answer.
    mutating func tick(_ option: JSONValue, in id: String) {
        guard let index = answers.firstIndex(where: { $0.0 == id }), case var .array(ids) = answers[index].1 else { return }
        ids.append(option)
        answers[index].1 = .array(ids)
    }

    /// An answer that cannot be read as `what`: kept as the person wrote it (so nothing they wrote
    /// is lost, and `validate` judges it), and reported as an error naming the field and the text.
    mutating func unreadable(_ cell: Cell, field: String, text: String, what: String) {
        log.add(Diagnostic(.error, path: cell.sourcePath, "the PDF field \(Self.quoted(field)) holds \(Self.quoted(text)), which is not \(what); kept as written"))
        if case .array = answers.first(where: { $0.0 == cell.id })?.1 { return }
        set(cell.id, .string(text), field: field)
    }

    private static func described(_ value: JSONValue) -> String {
        switch value {
        case let .string(text): quoted(text)
        case .null: "nothing"
        case let .array(items): "[" + items.map(described).joined(separator: ", ") + "]"
        default: value.scalarText
        }
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.unicodeScalars.map { $0.properties.generalCategory == .control ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined() + "\""
    }
}
