import Foundation
import TestSupport
import Testing

/// A person types Greek, Cyrillic or Arabic into a twin's empty text field in each filling
/// engine and saves: the value reads back exactly, and the saved appearance draws it.
@Suite("Typed text in the form's script survives a save in MuPDF, pypdf, PDFium and pdf.js")
struct TypedScriptsTests {
    struct Script: CustomTestStringConvertible, Sendable {
        var name: String
        var label: String
        var typed: String
        /// The bundled font the twin's /DA names (embedded whole).
        var typingFont: String
        var testDescription: String { name }
    }

    static let greek = Script(name: "greek", label: "Όνομα", typed: "Γιώργος Παπαδόπουλος", typingFont: "LiberationSans")
    static let cyrillic = Script(name: "cyrillic", label: "Имя", typed: "Никита Кузнецов", typingFont: "LiberationSans")
    static let arabic = Script(name: "arabic", label: "الاسم", typed: "مرحبا بالعالم", typingFont: "DejaVuSans")

    /// The engines and how each fills: MuPDF through PyMuPDF's widget, pypdf by default (it sets
    /// /NeedAppearances) and with `auto_regenerate=False`, PDFium through its form-filling API as
    /// a viewer's keyboard does, pdf.js through its annotation storage and `saveDocument`.
    static let engines = TwinFiller.engines

    /// A form in `script`: the empty `name` field to type into, and a prefilled `city`.
    static func form(_ script: Script) -> String {
        """
        { "format": "formsetter", "version": 1, "title": "\(script.label)", "groups": [
          { "id": "g1", "title": "\(script.label)", "sections": [ { "id": "s1", "cells": [
            { "id": "name", "kind": "text", "label": "\(script.label)" },
            { "id": "city", "kind": "text", "label": "\(script.label) 2", "value": { "text": "\(script.label)" } }
          ] } ] } ] }
        """
    }

    /// What the saved file's field shows: its appearance's text as MuPDF and poppler extract it,
    /// the fonts its appearance draws with (resource name, /BaseFont, embedded), and the dark
    /// pixels inside the field (inset past its border) as poppler and PDFium draw the page.
    static let inspect = """
    import sys, re, json, subprocess, fitz, pypdfium2 as pdfium
    path, name = sys.argv[1:3]
    doc = fitz.open(path)
    page = doc[0]
    widget = [w for w in page.widgets() if w.field_name == name][0]
    r = widget.rect
    kind, reference = doc.xref_get_key(widget.xref, "AP/N")
    appearance = int(reference.split()[0])
    fonts = []
    for font in sorted(set(re.findall(rb"/([^\\s/\\[\\]<>()]+)\\s+[-\\d.]+\\s+Tf", doc.xref_stream(appearance)))):
        font = font.decode()
        kind, value = doc.xref_get_key(appearance, "Resources/Font/" + font)
        xref = int(value.split()[0])
        base, extension, subtype, data = doc.extract_font(xref)
        fonts.append([font, doc.xref_get_key(xref, "BaseFont")[1].lstrip("/").split("+")[-1], len(data) > 0])
    def dark(gray, stride):
        return sum(1 for y in range(int(r.y0) + 3, int(r.y1) - 3) for x in range(int(r.x0) + 3, int(r.x1) - 3) if gray[y * stride + x] < 128)
    subprocess.run(["pdftoppm", "-r", "72", "-gray", "-f", "1", "-l", "1", "-singlefile", path, path + "-poppler"], check=True)
    pgm = open(path + "-poppler.pgm", "rb").read()
    width, height = map(int, pgm.split(maxsplit=3)[1:3])  # P5 width height 255, then the rows
    poppler = dark(pgm[-width * height:], width)
    viewer = pdfium.PdfDocument(path)
    viewer.init_forms()  # PDFium draws widgets only with its forms layer
    bitmap = viewer[0].render(scale=1, grayscale=True, may_draw_forms=True)
    crop = ["-x", str(int(r.x0)), "-y", str(int(r.y0)), "-W", str(int(r.width) + 1), "-H", str(int(r.height) + 1)]
    print(json.dumps({
        "mupdf": page.get_textbox(r),
        "poppler": subprocess.run(["pdftotext"] + crop + [path, "-"], capture_output=True, text=True, check=True).stdout.strip(),
        "fonts": fonts, "popplerInk": poppler, "pdfiumInk": dark(bytes(bitmap.buffer), bitmap.stride),
    }, ensure_ascii=False))
    """

    struct Saved: Decodable {
        var mupdf: String
        var poppler: String
        var fonts: [[Font]]
        var popplerInk: Int
        var pdfiumInk: Int
        enum Font: Decodable, Equatable {
            case text(String), flag(Bool)
            init(from decoder: Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let flag = try? container.decode(Bool.self) { self = .flag(flag) } else { self = .text(try container.decode(String.self)) }
            }
        }
    }

    /// The twin of `script`'s form, `value` typed into its `name` field with `engine` and saved:
    /// what the saved field shows, and the values `extract` reads back.
    static func typed(_ script: Script, engine: String, in folder: URL) throws -> (saved: Saved, values: [String: String]) {
        let json = try folder.writing(form(script), to: "\(script.name).json")
        let twin = folder.appendingPathComponent("\(script.name).pdf")
        let render = try runCLI(["render", json.path, "--fillable", "--page", "a4", "-o", twin.path])
        #expect(render.status == 0, "\(render.stderr)")
        let answer = TypedAnswer(kind: "\(script.name) text typed", field: "name", typed: .text(script.typed), key: "name", value: .string(script.typed))
        let saved = try #require(try TwinFiller.fill(twin, answers: [answer], in: folder, engines: [engine])[engine])
        try QPDF.expectClean(saved, saved.lastPathComponent)
        let extract = try runCLI(["extract", saved.path, "--form", json.path])
        #expect(extract.status == 0, "\(extract.stderr)")
        let values = try JSONDecoder().decode([String: String].self, from: extract.stdout)
        let inspect = try runPDFEngines(Self.inspect, [saved.path, "name"])
        #expect(inspect.status == 0, "\(inspect.errors)")
        return (try JSONDecoder().decode(Saved.self, from: Data(inspect.output.utf8)), values)
    }

    @Test("Greek and Cyrillic typed in each engine read back and show in the saved appearance",
          arguments: [greek, cyrillic], engines)
    func greekAndCyrillic(script: Script, engine: String) throws {
        try withTemporaryFolder { folder in
            let (saved, values) = try Self.typed(script, engine: engine, in: folder)
            #expect(values == ["name": script.typed, "city": script.label])
            #expect(saved.mupdf == script.typed)
            #expect(saved.poppler == script.typed)
            #expect(saved.popplerInk > 100, "\(saved)")
            if engine == "mupdf" {
                // MuPDF draws only in the standard 14 fonts (`write_variable_text`), Greek and
                // Cyrillic as Helvetica re-encoded, which it does not embed, whatever /DR holds:
                // PDFium's own Helvetica has no Greek or Cyrillic, so there the field is blank.
                let suffix = script.name == "greek" ? "GRK" : "CYR"
                #expect(saved.fonts == [[.text("Helv" + suffix), .text("Helvetica"), .flag(false)]])
                #expect(saved.pdfiumInk == 0)
            } else {
                #expect(saved.pdfiumInk > 100, "\(saved)")
                #expect(saved.fonts == [[.text("Wingdings"), .text(script.typingFont), .flag(true)]])
            }
        }
    }

    @Test("Arabic typed in each engine reads back; only MuPDF could join it, and 1.26 draws it at size 0", arguments: engines)
    func arabic(engine: String) throws {
        try withTemporaryFolder { folder in
            let (saved, values) = try Self.typed(Self.arabic, engine: engine, in: folder)
            #expect(values == ["name": Self.arabic.typed, "city": Self.arabic.label])
            if engine == "mupdf" {
                // Its HTML layout shapes Arabic in a font of its own but, for a /DA size of 0,
                // at font-size 0pt (fixed after MuPDF 1.26): nothing shows.
                #expect(saved.mupdf == "" && saved.poppler == "" && saved.popplerInk == 0 && saved.pdfiumInk == 0, "\(saved)")
            } else {
                // The letters in DejaVu Sans, unjoined and left to right: no engine shapes or
                // reorders typed text, so a reader reverses them.
                #expect(saved.fonts == [[.text("Wingdings"), .text("DejaVuSans"), .flag(true)]])
                #expect(saved.mupdf == String(Self.arabic.typed.reversed()))
                #expect(saved.popplerInk > 100 && saved.pdfiumInk > 100, "\(saved)")
            }
        }
    }

    @Test("a form written in Greek takes the typing font by its labels alone, with no value to type over")
    func labelsOnly() throws {
        try withTemporaryFolder { folder in
            let json = try folder.writing("""
            { "format": "formsetter", "version": 1, "title": "Αίτηση", "groups": [ { "id": "g", "title": "Στοιχεία",
              "sections": [ { "id": "s", "cells": [ { "id": "name", "kind": "text", "label": "Όνομα" } ] } ] } ] }
            """, to: "labels.json")
            let pdf = folder.appendingPathComponent("labels.pdf")
            #expect(try runCLI(["render", json.path, "--fillable", "--page", "a4", "-o", pdf.path]).status == 0)
            let objects = try PDFObjects(pdf)
            let acroForm = objects.dictionary(objects.root["/AcroForm"])
            #expect(PDFObjects.text(acroForm["/DA"]) == "/Wingdings 0 Tf 0 g")
            let font = objects.dictionary(objects.dictionary(objects.dictionary(acroForm["/DR"])["/Font"])["/Wingdings"])
            #expect((font["/BaseFont"] as? String)?.hasSuffix("+LiberationSans") == true)
        }
    }

    @Test("the /DA font: Helvetica for a Latin form, the whole typing font for Greek, Cyrillic and Arabic")
    func typingFont() throws {
        try withTemporaryFolder { folder in
            let latin = Script(name: "latin", label: "Navn på Bjørn", typed: "", typingFont: "")
            for script in [latin, Self.greek, Self.cyrillic, Self.arabic] {
                let json = try folder.writing(Self.form(script), to: "\(script.name).json"), pdf = folder.appendingPathComponent("\(script.name).pdf")
                #expect(try runCLI(["render", json.path, "--fillable", "--page", "a4", "-o", pdf.path]).status == 0)
                try QPDF.expectClean(pdf, pdf.lastPathComponent)
                let objects = try PDFObjects(pdf)
                let acroForm = objects.dictionary(objects.root["/AcroForm"])
                let fonts = objects.dictionary(objects.dictionary(acroForm["/DR"])["/Font"])
                let fieldDAs = objects.array(acroForm["/Fields"]).map { PDFObjects.text(objects.dictionary($0)["/DA"]) }
                if script.name == "latin" {
                    #expect(PDFObjects.text(acroForm["/DA"]) == "/Helv 0 Tf 0 g")
                    #expect(fieldDAs == ["/Helv 0 Tf 0 g", "/Helv 0 Tf 0 g"])
                    #expect(fonts["/Wingdings"] == nil)
                    continue
                }
                #expect(PDFObjects.text(acroForm["/DA"]) == "/Wingdings 0 Tf 0 g")
                #expect(fieldDAs == ["/Wingdings 0 Tf 0 g", "/Wingdings 0 Tf 0 g"])
                let font = objects.dictionary(fonts["/Wingdings"])
                #expect((font["/BaseFont"] as? String)?.hasSuffix("+" + script.typingFont) == true)
                let cidFont = objects.dictionary(objects.array(font["/DescendantFonts"]).first)
                // A width for every glyph the font's character map reaches (Liberation Sans 2327
                // characters, DejaVu Sans 5918, each its own glyph): the font is embedded whole.
                let widths = objects.array(cidFont["/W"])
                let glyphs = stride(from: 1, to: widths.count, by: 2).map { objects.array(widths[$0]).count }.reduce(0, +)
                #expect(glyphs == (script.typingFont == "DejaVuSans" ? 5918 : 2327))
            }
        }
    }
}
