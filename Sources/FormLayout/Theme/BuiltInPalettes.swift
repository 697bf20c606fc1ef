import FormModel

/// The `--palette` choices of skins that do not draw palettes themselves, as token sets over the
/// shared tokens: `light` is the skin's own look, `dark` iOS's dark system colours, `form` the
/// colours the form itself names (a Formworks `style` object).
public enum BuiltInPalettes {
    /// The palette names, the default first.
    public static let names = ["light", "dark", "form"]

    /// iOS dark-mode system colours (systemBackground, secondarySystemBackground, label, …).
    static let dark: [(String, Color)] = [
        ("color.background", Color(rgb: 0x000000)), ("color.surface", Color(rgb: 0x1C1C1E)), ("color.text", Color(rgb: 0xFFFFFF)), ("color.title", Color(rgb: 0xEBEBF5)),
        ("color.field.background", Color(rgb: 0x2C2C2E)), ("color.field.border", Color(rgb: 0x48484A)),
        ("color.field.text", Color(rgb: 0xFFFFFF)), ("color.placeholder", Color(rgb: 0x8E8E93)),
        ("color.accent", Color(rgb: 0x0A84FF)), ("color.error", Color(rgb: 0xFF453A)),
        // Fills only one look has, so no light fill is left under the dark palette's white text.
        ("hyperoslo.color.invalidFill", Color(rgb: 0x3A1E21)), ("hyperoslo.color.disabledFill", Color(rgb: 0x2C2C2E)),
        ("hyperoslo.color.customFill", Color(rgb: 0x2C2C2E)), ("gigformulary.color.customFill", Color(rgb: 0x2C2C2E)),
    ]

    /// Formworks style roles and the shared tokens they stand for.
    static let formRoles: [(String, [String])] = [
        ("background", ["color.background"]), ("componentBackground", ["color.surface"]), ("accent", ["color.accent"]), ("componentTitle", ["color.text", "color.title"]),
        ("componentInputBackground", ["color.field.background"]), ("componentInputText", ["color.field.text"]),
        ("componentRequired", ["color.error"]), ("componentPlaceholder", ["color.placeholder"]),
    ]

    /// The tokens of palette `name` for `form`; empty for `light`, nil or an unknown name.
    public static func sheet(named name: String?, form: Form) -> StyleSheet {
        switch name {
        case "dark":
            return StyleSheet(tokens: dark.map { DesignToken(path: $0.0, value: .color($0.1), source: "palette dark") })
        case "form":
            let tokens = formRoles.flatMap { role, paths in
                form.palette[role].map { color in paths.map { DesignToken(path: $0, value: .color(color), source: "the form's style") } } ?? []
            }
            return StyleSheet(tokens: tokens)
        default:
            return StyleSheet()
        }
    }
}
