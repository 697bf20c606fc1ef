import FormModel

/// A hyperoslo `type` string (`FORMField typeFromTypeString`).
enum HyperosloFieldType: Equatable {
    case text, name, email, password, select, multiSelect, date, dateTime, time, float, number, count
    case button, spacer, segment, toggle
    case custom(String)

    init(_ name: String) {
        switch name {
        case "text": self = .text
        case "name": self = .name
        case "email": self = .email
        case "password": self = .password
        case "select": self = .select
        case "multi_select": self = .multiSelect
        case "date": self = .date
        case "date_time": self = .dateTime
        case "time": self = .time
        case "float": self = .float
        case "number": self = .number
        case "count": self = .count
        case "button": self = .button
        case "spacer": self = .spacer
        case "segment": self = .segment
        case "switch": self = .toggle
        default: self = .custom(name)
        }
    }

    var kind: CellKind {
        switch self {
        case .text, .name, .email, .float, .number: .text
        case .password: .secureText
        case .select, .multiSelect: .select
        case .date: .date
        case .dateTime: .dateTime
        case .time: .time
        case .count: .count
        case .button: .button
        case .spacer: .spacer
        case .segment: .segment
        case .toggle: .toggle
        case let .custom(name): .custom(type: name)
        }
    }

    var isSecure: Bool { self == .password }
}

/// The `values` of a select or segment field.
struct HyperosloOptions {
    struct Option {
        var id: JSONValue
        var title: String
        var logic: OptionLogic
    }

    var options: [Option]

    /// `index` is the instance number of a template section (replaces `:index` in target ids).
    init(_ nodes: [JSONNode], index: Int?) {
        options = nodes.compactMap { node in
            guard node.isObject else {
                node.log.warn(node.path, "an option must be an object, found \(node.value.typeName); skipped")
                return nil
            }
            let id = node["id"]?.value ?? .null
            let title = node.string("title") ?? (id == .null ? "" : id.scalarText)
            let logic = OptionLogic(id: RawValue(id) ?? .null, number: node.number("value"), isDefault: node.bool("default") ?? false,
                                    targets: HyperosloTargets(log: node.log).parse(node["targets"], index: index))
            return Option(id: id, title: title, logic: logic)
        }
    }

    var titles: [String] { options.map(\.title) }

    var logic: [OptionLogic] { options.map(\.logic) }
}
