import Foundation
import FormModel

/// Which state of the Formworks format a form is written in (Docs/formats.md §4.1, §4.2).
enum FormworksDialect: Sendable {
    /// The seed README (commit `bc0d570`): `responseType`, `text` components with `validator`.
    case readme
    /// HEAD (`72350e6`): `responseFormat`, the component key names the type.
    case head

    /// The dialect of `root`: `responseFormat` means HEAD, `responseType` the README; otherwise a
    /// `text` component with `validator` or `isMultiline` means the README, anything else HEAD.
    static func of(_ root: JSONValue) -> FormworksDialect {
        if root["responseFormat"] != nil { return .head }
        if root["responseType"] != nil { return .readme }
        if case let .array(items) = root["components"] {
            for item in items {
                if let body = item["text"], body["validator"] != nil || body["isMultiline"] != nil { return .readme }
            }
        }
        return .head
    }
}

/// The validation rule of one text component: the regular expression the answer must match as a
/// whole (NSPredicate `MATCHES`: full match, case-sensitive) and the hint shown under the input.
struct FormworksRule: Sendable {
    /// The README validator name or the HEAD type key (`email`, `max32`, `custom`, `text`…).
    var name: String
    /// The pattern as given; nil or empty accepts anything.
    var pattern: String?
    /// `pattern` anchored at both ends; nil accepts anything.
    private var expression: NSRegularExpression?

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

    /// A rule; an invalid pattern accepts anything and is reported at `path` (the README says a
    /// wrong regex accepts anything; HEAD would raise an Objective-C exception).
    init(name: String, pattern: String?, path: String, log: DiagnosticLog) {
        self.name = name
        self.pattern = pattern
        guard let pattern, !pattern.isEmpty else { return }
        do {
            // Compile alone first: wrapping an unbalanced pattern could make it valid but wrong.
            _ = try NSRegularExpression(pattern: pattern)
            expression = try NSRegularExpression(pattern: #"\A(?:"# + pattern + #")\z"#)
        } catch {
            log.warn(path, "invalid regular expression \"\(pattern)\"; any answer is accepted")
        }
    }

    /// The hint text under the input; nil for rules without a built-in description.
    var hint: String? { Self.hints[name] }

    /// Whether `value` matches the whole pattern; no pattern matches anything.
    func matches(_ value: String) -> Bool {
        guard let expression else { return true }
        let range = NSRange(value.startIndex..., in: value)
        return expression.firstMatch(in: value, options: [], range: range) != nil
    }

    /// Whether the answer is acceptable. README: empty is acceptable only when not required,
    /// anything else must match. HEAD (`FWTextComponentViewModel.content`): a required answer must
    /// match (an empty pattern accepts even an empty answer); an optional one may be empty.
    func accepts(_ value: String, required: Bool, dialect: FormworksDialect) -> Bool {
        switch dialect {
        case .readme:
            return value.isEmpty ? !required : matches(value)
        case .head:
            if required { return matches(value) }
            return value.isEmpty || matches(value)
        }
    }
}
