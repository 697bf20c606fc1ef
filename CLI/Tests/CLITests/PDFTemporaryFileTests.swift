import Foundation
import TestSupport
import Testing

/// A PDF stays in memory up to 1 MiB; a larger one passes through two temporary files (cairo's
/// drawing, libqpdf's finished file), removed from TMPDIR as soon as they are made.
@Suite("PDF temporary files: never left in TMPDIR")
struct PDFTemporaryFileTests {
    func environment(tmp: String) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = tmp
        return environment
    }

    @Test("a small PDF, a fillable one, a failed one and one over 1 MiB (through the files) leave nothing in TMPDIR")
    func nothingLeftBehind() throws {
        try withTemporaryFolder { folder in
            let scratch = folder.appendingPathComponent("tmp")
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            let form = Paths.fixture("hyperoslo/ansatt-nb.json").path
            let plain = try runCLI(["render", form, "--page", "a4", "-o", folder.appendingPathComponent("a.pdf").path], environment: environment(tmp: scratch.path))
            #expect(plain.status == 0, "\(plain.stderr)")
            let fillable = try runCLI(["render", form, "--skin", "paper", "--fillable", "-o", folder.appendingPathComponent("b.pdf").path],
                                      environment: environment(tmp: scratch.path))
            #expect(fillable.status == 0, "\(fillable.stderr)")
            let unwritable = try runCLI(["render", form, "--page", "a4", "-o", folder.appendingPathComponent("missing/c.pdf").path],
                                        environment: environment(tmp: scratch.path))
            #expect(unwritable.status != 0)
            let long = try folder.writing(String(decoding: SampleForms.hyperosloTextFields(30_000), as: UTF8.self), to: "long.json")
            let large = try runCLI(["render", long.path, "--page", "a4", "-o", folder.appendingPathComponent("d.pdf").path],
                                   environment: environment(tmp: scratch.path))
            #expect(large.status == 0, "\(large.stderr)")
            let size = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("d.pdf").path)[.size] as? Int ?? 0
            // Each field's frame is one shared XObject, so mostly its text counts: about 42 bytes a field on cairo 1.18 (object streams), 56 on 1.16.
            #expect(size > 1 << 20, "the PDF must be larger than the spool's memory limit to go through the files")
            // Only the fontconfig cache of the bundled fonts stays (FontSystem keeps it on purpose).
            #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).filter { !$0.hasPrefix("formsetter-fontconfig-") } == [])
            try QPDF.expectClean(folder.appendingPathComponent("a.pdf"), "the small PDF")
            try QPDF.expectClean(folder.appendingPathComponent("b.pdf"), "the fillable PDF")
            try QPDF.expectClean(folder.appendingPathComponent("d.pdf"), "the PDF written through temporary files")
        }
    }
}
