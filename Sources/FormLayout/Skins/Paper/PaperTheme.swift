import FormModel

/// Metrics, fonts and colours of the paper look: black on white, thin rules, boxes sized for
/// handwriting (ISO forms practice: 7-mm comb cells, 8-mm writing lines).
enum PaperTheme {
    static let millimetre = 72 / 25.4
    static let ink = Color(red: 0, green: 0, blue: 0)
    static let text = Color(red: 0.1, green: 0.1, blue: 0.1)
    static let faint = Color(red: 0.62, green: 0.62, blue: 0.62)
    static let note = Color(red: 0.33, green: 0.33, blue: 0.33)
    static let white = Color(red: 1, green: 1, blue: 1)

    // A question is read as easily as its answer is written: labels, option and tick-box texts
    // are the answers' size; notes are no smaller than 8.5 pt (issue 25).
    static let labelFont = FontRef("Liberation Sans", size: 11)
    static let requiredFont = FontRef("Liberation Sans-Bold", size: 11)
    static let valueFont = FontRef("Liberation Sans", size: 11)
    static let bodyFont = FontRef("Liberation Sans", size: 11)
    static let noteFont = FontRef("Liberation Sans", size: 8.5)
    /// "Answer only if …" under a conditional question's title.
    static let routingFont = FontRef("Liberation Sans-Italic", size: 9)
    static let hintFont = FontRef("Liberation Sans", size: 7)
    static let groupFont = FontRef("Liberation Sans-Bold", size: 11)
    static let furnitureFont = FontRef("Liberation Sans", size: 8.5)
    /// The record's line and name beside a print run's page code: small, under the code's height.
    static let codeWordsFont = FontRef("Liberation Sans", size: 7)

    /// Stroke of boxes and rules.
    static let line = 0.6
    /// Height of a writing box and of a comb cell (8 mm).
    static let boxHeight = 8 * millimetre
    /// Width of one comb cell (7 mm: room for one handwritten character).
    static let combWidth = 7 * millimetre
    /// Side of a tick box and diameter of a choice circle (3.5 mm).
    static let tickSize = 3.5 * millimetre
    /// Distance between writing lines of a multi-line area.
    static let lineSpacing = 7 * millimetre
    /// Writing lines of an empty multi-line area.
    static let areaLines = 4
    /// Space between cells side by side, and below each cell.
    static let gutter = 8.0
    static let cellBottom = 6.0
    /// Text padding inside a writing box.
    static let padding = 4.0
    /// Roughly one typed character of `valueFont` (long answers are split by it).
    static let characterWidth = 6.4
    /// Room for one handwritten character (5 mm), for sizing boxes from a maximum length.
    static let handwrittenWidth = 5 * millimetre
    /// Selects with more options than this are drawn as a writing box with the options listed.
    static let maximumTickOptions = 12
}
