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
    /// The shape mirrored about the vertical line `x = width / 2`; arcs keep drawing clockwise.
    func mirrored(width: Double) -> VectorShape {
        func flip(_ point: Point) -> Point { Point(x: width - point.x, y: point.y) }
        var shape = self
        shape.elements = elements.map { element in
            switch element {
            case let .move(point): .move(flip(point))
            case let .line(point): .line(flip(point))
            case let .curve(a, b, c): .curve(flip(a), flip(b), flip(c))
            case let .arc(center, radius, start, end): .arc(center: flip(center), radius: radius, start: .pi - end, end: .pi - start)
            case .close: .close
            }
        }
        return shape
    }
}
