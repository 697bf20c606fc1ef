import FormModel

/// Reads a Formworks `style` object into `Form.palette` (Docs/formats.md §4.2): role name → colour.
/// Skins apply it only when the user asks for the form's palette, as HEAD applies it only with
/// `FWConfiguration(style: .custom(…))`.
struct FormworksStyle {
    let log: DiagnosticLog

    /// The colour roles of `style`, in the order of Docs/formats.md §4.2.
    static let roles = [
        "accent", "background", "componentBackground", "componentTitle", "componentDescription",
        "componentInputText", "componentInputBackground", "componentRequired", "componentCorrect", "componentPlaceholder",
    ]

    /// The valid colours of `node`; invalid or unknown entries are reported and left out, so the
    /// skin's default for that role is used.
    func palette(_ node: JSONNode?) -> [String: Color] {
        guard let node else { return [:] }
        guard case let .object(members) = node.value else {
            log.warn(node.path, "expected an object of colours, found \(node.value.typeName); the default colours are used")
            return [:]
        }
        var palette: [String: Color] = [:]
        for (key, _) in members {
            let path = "\(node.path).\(key)"
            guard Self.roles.contains(key) else {
                log.warn(path, "unknown colour role; ignored (known: \(Self.roles.joined(separator: ", ")))")
                continue
            }
            guard palette[key] == nil, let text = node.string(key) else { continue }
            if let color = Self.color(text) {
                palette[key] = color
            } else {
                log.warn(path, "invalid colour \"\(text)\" (expected #RRGGBB or #RRGGBBAA); the default colour is used")
            }
        }
        return palette
    }

    /// `#RRGGBB` or `#RRGGBBAA` as `UIColor+Extension.swift` reads them; nil otherwise.
    static func color(_ text: String) -> Color? {
        guard text.hasPrefix("#"), text.count == 7 || text.count == 9 else { return nil }
        return Color(hex: text)
    }
}
