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
        /// An unsigned signature field over a box the reader signs in.
        case signature
    }

    /// What a text field's value is, for the viewer's standard keystroke and format scripts
    /// (`AFDate_*`, `AFTime_*`, `AFNumber_*`), matching the hint the page prints.
    public enum Format: Sendable, Hashable {
        /// A date, or a date and time, in an Acrobat date pattern (`dd/mm/yyyy`, `dd/mm/yyyy HH:MM`).
        case date(String)
        /// A time of day in an Acrobat time pattern (`HH:MM`).
        case time(String)
        /// A number with `decimals` digits after the separator, without grouping as the look
        /// prints numbers: `1234,56` with `decimalComma`, else `1234.56`.
        case number(decimals: Int, decimalComma: Bool)
    }

    /// The font size a viewer types in (the field's default appearance).
    public enum TypingSize: Sendable, Hashable {
        /// The value's `fontSize`.
        case value
        /// The viewer picks a size that fits the box (a one-line box whose value may not fit).
        case fit
        /// This size: one whose line spacing in viewers follows the printed writing lines.
        case points(Double)
    }

    public var kind: Kind
    /// The field's full name: the cell's id, whose `.`s make parent fields (`barn[0].navn`); a
    /// multi-select's check boxes are `<id>.<n>` (from 1), kids of a parent named the cell id.
    public var name: String
    /// What each option exports (radio on-states, a list's `/Opt` pairs, a multi-select check
    /// box's on-state): `FieldMark.exportNames`, in the order of the cell's options.
    public var exports: [String] = []
    /// The option a multi-select's check box stands for (an index into `exports`); nil otherwise.
    public var option: Int? = nil
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
    /// The font size a viewer types in.
    public var typingSize = TypingSize.value
    /// A value must be given (the cell is required: the page prints `*`).
    public var required = false
    /// The value cannot be changed: the form computes it from other answers (a formula).
    public var readOnly = false
    /// How a viewer computes the value from other fields, when it can (a sum, difference or product).
    public var calculation: FieldCalculation? = nil
    /// The number each option stands for in a formula that reads this choice (hyperoslo's option
    /// `value`), in the order of the cell's options; empty when the options have none.
    public var optionNumbers: [Double?] = []
    /// Typed characters are hidden (a secure text cell).
    public var password = false
    /// What the value is, when the viewer should check and format it.
    public var format: Format?

    public init(kind: Kind, name: String, tooltip: String, value: String? = nil, formatHint: String? = nil) {
        self.kind = kind; self.name = name; self.tooltip = tooltip; self.value = value; self.formatHint = formatHint
    }
}

extension FieldMark {
    /// The export name of option `index`: `exports[index]`, or `Option<n>` (from 1) without one.
    public func export(_ index: Int) -> String {
        exports.indices.contains(index) ? exports[index] : "Option\(index + 1)"
    }

    /// A check box's on state: its option's export name for a multi-select's box, else `Yes`.
    public var onState: String { option.map(export) ?? "Yes" }

    /// The export names of `cell`'s options: the option ids the library puts in its values
    /// (`OptionLogic.id`), or the titles for a format whose options have none. An id that is
    /// empty, `Off` (a button's off state) or given twice exports `Option<n>` (from 1) instead.
    public static func exportNames(of cell: Cell) -> [String] {
        let ids = cell.logic.options.count == cell.options.count ? cell.logic.options.map { $0.id.text } : cell.options
        var seen: Set<String> = []
        return ids.enumerated().map { index, id in
            guard !id.isEmpty, id != "Off", seen.insert(id).inserted else { return "Option\(index + 1)" }
            return id
        }
    }
}
