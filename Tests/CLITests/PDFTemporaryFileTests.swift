import Foundation
import TestSupport
import Testing

/// PDFs pass through two temporary files (cairo's drawing, libqpdf's finished file), removed
/// from TMPDIR as soon as they are made.
@Suite("PDF temporary files: never left in TMPDIR")
struct PDFScratchFileTests {
    func environment(tmp: String) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = tmp
        return environment
    }

    @Test("a PDF render, a fillable one and a failed one leave nothing in TMPDIR")
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
            // Only the fontconfig cache of the bundled fonts stays (FontSystem keeps it on purpose).
            #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).filter { !$0.hasPrefix("formsetter-fontconfig-") } == [])
            try QPDF.expectClean(folder.appendingPathComponent("a.pdf"), "the PDF written through temporary files")
            try QPDF.expectClean(folder.appendingPathComponent("b.pdf"), "the fillable PDF written through temporary files")
        }
    }
}
