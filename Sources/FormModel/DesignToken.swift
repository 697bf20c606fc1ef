/// A resolved design token value (W3C Design Tokens Format), lengths in points.
public enum DesignTokenValue: Sendable, Hashable {
    case color(Color)
    /// A `dimension` in points (`px` and `pt` are points, `rem` and `em` are 16 points).
    case dimension(Double)
    case fontFamily(String)
    /// A CSS weight, 1...1000.
    case fontWeight(Int)
    case number(Double)
    /// A composite `typography` token; missing parts stay nil.
    case typography(family: String?, size: Double?, weight: Int?)

    /// The token type's name as the format spells it, for diagnostics.
    public var typeName: String {
        switch self {
        case .color: "color"
        case .dimension: "dimension"
        case .fontFamily: "fontFamily"
        case .fontWeight: "fontWeight"
        case .number: "number"
        case .typography: "typography"
        }
    }
}

/// One token of a style file: its dotted name, value, and where it came from.
public struct DesignToken: Sendable, Hashable {
    /// The dotted token path, such as `color.field.border`.
    public var path: String
    public var value: DesignTokenValue
    /// The style file it was read from, for diagnostics.
    public var source: String
    /// Whether another token refers to it (`{path}`): a base value, not an override.
    public var isReferenced: Bool

    public init(path: String, value: DesignTokenValue, source: String, isReferenced: Bool = false) {
        self.path = path; self.value = value; self.source = source; self.isReferenced = isReferenced
    }
}

/// The tokens of one or more style files, later files winning, plus the font folders they name.
public struct StyleSheet: Sendable, Hashable {
    /// Tokens by path, in the order first seen.
    public private(set) var tokens: [DesignToken] = []
    /// Font folders named by `$extensions.formsetter.fonts`, as absolute paths.
    public var fontDirectories: [String] = []

    public init(tokens: [DesignToken] = [], fontDirectories: [String] = []) {
        for token in tokens { set(token) }
        self.fontDirectories = fontDirectories
    }

    /// Adds `token`, replacing an earlier one with the same path.
    public mutating func set(_ token: DesignToken) {
        if let index = tokens.firstIndex(where: { $0.path == token.path }) { tokens[index] = token } else { tokens.append(token) }
    }

    /// This sheet with `other`'s tokens and font folders on top.
    public func merging(_ other: StyleSheet) -> StyleSheet {
        var merged = self
        for token in other.tokens { merged.set(token) }
        merged.fontDirectories += other.fontDirectories
        return merged
    }

    /// The token called `path`, or nil.
    public subscript(path: String) -> DesignToken? { tokens.first { $0.path == path } }
}
