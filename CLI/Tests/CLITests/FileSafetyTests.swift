import Foundation
import TestSupport
import Testing

/// Issue #40, items 1 and 3: no output is an input or another output (64), a file counts as
/// formsetter's only while its seal holds (73 otherwise), and a FIFO is written or refused.
@Suite("Nothing of the user's replaced, nothing outside read or written")
struct FileSafetyTests {
    static let form = #"{"fields":[{"key":"name","type":"text","label":"Name"}]}"#
    static let people = "id,name\nola,Ola\nkari,Kari\n"

    private func names(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    /// A folder holding the form `f.json` and the records `people.csv`; `out` is where a run writes.
    private func withRun(_ body: (_ folder: URL, _ form: URL, _ people: URL, _ out: URL) throws -> Void) throws {
        try withTemporaryFolder { folder in
            try body(folder, try folder.writing(Self.form, to: "f.json"), try folder.writing(Self.people, to: "people.csv"), folder.appendingPathComponent("out"))
        }
    }

    /// Appends `text` to `file`, as a viewer saving a filled-in form or an editor does.
    private func append(_ text: String, to file: URL) throws {
        let handle = try FileHandle(forWritingTo: file)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }

    /// Reads `fifo` into `file` on a process of its own; `finish` lets it end when nobody wrote.
    private func reader(of fifo: URL, into file: URL) throws -> (process: Process, finish: () -> Void) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "cat \"$0\" > \"$1\"", fifo.path, file.path]
        try process.run()
        return (process, {
            // A writer opening and closing the FIFO gives a waiting reader its end of file.
            let descriptor = open(fifo.path, O_WRONLY | O_NONBLOCK)
            if descriptor >= 0 { close(descriptor) }
            process.waitUntilExit()
        })
    }

    /// Each case in a folder of its own, so each is checked whatever an earlier one did.
    static let overlaps: [(arguments: [String], message: String)] = [
        (["render", "f.json", "-o", "f.json", "--type", "png"], "-o F/f.json is also the form F/f.json; an output never replaces an input: choose another -o"),
        (["render", "f.json", "--values", "v.json", "-o", "v.json", "--type", "png"], "-o F/v.json is also --values F/v.json"),
        (["convert", "f.json", "-o", "f.json"], "-o F/f.json is also the form F/f.json"),
        (["render", "f.json", "--records", "people.csv", "-o", "out/", "--page", "a4", "--report", "people.csv"],
         "--report F/people.csv is also --records F/people.csv; an output never replaces an input: choose another --report"),
        (["render", "f.json", "--records", "people.csv", "-o", "out/", "--page", "a4", "--report", "f.json"], "--report F/f.json is also the form F/f.json"),
        (["render", "f.json", "--records", "people.csv", "--name-field", "id", "-o", "out/", "--page", "a4", "--report", "out/ola.pdf"],
         "--report F/out/ola.pdf is also the output of people.csv line 2 F/out/ola.pdf; two outputs never share a file: choose another --report"),
        (["render", "f.json", "--records", "people.csv", "--merge", "print.pdf", "--report", "print.pdf"], "--report F/print.pdf is also --merge F/print.pdf"),
    ]

    @Test("an output that is an input or another output is refused (64) before anything is drawn, naming both", arguments: overlaps)
    func outputsAreNeverInputs(arguments: [String], message: String) throws {
        try withTemporaryFolder { folder in
            let form = try folder.writing(Self.form, to: "f.json")
            let values = try folder.writing(#"{"name":"Ola"}"#, to: "v.json")
            let people = try folder.writing(Self.people, to: "people.csv")
            let inFolder = arguments.enumerated().map { index, argument in
                index > 0 && (argument.contains(".") || argument.hasSuffix("/")) ? folder.appendingPathComponent(argument).path + (argument.hasSuffix("/") ? "/" : "") : argument
            }
            let run = try runCLI(inFolder)
            #expect(run.status == 64, "\(run.stderr)")
            #expect(run.stderr.contains("error: " + message.replacingOccurrences(of: "F/", with: folder.path + "/")), "\(run.stderr)")
            #expect(try Data(contentsOf: form) == Data(Self.form.utf8))
            #expect(try Data(contentsOf: values) == Data(#"{"name":"Ola"}"#.utf8))
            #expect(try Data(contentsOf: people) == Data(Self.people.utf8))
            #expect(try names(folder) == ["f.json", "people.csv", "v.json"], "nothing drawn")
        }
    }

    @Test("--report and --merge replace only a file formsetter wrote and nobody changed (73 otherwise, --overwrite replaces it)")
    func reportReplacesOnlyItsOwn() throws {
        try withRun { folder, form, people, outFolder in
            let out = outFolder.path + "/"
            // A typo for --records: the CSV is not an input of this run, and it stays the user's.
            let typo = try runCLI(["render", form.path, "--report", people.path, "-o", out, "--page", "a4"])
            #expect(typo.status == 73, "\(typo.stderr)")
            #expect(typo.stderr.contains("error: \(people.path) exists and is not a file formsetter wrote, or was changed since; move it away, choose another name or pass --overwrite"), "\(typo.stderr)")
            #expect(try String(contentsOf: people, encoding: .utf8) == Self.people)
            #expect(try names(folder) == ["f.json", "people.csv"], "nothing drawn")

            let report = folder.appendingPathComponent("run.json"), print = folder.appendingPathComponent("print.pdf")
            let arguments = ["render", form.path, "--records", people.path, "-o", out, "--page", "a4", "--report", report.path, "--merge", print.path]
            #expect(try runCLI(arguments).status == 0)
            #expect(try runCLI(arguments).status == 0, "its own report and print file are replaced")
            let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any])
            #expect(manifest["formsetter-sha256"] is String)

            for edited in [report, print] {
                try append("\n", to: edited)
                let before = try Data(contentsOf: edited)
                let refused = try runCLI(arguments)
                #expect(refused.status == 73, "\(refused.stderr)")
                #expect(refused.stderr.contains("error: \(edited.path) exists and is not a file formsetter wrote, or was changed since"), "\(refused.stderr)")
                #expect(try Data(contentsOf: edited) == before)
                #expect(try runCLI(arguments + ["--overwrite"]).status == 0)
            }
        }
    }

    @Test("a twin filled in by hand is the person's: re-running the records fails that record (73) and keeps it; --overwrite replaces it")
    func filledTwinKept() throws {
        try withRun { _, form, people, out in
            let arguments = ["render", form.path, "--records", people.path, "--name-field", "id", "--fillable", "--page", "a4", "-o", out.path + "/"]
            #expect(try runCLI(arguments).status == 0)
            #expect(try runCLI(arguments).status == 0, "its own twins are replaced")
            // A viewer saves a filled form by appending its changes (its /Creator still says Formsetter).
            let ola = out.appendingPathComponent("ola.pdf")
            try append("1 0 obj\n<< /V (Ola's answer) >>\nendobj\n%%EOF\n", to: ola)
            let filled = try Data(contentsOf: ola)
            let rerun = try runCLI(arguments)
            #expect(rerun.status == 1, "\(rerun.stderr)")
            #expect(rerun.stderr.contains("error: people.csv line 2: \(ola.path) exists and is not a file formsetter wrote, or was changed since (filled in, edited); move it away, choose another -o folder or pass --overwrite"), "\(rerun.stderr)")
            #expect(rerun.stderr.contains("rendered 1 of 2 records"), "\(rerun.stderr)")
            #expect(try Data(contentsOf: ola) == filled)
            #expect(try runCLI(arguments + ["--overwrite"]).status == 0)
            #expect(try Data(contentsOf: ola) != filled)
        }
    }

    @Test("a FIFO at a record's output name fails that record (73) without hanging, and nobody reading it gets the PDF")
    func fifoInARunFailsItsRecord() throws {
        try withRun { folder, form, people, out in
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            let fifo = out.appendingPathComponent("ola.pdf"), stolen = folder.appendingPathComponent("stolen.bin")
            #expect(mkfifo(fifo.path, 0o600) == 0)
            let (_, finish) = try reader(of: fifo, into: stolen)
            let run = try runCLI(["render", form.path, "--records", people.path, "--name-field", "id", "--page", "a4", "-o", out.path + "/"])
            finish()
            #expect(run.status == 1, "\(run.stderr)")
            #expect(run.stderr.contains("error: people.csv line 2: \(fifo.path) is not a regular file (a FIFO or a device); formsetter writes only files here: move it away"), "\(run.stderr)")
            #expect(try Data(contentsOf: stolen).isEmpty)
            #expect(try names(out) == ["kari.pdf", "ola.pdf"])
        }
    }

    @Test("a FIFO given to --report, --merge or extract -o is written into, not left empty while saying success")
    func fifoWritten() throws {
        try withRun { folder, form, people, _ in
            let fifo = folder.appendingPathComponent("pipe"), got = folder.appendingPathComponent("got.bin")
            #expect(mkfifo(fifo.path, 0o600) == 0)
            var (_, finish) = try reader(of: fifo, into: got)
            let run = try runCLI(["render", form.path, "--records", people.path, "--page", "a4", "-o", folder.appendingPathComponent("out").path + "/", "--report", fifo.path])
            finish()
            #expect(run.status == 0, "\(run.stderr)")
            let piped = try Data(contentsOf: got)
            let manifest = try JSONSerialization.jsonObject(with: piped) as? [String: Any]
            #expect(manifest?["formsetter-sha256"] is String, "\(String(decoding: piped, as: UTF8.self))")

            let printFIFO = folder.appendingPathComponent("print.pdf")
            #expect(mkfifo(printFIFO.path, 0o600) == 0)
            (_, finish) = try reader(of: printFIFO, into: got)
            let merged = try runCLI(["render", form.path, "--records", people.path, "--merge", printFIFO.path])
            finish()
            #expect(merged.status == 0, "\(merged.stderr)")
            #expect(try Data(contentsOf: got).starts(with: Data("%PDF-".utf8)))

            let twin = folder.appendingPathComponent("twin.pdf")
            #expect(try runCLI(["render", form.path, "--values", try folder.writing(#"{"name":"Ola"}"#, to: "v.json").path, "--fillable", "--page", "a4", "-o", twin.path]).status == 0)
            (_, finish) = try reader(of: fifo, into: got)
            let extract = try runCLI(["extract", twin.path, "--form", form.path, "-o", fifo.path])
            finish()
            #expect(extract.status == 0, "\(extract.stderr)")
            let values = try JSONSerialization.jsonObject(with: Data(contentsOf: got)) as? [String: Any]
            #expect(values?["name"] as? String == "Ola")
        }
    }
}
