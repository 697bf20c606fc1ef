import CFormPNG
import Foundation
import Formsetter
import TestSupport
import Testing

/// RasterImage's PNGs: written by the page encoder from RGBA bytes (whole, or as panels side by
/// side without making the strip).
@Suite("RasterImage PNG coding: the page encoder's bytes")
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
}
