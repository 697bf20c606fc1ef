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
        guard let width else { return [line(Substring(text))] }
        let perLine = max(1, Int((width / characterWidth).rounded(.down)))
        var result: [MeasuredLine] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
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
            result = Array(result.prefix(maxLines))
            let last = result[maxLines - 1].text
            result[maxLines - 1] = line(Substring(String(last.prefix(max(0, perLine - 1))) + "…"))
        }
        return result
    }
}
