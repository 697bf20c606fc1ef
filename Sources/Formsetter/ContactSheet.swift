import Foundation
import FormLayout
import FormModel

/// Many renders on one canvas, side by side and to scale, each under a caption: the contact sheet
/// designers use to see every form in every look, width, style and variant at once.
public enum ContactSheet {
    /// One render and its caption.
    public struct Tile: Sendable {
        public var caption: String
        public var page: Page
        public init(caption: String, page: Page) { self.caption = caption; self.page = page }
    }

    static let margin = 24.0
    static let gap = 24.0
    static let captionHeight = 22.0
    static let captionFont = FontRef("Inter-Medium", size: 12)
    static let sheetBackground = Color(rgb: 0xE9EBEF)
    static let captionColor = Color(rgb: 0x30343B)
    static let frameColor = Color(rgb: 0xB8BEC8)

    /// A one-page tree with `rows` of tiles, each tile at its own width (points, so widths keep
    /// their proportions), rows as tall as their tallest tile.
    public static func compose(_ rows: [[Tile]], measurer: TextMeasurer) -> LayoutTree {
        var boxes: [LayoutBox] = []
        var y = margin
        var widest = 0.0
        for row in rows {
            var x = margin
            let height = row.map(\.page.size.height).max() ?? 0
            for tile in row {
                let size = tile.page.size
                let line = measurer.singleLine(tile.caption, font: captionFont, width: size.width)
                boxes.append(LayoutBox(id: nil, role: .title, frame: Rect(x: x, y: y, width: size.width, height: captionHeight),
                                       text: [TextLine(text: line.text, origin: Point(x: x, y: y + (captionHeight - 4 - line.height)),
                                                       width: line.width, height: line.height, font: captionFont, color: captionColor)]))
                let top = y + captionHeight
                boxes.append(LayoutBox(id: nil, role: .groupBackground, frame: Rect(x: x, y: top, width: size.width, height: size.height),
                                       paint: BoxPaint(fill: tile.page.background, stroke: frameColor, strokeWidth: 0.5)))
                boxes += tile.page.boxes.map { $0.offsetBy(dx: x, dy: top) }
                x += size.width + gap
            }
            widest = max(widest, x - gap + margin)
            y += captionHeight + height + gap
        }
        let size = Size(width: max(widest, 2 * margin), height: max(y - gap + margin, 2 * margin))
        return LayoutTree(pages: [Page(size: size, background: sheetBackground, boxes: boxes)], title: "Contact sheet")
    }
}

extension LayoutBox {
    /// The box moved by `dx`, `dy`, with its text, links and shapes.
    func offsetBy(dx: Double, dy: Double) -> LayoutBox {
        func move(_ point: Point) -> Point { Point(x: point.x + dx, y: point.y + dy) }
        var box = self
        box.frame = frame.offsetBy(dx: dx, dy: dy)
        box.text = text.map { line in
            var line = line
            line.origin = move(line.origin)
            return line
        }
        box.links = links.map { $0.over($0.rects.map { $0.offsetBy(dx: dx, dy: dy) }) }
        box.shapes = shapes.map { $0.offsetBy(dx: dx, dy: dy) }
        return box
    }
}
