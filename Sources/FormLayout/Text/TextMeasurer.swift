import FormModel

/// Breaks and measures text; Pango in production, a fixed-advance fake in tests.
public protocol TextMeasurer {
    /// Lines of `text` in `font` broken to `width` (nil = one unbroken line). With `maxLines`,
    /// the last kept line ends in an ellipsis when text is cut.
    func lines(_ text: String, font: FontRef, width: Double?, maxLines: Int?) -> [MeasuredLine]
    /// The issues (font substitutions, missing glyphs) the measurements since the last call met,
    /// each once; the layout attributes them to the cell it was measuring.
    func takeIssues() -> [TextIssue]
}

/// One measured line: its text (possibly ellipsized), advance width and line-box height.
public struct MeasuredLine: Sendable, Hashable {
    public var text: String
    public var width: Double
    public var height: Double
    /// The break after this line took white space (a space, a newline) that no line shows: the
    /// words before and after it are apart, which the text of a tagged PDF says.
    public var spaceAfter = false

    public init(text: String, width: Double, height: Double, spaceAfter: Bool = false) {
        self.text = text; self.width = width; self.height = height; self.spaceAfter = spaceAfter
    }
}

extension TextMeasurer {
    /// A measurer whose fonts are exact meets no issues.
    public func takeIssues() -> [TextIssue] { [] }

    /// The single line `text` takes, ellipsized to `width`.
    public func singleLine(_ text: String, font: FontRef, width: Double) -> MeasuredLine {
        lines(text, font: font, width: width, maxLines: 1).first ?? MeasuredLine(text: "", width: 0, height: font.size * 1.2)
    }
}
