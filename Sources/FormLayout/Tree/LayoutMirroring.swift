import FormModel

extension LayoutTree {
    /// The tree mirrored left to right on each page, as UIKit mirrors a right-to-left screen:
    /// rows start at the right, titles sit right of their controls, icons swap
    /// their places. Text and icons are not flipped: each line keeps its width and Pango shapes it
    /// in its own direction; each vector shape moves to the mirror of its bounds.
    public func mirrored() -> LayoutTree {
        var tree = self
        tree.pages = pages.map { $0.mirrored() }
        return tree
    }
}

extension Page {
    /// The page mirrored left to right (see `LayoutTree.mirrored()`); streamed pages use it one by one.
    public func mirrored() -> Page {
        var page = self
        // The marks and the code stay: a reader finds the code right of the bottom left mark.
        page.boxes = boxes.map { PaperSheetMarks.boxIDs.contains($0.id ?? "") ? $0 : $0.mirrored(width: size.width) }
        return page
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
        box.links = links.map { $0.over($0.rects.map { $0.mirrored(width: width) }) }
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
    /// The shape moved to the mirrored place of its bounds, not flipped: as in UIKit, check marks
    /// and calendar icons keep their drawing while they change sides.
    func mirrored(width: Double) -> VectorShape {
        var xs: [Double] = []
        for element in elements {
            switch element {
            case let .move(point), let .line(point): xs.append(point.x)
            case let .curve(a, b, c): xs += [a.x, b.x, c.x]
            case let .arc(center, radius, _, _): xs += [center.x - radius, center.x + radius]
            case .close: break
            }
        }
        guard let minX = xs.min(), let maxX = xs.max() else { return self }
        return offsetBy(dx: (width - maxX) - minX, dy: 0)
    }
}
