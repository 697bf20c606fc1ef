import FormModel

/// What a fillable PDF field over a box should be: set by the paper look on the boxes a reader
/// writes in, read by the PDF writer's `--fillable` twin. Renderers never compute geometry, so
/// the look says which box is which field.
public struct FieldMark: Sendable, Hashable {
    /// The kind of field and what it starts with.
    public enum Kind: Sendable, Hashable {
        /// A text field; `comb` spreads `maxLength` characters over equal cells.
        case text(maxLength: Int?, comb: Bool, multiline: Bool)
        /// A check box.
        case checkbox(on: Bool)
        /// One option of a radio group named after the cell; `option` indexes the cell's options.
        case radio(option: Int, selected: Bool)
        /// A drop-down list.
        case choice(options: [String], selected: Int?)
    }

    public var kind: Kind
    /// The field's name: the cell's id.
    public var name: String
    /// The tooltip (/TU): the cell's title.
    public var tooltip: String
    /// The value shown when the form came with one.
    public var value: String?
    /// How the value is written (dates: `DD/MM/YYYY`), added to the tooltip.
    public var formatHint: String?
    /// The value broken into the lines the look printed (for the field's appearance).
    public var lines: [String] = []
    /// Font size and distance between baselines of those lines.
    public var fontSize = 11.0
    public var lineHeight = 0.0
    /// Top left of the first line's box, from the top left of the field's box.
    public var textOrigin = Point(x: 0, y: 0)

    public init(kind: Kind, name: String, tooltip: String, value: String? = nil, formatHint: String? = nil) {
        self.kind = kind; self.name = name; self.tooltip = tooltip; self.value = value; self.formatHint = formatHint
    }
}
