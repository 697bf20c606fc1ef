import Formsetter
import Foundation
import TestSupport
import Testing

/// `formsetter read --records`: the returned sheets of a paper print run (`render FORM --records
/// people.csv --skin paper`), each record's pages printed with its own values and its line in
/// the code, filled by Tests/ScanFilling/fill_scans.py, shuffled, and read back into one values
/// file per record, named as the run named the record's output.
@Suite("read --records: a print run's returned sheets, records mixed, into one values file per record")
struct PrintRunReadTests {
    static let form = Paths.root.appendingPathComponent("Examples/forms/ansatt-nb.json")
    static let dpi = 216.0

    /// 20 employees: first name, surname (the run's --name-field, so the outputs' names), e-mail.
    static let people: [(first: String, last: String, mail: String)] = [
        ("Ola", "Nordmann", "ola@example.no"), ("Åse", "Ødegård", "ase@example.no"), ("Kari", "Li", "kari@example.no"),
        ("Bjørn", "Sæther", "bjorn@example.no"), ("Per", "Hansen", "per@example.no"), ("Kåre", "Bråten", "kare@example.no"),
        ("Ingrid", "Løvås", "ingrid@example.no"), ("Søren", "Ærø", "soren@example.no"), ("Mari", "Berg", "mari@example.no"),
        ("Øystein", "Dahl", "oystein@example.no"), ("Nora", "Moen", "nora@example.no"), ("Jon", "Haugen", "jon@example.no"),
        ("Siri", "Åsheim", "siri@example.no"), ("Lars", "Bakken", "lars@example.no"), ("Eva", "Strøm", "eva@example.no"),
        ("Tor", "Lie", "tor@example.no"), ("Hilde", "Nygård", "hilde@example.no"), ("Emil", "Vik", "emil@example.no"),
        ("Liv", "Solberg", "liv@example.no"), ("Anders", "Fjæra", "anders@example.no"),
    ]

    /// The CSV the run prints from: a header of the form's field ids, one row per person (line N + 1).
    static func csv(_ rows: [(first: String, last: String, mail: String)]) -> String {
        "fornavn,etternavn,epost\n" + rows.map { "\($0.first),\($0.last),\($0.mail)\n" }.joined()
    }

    /// Record `index`'s answers, varied over the records: the option ticked of stillingstype
    /// (not vikariat, whose questions the routing asks), avdeling and grunnlonn, and whether the
    /// fagforening switch is ticked.
    static func answers(_ index: Int) -> (stillingstype: Int, avdeling: Int, grunnlonn: Int, fagforening: Bool) {
        (index % 2, index % 3, (index / 3) % 3, index % 4 != 1)
    }

    /// The values read must give for record `index`: its row's texts, its ticks, every other field empty.
    static func expectedValues(_ index: Int) -> NSDictionary {
        let person = people[index], answer = answers(index)
        return [
            "fornavn": person.first, "etternavn": person.last, "epost": person.mail,
            "social_security_number": "", "phone_number": "", "adresse": "", "postnummer": "", "poststed": "",
            "stillingstype": ["fast", "midlertidig"][answer.stillingstype], "avdeling": ["oslo", "bergen", "tromso"][answer.avdeling],
            "startdato": "", "sluttdato": "", "stillingsprosent": "", "arbeidstid_start": "", "vikar_for": "", "vikar_grunn": NSNull(),
            "grunnlonn": answer.grunnlonn, "tillegg": "", "fagforening": answer.fagforening, "fagforening_navn": "", "notat": "",
        ]
    }

    /// The marks a person makes on record `index`'s pages (pages of the run from `firstPage`),
    /// in pixels at `dpi`, placed by the record's own layout (its values printed in it).
    /// `extra`: more marks on the record's boxes (option 0 of a writing box; `text` what is written).
    static func marks(_ index: Int, firstPage: Int, formsetter: Formsetter,
                      extra: [(id: String, option: Int, kind: String, text: String?)] = []) throws -> [[String: Any]] {
        var options = Formsetter.Options()
        options.skin = "paper"
        options.page = .a4
        options.questionnaire.blank = true
        options.skinOptions.fillable = true
        let person = people[index]
        options.values = try JSONSerialization.data(withJSONObject: ["fornavn": person.first, "etternavn": person.last, "epost": person.mail])
        let laidOut = try formsetter.layout(Data(contentsOf: form), options: options)
        let answer = answers(index)
        let pen = index % 5 == 2 ? "cross" : "tick"
        var wanted: [(id: String, option: Int, kind: String, text: String?)] = [("stillingstype", answer.stillingstype, pen, nil),
                                                                               ("avdeling", answer.avdeling, pen, nil), ("grunnlonn", answer.grunnlonn, pen, nil)]
        if answer.fagforening { wanted.append(("fagforening", 0, pen, nil)) }
        wanted += extra
        let scale = dpi / 72
        return try wanted.map { id, option, kind, text in
            let boxes = laidOut.tree.pages.enumerated().flatMap { page, laid in
                laid.boxes.filter { $0.field != nil && $0.id == id }.map { (page, $0.frame) }
            }
            try #require(boxes.count > option, "\(id) has \(boxes.count) boxes")
            let (page, frame) = boxes[option]
            var mark: [String: Any] = ["page": firstPage + page, "kind": kind, "rect": [frame.x, frame.y, frame.width, frame.height].map { $0 * scale }]
            if let text { mark["text"] = text }
            return mark
        }
    }

    /// The run printed (`render --records`, its pages as PNG at 3 pixels a point, 216 dpi: a
    /// printer's raster, cheaper than rasterising a PDF on a 2-core CI machine): the CSV and the
    /// pages, two per record in record order.
    static func printRun(_ rows: [(first: String, last: String, mail: String)], in folder: URL) throws -> (csv: URL, pages: [URL]) {
        let csv = folder.appendingPathComponent("people.csv")
        try Data(Self.csv(rows).utf8).write(to: csv)
        let printed = folder.appendingPathComponent("printed")
        let render = try runCLI(["render", form.path, "--records", csv.path, "--name-field", "etternavn", "--skin", "paper", "--page", "a4",
                                 "--blank", "--type", "png", "--scale", "3", "-o", printed.path + "/"])
        try #require(render.status == 0, "\(render.stderr)")
        let pages = rows.flatMap { row in [1, 2].map { printed.appendingPathComponent("\(row.last)-\($0).png") } }
        for page in pages { try #require(FileManager.default.fileExists(atPath: page.path), "\(page.path)") }
        return (csv, pages)
    }

    static func fill(_ pages: [URL], marks: [[String: Any]], outputs: [[String: Any]], in folder: URL) throws {
        try ReadScansTests.fill(pages, marks: marks, outputs: outputs, in: folder, dpi: dpi)
    }

    static func json(_ url: URL) throws -> NSDictionary {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? NSDictionary, "\(url.path)")
    }

    static func read(_ scans: [URL], csv: URL, output: URL, extra: [String] = []) throws -> CommandResult {
        try runCLI(["read"] + scans.map(\.path) + ["--form", form.path, "--records", csv.path, "--name-field", "etternavn", "--blank",
                                                   "-o", output.path + "/"] + extra)
    }

    @Test("20 records shuffled over a multi-page TIFF and a folder of PNG and JPEG files, pages upside down, blank backs, one page missing, one scanned twice: 20 values files named as the run named them, exactly the marks written, exit 1")
    func aStackOfTwentyRecords() throws {
        try withTemporaryFolder { folder in
            let (csv, pages) = try Self.printRun(Self.people, in: folder)
            try #require(pages.count == 40)
            let formsetter = try Formsetter()
            let marks = try (0..<20).flatMap { try Self.marks($0, firstPage: 2 * $0, formsetter: formsetter) }
            // Record 6 (Løvås) loses its page 2; record 3 (Sæther)'s page 1 is scanned twice.
            let missing = 2 * 6 + 1, twice = 2 * 3
            let stack = folder.appendingPathComponent("stack", isDirectory: true)
            try FileManager.default.createDirectory(at: stack, withIntermediateDirectories: true)
            try Data("scanned on the office's copier\n".utf8).write(to: stack.appendingPathComponent("notes.txt"))
            func pagesOf(_ records: Range<Int>) -> [Int] { records.flatMap { [2 * $0, 2 * $0 + 1] }.filter { $0 != missing } }
            var generator = SeededGenerator(seed: 37)
            var tiffOrder = pagesOf(0..<12)
            tiffOrder.shuffle(using: &generator)
            try Self.fill(pages, marks: marks, outputs: [
                ["kind": "tiff", "path": folder.appendingPathComponent("batch.tif").path, "order": tiffOrder, "blankBack": true, "upsideDown": [tiffOrder[3]]],
                ["kind": "png", "path": stack.appendingPathComponent("png-%d.png").path, "order": pagesOf(12..<16).reversed() + [twice],
                 "upsideDown": [2 * 13]],
                ["kind": "jpeg", "path": stack.appendingPathComponent("jpeg-%d.jpg").path, "order": pagesOf(16..<20)],
            ], in: folder)
            let out = folder.appendingPathComponent("out")
            let run = try Self.read([folder.appendingPathComponent("batch.tif"), stack], csv: csv, output: out)
            #expect(run.status == 1, "\(run.stderr)")
            for (index, person) in Self.people.enumerated() {
                let values = out.appendingPathComponent("\(person.last).values.json")
                let expected = Self.expectedValues(index).mutableCopy() as! NSMutableDictionary
                // Løvås's page 2, never scanned, holds notat: not in the values.
                if index == 6 { expected.removeObject(forKey: "notat") }
                #expect(try Self.json(values) == expected, "\(person.last): \(String(decoding: (try? Data(contentsOf: values)) ?? Data(), as: UTF8.self))")
            }
            let valuesFiles = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".values.json") }
            #expect(valuesFiles.count == 20)
            let lines = run.stderr.split(separator: "\n").map(String.init)
            #expect(lines.contains("note: \(stack.path): 1 entry not PNG, JPEG, TIFF or PDF left out (notes.txt)"), "\(run.stderr)")
            #expect(lines.contains("warning: Løvås (line 8): pages not found: 2"), "\(run.stderr)")
            #expect(lines.contains("warning: Sæther (line 5): pages scanned twice: 1"), "\(run.stderr)")
            #expect(lines.last == "read: 20 records (19 complete), 1 page missing, 1 page scanned twice, 0 pages not recognised, 0 fields to review, 0 to key",
                    "\(run.stderr)")
            let report = try Self.json(out.appendingPathComponent("read-report.json"))
            #expect(report["form"] as? String == Self.form.standardizedFileURL.path)
            #expect(report["summary"] as? NSDictionary == ["records": 20, "complete": 19, "pagesRead": 39, "pagesMissing": 1, "pagesDuplicate": 1,
                                                           "pagesNotRecognised": 0, "fieldsToReview": 0, "fieldsToKey": 0] as NSDictionary)
            let records = report["records"] as? [NSDictionary] ?? []
            let løvås = try #require(records.first { ($0["record"] as? NSDictionary)?["line"] as? Int == 8 })
            #expect(løvås["missingPages"] as? [Int] == [2])
            #expect(løvås["values"] as? String == out.appendingPathComponent("Løvås.values.json").path)
            let sæther = try #require(records.first { ($0["record"] as? NSDictionary)?["line"] as? Int == 5 })
            #expect(sæther["duplicatePages"] as? [Int] == [1])
            let duplicates = (report["pages"] as? [NSDictionary] ?? []).filter { $0["status"] as? String == "duplicate" }
            #expect(duplicates.map { $0["file"] as? String } == [stack.appendingPathComponent("png-9.png").path])
        }
    }

    @Test("a page of a line the CSV does not have, and a page of a record whose row changed since printing, are reported and not read; without --records a print run's page says to give them")
    func unknownAndChangedRecordsAreReported() throws {
        try withTemporaryFolder { folder in
            let printed = Array(Self.people.prefix(3))
            let (_, pages) = try Self.printRun(printed, in: folder)
            try #require(pages.count == 6)
            // Since printing, Ødegård's row (line 3) was edited and the last row (Li, line 4) removed.
            var now = Array(printed.prefix(2))
            now[1].mail = "aase.odegard@example.no"
            let changed = folder.appendingPathComponent("now.csv")
            try Data(Self.csv(now).utf8).write(to: changed)
            let out = folder.appendingPathComponent("out")
            let run = try Self.read(pages, csv: changed, output: out)
            #expect(run.status == 1, "\(run.stderr)")
            let lines = run.stderr.split(separator: "\n").map(String.init)
            for page in [pages[2], pages[3]] {
                #expect(lines.contains("warning: \(page.path) page 1: record-changed: line 3 of now.csv lays out other pages than were printed: its row changed since printing, or the pages were printed with other options"), "\(run.stderr)")
            }
            for page in [pages[4], pages[5]] {
                #expect(lines.contains("warning: \(page.path) page 1: unknown-record: a page of the record on line 4, which now.csv does not have"), "\(run.stderr)")
            }
            #expect(lines.last == "read: 1 record (1 complete), 0 pages missing, 0 pages scanned twice, 4 pages not recognised, 0 fields to review, 0 to key", "\(run.stderr)")
            let written = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
            #expect(written == ["Nordmann.values.json", "read-report.json"])
            let report = try Self.json(out.appendingPathComponent("read-report.json"))
            #expect((report["pages"] as? [NSDictionary])?.map { $0["status"] as? String ?? "" } == ["read", "read", "record-changed", "record-changed", "unknown-record", "unknown-record"])
            #expect((report["pages"] as? [NSDictionary])?.filter { $0["fields"] != nil }.count == 2)

            let plain = try runCLI(["read", pages[0].path, "--form", Self.form.path, "--blank", "-o", folder.appendingPathComponent("plain").path + "/"])
            #expect(plain.status == 1, "\(plain.stderr)")
            #expect(plain.stderr.contains("\(pages[0].path) page 1: other-form: a page of a print run (line 2): read it with --records and the records file it was printed from"), "\(plain.stderr)")
        }
    }
}

/// A small deterministic generator (SplitMix64), so the shuffled stack is the same on every run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
