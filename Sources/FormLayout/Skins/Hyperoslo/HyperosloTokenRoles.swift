import FormModel

extension HyperosloSkin {
    /// FORMDefaultStyle's values for each token (tint and field border share #3DAFEB: strokes of
    /// value boxes answer to `color.field.border`, everything else to `color.accent`).
    static let tokenRoles = SkinTokenRoles(
        colors: [
            .init("color.background", [HyperosloTheme.screen], .surface),
            .init("color.surface", [.white], .surface),
            .init("color.title", [HyperosloTheme.headingText], .titleText),
            .init("color.field.text", [HyperosloTheme.text], .valueText),
            .init("color.text", [HyperosloTheme.text], .anywhere),
            .init("color.placeholder", [HyperosloTheme.placeholder], .text),
            .init("color.field.background", [HyperosloTheme.fieldFill], .controlFill),
            .init("color.field.border", [HyperosloTheme.fieldBorder], .controlStroke),
            .init("color.accent", [HyperosloTheme.tint], .anywhere),
            .init("color.error", [HyperosloTheme.invalidBorder], .anywhere),
            .init("hyperoslo.color.invalidFill", [HyperosloTheme.invalidFill], .anywhere),
            .init("hyperoslo.color.disabledText", [HyperosloTheme.disabledText], .anywhere),
            .init("hyperoslo.color.disabledFill", [HyperosloTheme.disabledFill], .anywhere),
            .init("hyperoslo.color.disabledBorder", [HyperosloTheme.disabledBorder], .anywhere),
            .init("hyperoslo.color.dateIcon", [HyperosloTheme.dateIcon], .anywhere),
            .init("hyperoslo.color.separator", [HyperosloTheme.separator], .anywhere),
            .init("hyperoslo.color.switchOffBorder", [HyperosloTheme.switchOffBorder], .anywhere),
            .init("hyperoslo.color.customFill", [HyperosloTheme.customFill], .anywhere),
            .init("hyperoslo.color.customText", [HyperosloTheme.customText], .anywhere),
        ],
        titleFonts: [HyperosloTheme.headingFont, HyperosloTheme.headerFont],
        bodySize: HyperosloTheme.fieldFont.size, titleSize: HyperosloTheme.headingFont.size,
        fieldRadius: cornerRadius, fieldBorderWidth: 1)
}
