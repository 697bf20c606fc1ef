import FormModel

/// Colours and fonts of GIGFormulary's xibs (Docs/formats.md §1.7, §1.8).
enum GIGFormularyTheme {
    static let title = Color.black
    static let error = Color(rgb: 0xF7000B)
    static let link = Color(rgb: 0x1C87C7)
    static let inputText = Color.black
    static let placeholder = Color(rgb: 0xC7C7CD)
    static let boxFill = Color.white
    static let boxBorder = Color(rgb: 0xCCCCCC)
    static let lineStyle = Color(rgb: 0xAAAAAA)
    static let checkOff = Color(rgb: 0xACA39A)
    static let accent = Color(rgb: 0xFF8200)
    static let expandableText = Color(rgb: 0x555555)
    static let customFill = Color(rgb: 0xF2F2F2)

    static let titleFont = FontRef("system", size: 17)
    static let linkedIndexFont = FontRef("system", size: 16)
    static let inputFont = FontRef("system", size: 14)
    static let errorFont = FontRef("system", size: 15)
    static let expandableFont = FontRef("system", size: 14)
}
