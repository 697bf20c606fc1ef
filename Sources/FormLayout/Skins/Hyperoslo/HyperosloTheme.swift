import FormModel

/// The colours and fonts of hyperoslo/Form's FORMDefaultStyle (Docs/formats.md §2.8).
enum HyperosloTheme {
    static let screen = Color(rgb: 0xDAE2EA)
    static let headingText = Color(rgb: 0x28649C)
    static let text = Color(rgb: 0x455C73)
    static let disabledText = Color(rgb: 0x808080)
    static let placeholder = Color(red: 0, green: 0, blue: 0.098, alpha: 0.22)
    static let fieldFill = Color(rgb: 0xE1F5FF)
    static let fieldBorder = Color(rgb: 0x3DAFEB)
    static let disabledFill = Color(rgb: 0xF5F5F8)
    static let disabledBorder = Color(rgb: 0xDEDEDE)
    static let invalidFill = Color(rgb: 0xFFD7D7)
    static let invalidBorder = Color(rgb: 0xEC3031)
    static let tint = Color(rgb: 0x3DAFEB)
    static let chevron = Color(rgb: 0x455C73)
    static let dateIcon = Color(rgb: 0x71879C)
    static let separator = Color(rgb: 0xC6C6C6)
    static let switchOffBorder = Color(rgb: 0xE5E5EA)
    static let customFill = Color(rgb: 0xEEF1F4)
    static let customText = Color(rgb: 0x8A9AA9)

    static let headingFont = FontRef("AvenirNext-DemiBold", size: 14)
    static let fieldFont = FontRef("AvenirNext-Regular", size: 15)
    static let buttonFont = FontRef("AvenirNext-DemiBold", size: 16)
    static let segmentFont = FontRef("AvenirNext-DemiBold", size: 16)
    static let headerFont = FontRef("AvenirNext-Medium", size: 17)
    static let customFont = FontRef("AvenirNext-Regular", size: 13)
}
