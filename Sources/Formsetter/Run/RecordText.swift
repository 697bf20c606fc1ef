import Foundation

/// Records files' bytes as text. A byte the encoding does not allow is an error naming its line
/// and offset: replacing it with U+FFFD would print a wrong letter in someone's name.
enum RecordText {
    /// Where the text stops being valid, 1-based line and 0-based byte offset in the file.
    struct Invalid: Error, Equatable {
        var line: Int
        var offset: Int
        var byte: UInt8

        /// `line 3, byte offset 57 (0xE5)`.
        var position: String { "line \(line), byte offset \(offset) (0x\(String(byte, radix: 16, uppercase: true)))" }
    }

    /// The text of `data` in `encoding` as UTF-8 bytes, a UTF-8 byte order mark left out: `data`
    /// itself (its bytes checked, none copied) when it is UTF-8, else transcoded.
    static func utf8(_ data: Data, from encoding: CSVDialect.Encoding) throws(Invalid) -> Data {
        switch encoding {
        case .utf8:
            let body = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data
            if let invalid = firstInvalidUTF8(body) { throw invalid }
            return body
        case .utf16: return Data(try utf16(data).utf8)
        case .windows1252: return Data(try windows1252(data).utf8)
        }
    }

    /// The first byte of `bytes` that is no part of valid UTF-8, or nil. Offsets are `bytes`'
    /// indices (a slice of the file's bytes keeps the file's offsets); lines count from `line`.
    static func firstInvalidUTF8(_ bytes: Data, line: Int = 1) -> Invalid? {
        bytes.withUnsafeBytes { raw -> Invalid? in
            let buffer = raw.bindMemory(to: UInt8.self)
            guard let index = firstInvalidUTF8(in: buffer) else { return nil }
            let lines = buffer[..<index].count { $0 == 0x0A }
            return Invalid(line: line + lines, offset: bytes.startIndex + index, byte: buffer[index])
        }
    }

    /// The index of the first byte of `bytes` that is no part of valid UTF-8 (where the sequence
    /// it begins stops being valid UTF-8 counts from its first byte), or nil. Runs of ASCII are
    /// checked eight bytes at a time: a records file is checked whole before it is read.
    static func firstInvalidUTF8(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var index = 0
        let count = bytes.count
        while index < count {
            if index + 8 <= count, UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
                continue
            }
            let lead = bytes[index]
            if lead < 0x80 { index += 1; continue }
            // The sequence's length and the range its second byte must be in (RFC 3629, table 3-7
            // of the Unicode standard: no overlong forms, no surrogates, nothing past U+10FFFF).
            let length: Int, second: ClosedRange<UInt8>
            switch lead {
            case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
            case 0xE0: (length, second) = (3, 0xA0...0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
            case 0xED: (length, second) = (3, 0x80...0x9F)
            case 0xF0: (length, second) = (4, 0x90...0xBF)
            case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
            case 0xF4: (length, second) = (4, 0x80...0x8F)
            default: return index
            }
            guard index + length <= count, second.contains(bytes[index + 1]) else { return index }
            for continuation in index + 2 ..< index + length where !(0x80...0xBF).contains(bytes[continuation]) { return index }
            index += length
        }
        return nil
    }

    /// UTF-16 in the order its byte order mark says (little-endian without one); a lone
    /// surrogate or an odd last byte is invalid.
    private static func utf16(_ data: Data) throws(Invalid) -> String {
        let bigEndian = data.starts(with: [0xFE, 0xFF])
        let start = data.starts(with: [0xFF, 0xFE]) || bigEndian ? 2 : 0
        var units: [UInt16] = []
        units.reserveCapacity((data.count - start) / 2)
        var line = 1, offset = start
        while offset + 1 < data.count {
            let first = data[data.startIndex + offset], second = data[data.startIndex + offset + 1]
            let unit = bigEndian ? UInt16(first) << 8 | UInt16(second) : UInt16(second) << 8 | UInt16(first)
            units.append(unit)
            offset += 2
        }
        if offset < data.count { throw Invalid(line: units.count { $0 == 0x0A } + 1, offset: offset, byte: data[data.startIndex + offset]) }
        var text = String.UnicodeScalarView()
        var iterator = units.makeIterator()
        var parser = Unicode.UTF16.ForwardParser()
        offset = start
        while true {
            switch parser.parseScalar(from: &iterator) {
            case let .valid(encoded):
                let scalar = Unicode.UTF16.decode(encoded)
                if scalar == "\n" { line += 1 }
                text.append(scalar)
                offset += encoded.count * 2
            case .emptyInput: return String(text)
            case .error: throw Invalid(line: line, offset: offset, byte: data[data.startIndex + offset])
            }
        }
    }

    /// Windows-1252: bytes 0x80–0x9F are the letters and signs it puts there; the five it
    /// leaves undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D) are invalid.
    private static func windows1252(_ data: Data) throws(Invalid) -> String {
        var text = String.UnicodeScalarView()
        var line = 1
        for (offset, byte) in data.enumerated() {
            if byte == 0x0A { line += 1 }
            guard (0x80...0x9F).contains(byte) else {
                text.append(Unicode.Scalar(byte))
                continue
            }
            guard let scalar = Unicode.Scalar(windows1252High[Int(byte - 0x80)]), scalar != "\u{0}" else {
                throw Invalid(line: line, offset: offset, byte: byte)
            }
            text.append(scalar)
        }
        return String(text)
    }

    /// Code points of 0x80…0x9F in Windows-1252; 0 where it defines none.
    private static let windows1252High: [UInt32] = [
        0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
        0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
    ]
}
