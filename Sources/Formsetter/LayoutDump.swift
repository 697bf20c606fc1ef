import Foundation
import FormFormats
import FormLayout
import FormModel

/// What a layout means, as `formsetter layout` prints it and snapshots store it: every box's
/// frame, paint and text lines (content, font, size, colour, frame) and every link:
/// `{"pages":[{"width","height","code"?,"boxes":[{"id","role","frame":{x,y,width,height},"paint":{…},"text":[…],"field":{name,kind,option,comb,maxLength,multiline,format,readOnly}}],"links":[{"target","rects"}]}]}`,
/// in points rounded to 1/1000. A box that is a form field (the paper look's fillable twin)
/// names it, so tools that fill or read paper find every answer's place. It does not depend on cairo, so it is compared exactly across
/// library sets (`ImageTolerance.portable`). Written and read by this one type, so a dump always
/// reads back.
public struct LayoutDump: Sendable, Hashable {
    /// One box: the id of its cell or group, its role, its frame, its paint and its text.
    public struct Box: Sendable, Hashable {
        public var id: String?
        public var role: BoxRole
        public var frame: Rect
        public var paint: Paint?
        public var text: [Line]
        /// The box's vector shapes (chevrons, check marks, switch knobs): what state it shows.
        public var shapes: [Shape]
        /// The form field the box is, when it is one.
        public var field: Field?
        /// A box of the dump.
        public init(id: String?, role: BoxRole, frame: Rect, paint: Paint? = nil, text: [Line] = [], shapes: [Shape] = [], field: Field? = nil) {
            self.id = id; self.role = role; self.frame = frame; self.paint = paint; self.text = text; self.shapes = shapes; self.field = field
        }
    }

    /// A form field at a box (`FieldMark`): its full name, its kind, the option it stands for
    /// and, for text, how it takes its characters.
    public struct Field: Sendable, Hashable {
        /// What kind of field: the `FieldMark.Kind` cases by name.
        public enum Kind: String, Sendable, Hashable { case checkbox, radio, text, choice, signature }
        public var name: String
        public var kind: Kind
        /// The export name of the option a radio button or a multi-select's check box stands for.
        public var option: String?
        /// Text spread over `maxLength` equal cells.
        public var comb: Bool
        public var maxLength: Int?
        public var multiline: Bool
        /// What a text field holds, when the viewer checks it: `date`, `time` or `number`.
        public var format: String?
        /// The form computes the value (a formula): nobody answers it.
        public var readOnly: Bool
        /// A field of the dump.
        public init(name: String, kind: Kind, option: String? = nil, comb: Bool = false, maxLength: Int? = nil, multiline: Bool = false,
                    format: String? = nil, readOnly: Bool = false) {
            self.name = name; self.kind = kind; self.option = option; self.comb = comb; self.maxLength = maxLength; self.multiline = multiline
            self.format = format; self.readOnly = readOnly
        }
    }

    /// A vector shape: its colours, line width and the box around its points.
    public struct Shape: Sendable, Hashable {
        public var fill: String?
        public var stroke: String?
        public var lineWidth: Double
        public var bounds: Rect
        /// A shape of the dump.
        public init(fill: String?, stroke: String?, lineWidth: Double, bounds: Rect) {
            self.fill = fill; self.stroke = stroke; self.lineWidth = lineWidth; self.bounds = bounds
        }
    }

    /// A box's fill and stroke (`#RRGGBB[AA]`), stroke width and opacity.
    public struct Paint: Sendable, Hashable {
        public var fill: String?
        public var stroke: String?
        public var strokeWidth: Double
        public var opacity: Double
        /// A paint of the dump.
        public init(fill: String?, stroke: String?, strokeWidth: Double, opacity: Double = 1) {
            self.fill = fill; self.stroke = stroke; self.strokeWidth = strokeWidth; self.opacity = opacity
        }
    }

    /// One line of text: what it says, where (its line box), in which font, size and colour.
    public struct Line: Sendable, Hashable {
        public var text: String
        public var frame: Rect
        public var font: String
        public var size: Double
        public var color: String
        public var underline: Bool
        /// A text line of the dump.
        public init(text: String, frame: Rect, font: String, size: Double, color: String, underline: Bool = false) {
            self.text = text; self.frame = frame; self.font = font; self.size = size; self.color = color; self.underline = underline
        }
    }

    /// One link: its target and a rectangle per line it spans.
    public struct Link: Sendable, Hashable {
        public var target: String
        public var rects: [Rect]
        /// A link of the dump.
        public init(target: String, rects: [Rect]) { self.target = target; self.rects = rects }
    }

    /// One page: its size, boxes in drawing order, links.
    public struct Page: Sendable, Hashable {
        public var width: Double
        public var height: Double
        public var boxes: [Box]
        public var links: [Link]
        /// The payload of the page's QR code (`PaperPageCode`), on paper pages with marks.
        public var code: String?
        /// A page of the dump.
        public init(width: Double, height: Double, boxes: [Box], links: [Link] = [], code: String? = nil) {
            self.width = width; self.height = height; self.boxes = boxes; self.links = links; self.code = code
        }
    }

    public var pages: [Page]

    /// A dump of these pages (numbers as given).
    public init(pages: [Page]) { self.pages = pages }

    /// The dump of a layout tree, numbers rounded as the JSON writes them.
    public init(_ tree: LayoutTree) {
        pages = tree.pages.map { page in
            Page(width: Self.round(page.size.width), height: Self.round(page.size.height),
                 boxes: page.boxes.map(Self.box),
                 links: page.links.map { Link(target: $0.target, rects: $0.rects.map(Self.round)) }, code: page.code?.payload)
        }
    }

    private static func box(_ box: LayoutBox) -> Box {
        let paint = box.paint.map {
            Paint(fill: $0.fill?.hexString, stroke: $0.stroke?.hexString, strokeWidth: round($0.strokeWidth), opacity: round(box.opacity))
        }
        let lines = box.text.map { line in
            Line(text: line.text, frame: round(Rect(x: line.origin.x, y: line.origin.y, width: line.width, height: line.height)),
                 font: line.font.name, size: round(line.font.size), color: line.color.hexString, underline: line.underline)
        }
        let shapes = box.shapes.map { shape in
            Shape(fill: shape.fill?.hexString, stroke: shape.stroke?.hexString, lineWidth: round(shape.lineWidth), bounds: round(bounds(of: shape)))
        }
        return Box(id: box.id, role: box.role, frame: round(box.frame), paint: paint, text: lines, shapes: shapes, field: box.field.map(field))
    }

    private static func field(_ mark: FieldMark) -> Field {
        let format: String? = switch mark.format {
        case .date: "date"
        case .time: "time"
        case .number: "number"
        case nil: nil
        }
        var field: Field
        switch mark.kind {
        case let .text(maxLength, comb, multiline):
            field = Field(name: mark.name, kind: .text, comb: comb, maxLength: maxLength, multiline: multiline, format: format)
        case .checkbox:
            field = Field(name: mark.name, kind: .checkbox, option: mark.option.map(mark.export))
        case let .radio(option, _):
            field = Field(name: mark.name, kind: .radio, option: mark.export(option))
        case .choice:
            field = Field(name: mark.name, kind: .choice)
        case .signature:
            field = Field(name: mark.name, kind: .signature)
        }
        field.readOnly = mark.readOnly
        return field
    }

    /// The box around a shape's points (an arc's whole circle).
    private static func bounds(of shape: VectorShape) -> Rect {
        var points: [Point] = []
        for element in shape.elements {
            switch element {
            case let .move(point), let .line(point): points.append(point)
            case let .curve(a, b, c): points += [a, b, c]
            case let .arc(center, radius, _, _):
                points += [Point(x: center.x - radius, y: center.y - radius), Point(x: center.x + radius, y: center.y + radius)]
            default: break
            }
        }
        guard let first = points.first else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points { minX = min(minX, point.x); minY = min(minY, point.y); maxX = max(maxX, point.x); maxY = max(maxY, point.y) }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The cells' frames by id, per page (the first box of an id wins).
    public var cellFrames: [[String: Rect]] {
        pages.map { page in
            var cells: [String: Rect] = [:]
            for box in page.boxes where box.role == .cell {
                if let id = box.id, cells[id] == nil { cells[id] = box.frame }
            }
            return cells
        }
    }

    private static func round(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
    private static func round(_ rect: Rect) -> Rect {
        Rect(x: round(rect.x), y: round(rect.y), width: round(rect.width), height: round(rect.height))
    }
}

extension LayoutDump {
    /// The JSON text, one box or link per line.
    public var json: String {
        var out = "{\"pages\":["
        for (pageIndex, page) in pages.enumerated() {
            if pageIndex > 0 { out += "," }
            out += "\n{\"width\":\(Self.number(page.width)),\"height\":\(Self.number(page.height))"
            if let code = page.code { out += ",\"code\":\(jsonQuoted(code))" }
            out += ",\"boxes\":["
            for (boxIndex, box) in page.boxes.enumerated() {
                out += boxIndex == 0 ? "\n" : ",\n"
                out += "{\"id\":\(box.id.map(jsonQuoted) ?? "null"),\"role\":\"\(box.role.rawValue)\",\"frame\":\(Self.rect(box.frame))"
                if let paint = box.paint {
                    out += ",\"paint\":{\"fill\":\(paint.fill.map(jsonQuoted) ?? "null"),\"stroke\":\(paint.stroke.map(jsonQuoted) ?? "null")"
                        + ",\"strokeWidth\":\(Self.number(paint.strokeWidth)),\"opacity\":\(Self.number(paint.opacity))}"
                }
                if !box.text.isEmpty {
                    out += ",\"text\":[" + box.text.map { line in
                        "{\"text\":\(jsonQuoted(line.text)),\"frame\":\(Self.rect(line.frame)),\"font\":\(jsonQuoted(line.font)),\"size\":\(Self.number(line.size))"
                            + ",\"color\":\(jsonQuoted(line.color))" + (line.underline ? ",\"underline\":true" : "") + "}"
                    }.joined(separator: ",") + "]"
                }
                if !box.shapes.isEmpty {
                    out += ",\"shapes\":[" + box.shapes.map { shape in
                        "{\"fill\":\(shape.fill.map(jsonQuoted) ?? "null"),\"stroke\":\(shape.stroke.map(jsonQuoted) ?? "null"),\"lineWidth\":\(Self.number(shape.lineWidth)),\"bounds\":\(Self.rect(shape.bounds))}"
                    }.joined(separator: ",") + "]"
                }
                if let field = box.field { out += ",\"field\":" + Self.field(field) }
                out += "}"
            }
            out += "],\n\"links\":["
            for (linkIndex, link) in page.links.enumerated() {
                out += linkIndex == 0 ? "\n" : ",\n"
                out += "{\"target\":\(jsonQuoted(link.target)),\"rects\":[" + link.rects.map(Self.rect).joined(separator: ",") + "]}"
            }
            out += "]}"
        }
        return out + "]}\n"
    }

    /// Reads a dump through the project's JSON parser; throws, naming the JSON path, when the
    /// text is not a layout dump.
    public init(json data: Data) throws(DecodeFailure) {
        let log = DiagnosticLog()
        let root = try JSONFile.read(data, path: "", label: "layout dump", log: log)
        guard let pageNodes = root["pages"]?.elements else { throw DecodeFailure("layout dump: no \"pages\" array") }
        var pages: [Page] = []
        for node in pageNodes {
            let boxes = try (node["boxes"]?.elements ?? []).map { box throws(DecodeFailure) in
                guard let roleName = box.string("role"), let role = BoxRole(rawValue: roleName) else {
                    throw DecodeFailure("layout dump: \(box.path).role is not a box role")
                }
                let paint = box["paint"].map { node in
                    Paint(fill: node.string("fill"), stroke: node.string("stroke"), strokeWidth: node.number("strokeWidth") ?? 0, opacity: node.number("opacity") ?? 1)
                }
                let text = try (box["text"]?.elements ?? []).map { line throws(DecodeFailure) in
                    guard let content = line.string("text"), let font = line.string("font"), let size = line.number("size"), let color = line.string("color") else {
                        throw DecodeFailure("layout dump: \(line.path) needs text, font, size and color")
                    }
                    return Line(text: content, frame: try Self.rect(line["frame"], at: line.path + ".frame"), font: font, size: size, color: color,
                                underline: line.bool("underline") ?? false)
                }
                let shapes = try (box["shapes"]?.elements ?? []).map { shape throws(DecodeFailure) in
                    Shape(fill: shape.string("fill"), stroke: shape.string("stroke"), lineWidth: shape.number("lineWidth") ?? 1,
                          bounds: try Self.rect(shape["bounds"], at: shape.path + ".bounds"))
                }
                return Box(id: box.string("id"), role: role, frame: try Self.rect(box["frame"], at: box.path + ".frame"), paint: paint, text: text, shapes: shapes,
                           field: try box["field"].map { node throws(DecodeFailure) in try Self.field(node) })
            }
            let links = try (node["links"]?.elements ?? []).map { link throws(DecodeFailure) in
                Link(target: link.string("target") ?? "",
                     rects: try (link["rects"]?.elements ?? []).map { rect throws(DecodeFailure) in try Self.rect(rect, at: rect.path) })
            }
            guard let width = node.number("width"), let height = node.number("height") else {
                throw DecodeFailure("layout dump: \(node.path) needs a width and a height")
            }
            pages.append(Page(width: width, height: height, boxes: boxes, links: links, code: node.string("code")))
        }
        if let problem = log.items.first { throw DecodeFailure("layout dump: \(problem.path): \(problem.message)") }
        self.init(pages: pages)
    }

    private static func field(_ node: JSONNode) throws(DecodeFailure) -> Field {
        guard let name = node.string("name"), let kindName = node.string("kind"), let kind = Field.Kind(rawValue: kindName) else {
            throw DecodeFailure("layout dump: \(node.path) needs a name and a kind (checkbox, radio, text, choice or signature)")
        }
        var maxLength: Int?
        if let number = node.number("maxLength") {
            guard number >= 0, number <= 1_000_000, number == number.rounded() else {
                throw DecodeFailure("layout dump: \(node.path).maxLength must be a whole number of characters")
            }
            maxLength = Int(number)
        }
        return Field(name: name, kind: kind, option: node.string("option"), comb: node.bool("comb") ?? false,
                     maxLength: maxLength, multiline: node.bool("multiline") ?? false, format: node.string("format"), readOnly: node.bool("readOnly") ?? false)
    }

    private static func field(_ field: Field) -> String {
        var out = "{\"name\":\(jsonQuoted(field.name)),\"kind\":\"\(field.kind.rawValue)\""
        if let option = field.option { out += ",\"option\":\(jsonQuoted(option))" }
        if field.comb { out += ",\"comb\":true" }
        if let maxLength = field.maxLength { out += ",\"maxLength\":\(maxLength)" }
        if field.multiline { out += ",\"multiline\":true" }
        if let format = field.format { out += ",\"format\":\(jsonQuoted(format))" }
        if field.readOnly { out += ",\"readOnly\":true" }
        return out + "}"
    }

    private static func rect(_ node: JSONNode?, at path: String) throws(DecodeFailure) -> Rect {
        guard let node, let x = node.number("x"), let y = node.number("y"), let width = node.number("width"), let height = node.number("height") else {
            throw DecodeFailure("layout dump: \(path) must be {\"x\", \"y\", \"width\", \"height\"}")
        }
        return Rect(x: x, y: y, width: width, height: height)
    }

    private static func rect(_ frame: Rect) -> String {
        "{\"x\":\(number(frame.x)),\"y\":\(number(frame.y)),\"width\":\(number(frame.width)),\"height\":\(number(frame.height))}"
    }

    private static func number(_ value: Double) -> String {
        let rounded = round(value)
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return String(rounded)
    }
}

extension LayoutTree {
    /// The tree as the JSON of `formsetter layout` (`LayoutDump`).
    public func layoutJSON() -> String { LayoutDump(self).json }
}
