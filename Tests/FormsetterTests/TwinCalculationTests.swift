import Formsetter
import Foundation
import TestSupport
import Testing

@Suite("Fillable twin of a claim form: writable disabled boxes, computed totals, no Required on spare rows")
struct TwinCalculationTests {
    static let claim = Paths.root.appendingPathComponent("Examples/forms/skademelding-nb.json")
    static let values = Paths.root.appendingPathComponent("Examples/forms/skademelding-nb.values.json")

    /// The claim form's twin with its values.
    static func twin() throws -> Data {
        var options = Formsetter.Options(skin: "paper", page: .a4)
        options.skinOptions.fillable = true
        options.values = try Data(contentsOf: values)
        return try sharedFormsetter.render(try sharedFormsetter.layout(try Data(contentsOf: claim), options: options), as: .pdf)[0]
    }

    /// Every terminal field (a widget, or a radio group's parent) by full name.
    static func fields(_ objects: PDFObjects) -> [String: [String: Any]] {
        var fields: [String: [String: Any]] = [:]
        func walk(_ field: [String: Any], prefix: String) {
            let name = prefix + (PDFObjects.text(field["/T"]) ?? "")
            if field["/FT"] != nil { fields[name] = field; return }
            for kid in objects.array(field["/Kids"]).map(objects.dictionary) { walk(kid, prefix: name + ".") }
        }
        for field in objects.array(objects.dictionary(objects.root["/AcroForm"])["/Fields"]).map(objects.dictionary) { walk(field, prefix: "") }
        return fields
    }

    @Test("flags: the policy and police report numbers writable, the computed sums read-only, spare rows' questions not required")
    func flags() throws {
        let pdf = try Self.twin()
        try QPDF.expectClean(pdf, "claim twin")
        let fields = Self.fields(try PDFObjects(pdf))
        let flags = fields.mapValues { ($0["/Ff"] as? NSNumber)?.intValue ?? 0 }
        let readOnly = 1 << 0, required = 1 << 1
        #expect(flags["polisenummer"] == required)
        #expect(flags["anmeldelsesnummer"] == 0)
        #expect(flags["krav"] == readOnly)
        #expect(flags["utbetaling"] == readOnly)
        #expect(flags["gjenstander[0].sum"] == readOnly)
        #expect(flags["gjenstander[0].beskrivelse"] == required)
        #expect(flags["gjenstander[1].beskrivelse"] == 0)
        #expect(flags["gjenstander[3].pris"] == 0)
    }

    @Test("each computed field has a Calculate action and /CO lists them with the rows' sums first, the claim before the payout that reads it")
    func calculationOrder() throws {
        let objects = try PDFObjects(try Self.twin())
        let acroForm = objects.dictionary(objects.root["/AcroForm"])
        let order = objects.array(acroForm["/CO"]).map { Self.fullName(of: objects.dictionary($0), objects) }
        #expect(order == ["gjenstander[0].sum", "gjenstander[1].sum", "gjenstander[2].sum", "gjenstander[3].sum", "krav", "utbetaling"])
        let fields = Self.fields(objects)
        let script = PDFObjects.text(objects.dictionary(objects.dictionary(fields["utbetaling"]?["/AA"])["/C"])["/JS"])
        #expect(script?.contains("var result = n(\"krav\") - n(\"egenandel\", {\"redusert\": 2000, \"standard\": 4000});") == true)
        let row = PDFObjects.text(objects.dictionary(objects.dictionary(fields["gjenstander[1].sum"]?["/AA"])["/C"])["/JS"])
        #expect(row?.contains("var result = n(\"gjenstander[1].antall\") * n(\"gjenstander[1].pris\");") == true)
        // The number scripts stay beside the Calculate action.
        #expect(objects.dictionary(fields["krav"]?["/AA"]).keys.sorted() == ["/C", "/F", "/K"])
        #expect(fields["reparasjon"]?["/AA"].map { objects.dictionary($0)["/C"] == nil } == true)
    }

    @Test("MuPDF (PyMuPDF with its JavaScript on) computes the totals as the person types: empty until a number is given, the rows' sums, the claim, the payout less the deductible chosen")
    func computedInMuPDF() throws {
        let script = """
        import sys, json, pymupdf
        doc = pymupdf.open(sys.argv[1])
        pdf = pymupdf._as_pdf_document(doc)
        pymupdf.mupdf.pdf_enable_js(pdf)
        pages = [doc[i] for i in range(doc.page_count)]
        def widgets(name):
            return [w for page in pages for w in page.widgets() if w.field_name == name]
        def computed():
            pymupdf.mupdf.pdf_calculate_form(pdf)
            return [widgets(n)[0].field_value for n in ["krav", "utbetaling", "gjenstander[0].sum", "gjenstander[1].sum"]]
        results = [computed()]
        for name, value in [("reparasjon", "12500"), ("erstatning", "3000,50"), ("gjenstander[1].antall", "3"), ("gjenstander[1].pris", "250")]:
            w = widgets(name)[0]; w.field_value = value; w.update()
        results.append(computed())
        for w in widgets("egenandel"):
            if w.on_state() == "redusert": w.field_value = w.on_state(); w.update()
        results.append(computed())
        print(json.dumps(results))
        """
        try withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("claim.pdf")
            try Self.twin().write(to: file)
            let run = try runPDFEngines(script, [file.path])
            #expect(run.status == 0, "\(run.errors)")
            // The values give the first entry and the standard deductible (4000); the claim is still empty.
            #expect(run.output == #"[["", "-4000", "8500", ""], ["15500.5", "11500.5", "8500", "750"], ["15500.5", "13500.5", "8500", "750"]]"# + "\n")
        }
    }

    /// A field's full name, from its /T and its parents'.
    static func fullName(of field: [String: Any], _ objects: PDFObjects) -> String {
        var parts = [PDFObjects.text(field["/T"]) ?? ""]
        var parent = field["/Parent"]
        while parent != nil {
            let dictionary = objects.dictionary(parent)
            parts.insert(PDFObjects.text(dictionary["/T"]) ?? "", at: 0)
            parent = dictionary["/Parent"]
        }
        return parts.joined(separator: ".")
    }
}
