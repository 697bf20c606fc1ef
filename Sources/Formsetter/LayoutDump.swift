import Foundation
import FormFormats
import FormLayout
import FormModel

/// The geometry of a layout as `formsetter layout` prints it and layout snapshots store it:
/// `{"pages":[{"width","height","boxes":[{"id","role","frame":{x,y,width,height}}],"links":[{"target","rects"}]}]}`,
/// in points rounded to 1/1000. Written and read by this one type, so a dump always reads back.
public struct LayoutDump: Sendable, Hashable {
    /// One box: the id of its cell or group, its role and its frame.
    public struct Box: Sendable, Hashable {
        public var id: String?
        public var role: BoxRole
        public var frame: Rect
        /// A box of the dump.
        public init(id: String?, role: BoxRole, frame: Rect) { self.id = id; self.role = role; self.frame = frame }
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
        /// A page of the dump.
        public init(width: Double, height: Double, boxes: [Box], links: [Link] = []) {
            self.width = width; self.height = height; self.boxes = boxes; self.links = links
        }
    }

    public var pages: [Page]

    /// A dump of these pages (numbers as given).
    public init(pages: [Page]) { self.pages = pages }

    /// The dump of a layout tree, numbers rounded as the JSON writes them.
    public init(_ tree: LayoutTree) {
        pages = tree.pages.map { page in
            Page(width: Self.round(page.size.width), height: Self.round(page.size.height),
                 boxes: page.boxes.map { Box(id: $0.id, role: $0.role, frame: Self.round($0.frame)) },
                 links: page.links.map { Link(target: $0.target, rects: $0.rects.map(Self.round)) })
        }
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
            out += "\n{\"width\":\(Self.number(page.width)),\"height\":\(Self.number(page.height)),\"boxes\":["
            for (boxIndex, box) in page.boxes.enumerated() {
                out += boxIndex == 0 ? "\n" : ",\n"
                out += "{\"id\":\(box.id.map(jsonQuoted) ?? "null"),\"role\":\"\(box.role.rawValue)\",\"frame\":\(Self.rect(box.frame))}"
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
                return Box(id: box.string("id"), role: role, frame: try Self.rect(box["frame"], at: box.path + ".frame"))
            }
            let links = try (node["links"]?.elements ?? []).map { link throws(DecodeFailure) in
                Link(target: link.string("target") ?? "",
                     rects: try (link["rects"]?.elements ?? []).map { rect throws(DecodeFailure) in try Self.rect(rect, at: rect.path) })
            }
            guard let width = node.number("width"), let height = node.number("height") else {
                throw DecodeFailure("layout dump: \(node.path) needs a width and a height")
            }
            pages.append(Page(width: width, height: height, boxes: boxes, links: links))
        }
        if let problem = log.items.first { throw DecodeFailure("layout dump: \(problem.path): \(problem.message)") }
        self.init(pages: pages)
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
