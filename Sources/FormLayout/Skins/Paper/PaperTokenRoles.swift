import FormModel

extension PaperSkin {
    /// The paper look's values for each token: black rules and boxes, near-black text, square
    /// corners. A brand's type applies; its colours and box geometry do not (a dark theme must
    /// never print a black page, nor round a comb's cells into circles): only the look's own
    /// `paper.color.*` tokens recolour it.
    static let tokenRoles: SkinTokenRoles = {
        var roles = SkinTokenRoles(
            colors: [
                .init("paper.color.ink", [PaperTheme.ink], .anywhere),
                .init("paper.color.faint", [PaperTheme.faint], .anywhere),
                .init("paper.color.note", [PaperTheme.note], .anywhere),
            ],
            titleFonts: [PaperTheme.labelFont, PaperTheme.requiredFont, PaperTheme.groupFont],
            bodySize: PaperTheme.valueFont.size, titleSize: PaperTheme.labelFont.size,
            fieldRadius: 0, fieldBorderWidth: PaperTheme.line)
        roles.themesGeometry = false
        return roles
    }()
}
