import FormModel

extension GIGFormularySkin {
    /// The xibs' values for each token.
    static let tokenRoles = SkinTokenRoles(
        colors: [
            .init("color.background", [.white], .surface),
            .init("color.title", [GIGFormularyTheme.title], .titleText),
            .init("color.field.text", [GIGFormularyTheme.inputText], .valueText),
            .init("color.text", [GIGFormularyTheme.title], .text),
            .init("color.placeholder", [GIGFormularyTheme.placeholder], .text),
            .init("color.field.background", [GIGFormularyTheme.boxFill], .controlFill),
            .init("color.field.border", [GIGFormularyTheme.boxBorder], .controlStroke),
            .init("color.accent", [GIGFormularyTheme.accent], .anywhere),
            .init("color.error", [GIGFormularyTheme.error], .anywhere),
            .init("gigformulary.color.link", [GIGFormularyTheme.link], .anywhere),
            .init("gigformulary.color.line", [GIGFormularyTheme.lineStyle], .anywhere),
            .init("gigformulary.color.checkOff", [GIGFormularyTheme.checkOff], .anywhere),
            .init("gigformulary.color.expandableText", [GIGFormularyTheme.expandableText], .anywhere),
            .init("gigformulary.color.customFill", [GIGFormularyTheme.customFill], .anywhere),
        ],
        titleFonts: [GIGFormularyTheme.titleFont, GIGFormularyTheme.linkedIndexFont],
        bodySize: GIGFormularyTheme.inputFont.size, titleSize: GIGFormularyTheme.titleFont.size,
        fieldRadius: 5, fieldBorderWidth: 0.5)
}
