import Foundation
import FormModel

/// Why input bytes are not JSON, with the line and column where it went wrong.
public struct JSONSyntaxError: Error, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var reason: String
    public var description: String { "not valid JSON at line \(line), column \(column): \(reason)" }

    /// The 1-based line and column (in characters) of a byte offset.
    static func position(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for byte in bytes[..<min(offset, bytes.count)] {
            if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        return (line, column)
    }
}

extension JSONValue {
    /// The largest JSON document (form or sidecar) read; larger input is refused before parsing.
    public static let maximumInputBytes = 32 << 20
    /// The deepest nesting of objects and arrays accepted; deeper input is refused.
    public static let maximumDepth = 128
    /// The longest string value kept, in Unicode scalars; longer ones are cut, with a note.
    public static let maximumStringLength = maximumTextLength

    /// Parses UTF-8 JSON bytes, keeping object key order; what it accepts beyond RFC 8259 is
    /// listed on `JSONParser`. Trailing commas and repeated keys are reported in `notes` with
    /// the JSON path of the object or array that holds them.
    public static func parse(_ data: Data, notes: inout [(path: String, message: String)]) throws(JSONSyntaxError) -> JSONValue {
        guard data.count <= maximumInputBytes else {
            throw JSONSyntaxError(line: 1, column: 1, reason: "the input is \(data.count) bytes; at most \(maximumInputBytes) (32 MiB) are read")
        }
        // Parsed where the bytes lie: a copy would double the memory of a large form while it is read.
        let (result, parsedNotes) = data.withUnsafeBytes { raw in
            var parser = JSONParser(bytes: raw.bindMemory(to: UInt8.self))
            let result = Result { () throws(JSONSyntaxError) in try parser.parseDocument() }
            return (result, parser.notes)
        }
        notes = parsedNotes
        return try result.get()
    }
}

/// The project's one JSON parser, over bytes; order-preserving and exact about positions.
/// It reads RFC 8259 JSON and, like Apple's JSONSerialization that the libraries use, also:
/// - trailing commas in objects and arrays (a note: "trailing comma … accepted");
/// - repeated keys in an object (a note; all are kept in order, lookups take the last);
/// - a UTF-8 byte-order mark before the document;
/// - numbers Swift's `Double(_:)` reads within the JSON number characters, so leading zeros
///   (`01`) and a bare trailing point (`1.`) pass;
/// - an unpaired `\uD800`–`\uDFFF` escape and invalid UTF-8 bytes, read as U+FFFD.
/// It rejects numbers beyond Double's range, control characters in strings, comments, single
/// quotes, and nesting deeper than 512 levels.
struct JSONParser {
    /// Valid only while `JSONValue.parse` runs; every string and number is copied out of it.
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var depth = 0
    var notes: [(path: String, message: String)] = []
    /// Keys and indices from the root to the value being parsed, for notes; joined only when
    /// a note is written, since building path text for every value dominated parsing.
    private var path: [PathStep] = []
    /// The root member whose array elements are checked but not kept (`JSONValue.parse(_:deferring:notes:)`).
    private var deferredKey: String?
    /// Where each element of the deferred array lies, once it has been passed.
    private(set) var deferredRanges: [Range<Int>]?
    /// Set when the deferred key repeats: the parse then stops and the caller parses the whole
    /// document instead, so lookups and decoders see every member as before.
    private(set) var abandonedDeferral = false
    /// A parser that rebuilds a deferred element writes no notes: the first pass wrote them.
    private var writesNotes = true
    /// Members and elements of the objects and arrays still open, innermost last.
    private var openMembers: [(String, JSONValue)] = []
    private var openElements: [JSONValue] = []

    enum PathStep {
        case key(String)
        case index(Int)
    }

    private var pathText: String {
        var text = ""
        for step in path {
            switch step {
            case let .key(key): text += text.isEmpty ? key : "." + key
            case let .index(index): text += "[\(index)]"
            }
        }
        return text
    }

    init(bytes: UnsafeBufferPointer<UInt8>, deferring key: String? = nil) {
        self.bytes = bytes
        deferredKey = key
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// A parser that rebuilds the deferred element at `range`, inside the root object's array at
    /// `path`; the first pass already checked it and wrote its notes.
    init(bytes: UnsafeBufferPointer<UInt8>, element range: Range<Int>, path: [PathStep]) {
        self.bytes = bytes
        index = range.lowerBound
        depth = 2
        self.path = path
        writesNotes = false
    }

    /// Rebuilds one deferred element.
    mutating func parseElement() throws(JSONSyntaxError) -> JSONValue { try parseValue() }

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        let value = try parseValue()
        skipWhitespace()
        if index < bytes.count { throw failure("unexpected text after the end of the document") }
        if unlistedNotes > 0 { notes.append(("", "\(unlistedNotes) more repeated keys, trailing commas or cut texts are not listed")) }
        return value
    }

    /// At most this many notes are kept: a hostile input can repeat a key millions of times.
    static let maximumNotes = 1_000
    private var unlistedNotes = 0
    /// The line and column of the last note, so positions of later notes are found without rescanning.
    private var noted = (offset: 0, line: 1, column: 1)

    private mutating func note(_ message: String) {
        guard writesNotes else { return }
        guard notes.count < Self.maximumNotes else { unlistedNotes += 1; return }
        notes.append((pathText, message))
    }

    /// `JSONSyntaxError.position` for offsets that only grow, in time linear in the whole input.
    private mutating func notePosition(at offset: Int) -> (line: Int, column: Int) {
        if offset < noted.offset { noted = (0, 1, 1) }
        var (line, column) = (noted.line, noted.column)
        for byte in bytes[noted.offset..<min(offset, bytes.count)] {
            if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        noted = (min(offset, bytes.count), line, column)
        return (line, column)
    }

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        guard index < bytes.count else { throw failure("unexpected end of input (truncated?)") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(cutIfLong(try parseString()))
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw failure("unexpected character '\(Character(Unicode.Scalar(bytes[index])))'")
        }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        index += 1
        // Members gather on one stack shared by all objects and leave it in an array of exactly
        // their number: growing an array per object left a third of a large form's tree unused.
        let base = openMembers.count
        defer { openMembers.removeSubrange(base...) }
        // Small objects (nearly all) find repeats by scanning; a set only past this size.
        let scanLimit = 16
        var keys = Set<String>()
        skipWhitespace()
        if peek(UInt8(ascii: "}")) { index += 1; depth -= 1; return .object([]) }
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else { throw failure(index < bytes.count ? "expected a key in quotes" : "unexpected end of input (truncated?)") }
            let key = try parseString()
            let repeated: Bool
            if openMembers.count - base < scanLimit {
                repeated = openMembers[base...].contains { $0.0 == key }
            } else {
                if keys.isEmpty { keys = Set(openMembers[base...].map(\.0)) }
                repeated = !keys.insert(key).inserted
            }
            if repeated {
                let position = notePosition(at: index)
                note("key \"\(key)\" appears twice (line \(position.line)); the last value is used, as JSONSerialization does")
            }
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else { throw failure("expected ':' after key \"\(key)\"") }
            index += 1
            path.append(.key(key))
            let value = try (depth == 1 && key == deferredKey ? deferElements() : parseValue())
            openMembers.append((key, value))
            path.removeLast()
            if try !continues(closingWith: UInt8(ascii: "}")) { return .object(Array(openMembers[base...])) }
        }
    }

    /// An array; with `locating`, each element is checked (with its notes) exactly as when it is
    /// kept, then dropped, and `deferredRanges` says where each lies: `.array([])` stands in.
    private mutating func parseArray(locating: Bool = false) throws(JSONSyntaxError) -> JSONValue {
        try enter()
        index += 1
        let base = openElements.count
        defer { openElements.removeSubrange(base...) }
        var ranges: [Range<Int>] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            index += 1; depth -= 1
            if locating { deferredRanges = ranges }
            return .array([])
        }
        while true {
            path.append(.index(locating ? ranges.count : openElements.count - base))
            skipWhitespace()
            let start = index
            let value = try parseValue()
            if locating { ranges.append(start..<index) } else { openElements.append(value) }
            path.removeLast()
            if try !continues(closingWith: UInt8(ascii: "]")) {
                if locating { deferredRanges = ranges }
                return .array(Array(openElements[base...]))
            }
        }
    }

    /// The root member's value; an array is only located (`parseArray(locating:)`) to be built
    /// again when it is needed. A repeated key abandons the deferral.
    private mutating func deferElements() throws(JSONSyntaxError) -> JSONValue {
        guard !sawDeferredKey else { return try abandonDeferral() }
        sawDeferredKey = true
        skipWhitespace()
        return try peek(UInt8(ascii: "[")) ? parseArray(locating: true) : parseValue()
    }

    private var sawDeferredKey = false

    private mutating func abandonDeferral() throws(JSONSyntaxError) -> JSONValue {
        abandonedDeferral = true
        throw failure("the deferred key repeats")
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1
        let start = index
        // Fast path: no escapes.
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"), bytes[index] >= 0x20 {
            index += 1
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
            defer { index += 1 }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
        var buffer = Array(bytes[start..<index])
        while true {
            guard index < bytes.count else { throw failure("unterminated string (truncated?)") }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { throw failure("unterminated string (truncated?)") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(escape)
                case UInt8(ascii: "b"): buffer.append(0x08)
                case UInt8(ascii: "f"): buffer.append(0x0C)
                case UInt8(ascii: "n"): buffer.append(0x0A)
                case UInt8(ascii: "r"): buffer.append(0x0D)
                case UInt8(ascii: "t"): buffer.append(0x09)
                case UInt8(ascii: "u"): buffer.append(contentsOf: try parseUnicodeEscape())
                default: throw failure("invalid escape '\\\(Character(Unicode.Scalar(escape)))'")
                }
            case 0..<0x20:
                throw failure("control character in string")
            default:
                buffer.append(byte)
                index += 1
            }
        }
    }

    private mutating func parseUnicodeEscape() throws(JSONSyntaxError) -> [UInt8] {
        var unit = try parseHex4()
        if (0xD800..<0xDC00).contains(unit), index + 5 < bytes.count,
           bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u"),
           let low = UInt32(String(decoding: bytes[(index + 2)..<(index + 6)], as: UTF8.self), radix: 16),
           (0xDC00..<0xE000).contains(low) {
            index += 6
            unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        }
        let scalar = Unicode.Scalar(unit) ?? "\u{FFFD}"
        return Array(String(Character(scalar)).utf8)
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count,
              let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { throw failure("invalid \\u escape") }
        index += 4
        return value
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        func isNumberByte(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
        }
        while index < bytes.count, isNumberByte(bytes[index]) { index += 1 }
        if let integer = Self.smallInteger(bytes[start..<index]) { return integer }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            index = start
            // A number of a million digits is named by its start, not printed whole.
            let excerpt = text.count <= 40 ? text : String(text.prefix(40)) + "…' (\(text.count) characters"
            throw failure(text.count <= 40 ? "invalid number '\(excerpt)'" : "invalid number '\(excerpt))")
        }
        return value
    }

    /// Plain integers of up to 15 digits (exact in a Double) without building a String; nil
    /// for anything else, which `Double(_:)` then reads.
    private static func smallInteger(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> Double? {
        var digits = text[...]
        let negative = digits.first == UInt8(ascii: "-")
        if negative { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.count <= 15 else { return nil }
        var value: Int64 = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int64(byte - UInt8(ascii: "0"))
        }
        return negative ? -Double(value) : Double(value)
    }

    /// A string value longer than `maximumStringLength` scalars is cut there.
    private mutating func cutIfLong(_ text: String) -> String {
        guard let cut = text.cutToMaximumTextLength else { return text }
        note("text of \(text.unicodeScalars.count) characters cut to its first \(maximumTextLength)")
        return cut
    }

    private mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
        let expected = Array(word.utf8)
        guard index + expected.count <= bytes.count, bytes[index..<index + expected.count].elementsEqual(expected) else {
            throw failure("unexpected word, expected '\(word)'")
        }
        index += expected.count
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > JSONValue.maximumDepth { throw failure("nesting deeper than \(JSONValue.maximumDepth) levels") }
    }

    /// After a member or an element: true at a `,` another one follows; false when `closer` (or a
    /// trailing comma and `closer`) ends the container, which is then left; anything else is an error.
    private mutating func continues(closingWith closer: UInt8) throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        if peek(UInt8(ascii: ",")) {
            index += 1
            if !acceptTrailingComma(before: closer) { return true }
        } else if peek(closer) {
            index += 1
        } else {
            throw failure(index < bytes.count ? "expected ',' or '\(Character(Unicode.Scalar(closer)))'" : "unexpected end of input (truncated?)")
        }
        depth -= 1
        return false
    }

    /// Skips a closing bracket right after a comma, noting the trailing comma.
    private mutating func acceptTrailingComma(before closer: UInt8) -> Bool {
        let comma = index - 1
        skipWhitespace()
        guard peek(closer) else { return false }
        let position = notePosition(at: comma)
        note("trailing comma at line \(position.line), column \(position.column) accepted")
        index += 1
        return true
    }

    private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    private func failure(_ reason: String) -> JSONSyntaxError {
        let position = JSONSyntaxError.position(at: index, in: bytes)
        return JSONSyntaxError(line: position.line, column: position.column, reason: reason)
    }
}
