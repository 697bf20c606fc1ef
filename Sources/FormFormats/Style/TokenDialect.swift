import FormModel

/// How a style file spells its tokens: the W3C format's `$value` / `$type`, or the `value` /
/// `type` of Style Dictionary 3 and Tokens Studio's legacy export, which most projects still
/// have. A file that holds a `$value` anywhere is the W3C format; one that holds none is legacy.
enum TokenDialect: Sendable, Hashable {
    case dtcg
    case legacy

    init(of root: JSONValue) {
        self = Self.holdsDollarValue(root, depth: 0) ? .dtcg : .legacy
    }

    var valueKey: String { self == .dtcg ? "$value" : "value" }
    var typeKey: String { self == .dtcg ? "$type" : "type" }

    /// Keys beside `value` in a legacy token, or in a legacy group, that are not tokens.
    static let legacyMetadata: Set = ["type", "description", "comment", "attributes", "extensions", "themeable"]

    /// The format's type for a Tokens Studio or Style Dictionary type name (`borderRadius`,
    /// `fontSizes`, …); a W3C type is itself.
    static func formatType(_ name: String) -> String {
        switch name {
        case "borderRadius", "borderWidth", "spacing", "sizing", "fontSizes", "paragraphSpacing", "paragraphIndent", "letterSpacing", "size":
            "dimension"
        case "fontFamilies": "fontFamily"
        case "fontWeights": "fontWeight"
        default: name
        }
    }

    /// `value` with Style Dictionary 3's alias spelling `{color.brand.value}` made the
    /// format's `{color.brand}`, in a composite's members too.
    static func legacyAliases(_ value: JSONValue) -> JSONValue {
        switch value {
        case let .string(text) where text.hasPrefix("{") && text.hasSuffix(".value}"):
            .string(String(text.dropLast(".value}".count)) + "}")
        case let .object(members): .object(members.map { ($0.0, legacyAliases($0.1)) })
        default: value
        }
    }

    /// Whether `node` or a group under it has a `$value` member (groups nest a few levels; a
    /// hostile depth stops at the parser's own limit).
    private static func holdsDollarValue(_ node: JSONValue, depth: Int) -> Bool {
        guard depth < 64, case let .object(members) = node else { return false }
        return members.contains { key, value in key == "$value" || (!key.hasPrefix("$") && holdsDollarValue(value, depth: depth + 1)) }
    }
}
