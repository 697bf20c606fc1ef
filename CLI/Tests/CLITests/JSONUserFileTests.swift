import Foundation
import TestSupport
import Testing

@Suite("A broken Fonts/mapping.json through the one JSON parser: exit 70 with line and column")
struct JSONUserFileTests {
    @Test("a broken Fonts/mapping.json stops with exit 70 naming the file, line and column")
    func fontMapping() throws {
        try withTemporaryFolder { folder in
            let fonts = folder.appendingPathComponent("Fonts")
            try FileManager.default.copyItem(at: Paths.root.appendingPathComponent("Fonts"), to: fonts)
            try Data("{\"names\": {\"X\": {\"family\": }}}".utf8).write(to: fonts.appendingPathComponent("mapping.json"))
            let run = try runCLI(["fonts"], environment: ["FORMSETTER_FONTS": fonts.path])
            #expect(run.status == 70)
            #expect(run.stderr == "error: \(fonts.path)/mapping.json is not valid JSON at line 1, column 28: unexpected character '}'\n")
            try Data(#"{"names": {"X": {"weight": 700}}}"#.utf8).write(to: fonts.appendingPathComponent("mapping.json"))
            let missing = try runCLI(["fonts"], environment: ["FORMSETTER_FONTS": fonts.path])
            #expect(missing.status == 70)
            #expect(missing.stderr == "error: \(fonts.path)/mapping.json: names.X.family: missing; the name is not mapped\n")
        }
    }
}
