import Foundation
import FormModel

extension LayoutTree {
    /// The tree mirrored left to right on each page, as UIKit mirrors a right-to-left screen:
    /// rows start at the right, titles sit right of their controls, icons swap sides and point
    /// the other way. Text is not mirrored: each line keeps its width and Pango shapes it in its
    /// own direction.
    public func mirrored() -> LayoutTree {
        var tree = self
        tree.pages = pages.map { page in
            var page = page
            page.boxes = page.boxes.map { $0.mirrored(width: page.size.width) }
            return page
        }
        return tree
    }
}

extension LayoutBox {
    /// The box mirrored about the vertical centre line of a page `width` wide.
    func mirrored(width: Double) -> LayoutBox {
        var box = self
        box.frame = frame.mirrored(width: width)
        box.text = text.map { line in
            var line = line
            line.origin.x = width - line.origin.x - line.width
            return line
        }
        box.links = links.map { LinkArea(target: $0.target, rects: $0.rects.map { $0.mirrored(width: width) }) }
        box.shapes = shapes.map { $0.mirrored(width: width) }
        if var paint = box.paint {
            let corners = paint.corners
            paint.corners = CornerRadii(topLeft: corners.topRight, topRight: corners.topLeft, bottomRight: corners.bottomLeft, bottomLeft: corners.bottomRight)
            if let shadow = paint.shadow { paint.shadow?.offset.x = -shadow.offset.x }
            box.paint = paint
        }
        return box
    }
}

extension Rect {
    func mirrored(width pageWidth: Double) -> Rect { Rect(x: pageWidth - x - width, y: y, width: width, height: height) }
}

extension VectorShape {
    /// The shape mirrored about the vertical line `x = width / 2`. Each subpath is also reversed,
    /// so arcs (which always run clockwise) still join their neighbours.
    func mirrored(width: Double) -> VectorShape {
        func flip(_ point: Point) -> Point { Point(x: width - point.x, y: point.y) }
        func arcPoint(_ center: Point, _ radius: Double, _ angle: Double) -> Point {
            Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        var result: [Element] = []
        var subpath: [(element: Element, from: Point?)] = []
        var current: Point?
        var subpathStart: Point?
        func flush(closed: Bool) {
            guard let last = current, !subpath.isEmpty else { subpath = []; return }
            result.append(.move(flip(last)))
            for (element, from) in subpath.reversed() {
                switch element {
                case .line:
                    if let from { result.append(.line(flip(from))) }
                case let .curve(c1, c2, _):
                    if let from { result.append(.curve(flip(c2), flip(c1), flip(from))) }
                case let .arc(center, radius, start, end):
                    result.append(.arc(center: flip(center), radius: radius, start: .pi - end, end: .pi - start))
                    if let from { result.append(.line(flip(from))) }
                case .move, .close: break
                }
            }
            if closed { result.append(.close) }
            subpath = []
        }
        for element in elements {
            switch element {
            case let .move(point):
                flush(closed: false)
                current = point; subpathStart = point
            case let .line(point):
                subpath.append((element, current ?? point)); current = point
                if subpathStart == nil { subpathStart = point }
            case let .curve(_, _, point):
                subpath.append((element, current)); current = point
            case let .arc(center, radius, start, end):
                subpath.append((element, current))
                if subpathStart == nil { subpathStart = arcPoint(center, radius, start) }
                current = arcPoint(center, radius, end)
            case .close:
                flush(closed: true)
                current = subpathStart; subpathStart = current
            }
        }
        flush(closed: false)
        var shape = self
        shape.elements = result
        return shape
    }
}
