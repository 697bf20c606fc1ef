import Foundation
import FormModel

/// Turns raw tokens into values: follows `{a.b}` aliases (reporting cycles and dangling ones) and
/// converts each `$type`'s string and object forms. A token that cannot be resolved is reported
/// once with its path and yields nil.
struct DesignTokenResolver {
    let raw: [String: RawToken]
    let log: DiagnosticLog
    private var resolved: [String: DesignTokenValue?] = [:]
    /// Tokens some alias refers to.
    private(set) var referenced: Set<String> = []

    init(raw: [String: RawToken], log: DiagnosticLog) {
        self.raw = raw; self.log = log
    }

    /// The longest chain of aliases followed.
    static let maximumAliasDepth = 64

    /// The value of token `path`; `chain` holds the aliases being followed, to detect cycles.
    mutating func resolve(_ path: String, chain: [String]) -> DesignTokenValue? {
        if let known = resolved[path] { return known }
        guard let token = raw[path] else { return nil }
        let value = convert(token.value, type: token.type, path: path, chain: chain + [path])
        resolved[path] = value
        return value
    }

    private mutating func convert(_ value: JSONValue, type: String?, path: String, chain: [String]) -> DesignTokenValue? {
        if let target = Self.aliasTarget(value) { return follow(target, from: path, type: type, chain: chain) }
        switch type ?? Self.inferredType(of: value) {
        case "color": return color(value, path: path)
        case "dimension": return dimension(value, path: path).map { .dimension($0) }
        case "fontFamily": return fontFamily(value, path: path).map { .fontFamily($0) }
        case "fontWeight": return fontWeight(value, path: path).map { .fontWeight($0) }
        case "number":
            if case let .number(number) = value { return .number(number) }
            return bad(path, value, "is not a number")
        case "typography": return typography(value, path: path, chain: chain)
        case nil: return bad(path, value, "has no $type and its type cannot be told from the value")
        case let other?:
            warn(path, "tokens of type \(other) are not used by Formsetter; ignored")
            return nil
        }
    }

    /// Follows an alias; a cycle or a dangling reference is reported at the token that starts it.
    private mutating func follow(_ target: String, from path: String, type: String?, chain: [String]) -> DesignTokenValue? {
        referenced.insert(target)
        // Resolution recurses once per alias: a hostile chain must not exhaust the stack.
        guard chain.count < Self.maximumAliasDepth else {
            warn(chain.first ?? path, "alias chain longer than \(Self.maximumAliasDepth) tokens; the skin's value is kept")
            return nil
        }
        if chain.contains(target) {
            warn(chain.first ?? path, "alias cycle \((chain + [target]).map { "{\($0)}" }.joined(separator: " → ")); the skin's value is kept")
            return nil
        }
        guard raw[target] != nil else {
            warn(path, "refers to {\(target)}, which no style file defines; the skin's value is kept")
            return nil
        }
        guard let value = resolve(target, chain: chain) else { return nil }
        if let type, type != value.typeName, !(type == "dimension" && value.typeName == "number") {
            warn(path, "is a \(type) but {\(target)} is a \(value.typeName); the skin's value is kept")
            return nil
        }
        if type == "dimension", case let .number(points) = value { return .dimension(points) }
        return value
    }

    private func color(_ value: JSONValue, path: String) -> DesignTokenValue? {
        switch value {
        case let .string(text):
            if let color = Color(hex: text) { return .color(color) }
        case .object:
            if let color = Self.colorObject(value) { return .color(color) }
            if let space = value["colorSpace"], case let .string(name) = space, name != "srgb", value["hex"] == nil {
                warn(path, "colour space \"\(name.prefix(40))\" is not supported (use srgb or give a hex fallback); the skin's value is kept")
                return nil
            }
        default: break
        }
        return bad(path, value, "is not a colour")
    }

    /// `{"colorSpace": "srgb", "components": [r, g, b], "alpha": a}`, or any space with a `hex` fallback.
    static func colorObject(_ value: JSONValue) -> Color? {
        let alpha: Double
        switch value["alpha"] {
        case nil: alpha = 1
        case let .number(number)? where (0...1).contains(number): alpha = number
        default: return nil
        }
        if case .string("srgb")? = value["colorSpace"], case let .array(items)? = value["components"], items.count == 3 {
            let channels = items.compactMap { item -> Double? in
                switch item {
                case let .number(number) where (0...1).contains(number): number
                case .string("none"): 0
                default: nil
                }
            }
            guard channels.count == 3 else { return nil }
            return Color(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
        }
        if case let .string(hex)? = value["hex"], let color = Color(hex: hex), hex.count <= 7 { return color.fading(alpha) }
        return nil
    }

    private func dimension(_ value: JSONValue, path: String) -> Double? {
        let points: Double?
        switch value {
        case let .number(number): points = number
        case let .string(text): points = Self.length(text)
        case .object:
            if case let .number(number)? = value["value"], case let .string(unit)? = value["unit"] { points = Self.points(number, unit: unit) } else { points = nil }
        default: points = nil
        }
        guard let points, points.isFinite, points >= 0, points <= 10_000 else {
            _ = bad(path, value, "is not a dimension (such as \"16px\", \"1rem\" or {\"value\": 16, \"unit\": \"px\"})")
            return nil
        }
        return points
    }

    /// `"16px"`, `"12pt"`, `"1.5rem"` or a bare number, in points.
    static func length(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let number = trimmed.prefix { $0.isNumber || $0 == "." || $0 == "-" }
        guard let value = Double(number) else { return nil }
        let unit = trimmed.dropFirst(number.count)
        return unit.isEmpty ? value : points(value, unit: String(unit))
    }

    /// Points are iOS points: a CSS pixel is one, a rem or em is 16.
    static func points(_ value: Double, unit: String) -> Double? {
        switch unit.lowercased() {
        case "px", "pt": value
        case "rem", "em": value * 16
        default: nil
        }
    }

    private func fontFamily(_ value: JSONValue, path: String) -> String? {
        switch value {
        case let .string(name) where !name.trimmingCharacters(in: .whitespaces).isEmpty: return name
        case let .array(items):
            if case let .string(first)? = items.first, !first.isEmpty { return first }
        default: break
        }
        _ = bad(path, value, "is not a font family (a name or an array of names)")
        return nil
    }

    private func fontWeight(_ value: JSONValue, path: String) -> Int? {
        switch value {
        case let .number(number) where (1...1000).contains(number): return Int(number)
        case let .string(name):
            if let weight = Self.weightNames[name.lowercased().replacingOccurrences(of: "-", with: "").replacingOccurrences(of: " ", with: "")] { return weight }
        default: break
        }
        _ = bad(path, value, "is not a font weight (1–1000 or a name such as bold)")
        return nil
    }

    /// The weight names of the format, without hyphens.
    static let weightNames: [String: Int] = [
        "thin": 100, "hairline": 100, "extralight": 200, "ultralight": 200, "light": 300, "normal": 400, "regular": 400,
        "book": 400, "medium": 500, "semibold": 600, "demibold": 600, "bold": 700, "extrabold": 800, "ultrabold": 800,
        "black": 900, "heavy": 900, "extrablack": 950, "ultrablack": 950,
    ]

    private mutating func typography(_ value: JSONValue, path: String, chain: [String]) -> DesignTokenValue? {
        guard case .object = value else { return bad(path, value, "is not a typography object") }
        func part(_ key: String, _ type: String) -> DesignTokenValue? {
            guard let member = value[key] else { return nil }
            return convert(member, type: type, path: "\(path).\(key)", chain: chain)
        }
        var family: String?, size: Double?, weight: Int?
        if case let .fontFamily(name)? = part("fontFamily", "fontFamily") { family = name }
        if case let .dimension(points)? = part("fontSize", "dimension") { size = points }
        if case let .fontWeight(number)? = part("fontWeight", "fontWeight") { weight = number }
        guard family != nil || size != nil || weight != nil else { return nil }
        return .typography(family: family, size: size, weight: weight)
    }

    /// The token path of a whole-string alias such as `"{color.brand}"`.
    static func aliasTarget(_ value: JSONValue) -> String? {
        guard case let .string(text) = value, text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        let inner = text.dropFirst().dropLast()
        return inner.contains("{") || inner.contains("}") ? nil : String(inner)
    }

    /// A type for an untyped token whose value shows it (a hex colour, a length, a colour or dimension object).
    static func inferredType(of value: JSONValue) -> String? {
        switch value {
        case let .string(text): Color(hex: text) != nil && text.hasPrefix("#") ? "color" : length(text) != nil ? "dimension" : nil
        case .number: "number"
        case .object: value["colorSpace"] != nil ? "color" : value["unit"] != nil ? "dimension" : value["fontFamily"] != nil || value["fontSize"] != nil ? "typography" : nil
        default: nil
        }
    }

    private func bad(_ path: String, _ value: JSONValue, _ problem: String) -> DesignTokenValue? {
        warn(path, "\(Self.quote(value)) \(problem); the skin's value is kept")
        return nil
    }

    /// A warning at `path`, naming the file that defines it.
    private func warn(_ path: String, _ message: String) { log.warn(path, "\(message) (\(source(of: path)))") }

    /// The file of the token at `path`, or of the token a part path (`font.body.fontSize`) is in.
    private func source(of path: String) -> String {
        var candidate = Substring(path)
        while true {
            if let token = raw[String(candidate)] { return token.source }
            guard let dot = candidate.lastIndex(of: ".") else { return "style files" }
            candidate = candidate[..<dot]
        }
    }

    /// The value as written, cut to 40 characters.
    static func quote(_ value: JSONValue) -> String {
        switch value {
        case let .string(text): "\"\(text.prefix(40))\""
        case let .number(number): number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        default: value.typeName
        }
    }
}
