import FormModel

/// The tokens Formsetter reads: a set every skin honours plus `<skin>.color.<role>` tokens for
/// what only one look has. Schemas/style-tokens.schema.json documents the same names.
public enum TokenCatalogue {
    /// The shared tokens and their `$type`.
    public static let shared: [String: String] = [
        "color.background": "color", "color.surface": "color", "color.accent": "color", "color.text": "color", "color.title": "color",
        "color.placeholder": "color", "color.field.background": "color", "color.field.border": "color",
        "color.field.text": "color", "color.error": "color",
        "font.body": "typography", "font.body.family": "fontFamily", "font.body.size": "dimension", "font.body.weight": "fontWeight",
        "font.title": "typography", "font.title.family": "fontFamily", "font.title.size": "dimension", "font.title.weight": "fontWeight",
        "radius.field": "dimension", "border.field": "dimension", "spacing.row": "dimension", "spacing.inset": "dimension",
    ]

    /// The `$type` token `path` must have, or nil when Formsetter does not know it.
    public static func type(of path: String) -> String? {
        if let type = shared[path] { return type }
        for descriptor in Skins.all where descriptor.ownTokens.contains(path) { return "color" }
        return nil
    }

    /// Every known token path, shared first, then each skin's own.
    public static var all: [String] { shared.keys.sorted() + Skins.all.flatMap { $0.ownTokens } }

    /// Warnings for tokens whose value has the wrong type (the skin's value is kept for those),
    /// and one note counting the tokens Formsetter does not read: a design system's own
    /// vocabulary is expected beside the tokens a form uses, not an error token by token.
    /// `listsUnused` (`--strict`) warns of each of those instead, at its path.
    public static func check(_ sheet: StyleSheet, listsUnused: Bool = false) -> (StyleSheet, [Diagnostic]) {
        var kept = StyleSheet(fontDirectories: sheet.fontDirectories)
        var diagnostics: [Diagnostic] = []
        var unused: [String] = []
        for token in sheet.tokens {
            guard let expected = type(of: token.path) else {
                // A base value other tokens refer to ({color.brand}) is not meant for a skin.
                guard !token.isReferenced else { continue }
                unused.append(token.path)
                if listsUnused { diagnostics.append(Diagnostic(.warning, path: token.path, "is not read by Formsetter (\(token.source)); Schemas/style-tokens.schema.json lists the tokens it reads")) }
                continue
            }
            guard expected == token.value.typeName else {
                diagnostics.append(Diagnostic(.warning, path: token.path, "is a \(token.value.typeName), expected a \(expected); the skin's value is kept (\(token.source))"))
                continue
            }
            kept.set(token)
        }
        if !unused.isEmpty, !listsUnused {
            let examples = unused.prefix(3).joined(separator: ", ") + (unused.count > 3 ? ", …" : "")
            diagnostics.append(Diagnostic(.note, path: "", "\(unused.count) token\(unused.count == 1 ? "" : "s") of the style files \(unused.count == 1 ? "is" : "are") not read by Formsetter (\(examples)); Schemas/style-tokens.schema.json lists the ones it reads"))
        }
        return (kept, diagnostics)
    }
}

extension TokenCatalogue {
    /// The tokens the look `skin` reads (the shared ones, then its own), each with its `$type`
    /// and the value the skin uses when no style file sets it (nil where the skin has no single
    /// value: families, weights, spacing that differs by row kind).
    public static func tokens(of skin: SkinDescriptor) -> [(path: String, type: String, skinValue: String?)] {
        let roles = skin.roles(Form(groups: [], defaultSkin: skin.name), skin.palettes.first)
        func points(_ value: Double) -> String { (value == value.rounded() ? String(Int(value)) : String(value)) + "pt" }
        var values: [String: String] = [:]
        for role in roles.colors.reversed() { if let first = role.colors.first { values[role.token] = first.hexString } }
        values["font.body.size"] = points(roles.bodySize)
        values["font.title.size"] = points(roles.titleSize)
        values["radius.field"] = points(roles.fieldRadius)
        values["border.field"] = points(roles.fieldBorderWidth)
        // A look reads the shared colours it has a role for, every font, and the geometry if it themes it.
        let themedColors = Set(roles.colors.map(\.token))
        let read = shared.keys.sorted().filter { path in
            if path.hasPrefix("color.") { return themedColors.contains(path) }
            if path.hasPrefix("font.") { return true }
            return roles.themesGeometry
        }
        return (read + skin.ownTokens).map { ($0, type(of: $0) ?? "color", values[$0]) }
    }
}
