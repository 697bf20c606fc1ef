import Foundation
import TestSupport
import Testing

/// Inputs and outputs that are not files: bounded reads, and write failures worded (issue #24's
/// rows for standard input and standard output).
@Suite("Bounds at the process's edges: standard input read to a limit, standard output failures are exit 73")
struct BoundsTests {
    @Test("standard input larger than 32 MiB is refused after 32 MiB + 1 byte, exit 65")
    func boundedStandardInput() throws {
        let run = try runProgram(URL(fileURLWithPath: "/bin/sh"), ["-c", "yes | \"$0\" render - -o - --type pdf", Paths.cli.path])
        #expect(run.status == 65)
        #expect(run.stderr == "error: standard input (the input) is larger than 32 MiB; at most 33554432 bytes are read\n")
    }

    @Test("standard output on /dev/full, closed, or read by a reader that leaves: exit 73 with the system's reason")
    func standardOutputFailures() throws {
        try withTemporaryFolder { folder in
            // A form whose SVG (megabytes) is far larger than a pipe's buffer and head's read.
            let fields = (0..<400).map { #"{"key":"f\#($0)","type":"text","label":"Field \#($0)"}"# }.joined(separator: ",")
            let form = try folder.writing(#"{"fields":[\#(fields)]}"#, to: "long.json").path
            for (command, reason) in [("\"$0\" layout \"$1\" > /dev/full", "No space left on device"),
                                      ("\"$0\" layout \"$1\" >&-", "Bad file descriptor"),
                                      ("\"$0\" render \"$1\" -o - --type svg | head -c 1 > /dev/null; exit ${PIPESTATUS[0]}", "Broken pipe")] {
                let run = try runProgram(URL(fileURLWithPath: "/bin/bash"), ["-c", command, Paths.cli.path, form])
                #expect(run.status == 73, "\(command): \(run.stderr)")
                #expect(run.stderr.hasSuffix("error: cannot write standard output: \(reason)\n"), "\(command): \(run.stderr)")
            }
        }
    }

    @Test("fonts on /dev/full: exit 73 with the system's reason, as every other command (U13)")
    func fontsOnFullDisk() throws {
        let run = try runProgram(URL(fileURLWithPath: "/bin/bash"), ["-c", "\"$0\" fonts > /dev/full", Paths.cli.path])
        #expect(run.status == 73)
        #expect(run.stderr == "error: cannot write standard output: No space left on device\n")
    }

    @Test("a form that cannot be read (a link to /proc/self/pagemap) is named with the system's reason, not Foundation's error 256 (U9)")
    func unreadableFormReason() throws {
        try withTemporaryFolder { folder in
            let form = folder.appendingPathComponent("pm.json")
            try FileManager.default.createSymbolicLink(at: form, withDestinationURL: URL(fileURLWithPath: "/proc/self/pagemap"))
            let run = try runCLI(["render", form.path, "-o", folder.appendingPathComponent("pm.png").path])
            #expect(run.status == 66)
            #expect(run.stderr == "error: cannot read input \(form.path): Invalid argument\n")
        }
    }

    @Test("-o with a legal 240-byte name is written: the temporary file's name stays under 255 bytes (U6)")
    func longOutputName() throws {
        try withTemporaryFolder { folder in
            let form = try folder.writing(#"{"fields":[{"key":"a","type":"text","label":"One"}]}"#, to: "f.json")
            let name = String(repeating: "n", count: 236) + ".png"
            let run = try runCLI(["render", form.path, "-o", folder.appendingPathComponent(name).path])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["f.json", name])
        }
    }

    @Test("-o /dev/stdout, as the guide names it, writes into the pipe (render) or prints the values (extract), not 73 (U2)")
    func devStdout() throws {
        try withTemporaryFolder { folder in
            let form = try folder.writing(#"{"fields":[{"key":"a","type":"text","label":"One"}]}"#, to: "f.json")
            let png = try runCLI(["render", form.path, "-o", "/dev/stdout", "--type", "png"])
            #expect(png.status == 0, "\(png.stderr)")
            #expect(png.stdout.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
            let pdf = folder.appendingPathComponent("f.pdf")
            #expect(try runCLI(["render", form.path, "--fillable", "--page", "a4", "-o", pdf.path]).status == 0)
            let values = try runCLI(["extract", pdf.path, "--form", form.path, "-o", "/dev/stdout"])
            #expect(values.status == 0, "\(values.stderr)")
            #expect(String(decoding: values.stdout, as: UTF8.self) == "{\n  \"a\": \"\"\n}\n")
        }
    }

    @Test("plain messages naming the real cause: UTF-16 input, JSON with comments, margins that leave no room, a FIFO to preview")
    func plainCauses() throws {
        try withTemporaryFolder { folder in
            let utf16 = folder.appendingPathComponent("utf16.json")
            try #require(#"{"fields":[]}"#.data(using: .utf16)).write(to: utf16)
            let encoded = try runCLI(["render", utf16.path, "-o", folder.appendingPathComponent("a.png").path])
            #expect(encoded.status == 65)
            #expect(encoded.stderr == "error: input is UTF-16 text, which is not read; save it as UTF-8\n")
            let commented = try folder.writing("// exported by the app\n{\"fields\":[{\"key\":\"a\",\"type\":\"text\",\"label\":\"A\"}]}", to: "commented.json")
            let comments = try runCLI(["render", commented.path, "-o", folder.appendingPathComponent("b.png").path])
            #expect(comments.status == 65)
            #expect(comments.stderr == "error: input is not valid JSON: it has comments (// or /* */), which JSON does not allow; remove them\n")
            let margins = try runCLI(["render", Paths.fixture("hyperoslo/ansatt-nb.json").path, "--page", "a4", "--margin", "300mm", "-o", folder.appendingPathComponent("c.pdf").path])
            #expect(margins.status == 64)
            #expect(margins.stderr.hasSuffix("error: --margin 300 mm leaves no room on a 210 × 297 mm page; use a smaller margin\n"), "\(margins.stderr)")
            let fifo = folder.appendingPathComponent("pipe.json")
            #expect(mkfifo(fifo.path, 0o600) == 0)
            let preview = try runCLI(["preview", fifo.path, "--port", "0", "--stop-after", "1"])
            #expect(preview.status == 64)
            #expect(preview.stderr == "error: preview follows a file as it is saved; \(fifo.path) is not a regular file (a FIFO or a device cannot be followed)\n")
        }
    }

    @Test("a million-digit number is named by its first 40 digits; 100,000 unknown value keys print 10 lines and a count")
    func excerptsAndCounts() throws {
        try withTemporaryFolder { folder in
            let number = try folder.writing(#"{"fields":[{"key":"a","type":"text","label":"A","value":"# + String(repeating: "9", count: 1_000_000) + "}]}", to: "number.json")
            let big = try runCLI(["render", number.path, "-o", folder.appendingPathComponent("n.png").path])
            #expect(big.status == 65)
            #expect(big.stderr == "error: input is not valid JSON at line 1, column 57: invalid number '\(String(repeating: "9", count: 40))…' (1000000 characters)\n")
            let keys = (0..<100_000).map { #""k\#($0)":"x""# }.joined(separator: ",")
            let values = try folder.writing("{\(keys)}", to: "values.json")
            let form = try folder.writing(#"{"fields":[{"key":"a","type":"text","label":"A"}]}"#, to: "form.json")
            let run = try runCLI(["render", form.path, "--values", values.path, "-o", folder.appendingPathComponent("v.png").path])
            #expect(run.status == 0)
            let unknown = run.stderr.split(separator: "\n").filter { $0.contains("no field has this key") }
            #expect(unknown.count == 11)
            #expect(unknown.last == "warning: \(form.path): and 99,990 more like this: no field has this key; ignored")
        }
    }

    @Test("values past the first 1,000 instances of a dynamic section: one warning naming the cap, no 'no field' for each")
    func instanceCap() throws {
        try withTemporaryFolder { folder in
            let keys = (0..<1500).map { #""barn[\#($0)].navn":"x""# }.joined(separator: ",")
            let values = try folder.writing("{\(keys)}", to: "values.json")
            let run = try runCLI(["layout", Paths.fixture("hyperoslo/ansatt-nb.json").path, "--values", values.path])
            #expect(run.status == 0)
            let warnings = run.stderr.split(separator: "\n").filter { $0.hasPrefix("warning:") }
            #expect(warnings == ["warning: values.barn[1000]: values name instances of \"barn\" past the first 1000; 500 values for them are left out"])
            let tree = try JSONSerialization.jsonObject(with: run.stdout) as! [String: Any]
            let ids = (tree["pages"] as! [[String: Any]]).flatMap { ($0["boxes"] as! [[String: Any]]).compactMap { $0["id"] as? String } }
            #expect(ids.contains("barn[999].navn") && !ids.contains("barn[1000].navn"))
        }
    }

    @Test("1,000 links in a label: the first 100 are links, one warning; a link longer than 100 lines is clickable on its first 100")
    func linkCaps() throws {
        try withTemporaryFolder { folder in
            let words = (0..<1000).map { "{* w\($0) *} filler" }.joined(separator: " ")
            let many = try folder.writing(#"{"fields":[{"key":"b","type":"boolean","label":"\#(words)"}]}"#, to: "many.json")
            let run = try runCLI(["layout", many.path])
            #expect(run.status == 0)
            #expect(run.stderr.contains("warning: fields[0].label.links: 1000 links; the first 100 are links, the rest are drawn as plain text\n"))
            let tree = try JSONSerialization.jsonObject(with: run.stdout) as! [String: Any]
            let links = (tree["pages"] as! [[String: Any]]).flatMap { $0["links"] as! [[String: Any]] }
            #expect(links.count == 100)

            let long = "{* " + (0..<700).map { _ in "word" }.joined(separator: "_") + " *}"
            let one = try folder.writing(#"{"fields":[{"key":"b","type":"boolean","label":"\#(long)"}]}"#, to: "one.json")
            let single = try runCLI(["layout", one.path, "--width", "100"])
            #expect(single.status == 0, "\(single.stderr)")
            let oneTree = try JSONSerialization.jsonObject(with: single.stdout) as! [String: Any]
            let rects = (oneTree["pages"] as! [[String: Any]]).flatMap { ($0["links"] as! [[String: Any]]).flatMap { $0["rects"] as! [Any] } }
            #expect(rects.count == 100)
        }
    }

    @Test("ids with `.` become parent fields; ids that would be a field and a parent, or read the same (a leading NUL), become unique fields, with a warning naming both")
    func uniqueFieldNames() throws {
        try withTemporaryFolder { folder in
            let ids = ["konto.nummer", "konto_nummer", "\u{0}navn", "_navn", "a", "a.b", "c.d", "c"]
            let fields = ids.map { id in
                let escaped = id.replacingOccurrences(of: "\u{0}", with: "\\u0000")
                return #"{"id":"\#(escaped)","title":"Field","type":"text"}"#
            }.joined(separator: ",")
            let form = try folder.writing(#"{"groups":[{"id":"g","sections":[{"id":"s","fields":[\#(fields)]}]}]}"#, to: "ids.json")
            let pdf = folder.appendingPathComponent("ids.pdf")
            let run = try runCLI(["render", form.path, "-o", pdf.path, "--page", "a4", "--fillable"])
            #expect(run.status == 0)
            #expect(run.stderr.split(separator: "\n").filter { $0.hasPrefix("warning:") } == [
                #"warning: groups[0].sections[0].fields[3]: the fillable field of "_navn" would have the full name "_navn", which clashes with "\u{0}navn"; it is named "_navn_2""#,
                #"warning: groups[0].sections[0].fields[5]: the fillable field of "a.b" would have the full name "a.b", which clashes with "a"; it is named "a_b""#,
                #"warning: groups[0].sections[0].fields[7]: the fillable field of "c" would have the full name "c", which clashes with "c.d"; it is named "c_2""#,
            ])
            let (status, output) = try QPDF.run(["--json", "--json-key=acroform", pdf.path])
            #expect(status == 0)
            let acroform = try #require((try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])?["acroform"] as? [String: Any])
            let names = (acroform["fields"] as? [[String: Any]] ?? []).compactMap { $0["fullname"] as? String }
            #expect(names == ["konto.nummer", "konto_nummer", "_navn", "_navn_2", "a", "a_b", "c.d", "c_2"])
            try QPDF.expectClean(pdf, "ids.pdf")
        }
    }

    @Test("text formulas chained three levels deep: each result cut to 20,000 characters with a warning at the formula")
    func formulaResultCap() throws {
        try withTemporaryFolder { folder in
            try generateLarge(into: folder, ["--chain-levels", "2"])
            let run = try runCLI(["layout", folder.appendingPathComponent("formula-chain.json").path])
            #expect(run.status == 0)
            let warnings = run.stderr.split(separator: "\n").filter { $0.hasPrefix("warning:") }
            #expect(warnings.count == 11)
            #expect(warnings.first == "warning: groups[0].sections[0].fields[10].formula: result of 200009 characters cut to its first 20000")
            #expect(warnings.last == "warning: \(folder.appendingPathComponent("formula-chain.json").path): and 10 more like this: result of 200009 characters cut to its first 20000")
        }
    }

    @Test("60 formulas that all read each other: one loop warning for the set")
    func formulaLoop() throws {
        try withTemporaryFolder { folder in
            try generateLarge(into: folder, ["--loop-fields", "60"])
            let run = try runCLI(["layout", folder.appendingPathComponent("formula-loop.json").path])
            #expect(run.status == 0)
            #expect(run.stderr.split(separator: "\n").filter { $0.contains("in a loop") } == [
                "warning: groups[0].sections[0].fields[0].targets: targets update each other in a loop: f0 → f1 → f2 → f3 → f4 → f5 → f6 → f7 → … 51 more … → f59 → f0; each field's targets run at most 4 times",
                "warning: groups[0].sections[0].fields[0].formula: formulas read each other in a loop: f0 → f1 → f0 (one of the loops among 60 fields that reach each other); each uses the other's current value",
            ])
        }
    }

    @Test("a fan of 40 text formulas each substituting 1 MB: those past the form's 32 MiB are not evaluated, one warning")
    func formulaFormBudget() throws {
        try withTemporaryFolder { folder in
            // Field report N14 (`wide-formulas.py`): one field's targets update every formula.
            let long = String(repeating: "x", count: 20_000)
            let reads = Array(repeating: "a0", count: 50).joined(separator: " ")
            var fields = [#"{"id":"a0","title":"A","type":"text","value":"\#(long)","targets":[\#((0..<40).map { #"{"id":"f\#($0)","type":"field","action":"update"}"# }.joined(separator: ","))]}"#]
            fields += (0..<40).map { #"{"id":"f\#($0)","title":"F","type":"text","formula":"\#(reads)"}"# }
            let form = try folder.writing(#"{"groups":[{"id":"g","title":"G","sections":[{"id":"s","fields":[\#(fields.joined(separator: ","))]}]}]}"#, to: "fan.json")
            let run = try runCLI(["layout", form.path])
            #expect(run.status == 0)
            // Each formula substitutes 50 × 20,000 + 149 bytes; 33 fit in 32 MiB.
            #expect(run.stderr.split(separator: "\n").filter { $0.hasPrefix("warning:") } == [
                "warning: groups[0].sections[0].fields[34].formula: the form's formulas have substituted 33004917 bytes of text, and this one would pass the 32 MiB one form may; it and every later formula over the limit are not evaluated, their fields left empty",
            ])
        }
    }

    /// Writes the large hostile inputs (`Scripts/make-large-hostile.py`) into `folder`.
    private func generateLarge(into folder: URL, _ arguments: [String]) throws {
        let script = Paths.root.appendingPathComponent("Scripts/make-large-hostile.py").path
        let run = try runProgram(URL(fileURLWithPath: "/usr/bin/python3"), [script, folder.path] + arguments)
        #expect(run.status == 0, "\(run.stderr)")
    }
}
