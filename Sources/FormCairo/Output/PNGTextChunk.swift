import CFormPNG
import Foundation

/// A compressed text chunk (`zTXt`) in a PNG: Formsetter puts a snapshot's layout dump in the
/// image itself, so two PNGs alone can be compared by what they show (`ImageTolerance.portable`),
/// whichever tool stored them.
public enum PNGTextChunk {
    /// The most text one chunk may inflate to: a chunk is read from files a user hands over.
    public static let maximumTextBytes = 16 << 20
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// `png` with `text` under `keyword` (Latin-1, 1–79 characters) in a zTXt chunk right after
    /// the header; nil when `png` is not a PNG or memory ran out.
    public static func attaching(_ text: String, keyword: String, to png: Data) -> Data? {
        let bytes = [UInt8](png)
        guard bytes.count > 33, Array(bytes[0..<8]) == signature, bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
        let utf8 = Array(text.utf8)
        var compressed: UnsafeMutableRawPointer?
        let count = utf8.withUnsafeBytes { fs_zlib_compress($0.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!, $0.count, &compressed) }
        guard let compressed, count > 0 else { return nil }
        defer { free(compressed) }
        var chunk = Array("zTXt".utf8) + Array(keyword.utf8) + [0, 0]
        chunk.append(contentsOf: UnsafeRawBufferPointer(start: compressed, count: count))
        let headerEnd = 8 + 8 + 13 + 4
        var result = Data(bytes[..<headerEnd])
        result.append(contentsOf: bigEndian(UInt32(chunk.count - 4)))
        result.append(contentsOf: chunk)
        result.append(contentsOf: bigEndian(chunk.withUnsafeBytes { fs_crc32(0, $0.baseAddress, $0.count) }))
        result.append(contentsOf: bytes[headerEnd...])
        return result
    }

    /// The text of the zTXt chunk named `keyword` before the image data, or nil when there is
    /// none, its CRC is wrong, or it is damaged or larger than `maximumTextBytes`.
    public static func text(keyword: String, in png: Data) -> String? {
        let bytes = [UInt8](png)
        guard bytes.count > 8, Array(bytes[0..<8]) == signature else { return nil }
        let name = Array(keyword.utf8) + [0, 0]
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            let type = bytes[offset + 4..<offset + 8]
            guard length >= 0, offset + 12 + length <= bytes.count, !type.elementsEqual("IDAT".utf8) else { return nil }
            let data = bytes[offset + 8..<offset + 8 + length]
            if type.elementsEqual("zTXt".utf8), data.starts(with: name) {
                let stored = bytes[offset + 8 + length..<offset + 12 + length].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
                let crc = bytes[offset + 4..<offset + 8 + length].withUnsafeBytes { fs_crc32(0, $0.baseAddress, $0.count) }
                guard stored == crc else { return nil }
                let stream = Array(data.dropFirst(name.count))
                var inflated: UnsafeMutableRawPointer?
                let count = stream.withUnsafeBytes { fs_zlib_inflate($0.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!, $0.count, maximumTextBytes, &inflated) }
                // (size_t)-1, the C side's refusal, arrives as -1.
                guard count >= 0, let inflated else { return nil }
                defer { free(inflated) }
                return String(decoding: UnsafeRawBufferPointer(start: inflated, count: count), as: UTF8.self)
            }
            offset += 12 + length
        }
        return nil
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
