import Foundation

import FormModel

/// A JSON value with its path, reading leniently: a wrong type becomes a diagnostic and nil.
/// Every user file (forms, sidecars, templates, link maps) is read through it.
public struct JSONNode {
    /// The value at `path`.
    public let value: JSONValue
    /// Where the value sits, e.g. `groups[0].title`; "" for the root.
    public let path: String
    /// Where wrong types are reported.
    public let log: DiagnosticLog

    /// A node for `value` found at `path`.
    public init(value: JSONValue, path: String, log: DiagnosticLog) { self.value = value; self.path = path; self.log = log }

    /// The member `key`, or nil when absent or null.
    public subscript(key: String) -> JSONNode? {
        member(key).map { JSONNode(value: $0, path: memberPath(key), log: log) }
    }

    /// The value of member `key`, or nil when absent or null: the typed readers below build the
    /// member's path only for a diagnostic (it was most of what reading a field cost).
    private func member(_ key: String) -> JSONValue? {
        guard let member = value[key], member != .null else { return nil }
        return member
    }

    private func memberPath(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// Elements of an array member; a diagnostic and [] when it is not an array.
    public func array(_ key: String) -> [JSONNode] {
        guard let node = self[key] else { return [] }
        return node.elements ?? []
    }

    /// Elements when this node is an array; a diagnostic and nil otherwise.
    public var elements: [JSONNode]? {
        guard case let .array(items) = value else {
            log.warn(path, "expected an array, found \(value.typeName); ignored")
            return nil
        }
        return items.enumerated().map { JSONNode(value: $1, path: "\(path)[\($0)]", log: log) }
    }

    /// A string member; numbers and booleans are turned into text, other types are reported.
    public func string(_ key: String) -> String? {
        guard let member = member(key) else { return nil }
        switch member {
        case let .string(text): return text
        case let .number(number): return formatNumber(number)
        case let .bool(flag): return flag ? "true" : "false"
        default:
            log.warn(memberPath(key), "expected a string, found \(member.typeName); ignored")
            return nil
        }
    }

    /// A numeric member; numeric strings such as "15.0" are accepted (hyperoslo styles are strings),
    /// and like NSString `floatValue` a string is read up to its first non-numeric character
    /// (`"5.0f"` → 5.0).
    public func number(_ key: String) -> Double? {
        guard let member = member(key) else { return nil }
        switch member {
        case let .number(number): return number
        case let .string(text):
            let trimmed = text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: ".")
            if let number = Double(trimmed), number.isFinite { return number }
            if let number = Self.leadingNumber(trimmed) { return number }
            log.warn(memberPath(key), "expected a number, found \"\(text)\"; ignored")
            return nil
        default:
            log.warn(memberPath(key), "expected a number, found \(member.typeName); ignored")
            return nil
        }
    }

    /// The longest prefix of `text` that is a finite number (`"5.0f"` → 5), as `floatValue` reads it.
    static func leadingNumber(_ text: String) -> Double? {
        var prefix = Substring(text.prefix(64))
        while !prefix.isEmpty {
            if let number = Double(prefix), number.isFinite, prefix.last?.isNumber == true || prefix.last == "." { return number }
            prefix = prefix.dropLast()
        }
        return nil
    }

    /// A boolean member; "true"/"false"/"1"/"0" strings and 0/1 numbers are accepted.
    public func bool(_ key: String) -> Bool? {
        guard let member = member(key) else { return nil }
        switch member {
        case let .bool(flag): return flag
        case let .number(number) where number == 0 || number == 1: return number == 1
        case let .string(text) where ["true", "yes", "1"].contains(text.lowercased()): return true
        case let .string(text) where ["false", "no", "0"].contains(text.lowercased()): return false
        default:
            log.warn(memberPath(key), "expected a boolean, found \(member.typeName); ignored")
            return nil
        }
    }

    /// A colour member (`#RRGGBB`); an invalid one is reported and nil.
    public func color(_ key: String) -> Color? {
        guard let text = string(key) else { return nil }
        if let color = Color(hex: text) { return color }
        log.warn(memberPath(key), "invalid colour \"\(text)\" (expected #RRGGBB); the default colour is used")
        return nil
    }

    /// Whether this node is an object.
    public var isObject: Bool { if case .object = value { true } else { false } }
}

/// Formats a JSON number as text without a trailing ".0" for integers (shortest exact form otherwise).
func formatNumber(_ number: Double) -> String {
    if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
    return "\(number)"
}
