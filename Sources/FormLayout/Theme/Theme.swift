import FormModel

/// One resolved look override: the colours, fonts, radii, widths and spacing a style sheet sets
/// for one skin, plus the text-size variant. Built once per render from the skin's
/// `SkinTokenRoles`; `ThemedSkin` applies it to everything the skin lays out.
public struct Theme: Sendable {
    /// A replacement for the skin colours of one role in one scope.
    struct ColorSwap: Sendable {
        var from: [Color]
        var to: Color
        var scope: PaintScope
    }

    /// A font role's replacement family and weight, and the factor its sizes grow by.
    struct FontSwap: Sendable {
        var family: String?
        var weight: Int?
        var sizeFactor: Double = 1
    }

    private var swaps: [ColorSwap] = []
    private var titleFonts: Set<FontRef> = []
    private var body = FontSwap()
    private var title = FontSwap()
    /// Every text size multiplied (`--font-scale`).
    public private(set) var fontScale: Double = 1
    var fieldRadius: (from: Double, to: Double)?
    var fieldBorder: (from: Double, to: Double)?
    var rowGap: Double?
    var rowInset: Double?

    /// Whether applying the theme changes nothing.
    public var isIdentity: Bool {
        swaps.isEmpty && body.family == nil && body.weight == nil && body.sizeFactor == 1 && title.family == nil
            && title.weight == nil && title.sizeFactor == 1 && fontScale == 1 && fieldRadius == nil && fieldBorder == nil
            && rowGap == nil && rowInset == nil
    }

    /// The override `sheet` makes of a skin with `roles`, with text scaled by `fontScale`.
    public init(_ sheet: StyleSheet = StyleSheet(), roles: SkinTokenRoles, fontScale: Double = 1) {
        self.fontScale = fontScale
        titleFonts = roles.titleFonts
        for role in roles.colors {
            if case let .color(color)? = sheet[role.token]?.value { swaps.append(ColorSwap(from: role.colors, to: color, scope: role.scope)) }
        }
        body = Self.fontSwap(sheet, "font.body", reference: roles.bodySize)
        title = Self.fontSwap(sheet, "font.title", reference: roles.titleSize)
        guard roles.themesGeometry else { return }
        if case let .dimension(radius)? = sheet["radius.field"]?.value { fieldRadius = (roles.fieldRadius, radius) }
        if case let .dimension(width)? = sheet["border.field"]?.value { fieldBorder = (roles.fieldBorderWidth, width) }
        if case let .dimension(gap)? = sheet["spacing.row"]?.value { rowGap = gap }
        if case let .dimension(inset)? = sheet["spacing.inset"]?.value { rowInset = inset }
    }

    /// A typography token first, then its parts (which win).
    private static func fontSwap(_ sheet: StyleSheet, _ prefix: String, reference: Double) -> FontSwap {
        var swap = FontSwap()
        if case let .typography(family, size, weight)? = sheet[prefix]?.value {
            swap.family = family; swap.weight = weight
            if let size, reference > 0 { swap.sizeFactor = size / reference }
        }
        if case let .fontFamily(family)? = sheet["\(prefix).family"]?.value { swap.family = family }
        if case let .fontWeight(weight)? = sheet["\(prefix).weight"]?.value { swap.weight = weight }
        if case let .dimension(size)? = sheet["\(prefix).size"]?.value, reference > 0 { swap.sizeFactor = size / reference }
        return swap
    }

    /// The colour painted instead of the skin's `color` in `scope`; alpha the skin applied on
    /// top of a role colour is kept.
    public func color(_ color: Color, in scope: PaintScope) -> Color {
        for swap in swaps where swap.scope.covers(scope) {
            guard let original = swap.from.first(where: { $0.sameRGB(as: color) }) else { continue }
            let alpha = original.alpha > 0 ? color.alpha / original.alpha : color.alpha
            return swap.to.fading(alpha)
        }
        return color
    }

    /// The font drawn instead of the skin's (or form's) `font`.
    public func font(_ font: FontRef) -> FontRef {
        let swap = titleFonts.contains(font) ? title : body
        let size = font.size * swap.sizeFactor * fontScale
        guard swap.family != nil || swap.weight != nil else { return font.sized(size) }
        let (family, weight) = FontNaming.split(font.name)
        return FontRef(FontNaming.name(family: swap.family ?? family, weight: swap.weight ?? weight), size: size)
    }
}

extension Color {
    /// Whether the two colours have the same red, green and blue bytes, whatever their alpha.
    func sameRGB(as other: Color) -> Bool {
        func byte(_ value: Double) -> Int { Int((value * 255).rounded()) }
        return byte(red) == byte(other.red) && byte(green) == byte(other.green) && byte(blue) == byte(other.blue)
    }
}
