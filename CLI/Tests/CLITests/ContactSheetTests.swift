import Foundation
import TestSupport
import Testing

/// `formsetter sheet`: every combination on one canvas, captioned, to scale.
@Suite("Contact sheet through the CLI")
struct ContactSheetTests {
    static let form = Paths.fixture("gigformulary/alta-socio-es.json").path
    static let brand = Paths.fixture("styles/brand.tokens.json").path

    @Test("The CLI draws every skin × width × style × variant with its caption")
    func cli() throws {
        try withTemporaryFolder { folder in
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
    }

    @Test("Bad sheet options are usage errors")
    func usage() throws {
        try withTemporaryFolder { folder in
            for arguments in [["--rtl", "sideways"], ["--font-scales", "3"], ["--widths", "wide"], ["--skins", "nope"]] {
                let run = try runCLI(["sheet", Self.form] + arguments + ["-o", folder.appendingPathComponent("s.png").path])
                #expect(run.status == 64, "\(arguments): \(run.stderr)")
            }
            #expect(try runCLI(["sheet", Self.form, "-o", folder.appendingPathComponent("s.svg").path]).status == 64)
        }
    }
}
