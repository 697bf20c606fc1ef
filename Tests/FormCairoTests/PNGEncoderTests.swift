import CFormPNG
import Foundation
import Formsetter
import TestSupport
import Testing

/// The page encoder (palette or RGB with per-row filters; the run deflater, level 0, or
/// libdeflate, 1–12), checked by decoding its output (`RasterImage(png:)`: Formsetter's palette
/// reader or libpng, both checked in `RasterImagePNGTests`) pixel by pixel.
@Suite("Fast PNG encoder round trip")
struct PNGEncoderTests {
    /// cairo RGB24 words (0x00RRGGBB, top byte set to show it is ignored) for `width × height`.
    static func pixels(width: Int, height: Int, _ color: (Int, Int) -> UInt32) -> [UInt32] {
        (0..<height).flatMap { y in (0..<width).map { x in 0xFF00_0000 | color(x, y) } }
    }

    static func encode(_ words: [UInt32], width: Int, height: Int, stride: Int? = nil, level: Int32 = 0) throws -> Data {
        var buffer = fs_png_buffer()
        let status = words.withUnsafeBytes { bytes in
            fs_png_encode_fast(bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(width), Int32(height),
                               Int32(stride ?? width * 4), level, &buffer)
        }
        defer { fs_png_free(&buffer) }
        try #require(status == 0)
        return Data(bytes: buffer.bytes!, count: buffer.count)
    }

    /// Decodes and compares with the words, pixel by pixel.
    static func expectRoundTrip(_ png: Data, _ words: [UInt32], width: Int, height: Int, stride: Int? = nil) throws {
        let image = try #require(RasterImage(png: png))
        #expect(image.width == width && image.height == height)
        let rowWords = (stride ?? width * 4) / 4
        var mismatches = 0
        for y in 0..<height {
            for x in 0..<width {
                let word = words[y * rowWords + x], offset = (y * width + x) * 4
                let expected = [UInt8(word >> 16 & 0xFF), UInt8(word >> 8 & 0xFF), UInt8(word & 0xFF), 255]
                if Array(image.rgba[offset..<offset + 4]) != expected { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }

    /// Byte 25 of a PNG is the IHDR colour type: 3 = palette, 2 = RGB.
    static func colorType(_ png: Data) -> UInt8 { png[png.startIndex + 25] }

    @Test("a page of a few flat colours is written with a palette and decodes to the same pixels", arguments: [0, 1, 6] as [Int32])
    func palette(level: Int32) throws {
        let words = Self.pixels(width: 61, height: 40) { x, y in
            y < 10 ? 0xDCE3EA : (x % 7 == 0 ? 0x1F6FB2 : (y % 5 == 0 ? 0xFFFFFF : UInt32(x * 3)))
        }
        let png = try Self.encode(words, width: 61, height: 40, level: level)
        #expect(Self.colorType(png) == 3)
        try Self.expectRoundTrip(png, words, width: 61, height: 40)
    }

    @Test("a page of more than 256 colours is written as RGB (SUB and UP rows) and decodes to the same pixels", arguments: [0, 1, 6] as [Int32])
    func rgb(level: Int32) throws {
        // Rows 20–29 repeat row 19 (UP filter); the rest are gradients (SUB filter).
        let words = Self.pixels(width: 300, height: 50) { x, y in
            let row = (20..<30).contains(y) ? 19 : y
            return UInt32(x & 0xFF) << 16 | UInt32(row * 5 & 0xFF) << 8 | UInt32((x * row) & 0xFF)
        }
        let png = try Self.encode(words, width: 300, height: 50, level: level)
        #expect(Self.colorType(png) == 2)
        try Self.expectRoundTrip(png, words, width: 300, height: 50)
    }

    @Test("RGB rows of every width round-trip: four pixels at a time (SSSE3) and the pixels left over",
          arguments: [1, 2, 3, 4, 5, 6, 7, 8, 9, 301, 302, 303])
    func rgbWidths(width: Int) throws {
        let height = 300
        // Over 256 colours, so the RGB path; rows 100–109 repeat row 99 (UP), others differ (SUB).
        let words = Self.pixels(width: width, height: height) { x, y in
            let row = (100..<110).contains(y) ? 99 : y
            return UInt32(truncatingIfNeeded: (x &* 7919 &+ row &* 104_729) & 0xFFFFFF)
        }
        let png = try Self.encode(words, width: width, height: height)
        #expect(Self.colorType(png) == 2)
        try Self.expectRoundTrip(png, words, width: width, height: height)
    }

    @Test("padding at the end of each row (cairo's stride) is not encoded")
    func stride() throws {
        let width = 13, height = 9, rowWords = 16
        let words = Self.pixels(width: rowWords, height: height) { x, y in x >= width ? 0xFF0000 : UInt32(y * 20 + x) }
        let png = try Self.encode(words, width: width, height: height, stride: rowWords * 4)
        try Self.expectRoundTrip(png, words, width: width, height: height, stride: rowWords * 4)
    }

    @Test("noise (no runs, no repeats) still round-trips through the run encoder")
    func noise() throws {
        var state: UInt32 = 12345
        let words = Self.pixels(width: 200, height: 120) { _, _ in
            state = state &* 1_103_515_245 &+ 12345
            return state >> 8
        }
        let png = try Self.encode(words, width: 200, height: 120)
        try Self.expectRoundTrip(png, words, width: 200, height: 120)
    }

    @Test("long runs and repeats across 32 KiB blocks round-trip through the run encoder")
    func runsAndRepeats() throws {
        // Text-like stripes repeated every 7 rows (hash matches), flat fills (runs), many blocks.
        let words = Self.pixels(width: 900, height: 400) { x, y in
            if y % 50 < 20 { return 0xF6F7F9 }
            return ((x / 3 + (y % 7) * 11) % 13 == 0) ? UInt32(0x202020 + (x % 5) * 0x111111) : UInt32(0xFFFFFF - x / 3 - y)
        }
        let png = try Self.encode(words, width: 900, height: 400)
        #expect(Self.colorType(png) == 2)
        try Self.expectRoundTrip(png, words, width: 900, height: 400)
    }

    @Test("the encoding is a function of the pixels: same bytes every time")
    func deterministic() throws {
        let words = Self.pixels(width: 120, height: 80) { x, y in UInt32((x ^ y) & 0xFF) * 0x010101 }
        #expect(try Self.encode(words, width: 120, height: 80) == Self.encode(words, width: 120, height: 80))
    }
}
