import FormModel

/// A GIGFormulary field's `rules` (Docs/formats.md §1.5) as targets with conditions over the
/// field, so the state stage can print every branch with its routing: on a check box, `compare`
/// `=`/`!=` with `value` "true"/"false" is `$key == 1`/`$key == 0`; on a date picker, the age in
/// whole years (`age($key) < 26`). `behavior` acts when the comparison holds, `else` when it does
/// not; `show`, `hide`, `enable` and `disable` become targets (`none` does nothing). The library
/// runs rules only when the user acts, never at load, so the screen is unchanged; only paper's
/// every-branch printing reads them (a field that starts with `isEditing: false` and a rule
/// enables is routed like one a rule shows).
struct GIGFormularyRules {
    let log: DiagnosticLog

    func targets(_ node: JSONNode, key: String, type: String) -> [Target] {
        guard let rules = node["rules"] else { return [] }
        guard rules.isObject else {
            log.warn(rules.path, "rules must be an object {fieldReciver, compare, value, behavior, else}, found \(rules.value.typeName); ignored")
            return []
        }
        let receivers = rules.array("fieldReciver").compactMap { receiver -> String? in
            if case let .string(key) = receiver.value, !key.isEmpty { return key }
            log.warn(receiver.path, "a receiver must be a field key (a string), found \(receiver.value.typeName); ignored")
            return nil
        }
        guard !receivers.isEmpty else {
            log.warn(rules.path + ".fieldReciver", "names no field (an array of field keys, spelled so); the rule is ignored")
            return []
        }
        guard let condition = condition(rules, key: key, type: type) else { return [] }
        var targets: [Target] = []
        for (member, holds) in [("behavior", condition), ("else", "!(" + condition + ")")] {
            let action: Target.Action
            switch rules.string(member) ?? "none" {
            case "show": action = .show
            case "hide": action = .hide
            case "enable": action = .enable
            case "disable": action = .disable
            case "none": continue
            case let other:
                log.warn(rules.path + "." + member, "unknown behavior \"\(other.prefix(40))\" (expected hide, show, enable, disable or none); ignored")
                continue
            }
            targets += receivers.map { Target(id: $0, action: action, condition: holds, sourcePath: rules.path + "." + member) }
        }
        return targets
    }

    /// The rule's comparison as a condition over `key`; nil (with a warning) when it cannot be read.
    private func condition(_ rules: JSONNode, key: String, type: String) -> String? {
        let compare = rules.string("compare") ?? "="
        let value = rules.string("value") ?? ""
        let variable = key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? "$" + key : "\"" + key + "\""
        switch type {
        case "boolean":
            guard compare == "=" || compare == "!=", let flag = Bool(value) else {
                log.warn(rules.path, "a check box's rule compares with = or != and \"true\" or \"false\", not \(compare) \"\(value.prefix(40))\"; ignored")
                return nil
            }
            return variable + " == " + ((flag == (compare == "=")) ? "1" : "0")
        case "datePicker":
            let relations = ["=": "==", "!=": "!=", "<": "<", ">": ">"]
            guard let relation = relations[compare], let years = Int(value) else {
                log.warn(rules.path, "a date picker's rule compares the age (=, !=, <, >) with whole years, not \(compare) \"\(value.prefix(40))\"; ignored")
                return nil
            }
            return "age(" + variable + ") " + relation + " \(years)"
        default:
            log.warn(rules.path, "rules act only on boolean and datePicker fields (the library runs them there); ignored on \(type)")
            return nil
        }
    }
}
