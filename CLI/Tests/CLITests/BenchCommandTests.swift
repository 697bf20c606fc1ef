import Foundation
import TestSupport
import Testing

@Suite("CLI: formsetter bench")
struct BenchCommandTests {
    @Test("bench renders each input as A4 PDF and phone PNG pages, then the same forms on 1 and 2 threads")
    func tables() throws {
        let out = try temporaryFolder()
        let run = try runCLI(["bench", "--runs", "1", "--parallel-forms", "2", "--threads", "2", "--out", out.path,
                              Paths.fixture("hyperoslo-3lvis/test-simple-text-field.json").path])
        #expect(run.status == 0, "\(run.stderr)")
        let rows = run.output.split(separator: "\n").map(String.init)  // the blank line between the tables drops out
        #expect(rows.count == 7)
        guard rows.count == 7 else { return }
        #expect(rows[0] == "| input | output | pages | median wall s | min–max s | peak RSS MiB |")
        #expect(rows[2].hasPrefix("| test-simple-text-field | PDF A4 | 1 | "))
        #expect(rows[3].hasPrefix("| test-simple-text-field | PNG 390x844 @2x | 1 | "))
        #expect(rows[4] == "| input | forms | 1 thread s | 2 threads s | speed-up |")
        #expect(rows[6].hasPrefix("| test-simple-text-field | 2 | "))
        #expect(rows[6].hasSuffix("× |"))
        let written = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(written == ["test-simple-text-field-1.pdf", "test-simple-text-field-1.png"])
    }
}
