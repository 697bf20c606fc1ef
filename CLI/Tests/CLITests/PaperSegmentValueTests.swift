import Foundation
import TestSupport
import Testing

@Suite("A hyperoslo segment's value from --values is ticked on paper and selected in the twin")
struct PaperSegmentValueTests {
    static let form = Paths.root.appendingPathComponent("Examples/forms/ansatt-nb.json")
    static let values = Paths.root.appendingPathComponent("Examples/forms/ansatt-nb.values.json")

    @Test("paper: `avdeling: bergen` fills the circle of Bergen, the second of three options")
    func paper() throws {
        let run = try runCLI(["layout", Self.form.path, "--values", Self.values.path, "--skin", "paper"])
        #expect(run.status == 0, "\(run.stderr)")
        let layout = try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
        let boxes = (layout["pages"] as? [[String: Any]] ?? []).flatMap { $0["boxes"] as? [[String: Any]] ?? [] }
        let circles = boxes.filter { $0["id"] as? String == "avdeling" && $0["role"] as? String == "control" }
        // A ticked circle is its ring and a filled dot.
        let filled = circles.map { ($0["shapes"] as? [[String: Any]] ?? []).contains { $0["fill"] is String } }
        #expect(filled == [false, true, false])
    }

    @Test("twin: the Bergen radio button is on and is the group's value")
    func twin() throws {
        try withTemporaryFolder { folder in
            let pdf = folder.appendingPathComponent("ansatt.pdf")
            let run = try runCLI(["render", Self.form.path, "--values", Self.values.path, "--fillable", "--page", "a4", "-o", pdf.path])
            #expect(run.status == 0, "\(run.stderr)")
            try QPDF.expectClean(pdf, "ansatt.pdf")
            let objects = try PDFObjects(pdf)
            let fields = objects.array(objects.dictionary(objects.root["/AcroForm"])["/Fields"]).map(objects.dictionary)
            let group = try #require(fields.first { PDFObjects.text($0["/T"]) == "avdeling" })
            let states = objects.array(group["/Kids"]).map { objects.dictionary($0)["/AS"] as? String }
            #expect(states.map { $0 != "/Off" } == [false, true, false])
            #expect(group["/V"] as? String == states[1])
        }
    }
}
