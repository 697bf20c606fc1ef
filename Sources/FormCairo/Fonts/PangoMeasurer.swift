import Foundation
import CPangoCairo
import FormLayout
import FormModel

/// Measures and breaks text with Pango, using the same settings the painter draws with. Each
/// layout call makes its own, on a workspace (font map, layout, answers) borrowed from the
/// `FontSystem` (one font map must not serve two threads at once); the issues it meets are its
/// own output, drained by the layout, also for texts a measurer before it shaped.
public final class PangoMeasurer: TextMeasurer, @unchecked Sendable {
    private let fonts: FontSystem
    /// Borrowed from `fonts` for this measurer's life, with the answers measurers before it gave.
    private let workspace: MeasuringWorkspace
    private var layout: OpaquePointer { workspace.layout }
    private var issues: [TextIssue] = []
    private var seenFonts: Set<String> = []
    private var seenMissingGlyphs: Set<ExactText> = []
    /// Hears each font the first time it is measured, before it is shaped: a drawing thread can
    /// load the same font meanwhile (`PageStream.prepare`).
    public var fontMet: ((FontRef) -> Void)?
    private var metFonts: Set<FontRef> = []
    /// One layout is reused for every measurement; calls from several threads take turns.
    private let lock = NSLock()

    /// Texts longer than this many UTF-8 bytes are broken a window at a time (`wrapped`).
    let windowBytes: Int

    /// Whether `workspace` goes back to `fonts` at the end (a measurer with other windows keeps its own).
    private let borrowed: Bool

    /// A measurer on a workspace borrowed from `fonts` until it ends.
    public init(fonts: FontSystem) {
        self.fonts = fonts
        windowBytes = 256
        workspace = fonts.measuringWorkspaces.take { MeasuringWorkspace(fonts: fonts) }
        borrowed = true
    }

    /// A measurer with windows of `windowBytes`, on a workspace of its own.
    init(fonts: FontSystem, windowBytes: Int) {
        self.fonts = fonts
        self.windowBytes = windowBytes
        workspace = MeasuringWorkspace(fonts: fonts)
        borrowed = false
    }

    deinit {
        if borrowed { fonts.measuringWorkspaces.giveBack(workspace) }
    }

    /// The lines of `text`; a text measured before in the same font, width and line limit (by this
    /// measurer or one before it) is not shaped again, and gives the issues it gave then once more.
    public func lines(_ text: String, font: FontRef, width: Double?, maxLines: Int?) -> [MeasuredLine] {
        lock.lock()
        defer { lock.unlock() }
        if let fontMet, metFonts.insert(font).inserted { fontMet(font) }
        if seenFonts.insert(font.name).inserted, let issue = fonts.substitution(for: font.name) { issues.append(issue) }
        let key = MeasuringWorkspace.Measurement(text: ExactText(text), font: font, width: width, maxLines: maxLines)
        let answer: MeasuringWorkspace.Measured
        if let known = workspace.measured[key] {
            answer = known
        } else {
            if workspace.measured.count >= MeasuringWorkspace.maximumMeasurements { workspace.measured.removeAll(keepingCapacity: true) }
            answer = shapedLines(text, font: font, width: width, maxLines: maxLines)
            workspace.measured[key] = answer
        }
        if answer.missingGlyphs, seenMissingGlyphs.insert(ExactText(text)).inserted { issues.append(.missingGlyphs(text: text)) }
        return answer.lines
    }

    private func shapedLines(_ text: String, font: FontRef, width: Double?, maxLines: Int?) -> MeasuringWorkspace.Measured {
        pango_layout_set_font_description(layout, fonts.description(for: font))
        pango_layout_set_width(layout, -1)
        pango_layout_set_text(layout, text, -1)
        let (fullWidth, fullHeight) = extents()
        let missingGlyphs = pango_layout_get_unknown_glyphs_count(layout) > 0
        return MeasuringWorkspace.Measured(lines: lines(text, font: font, width: width, maxLines: maxLines, fullWidth: fullWidth, fullHeight: fullHeight),
                                           missingGlyphs: missingGlyphs)
    }

    /// The lines of `text`, whose layout on one line (just set) is `fullWidth` by `fullHeight`.
    private func lines(_ text: String, font: FontRef, width: Double?, maxLines: Int?, fullWidth: Double, fullHeight: Double) -> [MeasuredLine] {
        let breaksLines = text.contains(where: \.isNewline)
        if !breaksLines, width == nil || fullWidth <= width! { return [MeasuredLine(text: text, width: fullWidth, height: fullHeight)] }
        let height = lineHeight(font)
        let limit = width ?? .greatestFiniteMagnitude
        let pieces = wrapped(text, width: limit)
        if let maxLines, pieces.count > maxLines {
            // The last kept line holds the rest of its paragraph, cut by character like a UILabel;
            // the lines after it are never measured (each measure shapes the text again).
            let rest = String(text.utf8.dropFirst(pieces[maxLines - 1].start))!.prefix { !$0.isNewline }
            return pieces.prefix(maxLines - 1).map { MeasuredLine(text: $0.text, width: measure($0.text), height: height, spaceAfter: $0.spaceAfter) }
                + [ellipsized(String(rest), width: limit, height: height)]
        }
        var lines = pieces.map { MeasuredLine(text: $0.text, width: measure($0.text), height: height, spaceAfter: $0.spaceAfter) }
        if let index = lines.indices.last { lines[index].spaceAfter = false }
        if let index = lines.indices.last, lines[index].width > limit {
            lines[index] = ellipsized(lines[index].text, width: limit, height: height)
        }
        return lines
    }

    public func takeIssues() -> [TextIssue] {
        lock.lock()
        defer { lock.unlock(); issues = [] }
        return issues
    }

    /// The height of one line in `font` (cached).
    private func lineHeight(_ font: FontRef) -> Double {
        if let cached = workspace.lineHeights[font] { return cached }
        pango_layout_set_text(layout, "Ag", -1)
        let height = extents().height
        workspace.lineHeights[font] = height
        return height
    }

    /// The texts of the lines Pango breaks `text` into at `width` (word, then character breaks),
    /// with the UTF-8 offset where each starts and whether its break took white space.
    ///
    /// Pango shapes the rest of an item again for every line it breaks off, so a long word costs
    /// time quadratic in its length (20,000 characters: 8 s). A text is therefore broken a window
    /// of `windowBytes` at a time (20,000 characters: 1 s): Pango breaks the window, every line
    /// but its last is kept, and the next window starts where that last line did; a window that
    /// holds one line only grows. A greedy break depends only on the text before it, so the lines
    /// are Pango's own (`PangoMeasurerTests` compares both).
    private func wrapped(_ text: String, width: Double) -> [BrokenLine] {
        pango_layout_set_width(layout, width >= 1e6 ? -1 : Int32(max(1, width * Double(PANGO_SCALE))))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        defer { pango_layout_set_width(layout, -1) }
        let bytes = Array(text.utf8)
        var result: [BrokenLine] = []
        var start = 0, window = windowBytes
        while start < bytes.count {
            var end = min(bytes.count, start + window)
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end -= 1 }  // a whole last character
            let lines = brokenLines(bytes[start..<end])
            if end == bytes.count {
                result += lines.map { BrokenLine(text: $0.text, start: start + $0.start, spaceAfter: $0.spaceAfter) }
                break
            }
            guard lines.count > 1 else { window *= 2; continue }  // one line wider than the window
            result += lines.dropLast().map { BrokenLine(text: $0.text, start: start + $0.start, spaceAfter: $0.spaceAfter) }
            start += lines.last!.start
            window = windowBytes
        }
        return result
    }

    /// A line of a broken text: what it shows, its UTF-8 offset, whether its break took white space.
    private struct BrokenLine {
        var text: String
        var start: Int
        var spaceAfter: Bool
    }

    /// Pango's lines for `bytes` at the layout's width, each with its offset in `bytes`.
    private func brokenLines(_ bytes: ArraySlice<UInt8>) -> [BrokenLine] {
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { pango_layout_set_text(layout, $0.baseAddress, Int32($0.count)) }
        }
        var result: [BrokenLine] = []
        var line = pango_layout_get_lines_readonly(layout)
        while let node = line {
            if let data = node.pointee.data {
                let layoutLine = data.assumingMemoryBound(to: PangoLayoutLine.self).pointee
                let start = Int(layoutLine.start_index), end = min(bytes.count, start + Int(layoutLine.length))
                let piece = String(decoding: bytes[(bytes.startIndex + start)..<(bytes.startIndex + end)], as: UTF8.self)
                let shown = piece.trimmingTrailingWhitespace()
                // White space Pango left at the line's end, or the newline that ends its paragraph
                // (not in the line's length).
                let newline = end < bytes.count && [0x0A, 0x0D].contains(bytes[bytes.startIndex + end])
                result.append(BrokenLine(text: shown, start: start, spaceAfter: shown.utf8.count < piece.utf8.count || newline))
            }
            line = node.pointee.next
        }
        return result
    }

    /// The longest prefix of `text` that fits `width` with an ellipsis after it.
    private func ellipsized(_ text: String, width: Double, height: Double) -> MeasuredLine {
        let characters = Array(text)
        var low = 0, high = characters.count
        while low < high {
            let middle = (low + high + 1) / 2
            if measure(String(characters[..<middle]).trimmingTrailingWhitespace() + "…") <= width { low = middle } else { high = middle - 1 }
        }
        let shown = String(characters[..<low]).trimmingTrailingWhitespace() + "…"
        return MeasuredLine(text: shown, width: measure(shown), height: height)
    }

    private func measure(_ text: String) -> Double {
        pango_layout_set_text(layout, text, -1)
        return extents().width
    }

    private func extents() -> (width: Double, height: Double) {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return (Double(logical.width) / Double(PANGO_SCALE), Double(logical.height) / Double(PANGO_SCALE))
    }
}

extension String {
    func trimmingTrailingWhitespace() -> String {
        var result = self
        while let last = result.last, last.isWhitespace { result.removeLast() }
        return result
    }
}
