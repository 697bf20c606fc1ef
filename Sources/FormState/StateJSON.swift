import FormModel

/// Writes raw values as compact JSON with sorted keys (deterministic output).
enum StateJSON {
    static func object(_ members: [String: RawValue]) -> String {
        "{" + members.keys.sorted().map { string($0) + ":" + value(members[$0]!) }.joined(separator: ",") + "}"
    }

    /// An object from already written member values, in the given order.
    static func ordered(_ members: [(String, String)]) -> String {
        "{" + members.map { string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }

    static func value(_ value: RawValue) -> String {
        switch value {
        case .null: "null"
        case let .bool(flag): flag ? "true" : "false"
        case let .number(number): number.isFinite ? RawValue.numberText(number) : "null"
        case let .string(text): string(text)
        case let .array(items): "[" + items.map(Self.value).joined(separator: ",") + "]"
        }
    }

    static func string(_ text: String) -> String { jsonQuoted(text) }
}

import Foundation
