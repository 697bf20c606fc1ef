import CFormPNG
import CPangoCairo
import Foundation
import Formsetter
import TestSupport
import Testing

/// RasterImage's PNGs: written by the page encoder from RGBA bytes (whole, or as panels side by
/// side without making the strip), read by Formsetter's palette reader when they are its own
/// palette PNGs and by libpng otherwise, always to libpng's pixels.
@Suite("RasterImage PNG coding: the page encoder's bytes, libpng's pixels")
struct RasterImagePNGTests {
    /// The image of cairo words (`PNGEncoderTests.pixels`), as RGBA bytes.
    static func image(_ words: [UInt32], width: Int, height: Int) -> RasterImage {
        RasterImage(width: width, height: height, rgba: words.flatMap { [UInt8($0 >> 16 & 0xFF), UInt8($0 >> 8 & 0xFF), UInt8($0 & 0xFF), 255] })
    }

    /// Pixels with at most 256 colours (`palette`) or many, some rows repeating the one above.
    static func words(width: Int, height: Int, palette: Bool) -> [UInt32] {
        PNGEncoderTests.pixels(width: width, height: height) { x, y in
            let row = y % 9 < 3 ? y - y % 9 : y
            return palette ? UInt32((x / 3 + row) % 5) * 0x203040 + 0x102030 : UInt32(truncatingIfNeeded: (x &* 7919 &+ row &* 104_729) & 0xFFFFFF)
        }
    }

    /// `png` as libpng reads it, through cairo, handed to `body`; nil when cairo cannot read it.
    static func withLibpngSurface<Result>(_ png: Data, _ body: (OpaquePointer) throws -> Result) throws -> Result? {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("raster-png-\(UUID().uuidString).png")
        try png.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let surface = try #require(cairo_image_surface_create_from_png(file.path))
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        return try body(surface)
    }

    /// libpng's pixels of the opaque `png`, encoded again.
    static func libpngReencoded(_ png: Data) throws -> Data? {
        try withLibpngSurface(png) { surface in
            try #require(cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24)
            var buffer = fs_png_buffer()
            defer { fs_png_free(&buffer) }
            try #require(fs_png_encode_fast(cairo_image_surface_get_data(surface), cairo_image_surface_get_width(surface),
                                            cairo_image_surface_get_height(surface), cairo_image_surface_get_stride(surface), 0, &buffer) == 0)
            return Data(bytes: try #require(buffer.bytes), count: buffer.count)
        }
    }

    @Test("RGBA bytes encode to the bytes of the same pixels as cairo words, palette or RGB, any width",
          arguments: [(1, true), (5, true), (64, true), (1, false), (3, false), (4, false), (9, false), (301, false)])
    func sameBytesAsCairoWords(width: Int, palette: Bool) throws {
        let height = palette ? 40 : 600
        let words = Self.words(width: width, height: height, palette: palette)
        let png = Self.image(words, width: width, height: height).pngData()
        #expect(png == (try PNGEncoderTests.encode(words, width: width, height: height, level: 0)))
        #expect(PNGEncoderTests.colorType(png) == (palette ? 3 : 2))
    }

    @Test("panels side by side encode to the bytes of the image they make, without making it")
    func panels() throws {
        let panels = [Self.image(Self.words(width: 30, height: 20, palette: false), width: 30, height: 20),
                      Self.image(Self.words(width: 7, height: 33, palette: true), width: 7, height: 33),
                      RasterImage(width: 12, height: 5, fill: (9, 8, 7, 255))]
        for gutter in [0, 3] {
            let width = panels.map(\.width).reduce(0, +) + 2 * gutter
            var strip = RasterImage(width: width, height: 33, fill: (200, 201, 202, 255))
            var left = 0
            for panel in panels {
                for y in 0..<panel.height { for x in 0..<panel.width { for channel in 0..<4 {
                    strip.rgba[(y * width + left + x) * 4 + channel] = panel.rgba[(y * panel.width + x) * 4 + channel]
                } } }
                left += panel.width + gutter
            }
            #expect(RasterImage.pngData(sideBySide: panels, gutter: gutter, background: (200, 201, 202, 255)) == strip.pngData())
        }
        #expect(RasterImage.pngData(sideBySide: [panels[0]], gutter: 5, background: (0, 0, 0, 255)) == panels[0].pngData())
        #expect(RasterImage.pngData(sideBySide: [], gutter: 0, background: (0, 0, 0, 255)).isEmpty)
        #expect(RasterImage.pngData(sideBySide: Array(repeating: panels[2], count: 17), gutter: 0, background: (0, 0, 0, 255)).isEmpty)
    }

    @Test("every committed snapshot PNG, and palette PNGs of every kind of row, decode to libpng's pixels")
    func decodesAsLibpng() throws {
        let snapshots = try #require(FileManager.default.enumerator(at: Paths.snapshots, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "png" }
        #expect(snapshots.count > 50)
        var pngs = try snapshots.map { try Data(contentsOf: $0) }
        pngs += [1, 2, 64, 301].map { width in Self.image(Self.words(width: width, height: 21, palette: true), width: width, height: 21).pngData() }
        var palettes = 0
        for png in pngs {
            palettes += PNGEncoderTests.colorType(png) == 3 ? 1 : 0
            // Re-encoded, as comparing page-sized images pixel by pixel in a debug build takes long:
            // the encoder is lossless and writes cairo's words and RGBA bytes alike.
            #expect(RasterImage(png: png)?.pngData() == (try Self.libpngReencoded(png)))
        }
        #expect(palettes > 20)
    }

    /// `png` with a chunk of `type` and `data` inserted before its IDAT (with a correct CRC).
    static func inserting(_ type: String, _ data: [UInt8], into png: Data) throws -> Data {
        let bytes = [UInt8](png)
        let idat = try #require((8..<bytes.count - 4).first { Array(bytes[$0..<$0 + 4]) == Array("IDAT".utf8) }) - 4
        let body = Array(type.utf8) + data
        let crc = body.withUnsafeBytes { fs_crc32(0, $0.baseAddress, $0.count) }
        let length = UInt32(data.count)
        let chunk = [UInt8(length >> 24), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF)] + body
            + [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
        return Data(bytes[..<idat] + chunk + bytes[idat...])
    }

    @Test("a palette PNG with transparency or damage is left to libpng")
    func unusualPalettePNGs() throws {
        let words = Self.words(width: 16, height: 8, palette: true)
        let png = Self.image(words, width: 16, height: 8).pngData()
        try #require(PNGEncoderTests.colorType(png) == 3)
        // Palette entry 0 fully transparent: libpng gives its pixels alpha 0.
        let transparent = try #require(RasterImage(png: try Self.inserting("tRNS", [0], into: png)))
        #expect(transparent.rgba[3] == 0)
        #expect(transparent.rgba.enumerated().contains { $0.offset % 4 == 3 && $0.element == 255 })
        // A damaged IDAT (its CRC no longer matches): libpng refuses it.
        var damaged = [UInt8](png)
        let idat = try #require((8..<damaged.count - 4).first { Array(damaged[$0..<$0 + 4]) == Array("IDAT".utf8) })
        damaged[idat + 6] ^= 0x55
        #expect(RasterImage(png: Data(damaged)) == nil)
    }
}
