import FormModel

/// A skin with a `Theme` applied: it measures with the theme's fonts and repaints the boxes the
/// skin lays out, so every skin honours the shared tokens without reading them.
public struct ThemedSkin<Inner: Skin>: Skin {
    /// The skin whose look is overridden.
    public let inner: Inner
    /// The override applied.
    public let theme: Theme

    /// `inner` drawn with `theme`.
    public init(_ inner: Inner, theme: Theme) { self.inner = inner; self.theme = theme }

    public var name: String { inner.name }

    public var flow: FlowMetrics {
        var metrics = inner.flow
        if let gap = theme.rowGap { metrics.rowGap = gap }
        if let inset = theme.rowInset { metrics.rowInset = inset; metrics.headerInset = inset }
        return metrics
    }

    public var screenBackground: Color { theme.color(inner.screenBackground, in: .surface) }

    public func intrinsicHeight(of cell: Cell, width: Double, measurer: TextMeasurer) -> Double {
        inner.intrinsicHeight(of: cell, width: width, measurer: ThemedMeasurer(base: measurer, theme: theme))
    }

    public func headerHeight(for group: Group, width: Double, measurer: TextMeasurer) -> Double {
        inner.headerHeight(for: group, width: width, measurer: ThemedMeasurer(base: measurer, theme: theme))
    }

    public func header(for group: Group, frame: Rect, measurer: TextMeasurer) -> [LayoutBox] {
        inner.header(for: group, frame: frame, measurer: ThemedMeasurer(base: measurer, theme: theme)).map(repaint)
    }

    public func background(for group: Group, frame: Rect, closesGroup: Bool) -> LayoutBox? {
        inner.background(for: group, frame: frame, closesGroup: closesGroup).map(repaint)
    }

    public func boxes(for cell: Cell, frame: Rect, measurer: TextMeasurer) -> [LayoutBox] {
        inner.boxes(for: cell, frame: frame, measurer: ThemedMeasurer(base: measurer, theme: theme)).map(repaint)
    }

    /// The box with the theme's colours, fonts, field radius and border width.
    func repaint(_ box: LayoutBox) -> LayoutBox {
        var box = box
        let isControl = box.role == .control
        let fillScope: PaintScope = isControl ? .controlFill : .surface
        let strokeScope: PaintScope = isControl ? .controlStroke : .surface
        if var paint = box.paint {
            paint.fill = paint.fill.map { theme.color($0, in: fillScope) }
            paint.stroke = paint.stroke.map { theme.color($0, in: strokeScope) }
            if let shadow = paint.shadow { paint.shadow?.color = theme.color(shadow.color, in: .surface) }
            if isControl, let border = theme.fieldBorder, paint.stroke != nil, paint.strokeWidth == border.from { paint.strokeWidth = border.to }
            if isControl, let radius = theme.fieldRadius, paint.corners == .all(radius.from) { paint.corners = .all(radius.to) }
            box.paint = paint
        }
        let textScope: PaintScope = switch box.role {
        case .title, .groupHeader: .titleText
        case .value, .control: .valueText
        default: .text
        }
        box.text = box.text.map { line in
            var line = line
            line.font = theme.font(line.font)
            line.color = theme.color(line.color, in: textScope)
            line.spans = line.spans.map { span in
                var span = span
                span.color = theme.color(span.color, in: textScope)
                return span
            }
            return line
        }
        box.shapes = box.shapes.map { shape in
            var shape = shape
            shape.fill = shape.fill.map { theme.color($0, in: fillScope) }
            shape.stroke = shape.stroke.map { theme.color($0, in: strokeScope) }
            if isControl, shape.stroke != nil, let border = theme.fieldBorder, shape.lineWidth == border.from { shape.lineWidth = border.to }
            if isControl, let radius = theme.fieldRadius, radius.from == 0, let rect = shape.rectangle {
                shape.elements = VectorShape.roundedRect(rect, radius: radius.to).elements
            }
            return shape
        }
        return box
    }
}

extension ThemedSkin: PageDecorating where Inner: PageDecorating {
    public var headerBand: Double { inner.headerBand }
    public var footerBand: Double { inner.footerBand }
    public func prepare(_ form: Form, contentWidth: Double) -> Form { inner.prepare(form, contentWidth: contentWidth) }
    public func continued(_ group: Group) -> Group { inner.continued(group) }
    public var language: String? { inner.language }
    public var printsSheetMarks: Bool { inner.printsSheetMarks }
    public var printRunRecord: PrintRunRecord? { inner.printRunRecord }
    public func furniture(page number: Int, of count: Int, size: Size, margin: Double, title: String?, identifier: String?,
                          marksRequired: Bool, code: PaperCodeSymbol?, measurer: TextMeasurer) -> [LayoutBox] {
        inner.furniture(page: number, of: count, size: size, margin: margin, title: title, identifier: identifier,
                        marksRequired: marksRequired, code: code, measurer: ThemedMeasurer(base: measurer, theme: theme)).map { box in
            // The marks and the code are black on white whatever the style: a scanner must find them.
            PaperSheetMarks.boxIDs.contains(box.id ?? "") ? box : repaint(box)
        }
    }
}

/// Measures text in the fonts the theme draws instead of the skin's.
struct ThemedMeasurer: TextMeasurer {
    let base: TextMeasurer
    let theme: Theme

    func lines(_ text: String, font: FontRef, width: Double?, maxLines: Int?) -> [MeasuredLine] {
        base.lines(text, font: theme.font(font), width: width, maxLines: maxLines)
    }
}

extension VectorShape {
    /// The rectangle this shape outlines when it is a closed axis-aligned four-sided path.
    var rectangle: Rect? {
        guard elements.count == 5, case let .move(a) = elements[0], case let .line(b) = elements[1], case let .line(c) = elements[2],
              case let .line(d) = elements[3], case .close = elements[4], a.y == b.y, b.x == c.x, c.y == d.y, d.x == a.x else { return nil }
        return Rect(x: min(a.x, c.x), y: min(a.y, c.y), width: abs(c.x - a.x), height: abs(c.y - a.y))
    }
}
