import FormModel

/// The ten colour roles of Formworks (`UIColor+Extension.swift`, Docs/formats.md §4.2).
public struct FormworksPalette: Sendable, Hashable {
    /// Submit background, links, selected segments.
    public var accent: Color
    /// The screen and the 12-pt strip above each component; the Submit title.
    public var background: Color
    /// Behind a component's content.
    public var componentBackground: Color
    public var componentTitle: Color
    public var componentDescription: Color
    public var componentInputText: Color
    public var componentInputBackground: Color
    /// The asterisk icon and error texts.
    public var componentRequired: Color
    /// The check-mark icon and switched-on toggles.
    public var componentCorrect: Color
    public var componentPlaceholder: Color

    /// The built-in light palette.
    public static let light = FormworksPalette(
        accent: Color(rgb: 0x6C6B6B), background: Color(rgb: 0xCACACA), componentBackground: Color(rgb: 0xF0F0F0),
        componentTitle: Color(rgb: 0x212121), componentDescription: Color(rgb: 0x212121),
        componentInputText: Color(rgb: 0x212121), componentInputBackground: Color(rgb: 0xFDFDFD),
        componentRequired: Color(rgb: 0xFD5C5C), componentCorrect: Color(rgb: 0x78C256),
        componentPlaceholder: Color(rgb: 0x8A8A8A))

    /// The built-in dark palette.
    public static let dark = FormworksPalette(
        accent: Color(rgb: 0x6C6B6B), background: Color(rgb: 0x212121), componentBackground: Color(rgb: 0x4B4B4B),
        componentTitle: Color(rgb: 0xF0F0F0), componentDescription: Color(rgb: 0xF0F0F0),
        componentInputText: Color(rgb: 0xF0F0F0), componentInputBackground: Color(rgb: 0x292929),
        componentRequired: Color(rgb: 0xFD5C5C), componentCorrect: Color(rgb: 0x78C256),
        componentPlaceholder: Color(rgb: 0x989898))

    /// The palettes `--palette` offers for the formworks skin, the default first.
    public static let names = ["light", "dark", "form"]

    /// A palette with every role given.
    public init(accent: Color, background: Color, componentBackground: Color, componentTitle: Color,
                componentDescription: Color, componentInputText: Color, componentInputBackground: Color,
                componentRequired: Color, componentCorrect: Color, componentPlaceholder: Color) {
        self.accent = accent; self.background = background; self.componentBackground = componentBackground
        self.componentTitle = componentTitle; self.componentDescription = componentDescription
        self.componentInputText = componentInputText; self.componentInputBackground = componentInputBackground
        self.componentRequired = componentRequired; self.componentCorrect = componentCorrect
        self.componentPlaceholder = componentPlaceholder
    }

    /// `base` with the roles of `roles` (Docs/formats.md role names) replaced; unknown names are ignored.
    public init(_ roles: [String: Color], over base: FormworksPalette) {
        self = base
        for (role, color) in roles {
            switch role {
            case "accent": accent = color
            case "background": background = color
            case "componentBackground": componentBackground = color
            case "componentTitle": componentTitle = color
            case "componentDescription": componentDescription = color
            case "componentInputText": componentInputText = color
            case "componentInputBackground": componentInputBackground = color
            case "componentRequired": componentRequired = color
            case "componentCorrect": componentCorrect = color
            case "componentPlaceholder": componentPlaceholder = color
            default: break
            }
        }
    }

    /// The palette called `name` (one of `names`): `light`, `dark`, or `form` (the form's own
    /// `style` colours over light, as HEAD's `.custom` style falls back per role).
    static func named(_ name: String, form: Form) -> FormworksPalette {
        switch name {
        case "dark": .dark
        case "form": FormworksPalette(form.palette, over: .light)
        default: .light
        }
    }
}
