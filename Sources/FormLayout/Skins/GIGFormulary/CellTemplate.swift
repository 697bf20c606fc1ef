import FormModel

/// A declarative cell template, the stand-in for GIGFormulary's host-app xibs (`styleCell:
/// custom`, `nameXib`): a JSON file `<name>.json` in the `--templates` folder placing a cell's
/// title, box, mandatory icon and error label, with fonts and colours (see README).
public struct CellTemplate: Sendable, Hashable, Decodable {
    /// Where one part sits and how it looks. `frame` is `[x, y, width, height]` in points from
    /// the cell's top left; a negative x counts from the right edge, a width ≤ 0 stretches to
    /// that far from the right edge, and a height of 0 lets text parts take their wrapped height.
    public struct Part: Sendable, Hashable, Decodable {
        public var frame: [Double]
        public var font: String?
        public var size: Double?
        public var color: Color?
        public var fill: Color?
        public var border: Color?
        public var borderWidth: Double?
        public var radius: Double?
        /// Line under the box instead of a border (GIGFormulary `line`).
        public var underline: Bool?
        /// Left and right padding of the value inside the box.
        public var inset: Double?
        public var align: TextAlignment?
    }

    /// The cell's height without an error; default: the lowest part's bottom + 8.
    public var height: Double?
    public var background: Color?
    public var title: Part?
    public var box: Part?
    public var icon: Part?
    public var error: Part?

    /// The part's rectangle in a cell of `width` whose top left is `origin`.
    static func rect(_ part: Part, width: Double, origin: Point) -> Rect {
        let values = part.frame + Array(repeating: 0, count: max(0, 4 - part.frame.count))
        let x = values[0] < 0 ? width + values[0] : values[0]
        let w = values[2] <= 0 ? max(0, width + values[2] - x) : values[2]
        return Rect(x: origin.x + x, y: origin.y + values[1], width: w, height: max(0, values[3]))
    }
}

extension TextAlignment: Decodable {}
