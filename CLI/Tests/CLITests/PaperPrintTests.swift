import Formsetter
import Foundation
import TestSupport
import Testing

@Suite("Printing paper forms through the CLI: page options, PDF metadata, tags")
struct PaperPrintTests {
    static let native = Paths.root.appendingPathComponent("Examples/forms/native-example.json")

    @Test("--width with --page, --landscape or --margin on a screen, and unreadable margins are usage errors (64)")
    func pageOptionErrors() throws {
        let width = try runCLI(["render", Self.native.path, "--page", "a4", "--width", "375", "-o", "-", "--type", "pdf"])
        #expect(width.status == 64)
        #expect(width.stderr.contains("--width cannot be combined with --page"))
        #expect(try runCLI(["render", Self.native.path, "--landscape", "-o", "-", "--type", "pdf"]).status == 64)
        #expect(try runCLI(["render", Self.native.path, "--margin", "15mm", "-o", "-", "--type", "pdf"]).status == 64)
        #expect(try runCLI(["render", Self.native.path, "--page", "a4", "--margin", "15furlongs", "-o", "-", "--type", "pdf"]).status == 64)
        #expect(try runCLI(["render", Self.native.path, "--page", "a4", "--margin", "300mm", "-o", "-", "--type", "pdf"]).status == 64)
    }

    @Test("--page a4 --landscape --margin 15mm: a landscape MediaBox and rows starting 15 mm in")
    func landscapeAndMargin() throws {
        let arguments = [Self.native.path, "--skin", "paper", "--page", "a4", "--landscape", "--margin", "15mm"]
        let layout = try runCLI(["layout"] + arguments)
        #expect(layout.status == 0, "\(layout.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: layout.stdout) as? [String: Any])
        let page = try #require((json["pages"] as? [[String: Any]])?.first)
        #expect(page["width"] as? Double == 841.89 && page["height"] as? Double == 595.28)
        let cell = try #require((page["boxes"] as? [[String: Any]])?.first { $0["role"] as? String == "cell" })
        let x = try #require((cell["frame"] as? [String: Double])?["x"])
        #expect(abs(x - 15 * 72 / 25.4) < 0.005)
        try withTemporaryFolder { folder in
            let pdf = folder.appendingPathComponent("club.pdf")
            #expect(try runCLI(["render"] + arguments + ["-o", pdf.path]).status == 0)
            try QPDF.expectClean(pdf, "club.pdf")
            let objects = try PDFObjects(pdf)
            #expect(objects.array(objects.pages[0]["/MediaBox"]).compactMap { ($0 as? NSNumber)?.doubleValue } == [0, 0, 841.89, 595.28])
        }
    }

    @Test("PDF metadata: Title from the form, Creator, fixed dates, an outline entry per group, page labels")
    func metadata() throws {
        try withTemporaryFolder { folder in
            let pdf = folder.appendingPathComponent("club.pdf")
            #expect(try runCLI(["render", Self.native.path, "--skin", "paper", "--page", "a4", "-o", pdf.path]).status == 0)
            try QPDF.expectClean(pdf, "club.pdf")
            let objects = try PDFObjects(pdf)
            #expect(PDFObjects.text(objects.info["/Title"]) == "Club sign-up")
            #expect(PDFObjects.text(objects.info["/Creator"]) == "Formsetter")
            #expect(PDFObjects.text(objects.info["/CreationDate"]) == "D:20000101000000Z")
            let outlines = objects.dictionary(objects.root["/Outlines"])
            let first = objects.dictionary(outlines["/First"])
            #expect(PDFObjects.text(first["/Title"]) == "New member")
            let labels = objects.dictionary(objects.root["/PageLabels"])
            let nums = objects.array(labels["/Nums"])
            #expect((nums.first as? NSNumber)?.intValue == 0)
            #expect(objects.dictionary(nums.last)["/S"] as? String == "/D")
        }
    }

    @Test("the running header shows a Formworks form's id, and the native format keeps it through convert")
    func formIdentifier() throws {
        let form = Paths.fixture("formworks/aviso-sinistro-residencial-pt.json")
        var options = Formsetter.Options(page: .a4)
        options.skin = "paper"
        let result = try sharedFormsetter.layout(try Data(contentsOf: form), options: options)
        #expect(result.form.identifier == "9F8E7D6C-5B4A-4321-8765-0FEDCBA98765")
        let header = try #require(result.tree.pages[0].boxes.first { $0.id == "page-header" })
        #expect(header.text.map(\.text) == ["Aviso de sinistro – Seguro Residencial", "9F8E7D6C-5B4A-4321-8765-0FEDCBA98765"])
        let native = try runCLI(["convert", form.path, "--to", "native"])
        #expect(native.status == 0)
        #expect(try FormDecoder.decode(native.stdout).form.identifier == "9F8E7D6C-5B4A-4321-8765-0FEDCBA98765")
    }

    @Test("paper PDFs are tagged: H2 per group title, Lbl per field label, /MarkInfo; other looks are not")
    func tagged() throws {
        try withTemporaryFolder { folder in
            let paper = folder.appendingPathComponent("paper.pdf"), screen = folder.appendingPathComponent("screen.pdf")
            #expect(try runCLI(["render", Self.native.path, "--skin", "paper", "--page", "a4", "-o", paper.path]).status == 0)
            #expect(try runCLI(["render", Self.native.path, "--page", "a4", "-o", screen.path]).status == 0)
            try QPDF.expectClean(paper, "paper.pdf")
            let objects = try PDFObjects(paper)
            #expect(objects.dictionary(objects.root["/MarkInfo"])["/Marked"] as? Bool == true)
            let elements = objects.objects.values.compactMap { ($0 as? [String: Any])?["value"] as? [String: Any] }.filter { $0["/Type"] as? String == "/StructElem" }
            func count(_ tag: String) -> Int { elements.filter { $0["/S"] as? String == tag }.count }
            #expect(count("/H2") == 1)
            // Every labelled cell but the check box (whose label sits beside it) and the plain label cell.
            let form = try sharedFormsetter.layout(try Data(contentsOf: Self.native), options: { var o = Formsetter.Options(page: .a4); o.skin = "paper"; return o }())
            let titles = form.tree.pages.flatMap(\.boxes).filter { $0.role == .title && !$0.text.isEmpty }.count
            #expect(count("/Lbl") == titles)
            #expect(objects.root["/StructTreeRoot"] != nil)
            #expect(try PDFObjects(screen).root["/StructTreeRoot"] == nil)
        }
    }
}
