import Foundation
import Formsetter
import TestSupport
import Testing

/// `formsetter sheet`: every combination on one canvas, captioned, to scale.
@Suite("Contact sheet")
struct ContactSheetTests {
    static let form = Paths.fixture("gigformulary/alta-socio-es.json").path
    static let brand = Paths.fixture("styles/brand.tokens.json").path

    @Test("Tiles are laid out per combination with captions, widths to scale")
    func tiles() throws {
        let measurer = FixedAdvanceMeasurer()
        let narrow = Page(size: Size(width: 100, height: 50), background: .white)
        let wide = Page(size: Size(width: 200, height: 80), background: .black)
        let tree = ContactSheet.compose([[ContactSheet.Tile(caption: "a", page: narrow), ContactSheet.Tile(caption: "b", page: wide)],
                                         [ContactSheet.Tile(caption: "c", page: narrow)]], measurer: measurer)
        let page = try #require(tree.pages.first)
        // margin 24 + 100 + gap 24 + 200 + margin 24; rows: 24 + 22 + 80 + 24 + 22 + 50 + 24.
        #expect(page.size == Size(width: 372, height: 246))
        let backgrounds = page.boxes.filter { $0.role == .groupBackground }.map(\.frame)
        #expect(backgrounds == [Rect(x: 24, y: 46, width: 100, height: 50), Rect(x: 148, y: 46, width: 200, height: 80),
                                Rect(x: 24, y: 172, width: 100, height: 50)])
        #expect(page.boxes.filter { $0.role == .title }.flatMap(\.text).map(\.text) == ["a", "b", "c"])
    }

    @Test("The CLI draws every skin × width × style × variant with its caption")
    func cli() throws {
        let folder = try temporaryFolder()
        let png = folder.appendingPathComponent("sheet.png")
        let run = try runCLI(["sheet", Self.form, "--skins", "hyperoslo,paper", "--widths", "375,750", "--style", Self.brand,
                              "--font-scales", "1,1.5", "--rtl", "both", "-o", png.path])
        #expect(run.status == 0, "\(run.stderr)")
        let bytes = try Data(contentsOf: png)
        // 2 skins × 1 style rows; columns: (375 + 750) × 2 scales × 2 directions, at scale 1.
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 24 + 2 * 2 * (375 + 24) + 2 * 2 * (750 + 24) - 24 + 24)
        let pdf = folder.appendingPathComponent("sheet.pdf")
        let pdfRun = try runCLI(["sheet", Self.form, "--rtl", "on", "-o", pdf.path])
        #expect(pdfRun.status == 0, "\(pdfRun.stderr)")
        let text = try runTool("/usr/bin/pdftotext", [pdf.path, "-"])
        #expect(text.contains("alta-socio-es · gigformulary · 375 · rtl"))
    }

    @Test("Bad sheet options are usage errors")
    func usage() throws {
        let folder = try temporaryFolder()
        for arguments in [["--rtl", "sideways"], ["--font-scales", "3"], ["--widths", "wide"], ["--skins", "nope"]] {
            let run = try runCLI(["sheet", Self.form] + arguments + ["-o", folder.appendingPathComponent("s.png").path])
            #expect(run.status == 64, "\(arguments): \(run.stderr)")
        }
        #expect(try runCLI(["sheet", Self.form, "-o", folder.appendingPathComponent("s.svg").path]).status == 64)
    }
}
