@testable import FormCairo
import CPangoCairo
import FormModel
import Foundation
import Testing

/// cairo (1.16 to 1.18.4) closes one of the FreeType faces it opened itself whenever more than 10 are open,
/// without locking against the thread about to use it. Measuring text in every bundled face on
/// four threads at once, each size new to cairo so glyphs load from the face, crashed in
/// `_cairo_ft_scaled_glyph_init` before the faces were opened once and handed to cairo
/// (`OpenFontFaces`).
@Suite("Fonts: text in every bundled face on four threads at once")
struct FontFaceRaceTests {
    static let names = ["Inter-Regular", "Inter-Medium", "Inter-SemiBold", "Inter-Bold", "Inter-Italic",
                        "Lato-Regular", "Lato-Medium", "Lato-Semibold", "Lato-Bold",
                        "Roboto-Regular", "Roboto-Medium", "Roboto-Bold", "Roboto-Italic",
                        "Liberation Sans-Regular", "Liberation Sans-Bold", "Liberation Sans-Italic", "Liberation Sans-BoldItalic",
                        "Liberation Serif-Regular", "Liberation Serif-Bold", "Liberation Serif-Italic", "Liberation Serif-BoldItalic",
                        "Liberation Mono-Regular", "Liberation Mono-Bold", "Liberation Mono-Italic", "Liberation Mono-BoldItalic",
                        "DejaVu Sans-Regular", "DejaVu Sans-Bold",
                        "Noto Sans Arabic-Regular", "Noto Sans Arabic-Bold", "Noto Sans Hebrew-Regular", "Noto Sans Hebrew-Bold"]

    static let threads = 4

    /// Sizes no other test uses, one per thread and round, so every measurement loads glyphs.
    static func size(_ thread: Int, _ round: Int) -> Double { 7.03 + Double(round * threads + thread) * 0.37 }

    @Test("Every thread measures the same widths as one thread alone")
    func fourThreads() throws {
        let fonts = try FontSystem()
        let threads = Self.threads, rounds = 12
        let text = "Grüße — Ångström ﷼ שלום 0123"
        let results = Widths()
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for round in 0..<rounds {
                let measurer = PangoMeasurer(fonts: fonts)
                for name in Self.names {
                    let width = measurer.lines(text, font: FontRef(name, size: Self.size(thread, round)), width: nil, maxLines: nil).first?.width ?? -1
                    results.add("\(thread).\(round).\(name)", width)
                }
            }
        }
        let alone = PangoMeasurer(fonts: fonts)
        var expected: [String: Double] = [:]
        for thread in 0..<threads {
            for round in 0..<rounds {
                for name in Self.names {
                    expected["\(thread).\(round).\(name)"] = alone.lines(text, font: FontRef(name, size: Self.size(thread, round)), width: nil, maxLines: nil).first?.width ?? -1
                }
            }
        }
        #expect(results.all.count == threads * rounds * Self.names.count)
        #expect(results.all == expected)
    }
}

/// cairo 1.16 to 1.18 add a FreeType face's cairo font faces to a list without a lock: two
/// threads that load the same new face at once could each get a font face of their own (a PDF
/// then embeds the font twice: 1 of 1000 batch renders). `FontFaceFence` makes every face a
/// description can use under its own lock, before any thread draws with it.
@Suite("Fonts: cairo font faces are made under Formsetter's own lock")
struct FontFaceCreationTests {
    @Test("every face pango draws with, fallbacks for Arabic, Hebrew and symbols included, was made by the fence")
    func facesComeFromTheFence() throws {
        #expect(CairoBugs.unlockedFontFaceList, "cairo \(LibraryVersions.cairo) is not known to have the bug: check it and narrow the fence")
        let fonts = try FontSystem()
        let map = fonts.makeThreadFontMap()
        let context = fonts.makeContext(on: map)
        defer { fs_object_unref(UnsafeMutableRawPointer(context)) }
        var checked = 0
        for name in FontFaceRaceTests.names {
            let layout = pango_layout_new(context)!
            defer { fs_object_unref(UnsafeMutableRawPointer(layout)) }
            pango_layout_set_font_description(layout, fonts.description(for: FontRef(name, size: 12.91)))
            pango_layout_set_text(layout, "Grüße — Ångström ﷼ שלום 0123 ✓ →", -1)
            var runs = pango_layout_get_line_readonly(layout, 0)?.pointee.runs
            while let run = runs {
                let item = run.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self).pointee.item!
                let scaled = try #require(fs_scaled_font(item.pointee.analysis.font))
                #expect(FontFaceFence.keeps(cairo_scaled_font_get_font_face(scaled)), "\(name): a face made outside the fence")
                checked += 1
                runs = run.pointee.next
            }
        }
        #expect(checked > FontFaceRaceTests.names.count)
    }
}

private final class Widths: @unchecked Sendable {
    private var stored: [String: Double] = [:]
    private let lock = NSLock()
    func add(_ key: String, _ width: Double) { lock.withLock { stored[key] = width } }
    var all: [String: Double] { lock.withLock { stored } }
}
