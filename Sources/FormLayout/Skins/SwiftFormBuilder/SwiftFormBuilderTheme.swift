import FormModel

/// Colours, fonts and metrics of SwiftFormBuilder's xibs (Docs/formats.md §3.3): white Roboto text on
/// a black screen, 18-pt side margins.
enum SwiftFormBuilderTheme {
    static let screen = Color.black
    static let text = Color.white
    static let border = Color.white
    static let placeholder = Color(rgb: 0xC6C6C6)
    /// `errorColor` default (`UIColor.red`), the border of an input in error.
    static let invalidBorder = Color(rgb: 0xFF0000)
    /// systemRed, the error label of text fields.
    static let fieldError = Color(rgb: 0xFF3B30)
    /// The xibs' "RedBlood": picker, date and link error labels, the button's background.
    static let redBlood = Color(rgb: 0xB90000)
    /// `underlinedColor` default (`UIColor.blue`).
    static let link = Color(rgb: 0x0000FF)
    static let checkFill = Color.white
    static let checkStroke = Color(rgb: 0x979797)
    static let tick = Color.black

    static let titleFont = FontRef("Roboto-Medium", size: 14)
    static let inputFont = FontRef("Roboto-Regular", size: 14)
    static let fieldErrorFont = FontRef("Roboto-Medium", size: 11)
    static let pickerErrorFont = FontRef("Roboto-Regular", size: 12)
    static let checkboxFont = FontRef("Roboto-Regular", size: 14)
    static let linkFont = FontRef("Roboto-Regular", size: 15)
    static let labelFont = FontRef("Roboto-Regular", size: 16)
    static let buttonFont = FontRef("Roboto-Regular", size: 17)
    static let headerFont = FontRef("Roboto-Medium", size: 18)

    /// Left and right margin of every row's content.
    static let margin = 18.0
    static let textFieldHeight = 45.0
    static let pickerHeight = 40.0
    /// Text areas (not in SwiftFormBuilder) get two text-field heights.
    static let textAreaHeight = 90.0
    static let defaultRadius = 4.0
    static let disabledAlpha = 0.5
}
