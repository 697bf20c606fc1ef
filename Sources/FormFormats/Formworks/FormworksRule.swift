import FormModel

/// Which state of the Formworks format a form is written in (Docs/formats.md §4.1, §4.2).
enum FormworksDialect: String, Sendable {
    /// The seed README (commit `bc0d570`): `text` components with `validator`.
    case readme
    /// HEAD (`72350e6`): the component key names the type, `regex` on text components.
    case head

    /// The dialect of `root`, decided by the components: a HEAD type key (`multiline`,
    /// `numerical`, `email`, `phonenumber`) or a `text` component with `regex` but no `validator`
    /// means HEAD; a `text` component with `validator` or `isMultiline` means the README. Only
    /// when the components do not tell, `responseFormat` means HEAD and `responseType` the README
    /// (the library's own examples keep a leftover `responseType` with current components).
    static func of(_ root: JSONValue) -> FormworksDialect {
        var readmeKeys = false
        if case let .array(items) = root["components"] {
            for item in items {
                guard case let .object(members) = item else { continue }
                if members.contains(where: { ["multiline", "numerical", "email", "phonenumber"].contains($0.0) }) { return .head }
                guard let body = item["text"] else { continue }
                if body["validator"] != nil || body["isMultiline"] != nil { readmeKeys = true } else if body["regex"] != nil { return .head }
            }
        }
        if readmeKeys { return .readme }
        if root["responseFormat"] != nil { return .head }
        if root["responseType"] != nil { return .readme }
        return .head
    }
}

/// The validation rule of one text component: the pattern the answer must match as a whole
/// (NSPredicate `MATCHES`: full match, case-sensitive; FormState evaluates it), the validator
/// name the output reports and the hint shown under the input.
struct FormworksRule: Sendable {
    /// The README validator name, or for HEAD the type key (`email`…), `custom` for a text
    /// component with a regex, "" for one without.
    var name: String
    /// The pattern; nil or empty accepts anything.
    var pattern: String?

    /// Built-in patterns (README, `FWRegex`).
    static let emailPattern = #"[0-9a-z._%+-]+@[a-z0-9.-]+\.[a-z]{2,64}"#
    static let phoneNumberPattern = #"\(?\b([0-9]{2,3}|0((x|[0-9]){2,3}[0-9]{2}))\)?\s*[0-9]{4,5}[- ]*[0-9]{4}\b"#
    static let max32Pattern = ##"[A-Za-z0-9 !"#$%&'()*+,-./:;<=>?@\[\\\]^_`{|}~]{0,32}"##
    static let numericalPattern = "[0-9]+"

    /// The rule texts HEAD shows under the input (`validationRuleDescription`, Docs/formats.md §4.3).
    static let hints: [String: String] = [
        "email": "Please provide a valid e-mail address.",
        "phonenumber": "Please type in a Brazillian phone number.",
        "numerical": "Only numerical characters are accepted.",
        "max32": "Maximum limit of 32 characters.",
    ]

    /// The built-in rules by name; `custom`, `text` and `multiline` take the form's regex.
    static let builtIn: [String: String] = [
        "email": emailPattern, "phonenumber": phoneNumberPattern, "max32": max32Pattern, "numerical": numericalPattern,
    ]

    /// The hint text under the input; nil for rules without a built-in description.
    var hint: String? { Self.hints[name] }
}
