import Formsetter
import Foundation
import TestSupport
import Testing

/// `formsetter read` end to end: a blank paper form rendered, rasterised at 300 dpi by poppler,
/// filled by Tests/ScanFilling/fill_scans.py (Pillow) the way a person would, saved as PNG,
/// JPEG, multi-page TIFF and PDF, and read back.
@Suite("read: scanned paper pages back into the values extract writes")
struct ReadScansTests {
    static let ansatt = Paths.root.appendingPathComponent("Examples/forms/ansatt-nb.json")
    static let kurs = Paths.root.appendingPathComponent("Tests/Fixtures/hyperoslo/kurspamelding-nb.json")
    static let filler = Paths.root.appendingPathComponent("Tests/ScanFilling/fill_scans.py")
    static let dpi = 300.0

    /// ansatt-nb read back: every field empty but the four `ansattMarks` make.
    static let expectedAnsatt = """
    {
      "fornavn": "",
      "etternavn": "",
      "social_security_number": "",
      "epost": "",
      "phone_number": "",
      "adresse": "",
      "postnummer": "",
      "poststed": "",
      "stillingstype": "midlertidig",
      "avdeling": "tromso",
      "startdato": "",
      "sluttdato": "",
      "stillingsprosent": "",
      "arbeidstid_start": "",
      "vikar_for": "",
      "vikar_grunn": null,
      "grunnlonn": 0,
      "tillegg": "",
      "fagforening": true,
      "fagforening_navn": "",
      "notat": ""
    }
    """

    /// The ticks of the expected values: stillingstype's 2nd option, avdeling's 3rd (a cross),
    /// grunnlonn's 1st, the fagforening check box.
    static let ansattMarks: [(id: String, option: Int, kind: String)] = [
        ("stillingstype", 1, "tick"), ("avdeling", 2, "cross"), ("grunnlonn", 0, "tick"), ("fagforening", 0, "tick"),
    ]

    /// The field boxes of `form`'s blank paper pages, in pixels at 300 dpi: (page from 0, cell id, rect).
    static func boxes(_ form: URL, numbered: Bool = false) throws -> [(page: Int, id: String, rect: [Double])] {
        var options = Formsetter.Options()
        options.skin = "paper"
        options.skinOptions.numbersQuestions = numbered
        options.page = .a4
        options.questionnaire.blank = true
        options.skinOptions.fillable = true
        let laidOut = try Formsetter().layout(Data(contentsOf: form), options: options)
        let scale = dpi / 72
        return laidOut.tree.pages.enumerated().flatMap { index, page in
            page.boxes.compactMap { box in
                guard box.field != nil, let id = box.id else { return nil }
                return (index, id, [box.frame.x, box.frame.y, box.frame.width, box.frame.height].map { $0 * scale })
            }
        }
    }

    /// The blank form's pages rendered and rasterised into `folder`: their PNG paths.
    static func blankPages(_ form: URL, in folder: URL, extra: [String] = []) throws -> [URL] {
        let pdf = folder.appendingPathComponent("blank.pdf")
        let render = try runCLI(["render", form.path, "--skin", "paper", "--page", "a4", "--blank", "-o", pdf.path] + extra)
        try #require(render.status == 0, "\(render.stderr)")
        try QPDF.expectClean(pdf, "the blank form")
        let base = folder.appendingPathComponent("blank").path
        let raster = try runProgram(URL(fileURLWithPath: "/usr/bin/pdftoppm"), ["-r", "300", "-png", pdf.path, base])
        try #require(raster.status == 0, "\(raster.stderr)")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("blank-") && $0.hasSuffix(".png") }.sorted()
            .map { folder.appendingPathComponent($0) }
    }

    /// Runs fill_scans.py on `pages` with `marks` into `outputs`.
    static func fill(_ pages: [URL], marks: [[String: Any]], outputs: [[String: Any]], in folder: URL, dpi: Double = dpi) throws {
        let plan: [String: Any] = ["pages": pages.map(\.path), "marks": marks, "outputs": outputs, "dpi": dpi]
        let planURL = folder.appendingPathComponent("plan-\(UUID().uuidString).json")
        try JSONSerialization.data(withJSONObject: plan).write(to: planURL)
        let run = try runProgram(URL(fileURLWithPath: "/usr/bin/python3"), [filler.path, planURL.path])
        try #require(run.status == 0, "fill_scans.py: \(run.stderr)")
    }

    static func marks(_ wanted: [(id: String, option: Int, kind: String)], in boxes: [(page: Int, id: String, rect: [Double])]) throws -> [[String: Any]] {
        try wanted.map { mark in
            let options = boxes.filter { $0.id == mark.id }
            try #require(options.count > mark.option, "\(mark.id) has \(options.count) boxes")
            let box = options[mark.option]
            return ["page": box.page, "kind": mark.kind, "rect": box.rect]
        }
    }

    static func read(_ scans: [URL], form: URL = ansatt, output: URL, extra: [String] = []) throws -> CommandResult {
        try runCLI(["read"] + scans.map(\.path) + ["--form", form.path, "--blank", "-o", output.path] + extra)
    }

    static func json(_ url: URL) throws -> NSDictionary {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? NSDictionary)
    }

    @Test("PNG, JPEG, multi-page TIFF and PDF scans, pages shuffled, one upside down, blank backs: exactly the ticked values, exit 0")
    func everyFormatReadsTheTicks() throws {
        try withTemporaryFolder { folder in
            let pages = try Self.blankPages(Self.ansatt, in: folder)
            try #require(pages.count == 2)
            let marks = try Self.marks(Self.ansattMarks, in: Self.boxes(Self.ansatt))
            let shuffled: [String: Any] = ["order": [1, 0], "upsideDown": [0], "blankBack": true]
            func output(_ kind: String, _ name: String) -> [String: Any] { shuffled.merging(["kind": kind, "path": folder.appendingPathComponent(name).path]) { $1 } }
            try Self.fill(pages, marks: marks, outputs: [output("png", "scan-%d.png"), output("jpeg", "scan-%d.jpg"), output("tiff", "scan.tif"), output("pdf", "scan.pdf")],
                          in: folder)
            let expected = try #require(try JSONSerialization.jsonObject(with: Data(Self.expectedAnsatt.utf8)) as? NSDictionary)
            let inputs: [(String, [String])] = [
                ("png", (1...4).map { "scan-\($0).png" }), ("jpeg", (1...4).map { "scan-\($0).jpg" }), ("tiff", ["scan.tif"]), ("pdf", ["scan.pdf"]),
            ]
            for (kind, names) in inputs {
                let values = folder.appendingPathComponent("\(kind).json")
                let run = try Self.read(names.map { folder.appendingPathComponent($0) }, output: values)
                #expect(run.status == 0, "\(kind): \(run.stderr)")
                let text = String(decoding: try Data(contentsOf: values), as: UTF8.self)
                #expect(try Self.json(values) == expected, "\(kind): \(text)")
                let report = try Self.json(folder.appendingPathComponent("\(kind).report.json"))
                let statuses = (report["pages"] as? [NSDictionary] ?? []).map { $0["status"] as? String ?? "" }
                #expect(statuses == ["read", "blank", "read", "blank"], "\(kind)")
                let skews = (report["pages"] as? [NSDictionary] ?? []).compactMap { $0["skewDegrees"] as? Double }.map { abs($0).rounded() }
                #expect(skews == [0, 180], "\(kind)")
                #expect(report["needsPerson"] as? Bool == false)
            }
        }
    }

    /// One form of each other library: its first tick box (a check box or a radio's option)
    /// ticked, or, for a form with none (Formworks' fixtures), its first writing box written in.
    @Test("one form of each library: a blank read gives every field empty, one mark changes exactly that field",
          arguments: ["Tests/Fixtures/hyperoslo/kurspamelding-nb.json", "Tests/Fixtures/gigformulary/alta-socio-es.json",
                      "Tests/Fixtures/formworks/aviso-sinistro-residencial-pt.json"])
    func eachLibraryReadsATick(path: String) throws {
        let form = Paths.root.appendingPathComponent(path)
        try withTemporaryFolder { folder in
            let pages = try Self.blankPages(form, in: folder)
            var options = Formsetter.Options()
            options.skin = "paper"
            options.page = .a4
            options.questionnaire.blank = true
            options.skinOptions.fillable = true
            let laidOut = try Formsetter().layout(Data(contentsOf: form), options: options)
            let scale = Self.dpi / 72
            // The value the mark gives; nil: the field is left out for keying.
            var first: (page: Int, id: String, value: Any?, kind: String, rect: [Double])?, writing = first
            for (index, page) in laidOut.tree.pages.enumerated() {
                for box in page.boxes {
                    guard let mark = box.field, let id = box.id else { continue }
                    let rect = [box.frame.x, box.frame.y, box.frame.width, box.frame.height].map { $0 * scale }
                    switch mark.kind {
                    case .checkbox where mark.option == nil: if first == nil { first = (index, id, true, "tick", rect) }
                    case let .radio(option, _): if first == nil { first = (index, id, mark.export(option), "tick", rect) }
                    case .text(_, false, false): if writing == nil { writing = (index, id, nil, "text", rect) }
                    default: continue
                    }
                }
            }
            let tick = try #require(first ?? writing, "\(path) has a tick box or a writing box")
            try Self.fill(pages, marks: [["page": tick.page, "kind": tick.kind, "rect": tick.rect]],
                          outputs: [["kind": "png", "path": folder.appendingPathComponent("scan-%d.png").path]], in: folder)
            let scans = (1...pages.count).map { folder.appendingPathComponent("scan-\($0).png") }
            let blank = try Self.read(pages, form: form, output: folder.appendingPathComponent("blank.json"))
            #expect(blank.status == 0, "\(blank.stderr)")
            let ticked = try Self.read(scans, form: form, output: folder.appendingPathComponent("ticked.json"))
            // A field to key from its snippet needs a person: the read is not done until it is keyed.
            #expect(ticked.status == (tick.value == nil ? 1 : 0), "\(ticked.stderr)")
            let expected = try Self.json(folder.appendingPathComponent("blank.json")).mutableCopy() as! NSMutableDictionary
            #expect(expected[tick.id] != nil, "\(tick.id) is in the blank values")
            if let value = tick.value { expected[tick.id] = value } else { expected.removeObject(forKey: tick.id) }
            #expect(try Self.json(folder.appendingPathComponent("ticked.json")) == expected)
        }
    }

    @Test("a box filled over half its inside is flagged for review and left out of the values, exit 1")
    func aHalfFilledBoxIsFlagged() throws {
        try withTemporaryFolder { folder in
            let pages = try Self.blankPages(Self.ansatt, in: folder)
            let marks = try Self.marks([("avdeling", 1, "half")] + Self.ansattMarks.filter { $0.id != "avdeling" }, in: Self.boxes(Self.ansatt))
            try Self.fill(pages, marks: marks, outputs: [["kind": "png", "path": folder.appendingPathComponent("scan-%d.png").path]], in: folder)
            let values = folder.appendingPathComponent("values.json")
            let run = try Self.read([1, 2].map { folder.appendingPathComponent("scan-\($0).png") }, output: values)
            #expect(run.status == 1, "\(run.stderr)")
            #expect(run.stderr.contains("warning: to review: avdeling (a mark to review)\n"), "\(run.stderr)")
            let expected = try #require(try JSONSerialization.jsonObject(with: Data(Self.expectedAnsatt.utf8)) as? NSDictionary).mutableCopy() as! NSMutableDictionary
            expected.removeObject(forKey: "avdeling")
            let text = String(decoding: try Data(contentsOf: values), as: UTF8.self)
            #expect(try Self.json(values) == expected, "\(text)")
            let report = try Self.json(folder.appendingPathComponent("values.report.json"))
            let coverage = ((report["pages"] as? [NSDictionary])?.first?["fields"] as? [NSDictionary] ?? []).filter { $0["id"] as? String == "avdeling" }.map { $0["coverage"] ?? "" }
            #expect(coverage.count == 3, "\(coverage)")
            let record = try #require((report["records"] as? [NSDictionary])?.first)
            #expect((record["needsReview"] as? [NSDictionary])?.compactMap { $0["id"] as? String } == ["avdeling"])
        }
    }

    @Test("a page whose code is cut off is unidentified, never guessed; its record misses that page; exit 1")
    func aPageWithoutItsCodeIsUnidentified() throws {
        try withTemporaryFolder { folder in
            let pages = try Self.blankPages(Self.ansatt, in: folder)
            try Self.fill(pages, marks: [], outputs: [["kind": "png", "path": folder.appendingPathComponent("scan-%d.png").path, "cutCode": [1]]], in: folder)
            let run = try Self.read([1, 2].map { folder.appendingPathComponent("scan-\($0).png") }, output: folder.appendingPathComponent("values.json"))
            #expect(run.status == 1, "\(run.stderr)")
            #expect(run.stderr.contains("scan-2.png page 1: unidentified: 3 of the 4 registration marks found"), "\(run.stderr)")
            #expect(run.stderr.contains("warning: pages not found: 2"), "\(run.stderr)")
        }
    }

    @Test("a page of another form is refused as printed from another form, and not read")
    func aPageOfAnotherFormIsRefused() throws {
        try withTemporaryFolder { folder in
            let other = folder.appendingPathComponent("other")
            try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
            let kursPages = try Self.blankPages(Self.kurs, in: other)
            let run = try Self.read([kursPages[0]], output: folder.appendingPathComponent("values.json"))
            #expect(run.status == 1, "\(run.stderr)")
            #expect(run.stderr.contains("blank-1.png page 1: other-form: printed from another form, with other options or by another version of formsetter"), "\(run.stderr)")
            let report = try Self.json(folder.appendingPathComponent("values.report.json"))
            #expect((report["pages"] as? [NSDictionary])?.first?["fields"] == nil)
            #expect((report["records"] as? [Any])?.isEmpty == true)
        }
    }

    @Test("a blank print read without --blank is refused with the advice to read it with --blank, not as another form's page")
    func aBlankPrintReadWithoutBlankSaysSo() throws {
        try withTemporaryFolder { folder in
            let pages = try Self.blankPages(Self.ansatt, in: folder)
            let run = try runCLI(["read", pages[0].path, "--form", Self.ansatt.path, "-o", folder.appendingPathComponent("values.json").path])
            #expect(run.status == 1, "\(run.stderr)")
            #expect(run.stderr.contains("blank-1.png page 1: other-form: printed with --blank: read it with --blank"), "\(run.stderr)")
        }
    }

    @Test("a read retried with the flag it lacked replaces the report its first try left; a report edited since is refused, exit 73")
    func aRetriedReadReplacesItsOwnReport() throws {
        try withTemporaryFolder { folder in
            let pages = try Self.blankPages(Self.ansatt, in: folder)
            let out = folder.appendingPathComponent("out", isDirectory: true)
            let report = out.appendingPathComponent("read-report.json")
            let first = try runCLI(["read"] + pages.map(\.path) + ["--form", Self.ansatt.path, "-o", out.path + "/"])
            #expect(first.status == 1, "\(first.stderr)")
            #expect(try Self.json(report)["summary"] as? NSDictionary == ["records": 0, "complete": 0, "pagesRead": 0, "pagesMissing": 0, "pagesDuplicate": 0,
                                                                           "pagesNotRecognised": 2, "fieldsToReview": 0, "fieldsToKey": 0])
            let retried = try Self.read(pages, output: out)
            #expect(retried.status == 0, "\(retried.stderr)")
            #expect((try Self.json(report)["summary"] as? NSDictionary)?["pagesRead"] as? Int == 2)
            // Edited by hand, it is the user's: the next read is refused before reading anything.
            let edited = String(decoding: try Data(contentsOf: report), as: UTF8.self).replacingOccurrences(of: "\"pagesRead\": 2", with: "\"pagesRead\": 3")
            try Data(edited.utf8).write(to: report)
            let refused = try runCLI(["read"] + pages.map(\.path) + ["--form", Self.ansatt.path, "--blank", "-o", out.path + "/"])
            #expect(refused.status == 73, "\(refused.stderr)")
            #expect(refused.stderr == "error: \(report.path) exists and is not a file formsetter wrote, or was changed since; move it away, choose another name or pass --overwrite\n")
            #expect(String(decoding: try Data(contentsOf: report), as: UTF8.self) == edited)
        }
    }

    @Test("a writing box with writing becomes a snippet PNG named by its field, and is left out of the values; exit 1 until it is keyed")
    func writingIsCutOutForKeying() throws {
        try withTemporaryFolder { folder in
            let pages = try Self.blankPages(Self.ansatt, in: folder)
            let boxes = try Self.boxes(Self.ansatt)
            let fornavn = try #require(boxes.first { $0.id == "fornavn" })
            try Self.fill(pages, marks: [["page": fornavn.page, "kind": "text", "rect": fornavn.rect]],
                          outputs: [["kind": "png", "path": folder.appendingPathComponent("scan-%d.png").path]], in: folder)
            let out = folder.appendingPathComponent("out", isDirectory: true)
            let run = try runCLI(["read", folder.appendingPathComponent("scan-1.png").path, folder.appendingPathComponent("scan-2.png").path,
                                  "--form", Self.ansatt.path, "--blank", "-o", out.path + "/"])
            #expect(run.status == 1, "\(run.stderr)")
            #expect(run.stderr.contains("warning: to key: fornavn\n"), "\(run.stderr)")
            #expect(run.stderr.hasSuffix("read: 1 record (0 complete), 0 pages missing, 0 pages scanned twice, 0 pages not recognised, 0 fields to review, 1 to key\n"), "\(run.stderr)")
            let values = try Self.json(out.appendingPathComponent("values.values.json"))
            #expect(values["fornavn"] == nil)
            #expect(values["etternavn"] as? String == "")
            let snippet = out.appendingPathComponent("values-p1-fornavn.png")
            let png = try Data(contentsOf: snippet)
            #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
            let report = try Self.json(out.appendingPathComponent("read-report.json"))
            let fields = (report["pages"] as? [NSDictionary])?.first?["fields"] as? [NSDictionary] ?? []
            let entry = try #require(fields.first { $0["id"] as? String == "fornavn" })
            #expect(entry["needsKeying"] as? Bool == true)
            #expect(entry["snippet"] as? String == snippet.path)
        }
    }

    @Test("pages beyond the limits are refused with the reason: scanned under 150 dpi, printed at 80 % of their size")
    func pagesBeyondTheLimitsAreRefused() throws {
        try withTemporaryFolder { folder in
            let pages = try Self.blankPages(Self.ansatt, in: folder)
            try Self.fill(pages, marks: [], outputs: [
                ["kind": "png", "path": folder.appendingPathComponent("low-%d.png").path, "resize": 0.45, "recordedDPI": 135],
                ["kind": "png", "path": folder.appendingPathComponent("small-%d.png").path, "resize": 0.8, "recordedDPI": 300],
            ], in: folder)
            let run = try Self.read([folder.appendingPathComponent("low-1.png"), folder.appendingPathComponent("small-2.png")],
                                    output: folder.appendingPathComponent("values.json"))
            #expect(run.status == 1, "\(run.stderr)")
            #expect(run.stderr.contains("low-1.png page 1: refused: scanned at 135 dpi, under the 150 dpi the marks and code need"), "\(run.stderr)")
            #expect(run.stderr.contains("small-2.png page 1: refused: printed at 80 % of its size, outside 85–110 %"), "\(run.stderr)")
        }
    }

    @Test("an answer the routing skips (vikar_grunn, asked only for Vikariat, on a Midlertidig form) is flagged and left out; on a Vikariat form it is read; with numbered questions too",
          arguments: [false, true])
    func anAnswerInASkippedBranchIsFlagged(numbered: Bool) throws {
        let extra = numbered ? ["--number-questions"] : []
        try withTemporaryFolder { folder in
            let pages = try Self.blankPages(Self.ansatt, in: folder, extra: extra)
            let boxes = try Self.boxes(Self.ansatt, numbered: numbered)
            let skipped = try Self.marks([("stillingstype", 1, "tick"), ("vikar_grunn", 0, "tick")], in: boxes)
            let asked = try Self.marks([("stillingstype", 2, "tick"), ("vikar_grunn", 0, "tick")], in: boxes)
            try Self.fill(pages, marks: skipped, outputs: [["kind": "png", "path": folder.appendingPathComponent("skipped-%d.png").path]], in: folder)
            try Self.fill(pages, marks: asked, outputs: [["kind": "png", "path": folder.appendingPathComponent("asked-%d.png").path]], in: folder)
            let skippedValues = folder.appendingPathComponent("skipped.json"), askedValues = folder.appendingPathComponent("asked.json")
            let run = try Self.read([1, 2].map { folder.appendingPathComponent("skipped-\($0).png") }, output: skippedValues, extra: extra)
            #expect(run.status == 1, "\(run.stderr)")
            #expect(run.stderr.contains("warning: to review: vikar_grunn (answered, but the form's routing skips this question on these answers)\n"), "\(run.stderr)")
            #expect(try Self.json(skippedValues)["vikar_grunn"] == nil)
            #expect(try Self.json(skippedValues)["stillingstype"] as? String == "midlertidig")
            let read = try Self.read([1, 2].map { folder.appendingPathComponent("asked-\($0).png") }, output: askedValues, extra: extra)
            #expect(read.status == 0, "\(read.stderr)")
            #expect(try Self.json(askedValues)["stillingstype"] as? String == "vikariat")
            #expect(try Self.json(askedValues)["vikar_grunn"] is String)
        }
    }

    @Test("a multi-select gives the set of its ticked boxes; a filled box is crossed out, noted, not in the set")
    func aMultiSelectGivesItsSet() throws {
        try withTemporaryFolder { folder in
            let form = folder.appendingPathComponent("fruit.json")
            try Data(#"""
            {"groups": [{"id": "g", "title": "Frukt", "sections": [{"id": "s", "fields": [
              {"id": "fruit", "title": "Hvilke frukter liker du?", "type": "multi_select",
               "values": [{"id": "apple", "title": "Eple"}, {"id": "pear", "title": "Pære"}, {"id": "plum", "title": "Plomme"}]},
              {"id": "note", "title": "Kommentar", "type": "text"}]}]}]}
            """#.utf8).write(to: form)
            let pages = try Self.blankPages(form, in: folder)
            let marks = try Self.marks([("fruit", 0, "tick"), ("fruit", 1, "fill"), ("fruit", 2, "cross")], in: Self.boxes(form))
            try Self.fill(pages, marks: marks, outputs: [["kind": "png", "path": folder.appendingPathComponent("scan-%d.png").path]], in: folder)
            let values = folder.appendingPathComponent("values.json")
            let run = try Self.read([folder.appendingPathComponent("scan-1.png")], form: form, output: values)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderr.contains("note: fruit: a filled box counts as crossed out: not ticked"), "\(run.stderr)")
            #expect(try Self.json(values) == ["fruit": ["apple", "plum"], "note": ""] as NSDictionary)
        }
    }

    @Test("a page scanned twice is read once and reported as a duplicate, exit 1")
    func aPageScannedTwiceIsReported() throws {
        try withTemporaryFolder { folder in
            let pages = try Self.blankPages(Self.ansatt, in: folder)
            let values = folder.appendingPathComponent("values.json")
            let run = try Self.read(pages + [pages[0]], output: values)
            #expect(run.status == 1, "\(run.stderr)")
            #expect(run.stderr.contains("warning: pages scanned twice: 1"), "\(run.stderr)")
            let report = try Self.json(folder.appendingPathComponent("values.report.json"))
            #expect((report["pages"] as? [NSDictionary])?.map { $0["status"] as? String ?? "" } == ["read", "read", "duplicate"])
            #expect(try Self.json(values)["fagforening"] as? Bool == false)
        }
    }

    @Test("a scan file that cannot be read is named and exits 65, while the other scans are read")
    func anUnreadableFileIsNamed() throws {
        try withTemporaryFolder { folder in
            let pages = try Self.blankPages(Self.ansatt, in: folder)
            let broken = folder.appendingPathComponent("broken.png")
            try Data("this is no picture".utf8).write(to: broken)
            let values = folder.appendingPathComponent("values.json")
            let run = try Self.read(pages + [broken], output: values)
            #expect(run.status == 65, "\(run.stderr)")
            #expect(run.stderr.contains("error: \(broken.path): is not a PNG, JPEG, TIFF or PDF file"), "\(run.stderr)")
            #expect(try Self.json(values)["fagforening"] as? Bool == false)
        }
    }
}
