import FormModel

extension FormworksSkin {
    /// The values `palette` gives each token; the field border is the input text colour at 20 %.
    static func tokenRoles(_ palette: FormworksPalette) -> SkinTokenRoles {
        SkinTokenRoles(
            colors: [
                .init("color.background", [palette.background], .surface),
                .init("color.surface", [palette.componentBackground], .surface),
                .init("color.title", [palette.componentTitle], .titleText),
                .init("color.field.text", [palette.componentInputText], .valueText),
                .init("color.text", [palette.componentDescription], .text),
                .init("color.placeholder", [palette.componentPlaceholder], .text),
                .init("color.field.background", [palette.componentInputBackground], .controlFill),
                .init("color.field.border", [palette.componentInputText.fading(0.2)], .controlStroke),
                .init("color.accent", [palette.accent], .anywhere),
                .init("color.error", [palette.componentRequired], .anywhere),
                .init("formworks.color.componentCorrect", [palette.componentCorrect], .anywhere),
            ],
            titleFonts: [FormworksTheme.titleFont],
            bodySize: FormworksTheme.inputFont.size, titleSize: FormworksTheme.titleFont.size,
            fieldRadius: FormworksTheme.fieldCornerRadius, fieldBorderWidth: FormworksTheme.fieldBorderWidth)
    }
}
