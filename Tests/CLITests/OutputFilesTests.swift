import Foundation
import TestSupport
import Testing

@Suite("render output files: atomic, no stale pages, nothing left by a failure")
struct OutputFilesTests {
    private func form(fields: Int) -> Data {
        Data(#"{"fields":[\#((0..<fields).map { #"{"key":"f\#($0)","type":"text","label":"Field \#($0)"}"# }.joined(separator: ","))]}"#.utf8)
    }

    private func names(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test("fewer pages remove the old -N files the output owns and keep everything else")
    func stalePagesRemoved() throws {
        try withTemporaryFolder { folder in
            let input = folder.appendingPathComponent("in.json"), output = folder.appendingPathComponent("out/x.png")
            try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
            for unrelated in ["x-01.png", "x-notes.png", "y-1.png", "x-2.svg"] {
                try Data("keep".utf8).write(to: output.deletingLastPathComponent().appendingPathComponent(unrelated))
            }
            let out = output.deletingLastPathComponent()
            try form(fields: 12).write(to: input)
            let four = try runCLI(["render", input.path, "-o", output.path, "--page", "300x300"])
            #expect(four.status == 0, "\(four.stderr)")
            #expect(try names(in: out) == ["x-01.png", "x-1.png", "x-2.png", "x-2.svg", "x-3.png", "x-4.png", "x-notes.png", "y-1.png"])

            try form(fields: 5).write(to: input)
            #expect(try runCLI(["render", input.path, "-o", output.path, "--page", "300x300"]).status == 0)
            #expect(try names(in: out) == ["x-01.png", "x-1.png", "x-2.png", "x-2.svg", "x-notes.png", "y-1.png"])

            #expect(try runCLI(["render", input.path, "-o", output.path]).status == 0)
            #expect(try names(in: out) == ["x-01.png", "x-2.svg", "x-notes.png", "x.png", "y-1.png"])

            #expect(try runCLI(["render", input.path, "-o", output.path, "--page", "300x300"]).status == 0)
            #expect(try names(in: out) == ["x-01.png", "x-1.png", "x-2.png", "x-2.svg", "x-notes.png", "y-1.png"])
        }
    }

    @Test("a failed render leaves neither a partial file nor the previous output at its path")
    func failureLeavesNothing() throws {
        try withTemporaryFolder { folder in
            let input = folder.appendingPathComponent("in.json"), output = folder.appendingPathComponent("x.pdf")
            try form(fields: 3).write(to: input)
            #expect(try runCLI(["render", input.path, "-o", output.path]).status == 0)
            #expect(try names(in: folder) == ["in.json", "x.pdf"])

            try Data(#"{"fields":[{"key":"#.utf8).write(to: input)
            let failed = try runCLI(["render", input.path, "-o", output.path])
            #expect(failed.status == 65)
            #expect(try names(in: folder) == ["in.json"])
        }
    }

    @Test("a PDF is one file: its neighbours named like pages (x-1.pdf, x-2.pdf) stay, after a render and after a failure")
    func pdfNeighboursKept() throws {
        try withTemporaryFolder { folder in
            let input = folder.appendingPathComponent("in.json"), output = folder.appendingPathComponent("x.pdf")
            for neighbour in ["x-1.pdf", "x-2.pdf"] { try Data("keep".utf8).write(to: folder.appendingPathComponent(neighbour)) }
            try form(fields: 3).write(to: input)
            let rendered = try runCLI(["render", input.path, "-o", output.path])
            #expect(rendered.status == 0, "\(rendered.stderr)")
            #expect(try names(in: folder) == ["in.json", "x-1.pdf", "x-2.pdf", "x.pdf"])

            try Data(#"{"fields":[{"key":"#.utf8).write(to: input)
            #expect(try runCLI(["render", input.path, "-o", output.path]).status == 65)
            #expect(try names(in: folder) == ["in.json", "x-1.pdf", "x-2.pdf"])
            #expect(try Data(contentsOf: folder.appendingPathComponent("x-2.pdf")) == Data("keep".utf8))
        }
    }

    @Test("an unwritable destination exits 73 and leaves no temporary file")
    func unwritableDestination() throws {
        try withTemporaryFolder { folder in
            let input = folder.appendingPathComponent("in.json")
            try form(fields: 3).write(to: input)
            // A folder where the output file should be: the rename onto it fails after the temporary file was written.
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("x.svg/inner"), withIntermediateDirectories: true)
            let result = try runCLI(["render", input.path, "-o", folder.appendingPathComponent("x.svg").path])
            #expect(result.status == 73)
            #expect(result.stderr.contains("error: cannot write \(folder.appendingPathComponent("x.svg").path)"))
            #expect(try names(in: folder) == ["in.json", "x.svg"])
            #expect(try names(in: folder.appendingPathComponent("x.svg")) == ["inner"])
        }
    }

    @Test("the CLI leaves no temporary file and exits 73 when it cannot write; one page keeps the plain name")
    func cliFiles() throws {
        try withTemporaryFolder { folder in
            let missing = folder.appendingPathComponent("no-such-folder/form")
            for type in ["pdf", "png"] {
                let run = try runCLI(["render", Paths.fixture("hyperoslo-3lvis/test-forms.json").path, "--page", "a4", "-o", missing.path + "." + type])
                #expect(run.status == 73, "\(type): \(run.stderr)")
                #expect(run.stderr.contains("cannot write"))
            }
            let single = try runCLI(["render", "-", "-o", folder.appendingPathComponent("one.png").path, "--scale", "1"],
                                    stdin: Data(#"[{"title":"G","sections":[{"fields":[{"id":"a","title":"A","type":"text"}]}]}]"#.utf8))
            #expect(single.status == 0)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["one.png"])
        }
    }
}
