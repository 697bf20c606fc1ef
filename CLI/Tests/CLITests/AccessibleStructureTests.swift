import Foundation
import TestSupport
import Testing

/// PDF/UA-1 structure of the paper look and its fillable twin, checked with poppler and the
/// objects libqpdf reads (no PDF/UA validator is installed: the Matterhorn checks implemented
/// are written as tests). Runs on whichever cairo the CLI loads, so both lanes check it.
@Suite("Accessible PDF: the structure tree of paper PDFs and twins")
struct AccessibleStructureTests {
    /// One fixture of each format the paper look prints.
    static let forms = [
        Paths.fixture("hyperoslo/ansatt-nb.json"),
        Paths.fixture("gigformulary/alta-socio-es.json"),
        Paths.fixture("formworks/seed-readme-input-example.json"),
        Paths.root.appendingPathComponent("Examples/forms/native-example.json"),
    ]

    static func render(_ form: URL, fillable: Bool, in folder: URL) throws -> URL {
        let pdf = folder.appendingPathComponent(form.deletingPathExtension().lastPathComponent + (fillable ? "-twin" : "") + ".pdf")
        let run = try runCLI(["render", form.path, "--skin", "paper", "--page", "a4", "-o", pdf.path] + (fillable ? ["--fillable"] : []))
        #expect(run.status == 0, "\(run.stderr)")
        return pdf
    }

    static func poppler(_ tool: String, _ arguments: [String]) throws -> CommandResult {
        try runProgram(URL(fileURLWithPath: "/usr/bin/" + tool), arguments)
    }

    @Test("pdfinfo -struct reads every paper PDF and twin without a warning, below one Document root", arguments: forms)
    func popplerReadsTheTree(form: URL) throws {
        try withTemporaryFolder { folder in
            for fillable in [false, true] {
                let pdf = try Self.render(form, fillable: fillable, in: folder)
                try QPDF.expectClean(pdf, pdf.lastPathComponent)
                let run = try Self.poppler("pdfinfo", ["-struct", pdf.path])
                #expect(run.status == 0)
                #expect(run.stderr == "", "\(pdf.lastPathComponent): \(run.stderr)")
                let topLevel = run.output.split(separator: "\n").filter { !$0.hasPrefix(" ") }
                #expect(topLevel == ["Document"], "\(pdf.lastPathComponent)")
                // The root element ends on the last page: ended after it, cairo 1.18 adds a blank page.
                let info = try Self.poppler("pdfinfo", [pdf.path]).output
                let count = try #require(info.split(separator: "\n").first { $0.hasPrefix("Pages:") }.flatMap { Int($0.dropFirst(6).trimmingCharacters(in: .whitespaces)) })
                let last = try Self.poppler("pdftotext", ["-f", "\(count)", "-l", "\(count)", pdf.path, "-"]).output
                let blank = last.allSatisfy(\.isWhitespace)
                #expect(!blank, "\(pdf.lastPathComponent): page \(count) of \(count) is blank")
            }
        }
    }

    @Test("28-*: every widget has /StructParent, and the parent tree maps it to a Form element holding only its /OBJR", arguments: forms)
    func widgetsInTheTree(form: URL) throws {
        try withTemporaryFolder { folder in
            let objects = try PDFObjects(try Self.render(form, fillable: true, in: folder))
            let tree = StructureTree(objects)
            var widgets = 0
            for (index, page) in objects.pages.enumerated() {
                let pageReference = objects.array(objects.dictionary(objects.root["/Pages"])["/Kids"])[index] as? String
                for case let reference as String in objects.array(page["/Annots"]) {
                    let widget = objects.dictionary(reference)
                    guard widget["/Subtype"] as? String == "/Widget" else { continue }
                    widgets += 1
                    let key = (widget["/StructParent"] as? NSNumber)?.intValue
                    let element = key.flatMap { tree.parentTree[$0] }.map(objects.dictionary) ?? [:]
                    #expect(element["/S"] as? String == "/Form", "\(reference)")
                    let kids = objects.array(element["/K"]).isEmpty ? [element["/K"] as Any] : objects.array(element["/K"])
                    let references = kids.map(objects.dictionary).filter { $0["/Type"] as? String == "/OBJR" }
                    // 28-* (PDFUA1-FORM-CHILDREN-001): the widget alone, no marked content beside it.
                    #expect(kids.count == 1, "\(reference): \(kids)")
                    #expect(references.map { $0["/Obj"] as? String } == [reference])
                    #expect(references.map { $0["/Pg"] as? String } == [pageReference])
                }
            }
            #expect(widgets > 0)
            #expect(tree.elements.filter { $0.type == "Form" }.count == widgets)
        }
    }

    /// native-example.json links "terms" to a URL (its "privacy" link has no URL: not clickable).
    @Test("28-011, 28-012, 28-009: a link annotation says its words (/Contents), sits alone in a Link element, its page tabs in structure order")
    func linksInTheTree() throws {
        try withTemporaryFolder { folder in
            for fillable in [false, true] {
                let pdf = try Self.render(Self.forms[3], fillable: fillable, in: folder)
                try QPDF.expectClean(pdf, pdf.lastPathComponent)
                let objects = try PDFObjects(pdf)
                let tree = StructureTree(objects)
                let page = objects.pages[0]
                let pageReference = objects.array(objects.dictionary(objects.root["/Pages"])["/Kids"])[0] as? String
                let links = objects.array(page["/Annots"]).compactMap { $0 as? String }.filter { objects.dictionary($0)["/Subtype"] as? String == "/Link" }
                #expect(links.count == 1, "\(pdf.lastPathComponent)")
                #expect(page["/Tabs"] as? String == "/S")
                for reference in links {
                    let annotation = objects.dictionary(reference)
                    #expect(PDFObjects.text(annotation["/Contents"]) == "terms")
                    let element = (annotation["/StructParent"] as? NSNumber).flatMap { tree.parentTree[$0.intValue] }.map(objects.dictionary) ?? [:]
                    #expect(element["/S"] as? String == "/Link", "\(pdf.lastPathComponent): \(element)")
                    #expect(PDFObjects.text(element["/Alt"]) == "terms")
                    let kid = objects.dictionary(element["/K"])
                    #expect(kid["/Type"] as? String == "/OBJR" && kid["/Obj"] as? String == reference && kid["/Pg"] as? String == pageReference, "\(element)")
                }
                #expect(tree.elements.filter { $0.type == "Link" }.count == links.count)
            }
        }
    }

    /// test-number-formula.json's hints print in Liberation Sans Italic, which cairo embeds as
    /// a CIDFontType2 font without `/CIDToGIDMap` (`CairoBugs.omitsCIDToGIDMap`).
    @Test("31-*, 7.21.3.2: every embedded CIDFontType2 font has /CIDToGIDMap /Identity")
    func cidFontsMapGlyphs() throws {
        try withTemporaryFolder { folder in
            for fillable in [false, true] {
                let pdf = try Self.render(Paths.fixture("hyperoslo-3lvis/test-number-formula.json"), fillable: fillable, in: folder)
                try QPDF.expectClean(pdf, pdf.lastPathComponent)
                let objects = try PDFObjects(pdf)
                let fonts = objects.objects.values.compactMap { ($0 as? [String: Any])?["value"] as? [String: Any] }
                    .filter { $0["/Subtype"] as? String == "/CIDFontType2" }
                #expect(!fonts.isEmpty, "\(pdf.lastPathComponent)")
                for font in fonts { #expect(font["/CIDToGIDMap"] as? String == "/Identity", "\(pdf.lastPathComponent): \(font)") }
            }
        }
    }

    @Test("The form element of a widget follows its field's label in reading order")
    func formNextToLabel() throws {
        try withTemporaryFolder { folder in
            let objects = try PDFObjects(try Self.render(Self.forms[0], fillable: true, in: folder))
            let types = StructureTree(objects).elements.map(\.type)
            #expect(types.prefix(5) == ["Document", "H1", "Lbl", "Form", "Lbl"])
            for (index, type) in types.enumerated() where type == "Form" {
                #expect(["Lbl", "P", "Form"].contains(types[index - 1]), "element \(index): \(types[max(0, index - 3)...index])")
            }
        }
    }

    @Test("09-004 and 14-*: the first heading is H1 and no heading level is skipped", arguments: forms)
    func headingNesting(form: URL) throws {
        try withTemporaryFolder { folder in
            for fillable in [false, true] {
                let objects = try PDFObjects(try Self.render(form, fillable: fillable, in: folder))
                let levels = StructureTree(objects).elements.compactMap { element -> Int? in
                    guard element.type.count == 2, element.type.first == "H" else { return nil }
                    return Int(element.type.dropFirst())
                }
                #expect(levels.first == 1)
                #expect(levels.filter { $0 == 1 }.count == 1)
                for (previous, next) in zip(levels, levels.dropFirst()) { #expect(next <= previous + 1, "\(levels)") }
            }
        }
    }

    /// The headings' texts in `pdfinfo -struct-text`'s output: each `H1`/`H2` line's element
    /// and the quoted text on the line after it.
    static func headings(_ pdf: URL) throws -> [(level: String, text: String)] {
        let lines = try poppler("pdfinfo", ["-struct-text", pdf.path]).output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        return zip(lines, lines.dropFirst()).compactMap { element, text in
            guard element.hasPrefix("H1 ") || element.hasPrefix("H2 "), text.hasPrefix("\"") else { return nil }
            return (String(element.prefix(2)), String(text.dropFirst().dropLast()))
        }
    }

    /// ansatt-nb.json has no title of its own: its title is its first group's, "Personalia".
    /// seed-readme-input-example.json's running header prints the form's id beside its title,
    /// so it is not the group title alone: its H1 is the header's title and the group title an
    /// H2 that repeats it (before the id was its own P, the H1 said "Formworks Title87986E91…").
    @Test("A form titled by its first group says that title once: the group title is the H1, no H2 repeats it", arguments: forms)
    func titleNotRepeated(form: URL) throws {
        try withTemporaryFolder { folder in
            for fillable in [false, true] {
                let pdf = try Self.render(form, fillable: fillable, in: folder)
                let headings = try Self.headings(pdf)
                let titles = headings.filter { $0.level == "H1" }.map(\.text)
                #expect(titles.count == 1, "\(pdf.lastPathComponent): \(headings)")
                let repeated = headings.filter { $0.level == "H2" && titles.contains($0.text) }.map(\.text)
                #expect(repeated == (form.lastPathComponent == "seed-readme-input-example.json" ? ["Formworks Title"] : []), "\(pdf.lastPathComponent): \(headings)")
                if form.lastPathComponent == "ansatt-nb.json" { #expect(titles == ["Personalia"]) }
            }
        }
    }

    @Test("A GIGFormulary index header is a paragraph (P), not a field's label (Lbl)")
    func indexHeaderIsParagraph() throws {
        try withTemporaryFolder { folder in
            let pdf = try Self.render(Paths.fixture("gigformulary/seed-readme-index.json"), fillable: false, in: folder)
            let lines = try Self.poppler("pdfinfo", ["-struct-text", pdf.path]).output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            // The form opens with it, so it is the title too: the running header says it as H1 first.
            let elements = lines.indices.filter { $0 > 0 && lines[$0].hasPrefix("\"titulo") }.map { lines[$0 - 1] }
            #expect(elements == ["H1 (block)", "P (block)"], "\(lines)")
        }
    }

    @Test("06-001, 07-001, 11-001: XMP metadata with the title and pdfuaid:part, DisplayDocTitle, /Lang, /MarkInfo on paper and twin")
    func catalogEntries() throws {
        try withTemporaryFolder { folder in
            for fillable in [false, true] {
                let pdf = try Self.render(Self.forms[0], fillable: fillable, in: folder)
                let objects = try PDFObjects(pdf)
                let root = objects.root
                #expect(PDFObjects.text(root["/Lang"]) == "nb")
                #expect(objects.dictionary(root["/MarkInfo"])["/Marked"] as? Bool == true)
                #expect(objects.dictionary(root["/ViewerPreferences"])["/DisplayDocTitle"] as? Bool == true)
                #expect(PDFObjects.text(objects.info["/Title"]) == "Personalia")
                let metadata = try #require(root["/Metadata"] as? String)
                let number = try #require(metadata.split(separator: " ").first)
                let (status, xml) = try QPDF.run(["--show-object=\(number)", "--filtered-stream-data", pdf.path])
                #expect(status == 0)
                #expect(xml.contains("<rdf:li xml:lang=\"x-default\">Personalia</rdf:li>"))
                #expect(xml.contains("<pdfuaid:part>1</pdfuaid:part>"))
                #expect(xml.contains("<dc:language><rdf:Bag><rdf:li>nb</rdf:li></rdf:Bag></dc:language>"))
                #expect(objects.dictionary(metadata)["/Subtype"] as? String == "/XML")
            }
        }
    }

    @Test("a screen PDF says the language --lang names (/Lang); without it, none: its look has no words of its own and the form's is not detected for it")
    func screenLanguage() throws {
        try withTemporaryFolder { folder in
            let greek = folder.appendingPathComponent("greek.json")
            try Data(#"{"groups": [{"id": "g", "title": "Στοιχεία", "sections": [{"id": "s", "fields": [{"id": "f", "title": "Όνομα", "type": "text"}]}]}]}"#.utf8).write(to: greek)
            for (form, extra, expected) in [(Self.forms[0], [String](), nil), (Self.forms[1], ["--lang", "es"], "es"), (Self.forms[0], ["--lang", "de-CH"], "de-CH"), (greek, ["--lang", "el"], "el")] {
                let pdf = folder.appendingPathComponent("screen.pdf")
                let run = try runCLI(["render", form.path, "-o", pdf.path, "--overwrite"] + extra)
                #expect(run.status == 0, "\(run.stderr)")
                let root = try PDFObjects(pdf).root
                #expect(PDFObjects.text(root["/Lang"]) == expected, "\(form.lastPathComponent) \(extra)")
                #expect(root["/MarkInfo"] == nil)
            }
        }
    }

    /// 01-005, text: the furniture (the running header after page 1, the footers and the
    /// separators printed in the date and time combs) is the only printed text outside the
    /// structure tree, on both lanes; `furnitureIsArtifact` checks what marks it.
    @Test("01-005: every printed value, label and heading is tagged, the page furniture is not")
    func printedTextIsTagged() throws {
        try withTemporaryFolder { folder in
            let pdf = try Self.render(Self.forms[0], fillable: false, in: folder)
            let printed = try Self.poppler("pdftotext", [pdf.path, "-"]).output
            let tree = try Self.poppler("pdfinfo", ["-struct-text", pdf.path]).output
            let tagged = tree.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { $0.hasPrefix("\"") }.map { $0.dropFirst().dropLast() }.joined()
            // Both pages' running headers: page 1's title is its first group's, which is the H1.
            let furniture = ["* obligatorisk", "Side 1 av 2", "Personalia", "* obligatorisk", "Side 2 av 2", "Personalia", String(repeating: "/", count: 14), ":"]
            #expect(Self.characters(printed).subtracting(Self.characters(tagged)) == Self.characters(furniture.joined()))
            #expect(Self.characters(tagged).subtracting(Self.characters(printed)).isEmpty)
        }
    }

    /// Counts of a PDF's painting operators (text, paths, shadings, images) by the marked content
    /// around them, through the forms they draw: in an element (an MCID), in an `Artifact`, or
    /// in neither.
    static let markedContentScan = """
    import sys, json, pypdf
    from pypdf.generic import ContentStream, DictionaryObject
    PAINTS = {"Tj", "TJ", "'", '"', "S", "s", "f", "F", "f*", "B", "B*", "b", "b*", "sh", "Do"}
    TEXT = {"Tj", "TJ", "'", '"'}
    counts = {"tagged": 0, "artifact": 0, "unmarked": 0, "artifactText": 0, "unmarkedText": 0}
    def walk(content, resources, reader, marks):
        stack = list(marks)
        for operands, operator in ContentStream(content, reader).operations:
            op = operator.decode("latin-1")
            if op == "BDC":
                props = operands[1]
                if not isinstance(props, DictionaryObject):
                    props = resources["/Properties"][props]
                stack.append("tagged" if "/MCID" in props else ("artifact" if operands[0] == "/Artifact" else "other"))
            elif op == "BMC":
                stack.append("artifact" if operands[0] == "/Artifact" else "other")
            elif op == "EMC":
                stack.pop()
            elif op in PAINTS:
                mark = next((m for m in reversed(stack) if m in ("tagged", "artifact")), "unmarked")
                xobject = resources["/XObject"][operands[0]].get_object() if op == "Do" else None
                if xobject is not None and xobject["/Subtype"] == "/Form":
                    walk(xobject, xobject.get("/Resources", resources).get_object(), reader, stack)
                    continue
                counts[mark] += 1
                if op in TEXT and mark != "tagged":
                    counts[mark + "Text"] += 1
    reader = pypdf.PdfReader(sys.argv[1])
    for page in reader.pages:
        walk(page.get_contents(), page["/Resources"].get_object(), reader, [])
    print(json.dumps(counts, sort_keys=True))
    """

    /// 01-005: nothing painted is outside both an element and an `Artifact`. The furniture's
    /// paths (and on cairo 1.16, which rejects the tag, its text too) are drawn apart and painted
    /// as one form in an `Artifact` sequence (`PDFFurnitureArtifacts`); on cairo 1.18 its text
    /// (running headers and footers, a comb's separators) is in cairo's own `Artifact` tags.
    @Test("01-005: the page furniture (rules, boxes, running headers and footers, comb separators) is an Artifact", arguments: forms)
    func furnitureIsArtifact(form: URL) throws {
        try withTemporaryFolder { folder in
            for fillable in [false, true] {
                let pdf = try Self.render(form, fillable: fillable, in: folder)
                let run = try runPDFEngines(Self.markedContentScan, [pdf.path])
                #expect(run.status == 0, "\(run.errors)")
                let counts = try JSONDecoder().decode([String: Int].self, from: Data(run.output.utf8))
                let name = pdf.lastPathComponent
                #expect(counts["tagged", default: 0] > 0, "\(name): \(counts)")
                #expect(counts["artifactText", default: 0] > 0, "\(name): \(counts)")
                #expect(counts["artifact", default: 0] > counts["artifactText", default: 0], "\(name): \(counts)")
                #expect(counts["unmarked"] == 0, "\(name): \(counts)")
            }
        }
    }

    /// The characters of `text` but white space, counted.
    static func characters(_ text: String) -> CountedCharacters { CountedCharacters(text.filter { !$0.isWhitespace }) }
}

/// A multiset of characters.
struct CountedCharacters: Equatable, CustomStringConvertible {
    var counts: [Character: Int] = [:]
    init(_ text: String) { for character in text { counts[character, default: 0] += 1 } }
    var isEmpty: Bool { counts.isEmpty }
    func subtracting(_ other: CountedCharacters) -> CountedCharacters {
        var result = self
        for (character, count) in other.counts {
            let left = (result.counts[character] ?? 0) - count
            result.counts[character] = left > 0 ? left : nil
        }
        return result
    }
    var description: String { counts.sorted { $0.key < $1.key }.map { String(repeating: $0.key, count: $0.value) }.joined() }
}

/// The structure tree of a PDF: its elements in tree (reading) order and its parent tree.
struct StructureTree {
    struct Element { var type: String }
    var elements: [Element] = []
    var parentTree: [Int: Any] = [:]

    init(_ objects: PDFObjects) {
        let root = objects.dictionary(objects.root["/StructTreeRoot"])
        let nums = objects.array(objects.dictionary(root["/ParentTree"])["/Nums"])
        for index in stride(from: 0, to: nums.count - 1, by: 2) {
            if let key = (nums[index] as? NSNumber)?.intValue { parentTree[key] = nums[index + 1] }
        }
        func walk(_ kids: Any?) {
            let list = objects.array(kids).isEmpty ? [kids as Any] : objects.array(kids)
            for kid in list {
                let element = objects.dictionary(kid)
                guard let type = element["/S"] as? String else { continue }
                elements.append(Element(type: String(type.dropFirst())))
                walk(element["/K"])
            }
        }
        walk(root["/K"])
    }
}
