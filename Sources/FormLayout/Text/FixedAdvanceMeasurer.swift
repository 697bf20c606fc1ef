import FormModel

/// A measurer where every character advances `advance` × font size and lines are
/// `lineHeight` × font size tall, so layout tests can expect exact numbers.
public struct FixedAdvanceMeasurer: TextMeasurer, Sendable {
    public var advance: Double
    public var lineHeight: Double

    public init(advance: Double = 0.5, lineHeight: Double = 1.2) { self.advance = advance; self.lineHeight = lineHeight }

    public func lines(_ text: String, font: FontRef, width: Double?, maxLines: Int?) -> [MeasuredLine] {
        let characterWidth = advance * font.size
        let height = lineHeight * font.size
        func line(_ text: Substring) -> MeasuredLine { MeasuredLine(text: String(text), width: Double(text.count) * characterWidth, height: height) }
        guard let width else { return text.split(separator: "\n", omittingEmptySubsequences: false).map(line) }
        // A zero or denormal font size makes the ratio infinite (or NaN), which Int() traps on.
        let ratio = (width / characterWidth).rounded(.down)
        let perLine = ratio.isNaN ? 1 : max(1, Int(min(ratio, 1e9)))
        var result: [MeasuredLine] = []
        var current = ""
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if candidate.count <= perLine || current.isEmpty && word.count <= perLine {
                current = candidate
                continue
            }
            if !current.isEmpty { result.append(line(Substring(current))) }
            var rest = Substring(word)
            while rest.count > perLine { result.append(line(rest.prefix(perLine))); rest = rest.dropFirst(perLine) }
            current = String(rest)
        }
        result.append(line(Substring(current)))
        if let maxLines, result.count > maxLines {
            // The last kept line holds the rest of the text, cut by character.
            let used = result.prefix(maxLines - 1).reduce(0) { $0 + $1.text.count + 1 }
            let rest = text.dropFirst(min(used, text.count))
            result = Array(result.prefix(maxLines))
            result[maxLines - 1] = line(Substring(String(rest.prefix(max(0, perLine - 1))) + "…"))
        }
        return result
    }
}
