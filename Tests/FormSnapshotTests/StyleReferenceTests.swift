import Foundation
import FormSnapshotCore
import Formsetter
import TestSupport
import Testing

/// Every skin honours the shared tokens: the style references of `ReferenceCatalogue` (one form
/// drawn in each skin under two token files of Tests/Fixtures/styles, plus the text-size, palette
/// and right-to-left variants) against their PNGs in Snapshots/styles. Re-record with
/// `FORMSETTER_RECORD=all swift test --filter StyleReferenceTests`.
@Suite("Style references: every skin under two token files, and the variants")
struct StyleReferenceTests {
    static let form = Paths.fixture("gigformulary/alta-socio-es.json")
    static let formsetter = try! Formsetter(fontDirectories: [Paths.fixture("brand-fonts")])

    func verifier(_ look: LookVariant) throws -> SnapshotVerifier {
        var verifier = SnapshotVerifier(formsetter: Self.formsetter, directory: Paths.snapshots.appendingPathComponent("styles"),
                                        mode: try RecordMode.fromEnvironment())
        verifier.look = look
        return verifier
    }

    func style(_ name: String) throws -> StyleSheet {
        let (style, diagnostics) = try Formsetter.loadStyle(from: [Paths.fixture("styles/\(name).tokens.json")])
        #expect(diagnostics == [])
        return style
    }

    /// The style rows drawn under a token file (`true`) or as a variant without one (`false`).
    static func rows(underTokens: Bool) -> [Reference] {
        ReferenceCatalogue.styleRows.filter { if case let .style(_, variant) = $0.look { (variant.tokens != nil) == underTokens } else { false } }
    }

    func check(_ reference: Reference) throws {
        guard case let .style(skin, variant) = reference.look else { Issue.record("\(reference) is not a style reference"); return }
        let look = LookVariant(style: try variant.tokens.map(style) ?? StyleSheet(), palette: variant.palette,
                               fontScale: variant.fontScale ?? 1, rightToLeft: variant.rightToLeft)
        let outcome = try verifier(look).verify(try .file(reference.inputURL), as: .png(width: 375, scale: 1, skin: skin), named: reference.fileName)
        #expect(outcome.passed, "\(reference): \(outcome.message)")
    }

    @Test("Each skin under brand and night tokens equals its reference", arguments: rows(underTokens: true))
    func skinUnderTokens(_ reference: Reference) throws { try check(reference) }

    @Test("Right to left, larger text and the dark palette equal their references", arguments: rows(underTokens: false))
    func variants(_ reference: Reference) throws { try check(reference) }

    @Test("The tokens change the skin's own look: colours and type on screens, type only on paper (white paper, its own ink, square boxes)", arguments: Skins.names)
    func tokensChangeTheLook(skin: String) throws {
        let plain = try verifier(LookVariant()).formsetter.layout(Data(contentsOf: Self.form), options: Formsetter.Options(skin: skin, width: 375))
        let styled = try verifier(LookVariant(style: try style("night"))).formsetter.layout(Data(contentsOf: Self.form), options: {
            var options = Formsetter.Options(skin: skin, width: 375)
            options.skinOptions.style = try style("night")
            return options
        }())
        if skin == "paper" {
            #expect(styled.tree.pages[0].background == Color(rgb: 0xFFFFFF))
            #expect(Set(styled.tree.pages[0].boxes.flatMap(\.text).map(\.color.hexString)) == Set(plain.tree.pages[0].boxes.flatMap(\.text).map(\.color.hexString)))
            #expect(styled.tree.pages[0].boxes.compactMap(\.paint).map(\.corners) == plain.tree.pages[0].boxes.compactMap(\.paint).map(\.corners))
        } else {
            #expect(plain.tree.pages[0].background != styled.tree.pages[0].background)
            #expect(styled.tree.pages[0].background == Color(rgb: 0x101522))
        }
        let fonts = Set(styled.tree.pages[0].boxes.flatMap(\.text).map(\.font.name))
        #expect(fonts.contains("DejaVu Serif-Regular"))
    }

    @Test("Arabic and Hebrew right to left: shaped with the bundled Noto fonts, no missing glyphs")
    func arabicAndHebrew() throws {
        let form = Paths.fixture("styles/arabic-hebrew.json")
        var options = Formsetter.Options(skin: "hyperoslo", width: 375)
        options.rightToLeft = true
        let result = try Self.formsetter.layout(Data(contentsOf: form), options: options)
        _ = try Self.formsetter.render(result, as: OutputType.png, scale: 1)
        let missing = result.diagnostics.filter { $0.message.contains("no bundled font") }
        #expect(missing.isEmpty, "\(missing)")
    }

    @Test("Right to left mirrors every cell about the page's centre")
    func mirroring() throws {
        var options = Formsetter.Options(skin: "hyperoslo", width: 375)
        let plain = try Self.formsetter.layout(Data(contentsOf: Self.form), options: options)
        options.rightToLeft = true
        let mirrored = try Self.formsetter.layout(Data(contentsOf: Self.form), options: options)
        let before = cellFrames(plain.tree.pages[0]), after = cellFrames(mirrored.tree.pages[0])
        #expect(before.count == after.count && !before.isEmpty)
        for (id, frame) in before { #expect(after[id] == Rect(x: 375 - frame.maxX, y: frame.y, width: frame.width, height: frame.height)) }
    }

    @Test("A larger text size grows the rows whose height follows their text")
    func fontScaleGrowsRows() throws {
        var options = Formsetter.Options(skin: "gigformulary", width: 375)
        let plain = try Self.formsetter.layout(Data(contentsOf: Self.form), options: options)
        options.skinOptions.fontScale = 1.5
        let large = try Self.formsetter.layout(Data(contentsOf: Self.form), options: options)
        #expect(large.tree.pages[0].size.height > plain.tree.pages[0].size.height * 1.2)
        let sizes = large.tree.pages[0].boxes.flatMap(\.text).map(\.font.size)
        #expect(sizes.min()! >= 1.5 * plain.tree.pages[0].boxes.flatMap(\.text).map(\.font.size).min()! - 1e-9)
    }
}
