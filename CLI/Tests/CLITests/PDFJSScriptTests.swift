import Foundation
import TestSupport
import Testing

/// pdf.js (Debian's libjs-pdf 2.14.305) runs the twin's scripts in its scripting sandbox
/// (QuickJS compiled to WebAssembly, `pdf.sandbox.js`), which node loads as the viewer does:
/// `Scripts/fill-twin-pdfjs.js --scripts` commits each typed text with a Keystroke event.
@Suite("pdf.js runs the twin's date and calculation scripts", .enabled(if: TwinFiller.hasPDFJS))
struct PDFJSScriptTests {
    /// The fields' /V as pypdf reads them: full name → text.
    static func values(_ pdf: URL, _ names: [String]) throws -> [String: String] {
        let run = try runPDFEngines(#"""
        import json, sys, pypdf
        fields = pypdf.PdfReader(sys.argv[1]).get_fields()
        print(json.dumps({name: str(fields[name].get("/V")) for name in sys.argv[2:]}))
        """#, [pdf.path] + names)
        #expect(run.status == 0, "\(run.errors)")
        return try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: String])
    }

    /// Fills `twin` in pdf.js with its scripts on; the saved file.
    static func fillWithScripts(_ twin: URL, _ answers: [String: String], in folder: URL) throws -> URL {
        let answersFile = folder.appendingPathComponent("answers.json"), filled = folder.appendingPathComponent("filled-pdfjs-scripts.pdf")
        try JSONSerialization.data(withJSONObject: answers).write(to: answersFile)
        let run = try runProgram(TwinFiller.node, [TwinFiller.pdfjsScript.path, "--scripts", twin.path, answersFile.path, filled.path])
        #expect(run.status == 0, "\(run.stderr)")
        try QPDF.expectClean(filled, "filled by pdf.js with scripts")
        return filled
    }

    @Test("a date typed 31.12.2024, 2024-12-31 or 31122024 is committed into /V as 31/12/2024; a date-time keeps its clock")
    func dates() throws {
        try withTemporaryFolder { folder in
            let fixture = MatrixFixture.hyperoslo
            let form = try folder.writing(fixture.form, to: fixture.name), twin = folder.appendingPathComponent("twin.pdf")
            let render = try runCLI(["render", form.path, "--fillable", "--page", "a4", "--time-zone", "Europe/Oslo", "-o", twin.path])
            #expect(render.status == 0, "\(render.stderr)")
            let typed = ["dato_punktum": "31.12.2024", "dato_skraastrek": "31/12/2024", "dato_iso": "2024-12-31", "dato_siffer": "31122024",
                         "etter_sommertid": "30.03.2025 03:30", "barn[0].fodselsdato": "4.3.2016"]
            let filled = try Self.fillWithScripts(twin, typed, in: folder)
            #expect(try Self.values(filled, Array(typed.keys)) == [
                "dato_punktum": "31/12/2024", "dato_skraastrek": "31/12/2024", "dato_iso": "31/12/2024", "dato_siffer": "31/12/2024",
                "etter_sommertid": "30/03/2025 03:30", "barn[0].fodselsdato": "04/03/2016",
            ])
        }
    }

    @Test("sums and products compute: skademelding's claim adds repair and replacement, an item's sum is count × price")
    func calculations() throws {
        try withTemporaryFolder { folder in
            let form = Paths.root.appendingPathComponent("Examples/forms/skademelding-nb.json"), twin = folder.appendingPathComponent("twin.pdf")
            let render = try runCLI(["render", form.path, "--fillable", "--page", "a4", "-o", twin.path])
            #expect(render.status == 0, "\(render.stderr)")
            let filled = try Self.fillWithScripts(twin, ["reparasjon": "1200,50", "erstatning": "300", "gjenstander[0].antall": "3", "gjenstander[0].pris": "250"], in: folder)
            // The number scripts (AFNumber_Keystroke) commit the number typed: 1200,50 is 1200.5 in /V.
            #expect(try Self.values(filled, ["reparasjon", "erstatning", "krav", "utbetaling", "gjenstander[0].sum"]) == [
                "reparasjon": "1200.5", "erstatning": "300", "krav": "1500.5", "utbetaling": "-2499.5", "gjenstander[0].sum": "750",
            ])
            // extract leaves the computed answers out and reads the typed ones.
            let run = try runCLI(["extract", filled.path, "--form", form.path])
            #expect(run.status == 0, "\(run.stderr)")
            let read = try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
            #expect(read["reparasjon"] as? String == "1200.5")
            #expect(read["krav"] == nil && read["gjenstander[0].sum"] == nil)
            #expect(read["gjenstander[0].antall"] as? Int == 3)
        }
    }
}
