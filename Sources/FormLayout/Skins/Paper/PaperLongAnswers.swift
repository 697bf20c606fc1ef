import FormModel

/// Rows never split across pages, so an answer longer than a page would be cut at its bottom.
/// Paper prints such an answer in parts, each a row of its own under the question's title with
/// "(continued)": every part fits on a page, so the whole answer is printed.
public enum PaperLongAnswers {
    /// Lines of the widest character (`PaperTheme.characterWidth`) a part holds at most; real
    /// text is narrower, so a part is shorter than this many writing lines (7 mm each) and fits
    /// on any page from A6 up.
    static let linesPerPart = 12

    /// `cell` in parts when its text value is longer than one part, else `[cell]`; `continued`
    /// follows the title of every part after the first.
    static func parts(of cell: Cell, contentWidth: Double, continued: String) -> [Cell] {
        guard cell.kind == .text || cell.kind == .textArea, case let .text(value) = cell.value, contentWidth > 0 else { return [cell] }
        let width = contentWidth * cell.widthPercent / 100 - PaperTheme.gutter - 2 * PaperTheme.padding
        let perLine = max(10, Int(width / PaperTheme.characterWidth))
        let limit = perLine * linesPerPart
        guard value.count > limit else { return [cell] }
        var parts: [Cell] = []
        for (index, text) in pieces(of: value, limit: limit).enumerated() {
            var part = cell
            part.value = .text(text)
            // Parts side by side would read across instead of down.
            part.widthPercent = 100
            if index > 0 {
                part.id = cell.id + "-continued-\(index)"
                part.kind = .textArea
                part.label = RichText((cell.label?.text ?? "") + " " + continued)
                part.detail = nil
                part.hint = nil
                part.routing = []
                part.computedFrom = nil
                part.state.required = false
            }
            parts.append(part)
        }
        return parts
    }

    /// `text` cut into pieces of at most `limit` characters, each ending after a sentence or a
    /// line when one ends in its second half, else after a space, else at the limit.
    public static func pieces(of text: String, limit: Int) -> [String] {
        var pieces: [String] = []
        var rest = Substring(text)
        while rest.count > limit {
            let window = rest.prefix(limit)
            let half = window.index(window.startIndex, offsetBy: limit / 2)
            var cut = window.endIndex
            if let end = lastBreak(in: window[half...], after: { $0 == "\n" || ($0 == " " && [".", "!", "?"].contains($1)) }) {
                cut = end
            } else if let space = window[half...].lastIndex(of: " ") {
                cut = window.index(after: space)
            }
            pieces.append(String(rest[..<cut]).trimmingTrailingWhitespace)
            rest = rest[cut...].drop { $0 == " " || $0 == "\n" }
        }
        if !rest.isEmpty { pieces.append(String(rest)) }
        return pieces
    }

    /// The index after the last character of `window` for which `isBreak(character, previous)` holds.
    private static func lastBreak(in window: Substring, after isBreak: (Character, Character) -> Bool) -> Substring.Index? {
        var index = window.endIndex
        while index > window.startIndex {
            let current = window.index(before: index)
            guard current > window.startIndex else { break }
            if isBreak(window[current], window[window.index(before: current)]) { return window.index(after: current) }
            index = current
        }
        return nil
    }
}

private extension String {
    var trimmingTrailingWhitespace: String {
        var text = self
        while let last = text.last, last == " " || last == "\n" { text.removeLast() }
        return text
    }
}
