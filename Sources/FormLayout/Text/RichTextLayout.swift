import FormModel

/// Rich text broken into placed lines, with link spans coloured and underlined and each link's
/// rectangle on every line it spans.
public struct RichTextBlock: Sendable, Hashable {
    public var lines: [TextLine]
    public var links: [LinkArea]
    /// Total height of the lines.
    public var height: Double
}

/// How a paragraph of rich text is set.
public struct ParagraphStyle: Sendable, Hashable {
    public var font: FontRef
    public var color: Color
    /// Colour of links; nil draws them in `color`.
    public var linkColor: Color?
    public var underlineLinks: Bool
    public var alignment: TextAlignment
    public var maxLines: Int?

    public init(font: FontRef, color: Color, linkColor: Color? = nil, underlineLinks: Bool = true,
                alignment: TextAlignment = .left, maxLines: Int? = nil) {
        self.font = font; self.color = color; self.linkColor = linkColor; self.underlineLinks = underlineLinks
        self.alignment = alignment; self.maxLines = maxLines
    }
}

extension TextMeasurer {
    /// Lays `text` out from `origin` in lines at most `width` wide.
    public func paragraph(_ text: RichText, style: ParagraphStyle, origin: Point, width: Double) -> RichTextBlock {
        guard !text.text.isEmpty else { return RichTextBlock(lines: [], links: [], height: 0) }
        let measured = lines(text.text, font: style.font, width: max(1, width), maxLines: style.maxLines)
        let units = Array(text.text.utf16)
        var cursor = 0
        var y = origin.y
        var placed: [TextLine] = []
        var rects: [Int: [Rect]] = [:]
        for line in measured {
            // Skip the spaces a line break ate, but not those a line keeps at its start.
            while cursor < units.count, Self.isSpace(units[cursor]), !units[cursor...].starts(with: line.text.utf16) { cursor += 1 }
            let shown = line.text.hasSuffix("…") && !text.text.utf16.dropFirst(cursor).starts(with: line.text.utf16)
                ? String(line.text.dropLast()) : line.text
            let start = cursor, length = shown.utf16.count
            cursor += length
            let x = origin.x + Self.offset(for: style.alignment, lineWidth: line.width, width: width)
            var spans: [TextSpan] = []
            for (index, link) in text.links.enumerated() {
                let lower = max(link.range.lowerBound, start), upper = min(link.range.upperBound, start + length)
                guard lower < upper else { continue }
                let local = (lower - start)..<(upper - start)
                // Measuring costs two shapings a line: a link over a whole long text is clickable on its first lines only.
                if rects[index, default: []].count < LinkPolicy.maximumRectsPerLink {
                    let x0 = advance(of: shown, utf16Prefix: local.lowerBound, font: style.font)
                    let x1 = advance(of: shown, utf16Prefix: local.upperBound, font: style.font)
                    rects[index, default: []].append(Rect(x: x + x0, y: y, width: x1 - x0, height: line.height))
                }
                spans.append(TextSpan(range: local, color: style.linkColor ?? style.color, underline: style.underlineLinks))
            }
            placed.append(TextLine(line, origin: Point(x: x, y: y), font: style.font, color: style.color, spans: spans))
            y += line.height
        }
        let links = text.links.indices.compactMap { index in
            rects[index].map { LinkArea(target: text.links[index].target, rects: $0, text: Self.substring(text.text, text.links[index].range)) }
        }
        return RichTextBlock(lines: placed, links: links, height: y - origin.y)
    }

    /// The UTF-16 `range` of `text` (clamped to it).
    private static func substring(_ text: String, _ range: Range<Int>) -> String {
        let units = Array(text.utf16)
        let lower = min(max(range.lowerBound, 0), units.count), upper = min(max(range.upperBound, lower), units.count)
        return String(decoding: units[lower..<upper], as: UTF16.self)
    }

    /// The width of the first `utf16Prefix` UTF-16 units of `text`.
    public func advance(of text: String, utf16Prefix: Int, font: FontRef) -> Double {
        guard utf16Prefix > 0 else { return 0 }
        let prefix = String(decoding: Array(text.utf16.prefix(utf16Prefix)), as: UTF16.self)
        return lines(prefix, font: font, width: nil, maxLines: nil).first?.width ?? 0
    }

    private static func offset(for alignment: TextAlignment, lineWidth: Double, width: Double) -> Double {
        switch alignment {
        case .left, .justified: 0
        case .center: (width - lineWidth) / 2
        case .right: width - lineWidth
        }
    }

    private static func isSpace(_ unit: UInt16) -> Bool { unit == 0x20 || unit == 0x0A || unit == 0x09 || unit == 0x0D }
}
