import Foundation
import TestSupport
import Testing

/// Issue #40 item 5 (field report N11, U3): what libqpdf would inflate while `extract` reads is
/// measured first, and a PDF that cannot be read is an error naming the file, exit 65.
@Suite("extract: compressed PDF structure within a budget, unreadable PDFs named")
struct ExtractBoundsTests {
    static let form = #"{"fields":[{"key":"fornavn","type":"text","label":"Fornavn"}]}"#

    /// Writes `names` with `Scripts/make-hostile-pdfs.py` into `folder`.
    private func hostilePDFs(_ names: [String], in folder: URL) throws {
        let script = Paths.root.appendingPathComponent("Scripts/make-hostile-pdfs.py").path
        let run = try runProgram(URL(fileURLWithPath: "/usr/bin/python3"), [script, folder.path] + names)
        try #require(run.status == 0, "\(run.stderr)")
    }

    @Test("a field in an object stream is read; object and xref streams inflating past 256 MiB are refused by name, exit 65, no {}")
    func structureBombs() throws {
        try withTemporaryFolder { folder in
            let form = try folder.writing(Self.form, to: "f.json")
            try hostilePDFs(["objstm-plain.pdf", "objstm-bomb.pdf", "xrefstm-bomb.pdf"], in: folder)
            let plain = try runCLI(["extract", folder.appendingPathComponent("objstm-plain.pdf").path, "--form", form.path])
            #expect(plain.status == 0, "\(plain.stderr)")
            #expect(String(decoding: plain.stdout, as: UTF8.self) == "{\n  \"fornavn\": \"in-objstm\"\n}\n")
            for (name, object) in [("objstm-bomb.pdf", 5), ("xrefstm-bomb.pdf", 6)] {
                let pdf = folder.appendingPathComponent(name).path
                let refused = try runCLI(["extract", pdf, "--form", form.path])
                #expect(refused.status == 65)
                #expect(refused.stdout.isEmpty)
                #expect(refused.stderr == "error: \(pdf): its object and cross-reference streams inflate to more than 268435456 bytes (256 MiB, the most a PDF extract reads may hold) at object \(object); not read\n")
            }
        }
    }

    @Test("an object stream compressed with LZW is refused: its size is not measured")
    func unmeasuredFilter() throws {
        try withTemporaryFolder { folder in
            let form = try folder.writing(Self.form, to: "f.json")
            try hostilePDFs(["objstm-plain.pdf"], in: folder)
            var pdf = try Data(contentsOf: folder.appendingPathComponent("objstm-plain.pdf"))
            // The object stream's filter (the first), as long, so the xref's offsets still hold.
            let flate = try #require(pdf.range(of: Data("/Filter /FlateDecode".utf8)))
            pdf.replaceSubrange(flate, with: Data("/Filter /LZWDecode  ".utf8))
            let lzw = folder.appendingPathComponent("lzw.pdf")
            try pdf.write(to: lzw)
            let refused = try runCLI(["extract", lzw.path, "--form", form.path])
            #expect(refused.status == 65)
            #expect(refused.stderr == "error: \(lzw.path): object 5, an object or cross-reference stream, is compressed with a filter other than FlateDecode, whose size extract does not measure; not read\n")
        }
    }

    @Test("-o naming a folder is extract's own error, not render's advice to give several inputs (U13)")
    func outputFolder() throws {
        try withTemporaryFolder { folder in
            let form = try folder.writing(Self.form, to: "f.json")
            try hostilePDFs(["objstm-plain.pdf"], in: folder)
            let out = folder.appendingPathComponent("out")
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            let run = try runCLI(["extract", folder.appendingPathComponent("objstm-plain.pdf").path, "--form", form.path, "-o", out.path, "--overwrite"])
            #expect(run.status == 73)
            #expect(run.stderr == "error: -o \(out.path) is a folder; extract writes one values file: name a file\n")
        }
    }

    @Test("bytes that are no PDF, and a PDF that needs a password, are errors naming the file, exit 65")
    func unreadable() throws {
        try withTemporaryFolder { folder in
            let form = try folder.writing(Self.form, to: "f.json")
            let text = try folder.writing("hello, this is not a PDF\n", to: "notes.pdf")
            let notPDF = try runCLI(["extract", text.path, "--form", form.path])
            #expect(notPDF.status == 65)
            #expect(notPDF.stderr == "error: \(text.path): not a PDF libqpdf can read (unable to find trailer dictionary while recovering damaged file)\n")
            try hostilePDFs(["objstm-plain.pdf"], in: folder)
            let locked = folder.appendingPathComponent("locked.pdf")
            let encrypt = try runProgram(URL(fileURLWithPath: "/usr/bin/qpdf"), ["--encrypt", "user", "owner", "256", "--", folder.appendingPathComponent("objstm-plain.pdf").path, locked.path])
            try #require(encrypt.status == 0, "\(encrypt.stderr)")
            let encrypted = try runCLI(["extract", locked.path, "--form", form.path])
            #expect(encrypted.status == 65)
            #expect(encrypted.stderr == "error: \(locked.path): the PDF is encrypted with a password; extract reads only PDFs that open without one (qpdf --decrypt --password=… makes one)\n")
        }
    }
}
