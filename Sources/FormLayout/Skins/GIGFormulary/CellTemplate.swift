import FormModel

/// A declarative cell template, the stand-in for GIGFormulary's host-app xibs (`styleCell:
/// custom`, `nameXib`): a JSON file `<name>.json` in the `--templates` folder placing a cell's
/// title, box, mandatory icon and error label, with fonts and colours (see README).
public struct CellTemplate: Sendable, Hashable {
    /// Where one part sits and how it looks. `frame` is `[x, y, width, height]` in points from
    /// the cell's top left; a negative x counts from the right edge, a width ≤ 0 stretches to
    /// that far from the right edge, and a height of 0 lets text parts take their wrapped height.
    public struct Part: Sendable, Hashable {
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

        /// A part at `frame` with the given look; nil keys take the cell's defaults.
        public init(frame: [Double], font: String? = nil, size: Double? = nil, color: Color? = nil, fill: Color? = nil,
                    border: Color? = nil, borderWidth: Double? = nil, radius: Double? = nil, underline: Bool? = nil,
                    inset: Double? = nil, align: TextAlignment? = nil) {
            self.frame = frame; self.font = font; self.size = size; self.color = color; self.fill = fill; self.border = border
            self.borderWidth = borderWidth; self.radius = radius; self.underline = underline; self.inset = inset; self.align = align
        }
    }

    /// The cell's height without an error; default: the lowest part's bottom + 8.
    public var height: Double?
    public var background: Color?
    public var title: Part?
    public var box: Part?
    public var icon: Part?
    public var error: Part?

    /// A template with the given parts; nil parts are not drawn (title, box, error) or take the
    /// default place (icon).
    public init(height: Double? = nil, background: Color? = nil, title: Part? = nil, box: Part? = nil, icon: Part? = nil, error: Part? = nil) {
        self.height = height; self.background = background; self.title = title; self.box = box; self.icon = icon; self.error = error
    }

    /// The part's rectangle in a cell of `width` whose top left is `origin`.
    static func rect(_ part: Part, width: Double, origin: Point) -> Rect {
        let values = part.frame + Array(repeating: 0, count: max(0, 4 - part.frame.count))
        let x = values[0] < 0 ? width + values[0] : values[0]
        let w = values[2] <= 0 ? max(0, width + values[2] - x) : values[2]
        return Rect(x: origin.x + x, y: origin.y + values[1], width: w, height: max(0, values[3]))
    }
}
