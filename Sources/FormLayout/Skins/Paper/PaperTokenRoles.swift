import FormModel

extension PaperSkin {
    /// The paper look's values for each token: black rules and boxes, near-black text, square corners.
    static let tokenRoles = SkinTokenRoles(
        colors: [
            .init("color.background", [PaperTheme.white], .surface),
            .init("color.field.background", [PaperTheme.white], .controlFill),
            .init("color.field.border", [PaperTheme.ink], .controlStroke),
            .init("color.title", [PaperTheme.text, PaperTheme.ink], .titleText),
            .init("color.field.text", [PaperTheme.text], .valueText),
            .init("color.text", [PaperTheme.text], .text),
            .init("paper.color.ink", [PaperTheme.ink], .anywhere),
            .init("paper.color.faint", [PaperTheme.faint], .anywhere),
            .init("paper.color.note", [PaperTheme.note], .anywhere),
        ],
        titleFonts: [PaperTheme.labelFont, PaperTheme.requiredFont, PaperTheme.groupFont],
        bodySize: PaperTheme.valueFont.size, titleSize: PaperTheme.labelFont.size,
        fieldRadius: 0, fieldBorderWidth: PaperTheme.line)
}
