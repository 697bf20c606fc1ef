import FormModel

/// Reads hyperoslo `targets` arrays (FORMTarget): `id`, `type`, `action`, `target_value`, `condition`.
struct HyperosloTargets {
    let log: DiagnosticLog

    /// `index` is the instance number of a template section, replacing `:index` in target ids.
    func parse(_ node: JSONNode?, index: Int?) -> [Target] {
        guard let node else { return [] }
        guard let elements = node.elements else {
            log.warn(node.path, "targets must be an array, found \(node.value.typeName); ignored")
            return []
        }
        return elements.compactMap { target($0, index: index) }
    }

    private func target(_ node: JSONNode, index: Int?) -> Target? {
        guard node.isObject else {
            log.warn(node.path, "a target must be an object, found \(node.value.typeName); skipped")
            return nil
        }
        guard let rawID = node.string("id") else {
            log.warn(node.path, "target has no \"id\"; skipped")
            return nil
        }
        let id = index.map { rawID.replacingOccurrences(of: ":index", with: String($0)) } ?? rawID
        guard let actionName = node.string("action"), let action = Target.Action(rawValue: actionName) else {
            log.warn(node.path + ".action", "expected one of \(Target.Action.allCases.map(\.rawValue).joined(separator: ", ")); the target is skipped")
            return nil
        }
        let kind: Target.Kind
        switch node.string("type") {
        case "field": kind = .field
        case "section": kind = .section
        default:
            // FORMTargetTypeNone: show and hide need a type; update, clear, enable and disable act on fields anyway.
            if action == .show || action == .hide {
                log.warn(node.path + ".type", "expected \"field\" or \"section\"; the \(action.rawValue) target does nothing")
                return nil
            }
            kind = .field
        }
        let value = node["target_value"].flatMap { RawValue($0.value) }
        return Target(id: id, kind: kind, action: action, value: value, condition: node.string("condition"), sourcePath: node.path)
    }
}

extension RawValue {
    /// A JSON value as the model keeps it; nil for objects (and arrays holding them).
    init?(_ value: JSONValue) {
        switch value {
        case .null: self = .null
        case let .bool(flag): self = .bool(flag)
        case let .number(number): self = .number(number)
        case let .string(text): self = .string(text)
        case let .array(items):
            var converted: [RawValue] = []
            for item in items {
                guard let raw = RawValue(item) else { return nil }
                converted.append(raw)
            }
            self = .array(converted)
        case .object: return nil
        }
    }
}
