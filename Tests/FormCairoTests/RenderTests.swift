import Foundation
import Formsetter
import TestSupport
import Testing

@Suite("Rendering: PNG size, PDF pages, SVG, identical bytes")
struct RenderTests {
    static let form = Data(#"[{"id":"g","title":"Ålesund – søknad","sections":[{"fields":[{"id":"a","title":"Navn","type":"text","value":"Øyvind"},{"id":"b","title":"Dato","type":"date","value":"2020-01-02"}]}]}]"#.utf8)

    @Test("PNG width is width × scale", arguments: [1.0, 2, 3])
    func pngWidth(scale: Double) throws {
        let result = try sharedFormsetter.layout(Self.form, options: .init(width: 400))
        let png = try #require(try sharedFormsetter.render(result, as: .png, scale: scale).first)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == Int(400 * scale))
        #expect(height == Int((result.tree.pages[0].size.height * scale).rounded(.up)))
    }

    @Test("the same input gives the same bytes", arguments: OutputType.allCases)
    func deterministic(type: OutputType) throws {
        let first = try sharedFormsetter.render(try sharedFormsetter.layout(Self.form, options: .init()), as: type)
        let second = try sharedFormsetter.render(try sharedFormsetter.layout(Self.form, options: .init()), as: type)
        #expect(first == second)
    }

    @Test("A4 PDF: one page object per layout page, MediaBox 595.28 × 841.89, fixed dates")
    func pdfPages() throws {
        let fields = (0..<40).map { #"{"id":"f\#($0)","title":"Felt \#($0)","type":"text"}"# }.joined(separator: ",")
        let result = try sharedFormsetter.layout(Data(#"[{"sections":[{"fields":[\#(fields)]}]}]"#.utf8), options: .init(page: .a4))
        let pdf = try #require(try sharedFormsetter.render(result, as: .pdf).first)
        let text = String(decoding: pdf, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-"))
        #expect(result.tree.pages.count > 1)
        let file = try temporaryFolder().appendingPathComponent("pages.pdf")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        try pdf.write(to: file)
        #expect(try QPDF.run(["--show-npages", file.path]).output == "\(result.tree.pages.count)\n")
        let objects = try PDFObjects(pdf)
        #expect(objects.pages.count == result.tree.pages.count)
        #expect(objects.pages.allSatisfy { objects.array($0["/MediaBox"]).compactMap { $0 as? Double } == [0, 0, 595.28, 841.89] })
        #expect(PDFObjects.text(objects.info["/CreationDate"]) == "D:20000101000000Z")
        try QPDF.expectClean(pdf, "40-field A4 PDF")
    }

    @Test("SVG: one document per page with the page size and normalized ids")
    func svg() throws {
        let result = try sharedFormsetter.layout(Self.form, options: .init(width: 500))
        let svg = String(decoding: try #require(try sharedFormsetter.render(result, as: .svg).first), as: UTF8.self)
        #expect(svg.contains("<svg"))
        #expect(svg.contains("width=\"500pt\""))
        #expect(svg.contains("id=\"glyph0\""))
        // No id keeps cairo's process-wide numbering (1.16 `glyph3-1`, 1.18 `glyph-3-1`).
        #expect(svg.firstMatch(of: #/id="(glyph|clip|source|mask|surface)-?[0-9]+-/#) == nil)
    }

    @Test("PNG pages drawn in parallel (a font map per thread) equal pages drawn one by one")
    func parallelPages() throws {
        let fields = (0..<60).map { #"{"id":"f\#($0)","title":"Felt \#($0) – ærlig","type":"select","values":[{"id":1,"title":"Én","default":true}]}"# }.joined(separator: ",")
        let result = try sharedFormsetter.layout(Data(#"[{"title":"G","sections":[{"fields":[\#(fields)]}]}]"#.utf8), options: .init(page: .a4))
        let parallel = try sharedFormsetter.render(result, as: .png, scale: 1)
        #expect(parallel.count == result.tree.pages.count && parallel.count > 2)
        let renderer = PageRenderer(fonts: sharedFormsetter.fonts)
        for (page, data) in zip(result.tree.pages, parallel) { #expect(try renderer.png(page, scale: 1) == data) }
    }

    @Test("a form taller than cairo's PNG limit asks for pages instead of crashing")
    func tallPNG() throws {
        let fields = (0..<400).map { #"{"id":"f\#($0)","type":"text"}"# }.joined(separator: ",")
        let result = try sharedFormsetter.layout(Data(#"[{"sections":[{"fields":[\#(fields)]}]}]"#.utf8), options: .init())
        #expect(throws: RenderError.self) { try sharedFormsetter.render(result, as: .png, scale: 2) }
    }
}
