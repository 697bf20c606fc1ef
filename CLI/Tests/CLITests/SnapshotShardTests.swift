import Formsetter
import Foundation
import TestSupport
import Testing

@Suite("formsetter snapshot across machines: shards, joined reports, references never written through links")
struct SnapshotShardTests {
    private func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = nil
        environment["FORMSETTER_RECORD"] = nil
        environment["FORMSETTER_SHARD"] = nil
        return environment.merging(extra) { $1 }
    }

    private func forms(in folder: URL, count: Int) throws -> URL {
        let inputs = folder.appendingPathComponent("forms")
        for index in 1...count {
            _ = try folder.writing(#"{"fields":[{"key":"a","type":"text","label":"Form \#(index)"}]}"#, to: "forms/form\(index).json")
        }
        return inputs
    }

    @Test("verify --shard K/N checks every N-th input, calls no other shard's reference obsolete; report --merge joins the shards' reports")
    func shardsAndMergedReport() throws {
        try withTemporaryFolder { folder in
            let inputs = try forms(in: folder, count: 5), snapshots = folder.appendingPathComponent("refs")
            let common = [inputs.path, "--snapshots", snapshots.path, "--scale", "1"]
            #expect(try runCLI(["snapshot", "record"] + common, environment: environment()).status == 0)
            // A change in form 4 only: shard 2/2 (forms 2 and 4) fails, shard 1/2 passes.
            _ = try folder.writing(#"{"fields":[{"key":"a","type":"text","label":"Changed"}]}"#, to: "forms/form4.json")
            var reports: [String] = []
            for index in 1...2 {
                let report = folder.appendingPathComponent("report\(index)").path
                reports.append(report)
                let run = try runCLI(["snapshot", "verify"] + common + ["--report", report], environment: environment(["FORMSETTER_SHARD": "\(index)/2"]))
                #expect(run.status == (index == 1 ? 0 : 1), "\(run.output)")
                #expect(!run.output.contains("obsolete"), "\(run.output)")
                let checked = run.output.split(separator: "\n").filter { $0.hasPrefix("ok ") || $0.hasPrefix("FAILED") }.map { $0.split(separator: " ").filter { !$0.isEmpty }[1] }
                #expect(checked.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ":")) }.sorted() == (index == 1 ? ["form1", "form3", "form5"] : ["form2", "form4"]))
            }
            let merged = folder.appendingPathComponent("merged")
            let join = try runCLI(["snapshot", "report", "--merge"] + reports + ["-o", merged.path])
            #expect(join.status == 0, "\(join.stderr)")
            let html = try String(contentsOf: merged.appendingPathComponent("index.html"), encoding: .utf8)
            let start = try #require(html.range(of: #"id="snapshot-data">"#)), end = try #require(html[start.upperBound...].range(of: "</script>"))
            let payload = try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8)) as! [String: Any]
            let entries = payload["snapshots"] as! [[String: Any]]
            #expect(entries.map { $0["name"] as! String } == ["form4", "form1", "form3", "form5", "form2"])
            #expect((payload["summary"] as! [String: Any])["failed"] as? Int == 1)
            // Both shards ran the same binary: its libraries are named once.
            #expect(payload["renderers"] as? [String] == [Formsetter.versionDescription])
            for path in (entries[0]["images"] as! [String: String]).values {
                #expect(FileManager.default.fileExists(atPath: merged.appendingPathComponent(path).path), "\(path)")
            }
        }
    }

    @Test("report --merge copies only files inside each report and refuses to write into one of them")
    func mergeStaysInside() throws {
        try withTemporaryFolder { folder in
            let inputs = try forms(in: folder, count: 1), snapshots = folder.appendingPathComponent("refs")
            let report = folder.appendingPathComponent("report")
            #expect(try runCLI(["snapshot", "record", inputs.path, "--snapshots", snapshots.path, "--scale", "1", "--report", report.path], environment: environment()).status == 0)
            _ = try folder.writing("secret", to: "secret.txt")
            let index = report.appendingPathComponent("index.html")
            var html = try String(contentsOf: index, encoding: .utf8)
            let expected = try #require(html.range(of: #""expected":"images/"#))
            html.replaceSubrange(expected, with: #""expected":"../secret.txt","../../x":"images/"#)
            try html.write(to: index, atomically: true, encoding: .utf8)
            let merged = folder.appendingPathComponent("merged")
            let join = try runCLI(["snapshot", "report", "--merge", report.path, "-o", merged.path])
            #expect(join.status == 0, "\(join.stderr)")
            let copied = FileManager.default.enumerator(atPath: merged.path)?.compactMap { $0 as? String } ?? []
            #expect(copied == ["index.html"], "the one image path of the entry led out of the report")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x").path))
            #expect(try !String(contentsOf: merged.appendingPathComponent("index.html"), encoding: .utf8).contains("secret"))
            let into = try runCLI(["snapshot", "report", "--merge", report.path, "-o", report.path])
            #expect(into.status == 64)
            #expect(into.stderr.contains("the joined report cannot go into \(report.path)"))
        }
    }

    @Test("record refuses a reference that is a link out of the snapshot folder rather than writing through it")
    func referenceLinks() throws {
        try withTemporaryFolder { folder in
            let inputs = try forms(in: folder, count: 1), snapshots = folder.appendingPathComponent("refs")
            let outside = try folder.writing("precious", to: "elsewhere/form1.png")
            try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(at: snapshots.appendingPathComponent("form1.png"), withDestinationURL: outside)
            let record = try runCLI(["snapshot", "record", inputs.path, "--snapshots", snapshots.path, "--scale", "1"], environment: environment())
            #expect(record.status == 1, "\(record.output)")
            // Refused already when the reference is read: nothing is read or written through the link.
            #expect(record.output.contains("reference \(snapshots.path)/form1.png is a link out of \(snapshots.path); formsetter reads no file through it"), "\(record.output)")
            #expect(try String(contentsOf: outside, encoding: .utf8) == "precious")
        }
    }
}
