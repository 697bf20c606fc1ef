import Foundation
import TestSupport
import Testing

@Suite("Print runs through the CLI: no lost files, sidecars, the type said, records, merge, shards, run hygiene")
struct PrintRunTests {
    static let formworks = Paths.fixture("formworks")
    static let ansatt = Paths.fixture("hyperoslo/ansatt-nb.json")

    private func names(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    private func form(_ key: String, fields: Int) -> String {
        #"{"fields":[\#((0..<fields).map { #"{"key":"\#(key)\#($0)","type":"text","label":"Field \#($0)"}"# }.joined(separator: ","))]}"#
    }

    @Test("report.json and report-2024.json keep each other's files; a run where one output could be another's page stops before drawing (64)")
    func batchNeighbours() throws {
        try withTemporaryFolder { folder in
            let report = try folder.writing(form("r", fields: 12), to: "in/report.json")
            let year = try folder.writing(form("y", fields: 3), to: "in/report-2024.json")
            let out = folder.appendingPathComponent("out")
            // report.png's page 2024 would be report-2024.png (a form may have 5,000 pages): a PNG run of both is refused.
            let run = try runCLI(["render", folder.appendingPathComponent("in").path, "-o", out.path, "--type", "png", "--page", "300x300"])
            #expect(run.status == 64)
            #expect(run.stderr.contains("in/report.json and \(year.path) would both write \(out.path)/report-2024.png (page 2024 of report.png)"), "\(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: out.path), "nothing drawn")
            // One by one, each render removes only the stale pages marked as its own.
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            #expect(try runCLI(["render", report.path, "-o", out.appendingPathComponent("report.png").path, "--page", "300x300"]).status == 0)
            #expect(try runCLI(["render", year.path, "-o", out.appendingPathComponent("report-2024.png").path]).status == 0)
            #expect(try names(out) == ["report-1.png", "report-2.png", "report-2024.png", "report-3.png", "report-4.png"])
            #expect(try runCLI(["render", report.path, "-o", out.appendingPathComponent("report.png").path]).status == 0)
            #expect(try names(out) == ["report-2024.png", "report.png"])
            // As PDFs (one file each) the two render together.
            let pdf = try runCLI(["render", folder.appendingPathComponent("in").path, "-o", out.path, "--type", "pdf"])
            #expect(pdf.status == 0, "\(pdf.stderr)")
            #expect(try names(out) == ["report-2024.pdf", "report-2024.png", "report.pdf", "report.png"])

            _ = try folder.writing(form("a", fields: 3), to: "clash/a.json")
            _ = try folder.writing(form("b", fields: 3), to: "clash/a-1.json")
            let clashOut = folder.appendingPathComponent("clash-out")
            let clash = try runCLI(["render", folder.appendingPathComponent("clash").path, "-o", clashOut.path, "--type", "svg"])
            #expect(clash.status == 64)
            #expect(clash.stderr.contains("clash/a.json and \(folder.path)/clash/a-1.json would both write \(clashOut.path)/a-1.svg (page 1 of a.svg)"), "\(clash.stderr)")
            #expect(!FileManager.default.fileExists(atPath: clashOut.path), "nothing drawn")
        }
    }

    @Test("the Formworks fixtures render with their answers; no answers or output file is taken for a form")
    func formworksSidecars() throws {
        try withTemporaryFolder { folder in
            let out = folder.appendingPathComponent("out")
            let run = try runCLI(["render", Self.formworks.path, "-o", out.path, "--type", "pdf"])
            #expect(run.status == 0, "\(run.stderr)")
            let forms = try names(Self.formworks).filter { $0.hasSuffix(".json") && !$0.contains(".answers") && !$0.contains(".output-") }
            #expect(forms.count == 8)
            #expect(try names(out) == forms.map { $0.replacingOccurrences(of: ".json", with: ".pdf") }.sorted())
            #expect(run.stderr.contains("note: \(Self.formworks.path): 1 subfolder skipped (original-invalid); -r renders them too"))
            #expect(run.stderr.contains("rendered 8 of 8 forms as PDF to \(out.path) in "), "\(run.stderr)")
            // The single render reads the same answers sidecar, and equals the run's output and the render with --values.
            let name = "aviso-sinistro-residencial-pt"
            let input = Self.formworks.appendingPathComponent("\(name).json"), answers = Self.formworks.appendingPathComponent("\(name).answers.json")
            let single = folder.appendingPathComponent("single/\(name).pdf"), flagged = folder.appendingPathComponent("flagged/\(name).pdf")
            let blank = folder.appendingPathComponent("blank/\(name).pdf")
            for file in [single, flagged, blank] { try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true) }
            #expect(try runCLI(["render", input.path, "-o", single.path]).status == 0)
            #expect(try runCLI(["render", input.path, "--values", answers.path, "-o", flagged.path]).status == 0)
            #expect(try runCLI(["render", input.path, "--values", "-", "-o", blank.path], stdin: Data("{}".utf8)).status == 0)
            let batch = try Data(contentsOf: out.appendingPathComponent("\(name).pdf"))
            #expect(try Data(contentsOf: single) == batch)
            #expect(try Data(contentsOf: flagged) == batch)
            #expect(try Data(contentsOf: blank) != batch, "the answers change the page")
            // -r takes subfolders too, into the same subfolders of -o.
            _ = try folder.writing(form("a", fields: 2), to: "tree/top.json")
            _ = try folder.writing(form("b", fields: 2), to: "tree/sub/inner.json")
            let flat = try runCLI(["render", folder.appendingPathComponent("tree").path, "-o", folder.appendingPathComponent("flat").path, "--type", "svg"])
            #expect(flat.stderr.contains("tree: 1 subfolder skipped (sub); -r renders them too"), "\(flat.stderr)")
            #expect(try names(folder.appendingPathComponent("flat")) == ["top.svg"])
            let recursive = try runCLI(["render", folder.appendingPathComponent("tree").path, "-r", "-o", folder.appendingPathComponent("deep").path, "--type", "svg", "-q"])
            #expect(recursive.status == 0, "\(recursive.stderr)")
            #expect(try names(folder.appendingPathComponent("deep")) == ["sub", "top.svg"])
            #expect(try names(folder.appendingPathComponent("deep/sub")) == ["inner.svg"])
        }
    }

    @Test("an output that does not say its type: PDF with paper pages, else a usage error; never PNG bytes in a .pdf")
    func outputType() throws {
        try withTemporaryFolder { folder in
            let paper = try runCLI(["render", Self.formworks.path, "-o", folder.appendingPathComponent("paper").path, "--page", "a4", "-q"])
            #expect(paper.status == 0, "\(paper.stderr)")
            #expect(try names(folder.appendingPathComponent("paper")).allSatisfy { $0.hasSuffix(".pdf") })
            #expect(paper.stderr.contains(" as PDF to "))
            let untyped = try runCLI(["render", Self.formworks.path, "-o", folder.appendingPathComponent("screen").path])
            #expect(untyped.status == 64)
            #expect(untyped.stderr == "error: the output folder \(folder.path)/screen does not say the output type: add --type png, pdf or svg (paper pages, --page, default to pdf)\n")
            let form = try Data(contentsOf: Self.ansatt)
            let piped = try runCLI(["render", "-", "-o", "-", "--page", "a4"], stdin: form)
            #expect(piped.status == 0)
            #expect(piped.stdout.starts(with: Data("%PDF-".utf8)))
            let screen = try runCLI(["render", "-", "-o", "-"], stdin: form)
            #expect(screen.status == 64)
            #expect(screen.stderr.contains("standard output does not say the output type"))
            // Named paper sizes.
            let a5 = folder.appendingPathComponent("a5.pdf")
            #expect(try runCLI(["render", Self.ansatt.path, "--page", "a5", "-o", a5.path]).status == 0)
            let box = try #require(try PDFObjects(a5).pages.first?["/MediaBox"] as? [Any])
            #expect(box.map { ($0 as? NSNumber)?.doubleValue } == [0, 0, 419.53, 595.28])
        }
    }

    /// The ansatt-nb values file as a CSV row (and the same values as JSON Lines).
    private func ansattRecords(count: Int) throws -> (csv: String, jsonl: String) {
        let values = try JSONSerialization.jsonObject(with: Data(contentsOf: Paths.fixture("hyperoslo/ansatt-nb.values.json"))) as! [String: Any]
        let ids = values.keys.sorted()
        func cell(_ value: Any) -> String {
            let text = (value as? String) ?? "\(value)"
            return text.contains(",") || text.contains("\"") ? "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : text
        }
        var csv = "nummer," + ids.joined(separator: ",") + "\n", jsonl = ""
        for index in 1...count {
            csv += "ansatt-\(index)," + ids.map { cell(values[$0]!) }.joined(separator: ",") + "\n"
            var object = values
            object["nummer"] = "ansatt-\(index)"
            jsonl += String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self) + "\n"
        }
        return (csv, jsonl)
    }

    @Test("records: CSV and JSON Lines rows render as their values file does, named by --name-field; --merge has one outline entry each")
    func records() throws {
        try withTemporaryFolder { folder in
            let (csv, jsonl) = try ansattRecords(count: 3)
            let csvFile = try folder.writing(csv, to: "people.csv"), jsonlFile = try folder.writing(jsonl, to: "people.jsonl")
            let out = folder.appendingPathComponent("out"), merged = folder.appendingPathComponent("print/all.pdf")
            let run = try runCLI(["render", Self.ansatt.path, "--records", csvFile.path, "--name-field", "nummer", "--page", "a4",
                                  "-o", out.path, "--merge", merged.path])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(try names(out) == ["ansatt-1.pdf", "ansatt-2.pdf", "ansatt-3.pdf"])
            // The --name-field column names the outputs; it is no field and no mistake.
            #expect(!run.stderr.contains("values.nummer"), "\(run.stderr)")
            // The record's PDF equals the single render with the values file.
            let single = folder.appendingPathComponent("single/ansatt-1.pdf")
            try FileManager.default.createDirectory(at: single.deletingLastPathComponent(), withIntermediateDirectories: true)
            #expect(try runCLI(["render", Self.ansatt.path, "--page", "a4", "-o", single.path]).status == 0)
            #expect(try Data(contentsOf: single) == Data(contentsOf: out.appendingPathComponent("ansatt-1.pdf")))
            try QPDF.expectClean(merged, "merged")
            let outline = try runTool("/usr/bin/qpdf", ["--json", "--json-key=outlines", merged.path])
            let entries = (try JSONSerialization.jsonObject(with: Data(outline.utf8)) as! [String: Any])["outlines"] as! [[String: Any]]
            #expect(entries.map { $0["title"] as! String } == ["ansatt-1", "ansatt-2", "ansatt-3"])
            let pages = try PDFObjects(single).pages.count
            #expect(entries.map { $0["destpageposfrom1"] as! Int } == [1, 1 + pages, 1 + 2 * pages])
            // JSON Lines: named by line.
            let lines = try runCLI(["render", Self.ansatt.path, "--records", jsonlFile.path, "--page", "a4", "-o", folder.appendingPathComponent("lines").path, "-q"])
            #expect(lines.status == 0, "\(lines.stderr)")
            #expect(try names(folder.appendingPathComponent("lines")) == ["line1.pdf", "line2.pdf", "line3.pdf"])
            #expect(try Data(contentsOf: folder.appendingPathComponent("lines/line1.pdf")) == Data(contentsOf: single))
            // Two records with one name stop the run before anything is drawn.
            let twice = try folder.writing("nummer,fornavn\nola,Ola\nola,Kari\n", to: "twice.csv")
            let clash = try runCLI(["render", Self.ansatt.path, "--records", twice.path, "--name-field", "nummer", "--page", "a4", "-o", folder.appendingPathComponent("twice").path])
            #expect(clash.status == 64)
            #expect(clash.stderr.contains("error: twice.csv line 2 and twice.csv line 3 would both write"), "\(clash.stderr)")
        }
    }

    @Test("shards 1/3, 2/3 and 3/3 write disjoint outputs whose union is the whole run, byte for byte; JOB_COMPLETION_INDEX too")
    func shards() throws {
        try withTemporaryFolder { folder in
            let (csv, _) = try ansattRecords(count: 7)
            let records = try folder.writing(csv, to: "people.csv")
            let base = ["render", Self.ansatt.path, "--records", records.path, "--name-field", "nummer", "--type", "svg", "-q"]
            #expect(try runCLI(base + ["-o", folder.appendingPathComponent("whole").path]).status == 0)
            var union: [String] = []
            for index in 1...3 {
                let shard = folder.appendingPathComponent("shard\(index)")
                // The test's own environment plus the shard.
                var environment = ProcessInfo.processInfo.environment
                environment[index == 3 ? "JOB_COMPLETION_INDEX" : "FORMSETTER_SHARD"] = index == 3 ? "2" : "\(index)/3"
                let run = try runCLI(base + ["-o", shard.path] + (index == 3 ? ["--shards", "3"] : []), environment: environment)
                #expect(run.status == 0, "\(run.stderr)")
                #expect(run.stderr.contains("(shard \(index)/3)"))
                for name in try names(shard) {
                    #expect(!union.contains(name))
                    union.append(name)
                    #expect(try Data(contentsOf: shard.appendingPathComponent(name)) == Data(contentsOf: folder.appendingPathComponent("whole/\(name)")))
                }
            }
            #expect(union.sorted() == (try names(folder.appendingPathComponent("whole"))))
            #expect(try names(folder.appendingPathComponent("shard1")) == ["ansatt-1.svg", "ansatt-4.svg", "ansatt-7.svg"])
            #expect(try runCLI(base + ["-o", folder.path, "--shard", "4/3"]).status == 64)
        }
    }

    @Test("--strict fails a record with a misspelled value key; --report lists every input; --quiet keeps errors and the summary; validate prints JSON Lines")
    func hygiene() throws {
        try withTemporaryFolder { folder in
            // JSON Lines: each record names its own keys (a CSV's header is checked once for the run, RecordsFileTests).
            let records = try folder.writing(#"{"fornavn":"Ola","etternvan":"Nordmann"}"# + "\n" + #"{"fornavn":"Kari"}"# + "\n", to: "people.jsonl")
            let out = folder.appendingPathComponent("out"), report = folder.appendingPathComponent("run.json")
            let lenient = try runCLI(["render", Self.ansatt.path, "--records", records.path, "--page", "a4", "-o", out.path, "--report", report.path])
            #expect(lenient.status == 0)
            let strict = try runCLI(["render", Self.ansatt.path, "--records", records.path, "--page", "a4", "-o", out.path, "--strict", "--quiet", "--report", report.path])
            #expect(strict.status == 1)
            #expect(strict.stderr.contains("error: people.jsonl line 1: --strict: values.etternvan: no field has this id; ignored"), "\(strict.stderr)")
            #expect(!strict.stderr.contains("warning:"))
            #expect(strict.stderr.contains("failed (1):\n  people.jsonl line 1\n"))
            let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as! [String: Any]
            let jobs = manifest["jobs"] as! [[String: Any]]
            #expect(jobs.map { $0["status"] as! String } == ["failed", "ok"])
            #expect(jobs.map { $0["record"] as! String } == ["people.jsonl line 1", "people.jsonl line 2"])
            #expect((jobs[1]["outputs"] as! [String]) == [out.appendingPathComponent("line2.pdf").path])
            #expect(manifest["type"] as? String == "pdf")

            let validated = try runCLI(["validate", Self.ansatt.path, "--records", records.path])
            let lines = validated.output.split(separator: "\n")
            #expect(lines.count == 2)
            for line in lines {
                let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
                #expect(object["input"] as? String == Self.ansatt.path)
                #expect(object["valid"] is Bool)
            }
            let folderRun = try runCLI(["validate", Self.formworks.path])
            #expect(folderRun.output.split(separator: "\n").count == 8)
        }
    }
}

@Suite("Print runs never replace a user's file, hang on a FIFO or loop on a linked folder")
struct PrintRunSafetyTests {
    private func form(_ label: String) -> String { #"{"fields":[{"key":"a","type":"text","label":"\#(label)"}]}"# }

    @Test("a user's file at a run's output name (PNG or PDF) fails that form with 73 and is kept; the run's own earlier outputs are replaced")
    func userFileAtOutputName() throws {
        try withTemporaryFolder { folder in
            _ = try folder.writing(form("A"), to: "in/a.json")
            _ = try folder.writing(form("B"), to: "in/b.json")
            for type in ["png", "pdf"] {
                let out = folder.appendingPathComponent("out-\(type)")
                let mine = try folder.writing("my own \(type)", to: "out-\(type)/a.\(type)")
                let run = try runCLI(["render", folder.appendingPathComponent("in").path, "-o", out.path, "--type", type])
                #expect(run.status == 1, "\(run.stderr)")
                #expect(run.stderr.contains("error: \(folder.path)/in/a.json: \(mine.path) exists and is not a file formsetter wrote, or was changed since (filled in, edited)"), "\(run.stderr)")
                #expect(try String(contentsOf: mine, encoding: .utf8) == "my own \(type)")
                #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("b.\(type)").path))
                // Rendered again: b.* is ours and is replaced.
                try FileManager.default.removeItem(at: mine)
                #expect(try runCLI(["render", folder.appendingPathComponent("in").path, "-o", out.path, "--type", type]).status == 0)
                #expect(try runCLI(["render", folder.appendingPathComponent("in").path, "-o", out.path, "--type", type]).status == 0)
            }
        }
    }

    @Test("--merge naming one of the run's outputs is refused before drawing; a dangling or looping link out of the folder is refused")
    func mergeCollisionAndLinks() throws {
        try withTemporaryFolder { folder in
            _ = try folder.writing(form("A"), to: "in/a.json")
            let out = folder.appendingPathComponent("out")
            let clash = try runCLI(["render", folder.appendingPathComponent("in").path, "-o", out.path, "--type", "pdf", "--merge", out.appendingPathComponent("a.pdf").path])
            #expect(clash.status == 64)
            #expect(clash.stderr.contains("and the merged PDF would both write \(out.path)/a.pdf"), "\(clash.stderr)")
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: out.appendingPathComponent("dangling.png").path, withDestinationPath: "/nonexistent-folder/x.png")
            try FileManager.default.createSymbolicLink(atPath: out.appendingPathComponent("loop.png").path, withDestinationPath: "loop.png")
            let dangling = try runCLI(["render", folder.appendingPathComponent("in/a.json").path, "-o", out.appendingPathComponent("dangling.png").path])
            #expect(dangling.status == 73)
            #expect(dangling.stderr.contains("is a symbolic link to a file outside its folder"))
            let loop = try runCLI(["render", folder.appendingPathComponent("in/a.json").path, "-o", out.appendingPathComponent("loop.png").path])
            #expect(loop.status == 73)
            #expect(loop.stderr.contains("is a symbolic link that loops"))
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: out.appendingPathComponent("dangling.png").path) == "/nonexistent-folder/x.png")
        }
    }

    @Test("a FIFO among the inputs fails on its own instead of stopping the run; -r does not follow a link back to its folder")
    func fifoAndLinkedFolders() throws {
        try withTemporaryFolder { folder in
            _ = try folder.writing(form("A"), to: "in/a.json")
            #expect(mkfifo(folder.appendingPathComponent("in/b.json").path, 0o600) == 0)
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("in/loop").path, withDestinationPath: ".")
            let run = try runCLI(["render", folder.appendingPathComponent("in").path, "-r", "-o", folder.appendingPathComponent("out").path, "--type", "svg"])
            #expect(run.status == 1, "\(run.stderr)")
            #expect(run.stderr.contains("error: \(folder.path)/in/b.json:"), "\(run.stderr)")
            #expect(run.stderr.contains("1 subfolder skipped (loop); links to folders are not followed"), "\(run.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path) == ["a.svg"])
        }
    }
}
