import FormModel

/// The positioned, painted form: the only thing a renderer reads. Renderers never compute geometry.
public struct LayoutTree: Sendable, Hashable {
    public var pages: [Page]
    /// The document title (PDF metadata): the form's title, else its first group's.
    public var title: String?
    /// One entry per titled group, where its header starts (PDF bookmarks).
    public var outline: [OutlineEntry]
    /// PDFs carry a structure tree (headings, field labels, texts): looks made for paper.
    public var tagged: Bool
    /// The BCP 47 tag of the language the look's own words are in (PDF `/Lang`); nil = unstated.
    public var language: String? = nil
    /// Entries for the PDF's document information (`/Info`, key → text) beyond title and dates:
    /// what a fillable twin records of how it was printed (zone, locale, form), for `extract`.
    public var documentInfo: [String: String] = [:]

    public init(pages: [Page], title: String? = nil, outline: [OutlineEntry] = [], tagged: Bool = false) {
        self.pages = pages; self.title = title; self.outline = outline; self.tagged = tagged
    }
}

/// A bookmark: a group's title and where its header is.
public struct OutlineEntry: Sendable, Hashable {
    public var title: String
    /// Index of the page, from 0.
    public var page: Int
    /// Top of the header on that page, in points from the page's top.
    public var y: Double
    public init(title: String, page: Int, y: Double) { self.title = title; self.page = page; self.y = y }
}

/// One page (or the one screen-tall canvas) with absolute boxes in drawing order.
public struct Page: Sendable, Hashable {
    public var size: Size
    public var background: Color
    public var boxes: [LayoutBox]
    /// What the page's QR code says: set on every paper page that carries marks (nil without
    /// them, and on screen pages). See `PaperSheetMarks`.
    public var code: PaperPageCode? = nil

    public init(size: Size, background: Color, boxes: [LayoutBox] = []) {
        self.size = size; self.background = background; self.boxes = boxes
    }

    /// Every link on the page, in drawing order.
    public var links: [LinkArea] { boxes.flatMap(\.links) }
}

/// Where a link sits: its target (a key of the form or a URL) and one rectangle per line.
public struct LinkArea: Sendable, Hashable {
    public var target: String
    public var rects: [Rect]
    /// The linked words (a link annotation's `/Contents`); empty when not known.
    public var text: String
    public init(target: String, rects: [Rect], text: String = "") { self.target = target; self.rects = rects; self.text = text }

    /// The same link over `rects`.
    public func over(_ rects: [Rect]) -> LinkArea { LinkArea(target: target, rects: rects, text: text) }

    /// Whether the target is a URL (has a scheme), not a key of the form.
    public var isURL: Bool {
        guard let colon = target.firstIndex(of: ":") else { return false }
        return target[..<colon].allSatisfy { $0.isLetter || $0.isNumber || "+-.".contains($0) } && colon != target.startIndex
    }
}

/// A rectangle of the page with a role, its paint, its text lines and its vector shapes.
public struct LayoutBox: Sendable, Hashable {
    /// The id of the cell (or group) this box belongs to.
    public var id: String?
    public var role: BoxRole
    public var frame: Rect
    public var paint: BoxPaint?
    public var text: [TextLine]
    public var shapes: [VectorShape]
    /// Links in this box's text, with one rectangle per line they span.
    public var links: [LinkArea]
    /// Opacity applied to everything the box draws.
    public var opacity: Double
    /// The fillable field this box is, in looks made for filling in (paper).
    public var field: FieldMark? = nil

    public init(id: String?, role: BoxRole, frame: Rect, paint: BoxPaint? = nil, text: [TextLine] = [],
                shapes: [VectorShape] = [], links: [LinkArea] = [], opacity: Double = 1) {
        self.id = id; self.role = role; self.frame = frame; self.paint = paint; self.text = text
        self.shapes = shapes; self.links = links; self.opacity = opacity
    }
}

/// What a box is; the raw value is the `role` of `formsetter layout`.
public enum BoxRole: String, Sendable, Hashable, CaseIterable {
    /// A group header card.
    case groupHeader = "group-header"
    /// The background behind a group's rows (one piece per page).
    case groupBackground = "group-background"
    /// A field's whole frame.
    case cell
    /// A field's heading label.
    case title
    /// The value box, button, segment, switch or stepper of a field.
    case control
    /// The value or placeholder text inside a control.
    case value
    /// A chevron, calendar, clock, minus or plus icon.
    case icon
    /// A line between sections.
    case separator
    /// An error label.
    case error
    /// The neutral box drawn for a custom field type.
    case placeholderBox = "custom"
}

/// Fill, stroke, corner radii and shadow of a box's frame.
public struct BoxPaint: Sendable, Hashable {
    public var fill: Color?
    public var stroke: Color?
    public var strokeWidth: Double
    public var corners: CornerRadii
    public var shadow: Shadow?

    public init(fill: Color? = nil, stroke: Color? = nil, strokeWidth: Double = 1, corners: CornerRadii = .zero, shadow: Shadow? = nil) {
        self.fill = fill; self.stroke = stroke; self.strokeWidth = strokeWidth; self.corners = corners; self.shadow = shadow
    }
}

/// Radii of the four corners, clockwise from the top left.
public struct CornerRadii: Sendable, Hashable {
    public var topLeft, topRight, bottomRight, bottomLeft: Double

    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft; self.topRight = topRight; self.bottomRight = bottomRight; self.bottomLeft = bottomLeft
    }

    /// The same radius on every corner.
    public static func all(_ radius: Double) -> CornerRadii { CornerRadii(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius) }
    /// Rounded bottom corners only.
    public static func bottom(_ radius: Double) -> CornerRadii { CornerRadii(topLeft: 0, topRight: 0, bottomRight: radius, bottomLeft: radius) }
    public static let zero = CornerRadii.all(0)
}

/// A drop shadow: the box's shape offset, softened by `blur`, in `color`.
public struct Shadow: Sendable, Hashable {
    public var offset: Point
    public var blur: Double
    public var color: Color
    public init(offset: Point, blur: Double, color: Color) { self.offset = offset; self.blur = blur; self.color = color }
}

/// One line of text, already broken and placed: `origin` is the top left of its line box.
public struct TextLine: Sendable, Hashable {
    public var text: String
    public var origin: Point
    public var width: Double
    public var height: Double
    public var font: FontRef
    public var color: Color
    public var underline: Bool
    /// Parts of the line drawn differently (links): UTF-16 offsets into `text`.
    public var spans: [TextSpan]
    /// Printed only to guide the pen (a comb's `/` and `:`): a tagged PDF marks it an artifact.
    public var isFurniture = false
    /// The line break after this line took white space no line shows (`MeasuredLine.spaceAfter`):
    /// a tagged PDF's text says it, so the last word here and the next line's first stay apart.
    public var spaceAfter = false

    public init(text: String, origin: Point, width: Double, height: Double, font: FontRef, color: Color,
                underline: Bool = false, spans: [TextSpan] = []) {
        self.text = text; self.origin = origin; self.width = width; self.height = height
        self.font = font; self.color = color; self.underline = underline; self.spans = spans
    }

    /// `measured` placed at `origin`: its text, size and the space its break took.
    public init(_ measured: MeasuredLine, origin: Point, font: FontRef, color: Color, underline: Bool = false, spans: [TextSpan] = []) {
        self.init(text: measured.text, origin: origin, width: measured.width, height: measured.height, font: font, color: color,
                  underline: underline, spans: spans)
        spaceAfter = measured.spaceAfter
    }
}

/// A range of a line with its own colour and underline.
public struct TextSpan: Sendable, Hashable {
    public var range: Range<Int>
    public var color: Color
    public var underline: Bool
    public init(range: Range<Int>, color: Color, underline: Bool) { self.range = range; self.color = color; self.underline = underline }
}
