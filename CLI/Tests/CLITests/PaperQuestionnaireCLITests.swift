import Foundation
import TestSupport
import Testing

@Suite("Paper questionnaires through the CLI: --blank, --as-shown")
struct PaperQuestionnaireCLITests {
    static let ansatt = Paths.fixture("hyperoslo/ansatt-nb.json")

    /// The ids of the cells `layout` places, in order, and every text it prints.
    static func layout(_ arguments: [String]) throws -> (ids: [String], texts: [String], stderr: String) {
        let run = try runCLI(["layout", ansatt.path, "--skin", "paper", "--page", "a4"] + arguments)
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
        let boxes = (json["pages"] as? [[String: Any]] ?? []).flatMap { $0["boxes"] as? [[String: Any]] ?? [] }
        var ids: [String] = []
        for box in boxes where box["role"] as? String == "cell" {
            if let id = box["id"] as? String, !ids.contains(id) { ids.append(id) }
        }
        let texts = boxes.flatMap { ($0["text"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String } }
        return (ids, texts, run.stderr)
    }

    @Test("--blank reads no sidecar and prints no value; every branch is printed with its routing")
    func blank() throws {
        let run = try Self.layout(["--blank"])
        #expect(!run.stderr.contains("beside the form is read"))
        #expect(!run.texts.contains("Åse"))
        #expect(!run.texts.contains("613000.00"))
        for id in ["sluttdato", "vikar_for", "vikar_grunn", "fagforening_navn"] { #expect(run.ids.contains(id)) }
        #expect(run.texts.contains("Svar bare hvis «Fagforeningsmedlem» er krysset av."))
    }

    @Test("--as-shown prints the branch the sidecar's values select, without routing")
    func asShown() throws {
        let shown = try Self.layout(["--as-shown"])
        #expect(shown.ids.contains("vikar_for"))
        #expect(!shown.ids.contains("fagforening_navn"))
        #expect(!shown.texts.contains { $0.hasPrefix("Svar bare hvis") })
    }

    @Test("--number-questions numbers the titles in reading order; without it no title is numbered")
    func numbers() throws {
        let numbered = try Self.layout(["--blank", "--number-questions"])
        #expect(numbered.texts.first { $0.hasPrefix("1. ") } == "1. Fornavn *")
        #expect(numbered.texts.first { $0.hasPrefix("2. ") } == "2. Etternavn *")
        #expect(!(try Self.layout(["--blank"])).texts.contains { $0.hasPrefix("1. ") })
    }

    @Test("--palette dark on paper prints the same page, with a note saying why")
    func darkPalette() throws {
        let dark = try Self.layout(["--blank", "--palette", "dark"])
        #expect(dark.stderr.contains("note: the paper look prints on white with dark ink; --palette dark is not applied"))
        let light = try Self.layout(["--blank"])
        #expect(dark.ids == light.ids)
        #expect(dark.texts == light.texts)
    }

    @Test("layout --fillable names each field box of the blank print (computed ones read-only), at the print's frames; another look is refused")
    func fillableFields() throws {
        func boxes(_ arguments: [String]) throws -> [[String: Any]] {
            let run = try runCLI(["layout", Self.ansatt.path, "--skin", "paper", "--page", "a4", "--blank"] + arguments)
            #expect(run.status == 0, "\(run.stderr)")
            let json = try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
            return (json["pages"] as? [[String: Any]] ?? []).flatMap { $0["boxes"] as? [[String: Any]] ?? [] }
        }
        let twin = try boxes(["--fillable"]), print = try boxes([])
        let place = { (box: [String: Any]) -> String in
            let frame = box["frame"] as? [String: Double] ?? [:]
            return "\(box["id"] ?? "-") \(box["role"] ?? "-") " + ["x", "y", "width", "height"].map { "\(frame[$0] ?? -1)" }.joined(separator: ",")
        }
        #expect(twin.map(place) == print.map(place))
        #expect(print.allSatisfy { $0["field"] == nil })
        let fields = twin.compactMap { $0["field"] as? [String: Any] }
        let kinds = Dictionary(grouping: fields, by: { $0["kind"] as? String ?? "" }).mapValues(\.count)
        #expect(kinds == ["checkbox": 1, "radio": 12, "text": 24])
        let jobTypes = fields.filter { $0["name"] as? String == "stillingstype" }.map { $0["option"] as? String ?? "" }
        #expect(jobTypes == ["fast", "midlertidig", "vikariat"])
        // Computed from other answers: nobody writes there.
        #expect(fields.filter { $0["readOnly"] as? Bool == true }.compactMap { $0["name"] as? String } == ["visningsnavn", "totalt"])
        let refused = try runCLI(["layout", Self.ansatt.path, "--skin", "native", "--fillable"])
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("--fillable lays out the paper look"))
    }
}

@Suite("Paper questionnaires through the CLI: language, /Lang, --title")
struct PaperLanguageCLITests {
    @Test("a Spanish form prints Spanish furniture and /Lang (es); --lang nb and --title override; an unknown --lang is 64")
    func languageAndTitle() throws {
        let form = Paths.fixture("gigformulary/alta-socio-es.json")
        try withTemporaryFolder { folder in
            let pdf = folder.appendingPathComponent("alta.pdf")
            let run = try runCLI(["render", form.path, "--skin", "paper", "--page", "a4", "--blank", "-o", pdf.path])
            #expect(run.status == 0, "\(run.stderr)")
            try QPDF.expectClean(pdf, "alta.pdf")
            let objects = try PDFObjects(pdf)
            #expect(PDFObjects.text(objects.root["/Lang"]) == "es")
            let text = try runProgram(URL(fileURLWithPath: "/usr/bin/pdftotext"), [pdf.path, "-"]).stdout
            let words = String(decoding: text, as: UTF8.self)
            #expect(words.contains("Página 1 de 1"))
            #expect(words.contains("* obligatorio"))
            #expect(!words.contains("Page 1"))
            #expect(!words.contains("Answer only"))

            let norwegian = folder.appendingPathComponent("alta-nb.pdf")
            let titled = try runCLI(["render", form.path, "--skin", "paper", "--page", "a4", "--lang", "nb", "--title", "Alta de socio", "-o", norwegian.path])
            #expect(titled.status == 0, "\(titled.stderr)")
            let nb = try PDFObjects(norwegian)
            #expect(PDFObjects.text(nb.root["/Lang"]) == "nb")
            #expect(PDFObjects.text(nb.info["/Title"]) == "Alta de socio")
        }
        let bad = try runCLI(["render", form.path, "--skin", "paper", "--page", "a4", "--lang", "deutsch-", "-o", "-", "--type", "pdf"])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("--lang must be a BCP 47 language tag (en, nb, de-CH, pt-BR…), not \"deutsch-\""), "\(bad.stderr)")
    }

    /// Furniture words of a one-page form in each new language: page label, required key, routing lead.
    static let furniture: [(form: String, lang: String, words: [String])] = [
        (#"{"id":"name","title":"Vorname","type":"text","validations":{"required":true}},{"id":"kinder","title":"Anzahl der Kinder","type":"number"}"#,
         "de", ["Seite 1 von 1", "* Pflichtangabe"]),
        (#"{"id":"nom","title":"Prénom","type":"text","validations":{"required":true}},{"id":"ville","title":"Ville de naissance","type":"text"}"#,
         "fr", ["Page 1 sur 1", "* obligatoire"]),
        (#"{"id":"nome","title":"Cognome","type":"text","validations":{"required":true}},{"id":"nascita","title":"Data di nascita","type":"date"}"#,
         "it", ["Pagina 1 di 1", "* obbligatorio", "GG/MM/AAAA"]),
    ]

    @Test("an Italian, a French and a German form print their own furniture and /Lang; --lang de-CH keeps German words with /Lang de-CH; --lang sr-Latn prints English with a note", arguments: [0, 1, 2])
    func newLanguages(_ index: Int) throws {
        let (fields, lang, words) = Self.furniture[index]
        try withTemporaryFolder { folder in
            let form = try folder.writing(#"[{"id":"g","sections":[{"id":"s","fields":[\#(fields)]}]}]"#, to: "form.json")
            let pdf = folder.appendingPathComponent("form.pdf")
            let run = try runCLI(["render", form.path, "--skin", "paper", "--page", "a4", "--blank", "-o", pdf.path])
            #expect(run.status == 0, "\(run.stderr)")
            try QPDF.expectClean(pdf, lang)
            #expect(PDFObjects.text(try PDFObjects(pdf).root["/Lang"]) == lang)
            let text = String(decoding: try runProgram(URL(fileURLWithPath: "/usr/bin/pdftotext"), ["-layout", pdf.path, "-"]).stdout, as: UTF8.self)
            // Compared without spaces: the date comb's hints are letters set apart in their boxes.
            let unspaced = text.filter { !$0.isWhitespace }
            for word in words { #expect(unspaced.contains(word.filter { !$0.isWhitespace }), "\(lang): \(word)\n\(text)") }
            #expect(!text.contains("Page 1 of 1"))

            let swiss = folder.appendingPathComponent("swiss.pdf")
            let tagged = try runCLI(["render", form.path, "--skin", "paper", "--page", "a4", "--lang", "\(lang)-CH", "-o", swiss.path])
            #expect(tagged.status == 0, "\(tagged.stderr)")
            #expect(PDFObjects.text(try PDFObjects(swiss).root["/Lang"]) == "\(lang)-CH")
            let swissText = String(decoding: try runProgram(URL(fileURLWithPath: "/usr/bin/pdftotext"), [swiss.path, "-"]).stdout, as: UTF8.self)
            #expect(swissText.contains(words[0]))

            let serbian = folder.appendingPathComponent("sr.pdf")
            let other = try runCLI(["render", form.path, "--skin", "paper", "--page", "a4", "--lang", "sr-latn", "-o", serbian.path])
            #expect(other.status == 0, "\(other.stderr)")
            #expect(other.stderr == "note: the paper look has no words of its own in sr-Latn: its page label, key and routing are printed in English; the PDF's language is sr-Latn\n")
            #expect(PDFObjects.text(try PDFObjects(serbian).root["/Lang"]) == "sr-Latn")
            let english = String(decoding: try runProgram(URL(fileURLWithPath: "/usr/bin/pdftotext"), [serbian.path, "-"]).stdout, as: UTF8.self)
            #expect(english.contains("Page 1 of 1"))
        }
    }
}
