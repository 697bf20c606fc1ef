import Foundation
import TestSupport
import Testing

/// Issue #40, item 2: snapshot references, the files a report copies and the paths of
/// `formsetter.json` are read only inside their folders; a FIFO is never taken for a reference.
@Suite("Snapshot references, reports and project paths are read only inside their folders")
struct SnapshotConfinementTests {
    private func environment(recording: Bool = false) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = recording ? nil : "1"
        environment["FORMSETTER_RECORD"] = nil
        environment["FORMSETTER_SHARD"] = nil
        return environment
    }

    /// Every file below `folder`, with its bytes.
    private func contents(of folder: URL) -> [String: Data] {
        var found: [String: Data] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: folder.path) ?? FileManager.DirectoryEnumerator() {
            found[path] = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path)
        }
        return found
    }

    @Test("a reference linked out of its folder (to /proc/self/environ, a secret) is not read, and nothing of it reaches the report")
    func referenceLinkedOut() throws {
        try withTemporaryFolder { folder in
            _ = try folder.writing(#"{"fields":[{"key":"a","type":"text","label":"One"}]}"#, to: "Forms/one.json")
            _ = try folder.writing(#"{"fields":[{"key":"a","type":"text","label":"Two"}]}"#, to: "Forms/two.json")
            let secret = try folder.writing("SECRET=hunter2", to: "outside/secret.txt")
            let snaps = folder.appendingPathComponent("snaps"), report = folder.appendingPathComponent("report")
            try FileManager.default.createDirectory(at: snaps, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(at: snaps.appendingPathComponent("one.png"), withDestinationURL: secret)
            try FileManager.default.createSymbolicLink(at: snaps.appendingPathComponent("two.png"), withDestinationURL: URL(fileURLWithPath: "/proc/self/environ"))
            let run = try runCLI(["snapshot", "verify", folder.appendingPathComponent("Forms").path, "--snapshots", snaps.path, "--report", report.path],
                                 environment: environment())
            #expect(run.status == 1, "\(run.output) \(run.stderr)")
            #expect(run.stderr.contains("reference \(snaps.path)/one.png is a link out of \(snaps.path); formsetter reads no file through it"), "\(run.stderr)")
            #expect(run.stderr.contains("reference \(snaps.path)/two.png is a link out of"), "\(run.stderr)")
            let copied = contents(of: report)
            #expect(copied.keys.allSatisfy { !$0.hasPrefix("images/") || !$0.hasSuffix(".png") || copied[$0]?.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true })
            #expect(!copied.values.contains { String(decoding: $0, as: UTF8.self).contains("hunter2") || String(decoding: $0, as: UTF8.self).contains("PATH=") })
        }
    }

    @Test("a FIFO at a reference's name is neither read nor recorded into: that input fails, naming it")
    func referenceFIFO() throws {
        try withTemporaryFolder { folder in
            let form = try folder.writing(#"{"fields":[{"key":"a","type":"text","label":"One"}]}"#, to: "Forms/one.json")
            let snaps = folder.appendingPathComponent("snaps")
            try FileManager.default.createDirectory(at: snaps, withIntermediateDirectories: true)
            let fifo = snaps.appendingPathComponent("one.png")
            #expect(mkfifo(fifo.path, 0o600) == 0)
            // A writer, so that a reader that blocks on the FIFO gets bytes rather than hanging the test.
            let writer = Process()
            writer.executableURL = URL(fileURLWithPath: "/bin/sh")
            writer.arguments = ["-c", "echo junk > \"$0\"", fifo.path]
            try writer.run()
            let run = try runCLI(["snapshot", "record", form.path, "--snapshots", snaps.path], environment: environment(recording: true))
            let descriptor = open(fifo.path, O_RDONLY | O_NONBLOCK)
            usleep(200_000)
            if descriptor >= 0 { close(descriptor) }
            writer.waitUntilExit()
            #expect(run.status == 1, "\(run.output) \(run.stderr)")
            #expect(run.stderr.contains("reference \(fifo.path) is not a regular file (a FIFO, a device or a folder)"), "\(run.stderr)")
        }
    }

    @Test("a reference larger than 32 MiB is refused by its size, unread; one whose header claims 100 million pixels is not decoded")
    func oversizedReferences() throws {
        try withTemporaryFolder { folder in
            // Field report N15 (`make-hostile-references.py`): a sparse reference, and an IHDR of 20000 × 5000.
            let form = try folder.writing(#"{"fields":[{"key":"a","type":"text","label":"One"}]}"#, to: "Forms/one.json")
            let snaps = folder.appendingPathComponent("snaps"), reference = snaps.appendingPathComponent("one.png")
            let common = ["snapshot", "verify", form.path, "--snapshots", snaps.path, "--scale", "1"]
            #expect(try runCLI(["snapshot", "record", form.path, "--snapshots", snaps.path, "--scale", "1"], environment: environment(recording: true)).status == 0)
            let good = try Data(contentsOf: reference)
            let patch = try runProgram(URL(fileURLWithPath: "/usr/bin/python3"), ["-c", """
                import struct, sys, zlib
                d = bytearray(open(sys.argv[1], "rb").read())
                d[16:24] = struct.pack(">II", 20000, 5000)
                d[29:33] = struct.pack(">I", zlib.crc32(bytes(d[12:29])))
                open(sys.argv[1], "wb").write(d)
                """, reference.path])
            try #require(patch.status == 0, "\(patch.stderr)")
            let huge = try runCLI(common, environment: environment())
            #expect(huge.status == 1)
            // The render's size, from the recorded reference's IHDR (width and height at bytes 16 and 20).
            let side = { (at: Int) in good[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
            #expect(huge.output.contains("one: the reference one.png is 20000 × 5000 px, more than 4 times the render's \(side(16)) × \(side(20)): not decoded\n"), "\(huge.output)")
            try good.write(to: reference)
            let handle = try FileHandle(forWritingTo: reference)
            try handle.truncate(atOffset: 40 << 20)
            try handle.close()
            let sparse = try runCLI(common, environment: environment())
            #expect(sparse.status == 1)
            #expect(sparse.stderr.contains("reference \(reference.path) is larger than 32 MiB (41943040 bytes); not read"), "\(sparse.stderr)")
        }
    }

    @Test("snapshot report --merge copies only PNGs inside the joined report: not a link to a secret, not a text named .png")
    func mergeCopiesOnlyItsPNGs() throws {
        try withTemporaryFolder { folder in
            let form = try folder.writing(#"{"fields":[{"key":"a","type":"text","label":"One"}]}"#, to: "Forms/one.json")
            let snaps = folder.appendingPathComponent("snaps"), report = folder.appendingPathComponent("r1")
            let common = [form.path, "--snapshots", snaps.path, "--scale", "1"]
            #expect(try runCLI(["snapshot", "record"] + common, environment: environment(recording: true)).status == 0)
            _ = try folder.writing(#"{"fields":[{"key":"a","type":"text","label":"One changed a lot"}]}"#, to: "Forms/one.json")
            #expect(try runCLI(["snapshot", "verify"] + common + ["--report", report.path], environment: environment()).status == 1)
            let secret = try folder.writing("SECRET=hunter2", to: "outside/secret.txt")
            let images = report.appendingPathComponent("images")
            let shown = try FileManager.default.contentsOfDirectory(atPath: images.path).sorted()
            let expected = try #require(shown.first { $0.hasSuffix(".expected.png") }), actual = try #require(shown.first { $0.hasSuffix(".actual.png") })
            try FileManager.default.removeItem(at: images.appendingPathComponent(expected))
            try FileManager.default.createSymbolicLink(at: images.appendingPathComponent(expected), withDestinationURL: secret)
            try Data("not a picture".utf8).write(to: images.appendingPathComponent(actual))
            let merged = folder.appendingPathComponent("merged")
            let join = try runCLI(["snapshot", "report", "--merge", report.path, "-o", merged.path], environment: environment())
            #expect(join.status == 0, "\(join.stderr)")
            let copied = contents(of: merged)
            #expect(copied.keys.filter { $0.hasPrefix("images/") && $0.hasSuffix(".png") }.count == 1, "\(copied.keys.sorted())")
            #expect(!copied.values.contains { String(decoding: $0, as: UTF8.self).contains("hunter2") || String(decoding: $0, as: UTF8.self).contains("not a picture") })
        }
    }

    @Test("formsetter.json paths stay inside the project folder (65, naming the key and the path)")
    func projectPathsStayInside() throws {
        try withTemporaryFolder { folder in
            let project = folder.appendingPathComponent("project")
            _ = try project.writing(#"{"fields":[{"key":"a","type":"text","label":"One"}]}"#, to: "Forms/one.json")
            let victim = try folder.writing("mine", to: "victim/one.png")
            let cases: [(String, String)] = [
                (#"{"forms": ["Forms"], "snapshots": "../victim"}"#, #"snapshots: "../victim" leads out of the project folder"#),
                (#"{"forms": ["Forms"], "snapshots": "/tmp"}"#, #"snapshots: "/tmp" leads out of the project folder"#),
                (#"{"forms": ["../victim"], "snapshots": "S"}"#, #"forms[0]: "../victim" leads out of the project folder"#),
                (#"{"forms": ["Forms"], "snapshots": "S", "variants": {"dark": {"style": ["../victim/one.png"]}}}"#,
                 #"variants.dark.style: "../victim/one.png" leads out of the project folder"#),
            ]
            for (text, message) in cases {
                _ = try project.writing(text, to: "formsetter.json")
                let run = try runProgram(URL(fileURLWithPath: "/bin/sh"), ["-c", "cd \"$0\" && exec \"$@\"", project.path, Paths.cli.path, "snapshot", "record"],
                                         environment: environment(recording: true))
                #expect(run.status == 65, "\(text): \(run.stderr)")
                #expect(run.stderr.contains(message), "\(text): \(run.stderr)")
                #expect(try String(contentsOf: victim, encoding: .utf8) == "mine")
            }
        }
    }
}
