import Foundation

/// One member of a JSON object read without decoding the object: the `--name-field` value of
/// each JSON Lines record, every shard's, costs a scan of its line, not a dictionary of its values.
enum JSONMember {
    /// The value of the member named `key` of the object in `bytes` (UTF-8), decoded alone; the
    /// last one when the key is repeated (as a decoder keeps it); nil when there is none or
    /// `bytes` is no object as far as it is read.
    static func value(of key: String, in bytes: UnsafeBufferPointer<UInt8>) -> Any? {
        guard let range = valueRange(of: Array(key.utf8), in: bytes) else { return nil }
        let token = bytes[range]
        // A string without escapes is its bytes: no decoder for the common case, a million times a run.
        if token.first == UInt8(ascii: "\""), !token.contains(UInt8(ascii: "\\")) {
            return String(decoding: token.dropFirst().dropLast(), as: UTF8.self)
        }
        return try? JSONSerialization.jsonObject(with: Data(token), options: .fragmentsAllowed)
    }

    /// Where the value of the last member named `key` lies in `bytes`.
    static func valueRange(of key: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        var scanner = Scanner(bytes: bytes)
        guard scanner.take(UInt8(ascii: "{")) else { return nil }
        if scanner.take(UInt8(ascii: "}")) { return nil }
        var found: Range<Int>?
        repeat {
            guard let name = scanner.string() else { return nil }
            guard scanner.take(UInt8(ascii: ":")), let value = scanner.value() else { return nil }
            if Self.name(bytes[name], is: key) { found = value }
        } while scanner.take(UInt8(ascii: ","))
        return scanner.take(UInt8(ascii: "}")) ? found : nil
    }

    /// Whether the string token `token` (quotes included) names `key`; a name written with
    /// escapes is decoded first.
    private static func name(_ token: Slice<UnsafeBufferPointer<UInt8>>, is key: [UInt8]) -> Bool {
        let inner = token.dropFirst().dropLast()
        guard inner.contains(UInt8(ascii: "\\")) else { return inner.elementsEqual(key) }
        let decoded = try? JSONSerialization.jsonObject(with: Data(token), options: .fragmentsAllowed) as? String
        return decoded.map { Array($0.utf8) == key } ?? false
    }

    /// Tokens of JSON text, each skipped whole: where it lies is all that is kept.
    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

        static func endsValue(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]")
        }

        mutating func skipSpace() {
            while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
        }

        /// Takes `byte` (after white space) when it comes next.
        mutating func take(_ byte: UInt8) -> Bool {
            skipSpace()
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        /// A string token, quotes included.
        mutating func string() -> Range<Int>? {
            skipSpace()
            let start = index
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
            index += 1
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\\"): index += 2
                case UInt8(ascii: "\""):
                    index += 1
                    return start..<index
                default: index += 1
                }
            }
            return nil
        }

        /// Any value: a string, an object or array (brackets counted, strings in them skipped),
        /// or a number or literal (up to the next delimiter).
        mutating func value() -> Range<Int>? {
            skipSpace()
            guard index < bytes.count else { return nil }
            let start = index
            switch bytes[index] {
            case UInt8(ascii: "\""): return string()
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                var depth = 0
                while index < bytes.count {
                    switch bytes[index] {
                    case UInt8(ascii: "\""):
                        guard string() != nil else { return nil }
                        continue
                    case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                    case UInt8(ascii: "}"), UInt8(ascii: "]"):
                        depth -= 1
                        if depth == 0 {
                            index += 1
                            return start..<index
                        }
                    default: break
                    }
                    index += 1
                }
                return nil
            default:
                while index < bytes.count, !Self.isSpace(bytes[index]), !Self.endsValue(bytes[index]) { index += 1 }
                return index > start ? start..<index : nil
            }
        }
    }
}
