import Foundation
import TestSupport
import Testing

@Suite("render output files: atomic, no stale pages of ours, never a file of the user's")
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

    @Test("a failed render (bad input, missing input, values or style file) touches no file but its own temporaries")
    func failureKeepsEverything() throws {
        try withTemporaryFolder { folder in
            let input = folder.appendingPathComponent("in.json"), output = folder.appendingPathComponent("photo.png")
            try form(fields: 3).write(to: input)
            for name in ["photo.png", "photo-1.png", "photo-2.png"] { try Data("mine".utf8).write(to: folder.appendingPathComponent(name)) }
            let broken = try folder.writing(#"{"fields":[{"key":"#, to: "broken.json")
            let cases: [([String], Int32)] = [
                (["render", folder.appendingPathComponent("typo.json").path, "-o", output.path], 66),
                (["render", broken.path, "-o", output.path], 65),
                (["render", input.path, "--values", folder.appendingPathComponent("none.json").path, "-o", output.path], 66),
                (["render", input.path, "--style", folder.appendingPathComponent("none.json").path, "-o", output.path], 66),
                (["render", input.path, "--scale", "5", "-o", output.path], 64),
            ]
            for (arguments, status) in cases {
                let run = try runCLI(arguments)
                #expect(run.status == status, "\(arguments): \(run.stderr)")
                #expect(try names(in: folder) == ["broken.json", "in.json", "photo-1.png", "photo-2.png", "photo.png"], "\(arguments)")
                for name in ["photo.png", "photo-1.png", "photo-2.png"] {
                    #expect(try Data(contentsOf: folder.appendingPathComponent(name)) == Data("mine".utf8), "\(arguments)")
                }
            }
        }
    }

    @Test("a user's own name-N files are neither removed as stale pages nor overwritten as pages")
    func userFilesNamedLikePages() throws {
        try withTemporaryFolder { folder in
            let input = folder.appendingPathComponent("in.json"), output = folder.appendingPathComponent("photo.png")
            try form(fields: 3).write(to: input)
            for name in ["photo-7.png", "photo-99.png"] { try Data("mine".utf8).write(to: folder.appendingPathComponent(name)) }
            #expect(try runCLI(["render", input.path, "-o", output.path]).status == 0)
            #expect(try names(in: folder) == ["in.json", "photo-7.png", "photo-99.png", "photo.png"])
            // Pages of ours replace only pages of ours: photo-2.png of the user's stops a 4-page render.
            try Data("mine".utf8).write(to: folder.appendingPathComponent("photo-2.png"))
            try form(fields: 12).write(to: input)
            let paged = try runCLI(["render", input.path, "-o", output.path, "--page", "300x300"])
            #expect(paged.status == 73)
            #expect(paged.stderr.contains("\(folder.path)/photo-2.png exists and is not a page formsetter wrote for photo.png"), "\(paged.stderr)")
            #expect(try names(in: folder) == ["in.json", "photo-2.png", "photo-7.png", "photo-99.png", "photo.png"])
            for name in ["photo-2.png", "photo-7.png", "photo-99.png"] {
                #expect(try Data(contentsOf: folder.appendingPathComponent(name)) == Data("mine".utf8))
            }
        }
    }

    @Test("a FIFO or device named by -o is written into, never replaced; a link out of its folder is refused")
    func specialTargets() throws {
        try withTemporaryFolder { folder in
            let input = folder.appendingPathComponent("in.json")
            try form(fields: 3).write(to: input)
            let null = try runCLI(["render", input.path, "-o", "/dev/null", "--type", "pdf"])
            #expect(null.status == 0, "\(null.stderr)")
            var status = stat()
            #expect(stat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
            let fifo = folder.appendingPathComponent("pipe.pdf")
            #expect(mkfifo(fifo.path, 0o600) == 0)
            let reader = Process()
            reader.executableURL = URL(fileURLWithPath: "/bin/sh")
            reader.arguments = ["-c", "cat \"$0\" > \"$1\"", fifo.path, folder.appendingPathComponent("from-pipe.bin").path]
            try reader.run()
            let piped = try runCLI(["render", input.path, "-o", fifo.path])
            reader.waitUntilExit()
            #expect(piped.status == 0, "\(piped.stderr)")
            #expect(lstat(fifo.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
            #expect(try Data(contentsOf: folder.appendingPathComponent("from-pipe.bin")).starts(with: Data("%PDF-".utf8)))

            let outside = try folder.writing("elsewhere", to: "outside/secret.png")
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
            let link = folder.appendingPathComponent("out/link.png")
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: outside)
            let refused = try runCLI(["render", input.path, "-o", link.path])
            #expect(refused.status == 73)
            #expect(refused.stderr.contains("is a symbolic link to a file outside its folder"))
            #expect(try String(contentsOf: outside, encoding: .utf8) == "elsewhere")
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
            let before = try Data(contentsOf: output)

            try Data(#"{"fields":[{"key":"#.utf8).write(to: input)
            #expect(try runCLI(["render", input.path, "-o", output.path]).status == 65)
            #expect(try names(in: folder) == ["in.json", "x-1.pdf", "x-2.pdf", "x.pdf"])
            #expect(try Data(contentsOf: output) == before, "the last good output stays")
            #expect(try Data(contentsOf: folder.appendingPathComponent("x-2.pdf")) == Data("keep".utf8))
        }
    }

    @Test("-o naming a folder renders into it (the type said); a folder at an output's name fails with 73 and leaves no temporary file")
    func folderTargets() throws {
        try withTemporaryFolder { folder in
            let input = folder.appendingPathComponent("in.json")
            try form(fields: 3).write(to: input)
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("x.svg/in.svg/inner"), withIntermediateDirectories: true)
            let untyped = try runCLI(["render", input.path, "-o", folder.appendingPathComponent("x.svg").path])
            #expect(untyped.status == 64)
            #expect(untyped.stderr.contains("the output folder \(folder.path)/x.svg does not say the output type"), "\(untyped.stderr)")
            let blocked = try runCLI(["render", input.path, "-o", folder.appendingPathComponent("x.svg").path, "--type", "svg"])
            #expect(blocked.status == 1)
            #expect(blocked.stderr.contains("error: \(input.path): \(folder.path)/x.svg/in.svg is a folder; name a file"), "\(blocked.stderr)")
            #expect(try names(in: folder.appendingPathComponent("x.svg")) == ["in.svg"])
            #expect(try names(in: folder.appendingPathComponent("x.svg/in.svg")) == ["inner"])
            try FileManager.default.removeItem(at: folder.appendingPathComponent("x.svg/in.svg"))
            #expect(try runCLI(["render", input.path, "-o", folder.appendingPathComponent("x.svg").path, "--type", "svg"]).status == 0)
            #expect(try names(in: folder.appendingPathComponent("x.svg")) == ["in.svg"])
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
