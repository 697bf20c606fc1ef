import Foundation
import Formsetter
import TestSupport
import Testing

extension SwiftFormBuilderFixtureTests {
    /// The SwiftFormBuilder skin once it is registered; until then the hyperoslo skin.
    static var skinName: String { Skins.names.contains("swiftformbuilder") ? "swiftformbuilder" : "hyperoslo" }

    @Test(arguments: Fixture.all) func rendersPNGPDFAndSVG(fixture: Fixture) throws {
        let formsetter = try Formsetter()
        let options = Formsetter.Options(skin: Self.skinName)
        for showingErrors in [false, true] {
            let png = try formsetter.render(fixture.build(), as: .png, options: options, showingErrors: showingErrors)
            #expect(!png.isEmpty && png.allSatisfy { $0.starts(with: [0x89, 0x50, 0x4E, 0x47]) })
            // Set SFB_RENDER_DIR to look at the pictures.
            if let folder = ProcessInfo.processInfo.environment["SFB_RENDER_DIR"] {
                let url = URL(fileURLWithPath: folder).appendingPathComponent("\(fixture.name)\(showingErrors ? "-errors" : "").png")
                try formsetter.write(fixture.build(), to: url, options: options, showingErrors: showingErrors)
            }
            let pdf = try formsetter.render(fixture.build(), as: .pdf, options: options, showingErrors: showingErrors)
            #expect(pdf.count == 1 && pdf[0].starts(with: Array("%PDF".utf8)))
            try QPDF.expectClean(pdf[0], "\(fixture) PDF")
            let svg = try formsetter.render(fixture.build(), as: .svg, options: options, showingErrors: showingErrors)
            #expect(!svg.isEmpty && svg.allSatisfy { String(decoding: $0, as: UTF8.self).contains("<svg") })
        }
    }

    @Test func rendersTheReadmeExamplesAndWritesFiles() throws {
        let formsetter = try Formsetter()
        let options = Formsetter.Options(skin: Self.skinName)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sfb-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try formsetter.write(readmeAllItems(), to: directory.appendingPathComponent("readme.pdf"), options: options)
        let pdf = try Data(contentsOf: directory.appendingPathComponent("readme.pdf"))
        #expect(pdf.starts(with: Array("%PDF".utf8)))
        try QPDF.expectClean(pdf, "readme.pdf")
        var tall = options
        tall.page = .paper(size: Size(width: 300, height: 400), margin: PageSetup.defaultMargin)
        try formsetter.write(readmeAllItems(), to: directory.appendingPathComponent("readme.png"), options: tall)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(names.contains("readme-1.png") && names.contains("readme-2.png"))
        #expect(throws: FormsetterError.unknownOutputType(fileName: "readme.txt")) {
            try formsetter.write(readmeAllItems(), to: directory.appendingPathComponent("readme.txt"))
        }
    }
}
