import FormModel

extension SwiftFormBuilderSkin {
    /// The xibs' values for each token (white text, borders and check boxes on black).
    static let tokenRoles = SkinTokenRoles(
        colors: [
            .init("swiftformbuilder.color.tick", [SwiftFormBuilderTheme.tick], .controlStroke),
            .init("color.background", [SwiftFormBuilderTheme.screen], .surface),
            .init("color.title", [SwiftFormBuilderTheme.text], .titleText),
            .init("color.field.text", [SwiftFormBuilderTheme.text], .valueText),
            .init("color.text", [SwiftFormBuilderTheme.text], .text),
            .init("color.placeholder", [SwiftFormBuilderTheme.placeholder], .text),
            .init("color.field.background", [SwiftFormBuilderTheme.checkFill], .controlFill),
            .init("color.field.border", [SwiftFormBuilderTheme.border], .controlStroke),
            .init("color.error", [SwiftFormBuilderTheme.invalidBorder, SwiftFormBuilderTheme.fieldError], .anywhere),
            .init("color.accent", [SwiftFormBuilderTheme.link], .anywhere),
            .init("swiftformbuilder.color.redBlood", [SwiftFormBuilderTheme.redBlood], .anywhere),
            .init("swiftformbuilder.color.checkStroke", [SwiftFormBuilderTheme.checkStroke], .anywhere),
        ],
        titleFonts: [SwiftFormBuilderTheme.titleFont, SwiftFormBuilderTheme.headerFont],
        bodySize: SwiftFormBuilderTheme.inputFont.size, titleSize: SwiftFormBuilderTheme.titleFont.size,
        fieldRadius: SwiftFormBuilderTheme.defaultRadius, fieldBorderWidth: 1)
}
