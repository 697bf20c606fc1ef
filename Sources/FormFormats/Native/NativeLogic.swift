import FormModel

/// The native format's `rules` and `logic` keys: what the source library checks and computes,
/// kept by `convert` so nothing of the original is lost (the native form itself is drawn as its
/// values and state say; Formsetter does not re-run a library's logic on it).
enum NativeLogic {
    // MARK: Encoding

    static func rules(_ rules: ValueRules) -> [(String, JSONValue)] {
        var members: [(String, JSONValue)] = []
        if let minLength = rules.minLength { members.append(("minLength", .number(Double(minLength)))) }
        if let maxLength = rules.maxLength { members.append(("maxLength", .number(Double(maxLength)))) }
        if let minValue = rules.minValue { members.append(("minValue", .number(minValue))) }
        if let maxValue = rules.maxValue { members.append(("maxValue", .number(maxValue))) }
        if rules.required { members.append(("required", .bool(true))) }
        if let pattern = rules.pattern { members.append(("pattern", .string(pattern))) }
        if let compareTo = rules.compareTo { members.append(("compareTo", .string(compareTo))) }
        if let compareRule = rules.compareRule { members.append(("compareRule", .string(compareRule))) }
        return members
    }

    static func logic(_ logic: CellLogic) -> [(String, JSONValue)] {
        var members: [(String, JSONValue)] = []
        if let type = logic.type { members.append(("type", .string(type))) }
        if let inputType = logic.inputType { members.append(("inputType", .string(inputType))) }
        if let raw = logic.raw { members.append(("raw", JSONValue(raw))) }
        if logic.fromValues { members.append(("fromValues", .bool(true))) }
        if let formula = logic.formula { members.append(("formula", .string(formula))) }
        if !logic.validators.isEmpty { members.append(("validators", .array(logic.validators.map(validator)))) }
        if !logic.targets.isEmpty { members.append(("targets", .array(logic.targets.map(target)))) }
        if !logic.options.isEmpty {
            members.append(("options", .array(logic.options.map { option in
                var fields: [(String, JSONValue)] = [("id", JSONValue(option.id))]
                if let number = option.number { fields.append(("number", .number(number))) }
                if option.isDefault { fields.append(("default", .bool(true))) }
                if !option.targets.isEmpty { fields.append(("targets", .array(option.targets.map(target)))) }
                return .object(fields)
            })))
        }
        return members
    }

    private static func validator(_ validator: Validator) -> JSONValue {
        var members: [(String, JSONValue)] = [("name", .string(validator.name))]
        if let message = validator.message { members.append(("message", .string(message))) }
        if let minLength = validator.minLength { members.append(("minLength", .number(Double(minLength)))) }
        if let maxLength = validator.maxLength { members.append(("maxLength", .number(Double(maxLength)))) }
        if let minAge = validator.minAge { members.append(("minAge", .number(Double(minAge)))) }
        if !validator.items.isEmpty { members.append(("items", .array(validator.items.map { .string($0) }))) }
        if let pattern = validator.pattern { members.append(("pattern", .string(pattern))) }
        return .object(members)
    }

    private static func target(_ target: Target) -> JSONValue {
        var members: [(String, JSONValue)] = [("id", .string(target.id)), ("kind", .string(target.kind.rawValue)),
                                              ("action", .string(target.action.rawValue))]
        if let value = target.value { members.append(("value", JSONValue(value))) }
        if let condition = target.condition { members.append(("condition", .string(condition))) }
        return .object(members)
    }

    // MARK: Decoding

    static func rules(_ node: JSONNode, log: DiagnosticLog) -> ValueRules {
        func count(_ key: String) -> Int? {
            guard let number = node.number(key) else { return nil }
            guard number.isFinite, number >= 0, number < 1e6, number == number.rounded() else {
                log.warn(node.path + "." + key, "must be a whole number from 0 to 999999; ignored")
                return nil
            }
            return Int(number)
        }
        return ValueRules(minLength: count("minLength"), maxLength: count("maxLength"),
                          minValue: node.number("minValue"), maxValue: node.number("maxValue"),
                          required: node.bool("required") ?? false, pattern: node.string("pattern"),
                          compareTo: node.string("compareTo"), compareRule: node.string("compareRule"))
    }

    static func logic(_ node: JSONNode, log: DiagnosticLog) -> CellLogic {
        CellLogic(type: node.string("type"), inputType: node.string("inputType"), raw: node["raw"].flatMap { RawValue($0.value) },
                  fromValues: node.bool("fromValues") ?? false, formula: node.string("formula"),
                  targets: targets(node["targets"], log: log),
                  options: node.array("options").map { option in
                      OptionLogic(id: option["id"].flatMap { RawValue($0.value) } ?? .null, number: option.number("number"),
                                  isDefault: option.bool("default") ?? false, targets: targets(option["targets"], log: log))
                  },
                  validators: (node["validators"]?.elements ?? []).compactMap { element in
                      guard let name = element.string("name") else {
                          log.warn(element.path, "a validator needs a \"name\"; ignored")
                          return nil
                      }
                      func whole(_ key: String) -> Int? { element.number(key).flatMap { $0.isFinite && abs($0) < 1e9 ? Int($0) : nil } }
                      return Validator(name: name, message: element.string("message"), minLength: whole("minLength"), maxLength: whole("maxLength"),
                                       minAge: whole("minAge"), items: element.array("items").compactMap { $0.value.scalarText },
                                       pattern: element.string("pattern"))
                  })
    }

    private static func targets(_ node: JSONNode?, log: DiagnosticLog) -> [Target] {
        (node?.elements ?? []).compactMap { element in
            guard let id = element.string("id"), let action = element.string("action").flatMap(Target.Action.init(rawValue:)) else {
                log.warn(element.path, "a target needs an \"id\" and an \"action\" (\(Target.Action.allCases.map(\.rawValue).joined(separator: ", "))); skipped")
                return nil
            }
            let kind = element.string("kind").flatMap(Target.Kind.init(rawValue:)) ?? .field
            return Target(id: id, kind: kind, action: action, value: element["value"].flatMap { RawValue($0.value) },
                          condition: element.string("condition"), sourcePath: element.path)
        }
    }
}
