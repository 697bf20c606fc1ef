import FormModel

/// A values or answers key that names nothing in the form: each decoder words it as its
/// library names things (a field's id or key, a component's id), and runs tell it apart from
/// every other warning (`--strict` fails the form for it) by this one definition.
public enum UnknownValueKey {
    /// What a decoder calls the thing a key names.
    public enum Noun: String, CaseIterable, Sendable {
        case fieldID = "field has this id"
        case fieldKey = "field has this key"
        case componentID = "component has this id"
    }

    /// The warning for `key` of the sidecar section `section` (`values`, `answers`).
    public static func diagnostic(_ key: String, in section: String = "values", noun: Noun) -> Diagnostic {
        Diagnostic(.warning, path: "\(section).\(key)", message(noun))
    }

    static func message(_ noun: Noun) -> String { "no \(noun.rawValue); ignored" }

    private static let messages = Set(Noun.allCases.map(message))

    /// The key such a warning names (`fornavn` of `values.fornavn`), or nil for any other diagnostic.
    public static func key(_ diagnostic: Diagnostic) -> String? {
        guard matches(diagnostic), let dot = diagnostic.path.firstIndex(of: ".") else { return nil }
        return String(diagnostic.path[diagnostic.path.index(after: dot)...])
    }

    /// Whether `diagnostic` is such a warning.
    public static func matches(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity == .warning && (diagnostic.path.hasPrefix("values.") || diagnostic.path.hasPrefix("answers."))
            && messages.contains(diagnostic.message)
    }
}
