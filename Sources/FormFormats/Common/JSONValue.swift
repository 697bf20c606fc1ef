import Foundation
import FormModel

/// Any JSON value, keeping object key order so diagnostics and output follow the input.
/// Not `indirect`: arrays already hold their elements out of line, and boxing every value
/// doubled the memory of a parsed form.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.number(a), .number(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)): a.elementsEqual(b) { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case let .bool(value): hasher.combine(value)
        case let .number(value): hasher.combine(value)
        case let .string(value): hasher.combine(value)
        case let .array(values): hasher.combine(values)
        case let .object(members): for (key, value) in members { hasher.combine(key); hasher.combine(value) }
        }
    }

    /// The value of `key` in an object (the last one when repeated, as JSONSerialization keeps); nil otherwise.
    public subscript(key: String) -> JSONValue? {
        guard case let .object(members) = self else { return nil }
        return members.last { $0.0 == key }?.1
    }

    /// The JSON type name, for diagnostics.
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

extension JSONValue {
    /// A string, number or boolean as text (`12`, `1.5`, `true`); "" for null, arrays and objects.
    public var scalarText: String {
        switch self {
        case let .string(text): text
        case let .number(number): formatNumber(number)
        case let .bool(flag): flag ? "true" : "false"
        default: ""
        }
    }
}

extension JSONValue {
    /// A model value (an option id, a target's value) as JSON.
    public init(_ raw: RawValue) {
        switch raw {
        case .null: self = .null
        case let .bool(flag): self = .bool(flag)
        case let .number(number): self = .number(number)
        case let .string(text): self = .string(text)
        case let .array(items): self = .array(items.map(JSONValue.init))
        }
    }
}
