import FormModel

/// Reads GIGFormulary validators (formats.md §1.4, §1.9): the current array of validator objects
/// and the legacy flat keys (`"validator": "email"`, `"mandatory": true`, `textError`…).
struct GIGFormularyValidators {
    let log: DiagnosticLog

    static let names: Set = ["mandatory", "text", "email", "lengthText", "numeric", "postalCode", "phone", "dniNie", "age", "bool", "compare", "customValidator"]

    func parse(_ field: JSONNode) -> [Validator] {
        guard let node = field["validator"] else { return legacy(field, name: nil) }
        switch node.value {
        case let .string(name): return legacy(field, name: name)
        case .array: return (node.elements ?? []).compactMap(current)
        default: return []
        }
    }

    /// `{"type", "textError", "minLength", "maxLength", "minAge", "itemsCompare", "regex"}`.
    private func current(_ node: JSONNode) -> Validator? {
        guard let name = node.string("type") else {
            log.warn(node.path, "a validator needs a \"type\"; ignored")
            return nil
        }
        if !Self.names.contains(name) {
            log.warn(node.path + ".type", "unknown validator \"\(name)\" (the library does not register it); ignored")
            return nil
        }
        // `minLength`/`maxLength` are read only as JSON numbers (`as? Int`); `minAge` also as text.
        func integer(_ key: String) -> Int? {
            guard let member = node[key] else { return nil }
            guard case let .number(number) = member.value, number == number.rounded(), abs(number) < 1e9 else {
                log.warn(member.path, "the library reads only whole JSON numbers here; ignored")
                return nil
            }
            return Int(number)
        }
        let minAge = node.number("minAge").flatMap { $0.isFinite && abs($0) < 1e4 ? Int($0) : nil }
        return Validator(name: name, message: node.string("textError"), minLength: integer("minLength"), maxLength: integer("maxLength"),
                         minAge: minAge, items: node.array("itemsCompare").compactMap { $0.value.scalarText },
                         pattern: node.string("regex"))
    }

    /// The legacy flat keys (v1.x–v2.4).
    private func legacy(_ field: JSONNode, name: String?) -> [Validator] {
        var validators: [Validator] = []
        if field.bool("mandatory") == true {
            validators.append(Validator(name: "mandatory", message: field.string("textError") ?? "El campo no puede ser vacio"))
        }
        let regex = field.string("customValidator")
        if let name {
            let message = field.string("textErrorValidate") ?? field.string("textError")
            if name == "customValidator" {
                validators.append(Validator(name: name, message: message, pattern: regex))
                return validators + legacyCompare(field)
            }
            let numbers = (field.number("minLength").map(Int.init), field.number("maxLength").map(Int.init), field.number("minAge").map(Int.init))
            validators.append(Validator(name: name, message: message, minLength: numbers.0, maxLength: numbers.1, minAge: numbers.2))
        }
        if let regex {
            validators.append(Validator(name: "customValidator", message: field.string("textErrorValidate") ?? field.string("textError"), pattern: regex))
        }
        return validators + legacyCompare(field)
    }

    private func legacyCompare(_ field: JSONNode) -> [Validator] {
        guard field.bool("compare") == true else { return [] }
        return [Validator(name: "compare", message: field.string("textErrorCompare") ?? "Ambos campos deben ser iguales",
                          items: field.array("itemsCompare").compactMap { $0.value.scalarText })]
    }
}
