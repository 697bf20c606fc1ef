import FormFormats
import FormModel
import Foundation

/// A field a values file or a records file may give a value for (`formsetter fields`).
public struct FormField: Sendable, Hashable {
    /// The key of the values file and the column of a records file.
    public var id: String
    /// What kind of answer it takes: `text`, `text-area`, `secure-text`, `select`, `date`,
    /// `date-time`, `time`, `count`, `toggle`, `checkbox`, `segment` or `custom:<type>`.
    public var kind: String
    /// The question as the form words it; nil when it has none.
    public var label: String?
    public var required: Bool
    /// Whether several options may be picked (hyperoslo `multi_select`).
    public var multiple: Bool
    /// The choices, in the form's order: what a values file holds (`id`, as the library wrote
    /// it) and what the form shows (`title`). A records file takes either.
    public var options: [Option]

    /// One choice of a field.
    public struct Option: Sendable, Hashable {
        public var id: String
        public var title: String
    }
}

extension Formsetter {
    /// The fields of `input` that hold a value, in the form's order, each id once: the keys a
    /// values file and the columns a records file may use. Buttons, labels, links, separators
    /// and spacers hold none. Throws what `decode` throws.
    public static func fields(of input: Data, options: Options) throws -> [FormField] {
        fields(of: try decode(input, options: options).form)
    }

    /// The fields of a decoded `form` that hold a value (see `fields(of:options:)`).
    public static func fields(of form: Form) -> [FormField] {
        var seen = Set<String>()
        return form.cells.compactMap { cell in
            guard let kind = valueKind(cell.kind), seen.insert(cell.id).inserted else { return nil }
            let titled = cell.promptOption.map { prompt in cell.options.indices.filter { $0 != prompt } } ?? Array(cell.options.indices)
            let options = titled.map { index in
                FormField.Option(id: cell.logic.options.indices.contains(index) ? cell.logic.options[index].id.text : cell.options[index],
                                 title: cell.options[index])
            }
            let label = cell.label.map(\.text).flatMap { $0.isEmpty ? nil : $0 }
            return FormField(id: cell.id, kind: kind, label: label, required: cell.state.required,
                             multiple: cell.allowsMultipleOptions, options: options)
        }
    }

    /// The name `fields` gives a kind of cell that holds a value; nil for one that holds none.
    private static func valueKind(_ kind: CellKind) -> String? {
        switch kind {
        case .text: "text"
        case .textArea: "text-area"
        case .secureText: "secure-text"
        case .select: "select"
        case .date: "date"
        case .dateTime: "date-time"
        case .time: "time"
        case .count: "count"
        case .toggle: "toggle"
        case .checkbox: "checkbox"
        case .segment: "segment"
        case let .custom(type): "custom:\(type)"
        case .button, .label, .link, .separator, .spacer: nil
        }
    }
}

extension FormField {
    /// `fields` as a JSON array (`formsetter fields --json`): each field's id, kind, label,
    /// required, multiple and options ({id, title}).
    public static func json(_ fields: [FormField]) -> Data {
        let array = JSONValue.array(fields.map { field in
            .object([("id", .string(field.id)), ("kind", .string(field.kind)), ("label", field.label.map(JSONValue.string) ?? .null),
                     ("required", .bool(field.required)), ("multiple", .bool(field.multiple)),
                     ("options", .array(field.options.map { .object([("id", .string($0.id)), ("title", .string($0.title))]) }))])
        })
        return Data((array.prettyText() + "\n").utf8)
    }

    /// The ids of `fields` as the header line of a records CSV (RFC 4180: an id holding a comma,
    /// a quote or a line break is quoted, its quotes doubled), ending with a line break.
    public static func csvHeader(_ fields: [FormField]) -> String {
        fields.map { field in
            field.id.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" })
                ? "\"" + field.id.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : field.id
        }.joined(separator: ",") + "\n"
    }
}
