import FormModel

/// Where a skin colour is painted, so one colour value can play different roles: white text
/// and white field fills answer to different tokens.
public enum PaintScope: Sendable, Hashable {
    /// Text and link colours anywhere.
    case text
    /// Text of field titles and group headers.
    case titleText
    /// Text inside value boxes and controls.
    case valueText
    /// Fills inside a control box (value boxes, buttons, switches).
    case controlFill
    /// Strokes inside a control box.
    case controlStroke
    /// The page and every other fill or stroke (cards, strips, separators, icons outside controls).
    case surface
    /// Wherever the colour is painted.
    case anywhere
}

extension PaintScope {
    /// Whether a role with this scope applies to a colour painted in `scope`.
    func covers(_ scope: PaintScope) -> Bool {
        self == .anywhere || self == scope || (self == .text && (scope == .titleText || scope == .valueText))
    }
}

/// What a skin's own values are for each token: the colours it paints for a role, the fonts of
/// its titles, its body and title sizes, field radius and border width. The themed wrapper
/// replaces exactly these values, so skins never read tokens themselves.
public struct SkinTokenRoles: Sendable {
    /// One colour role: the token, the skin's colours that play it and where they are painted.
    public struct ColorRole: Sendable {
        public var token: String
        public var colors: [Color]
        public var scope: PaintScope
        public init(_ token: String, _ colors: [Color], _ scope: PaintScope) { self.token = token; self.colors = colors; self.scope = scope }
    }

    /// Colour roles, most specific first: the first role that matches a painted colour wins.
    public var colors: [ColorRole]
    /// The fonts of group headers and field titles (the `font.title` role); every other font is body.
    public var titleFonts: Set<FontRef>
    /// The body size `font.body.size` replaces; other body fonts scale with it.
    public var bodySize: Double
    /// The title size `font.title.size` replaces; other title fonts scale with it.
    public var titleSize: Double
    /// The corner radius of value boxes (`radius.field`).
    public var fieldRadius: Double
    /// The border width of value boxes (`border.field`).
    public var fieldBorderWidth: Double
    /// Whether `radius.field`, `border.field`, `spacing.row` and `spacing.inset` apply; the
    /// paper look keeps its own boxes and room to write whatever a brand's tokens say.
    public var themesGeometry = true

    public init(colors: [ColorRole], titleFonts: Set<FontRef>, bodySize: Double, titleSize: Double, fieldRadius: Double, fieldBorderWidth: Double) {
        self.colors = colors; self.titleFonts = titleFonts; self.bodySize = bodySize; self.titleSize = titleSize
        self.fieldRadius = fieldRadius; self.fieldBorderWidth = fieldBorderWidth
    }

    /// The token paths of this skin's own colours (those outside the shared set).
    public var ownTokens: [String] { colors.map(\.token).filter { !TokenCatalogue.shared.keys.contains($0) } }
}
