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
            // One row; columns: 2 skins × (375 + 750) × 2 scales × 2 directions, at scale 1.
            let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
            #expect(width == 24 + 2 * 2 * 2 * (375 + 24) + 2 * 2 * 2 * (750 + 24) - 24 + 24)
            let pdf = folder.appendingPathComponent("sheet.pdf")
            let pdfRun = try runCLI(["sheet", Self.form, "--rtl", "on", "-o", pdf.path])
            #expect(pdfRun.status == 0, "\(pdfRun.stderr)")
            let text = try runTool("/usr/bin/pdftotext", [pdf.path, "-"])
            #expect(text.contains("alta-socio-es · gigformulary · 375 · rtl"))
        }
    }

    /// A PNG's width and height.
    func size(_ png: URL) throws -> (Int, Int) {
        let bytes = try Data(contentsOf: png)
        return (bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, bytes[20..<24].reduce(0) { $0 << 8 | Int($1) })
    }

    @Test("a palette file and a semantic file that refers to it are one style set, as render takes them: no warning, one row; skins are columns")
    func paletteAndSemantic() throws {
        try withTemporaryFolder { folder in
            let palette = try folder.writing(##"{ "palette": { "$type": "color", "blue": { "$value": "#0060DF" } } }"##, to: "palette.json")
            let semantic = try folder.writing(##"{ "color": { "accent": { "$value": "{palette.blue}" } } }"##, to: "semantic.json")
            let png = folder.appendingPathComponent("sheet.png")
            let run = try runCLI(["sheet", Self.form, "--skins", "hyperoslo,formworks,paper", "--widths", "375", "--style", palette.path, "--style", semantic.path,
                                  "-o", png.path])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(!run.stderr.contains("warning"), "\(run.stderr)")
            let (width, height) = try size(png)
            #expect(width == 24 + 3 * (375 + 24))
            // One row: as tall as the tallest of the three skins drawn alone.
            let alone = try ["hyperoslo", "formworks", "paper"].map { skin in
                let single = folder.appendingPathComponent("\(skin).png")
                _ = try runCLI(["sheet", Self.form, "--skins", skin, "--widths", "375", "--style", palette.path, "--style", semantic.path, "-o", single.path])
                return try size(single).1
            }
            #expect(height == alone.max())
        }
    }

    @Test("each --theme of a Tokens Studio export is a row; --token-set and --theme together are a usage error")
    func themes() throws {
        try withTemporaryFolder { folder in
            let export = try folder.writing(##"""
            { "light": { "color": { "accent": { "$type": "color", "$value": "#0060DF" } } },
              "dark": { "color": { "accent": { "$type": "color", "$value": "#7DB3FF" } } },
              "$themes": [ { "name": "Light", "selectedTokenSets": { "light": "enabled" } }, { "name": "Dark", "selectedTokenSets": { "dark": "enabled" } } ] }
            """##, to: "tokens.json")
            let pdf = folder.appendingPathComponent("sheet.pdf")
            let run = try runCLI(["sheet", Self.form, "--skins", "hyperoslo,paper", "--style", export.path, "--theme", "Light", "--theme", "Dark", "-o", pdf.path])
            #expect(run.status == 0, "\(run.stderr)")
            let captions = try runTool("/usr/bin/pdftotext", [pdf.path, "-"]).split(separator: "\n").filter { $0.hasPrefix("alta-socio-es · ") }
            #expect(captions.sorted() == ["alta-socio-es · hyperoslo · 375 · Dark", "alta-socio-es · hyperoslo · 375 · Light",
                                          "alta-socio-es · paper · 375 · Dark", "alta-socio-es · paper · 375 · Light"])
            let both = try runCLI(["sheet", Self.form, "--style", export.path, "--theme", "Light", "--token-set", "light", "-o", pdf.path])
            #expect(both.status == 64)
            #expect(both.stderr == "error: --theme chooses the token sets itself; drop --token-set\n")
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
