import Foundation
import Formsetter
import TestSupport
import Testing

@Suite("CLI: --version and Swift source given as a form")
struct CLIVersionTests {
    @Test("--version prints the package version and the versions of cairo, pango, HarfBuzz, FreeType, fontconfig, libqpdf and ICU loaded at run time")
    func version() throws {
        let run = try runCLI(["--version"])
        #expect(run.status == 0)
        #expect(run.output == Formsetter.versionDescription + "\n")
        #expect(Formsetter.libraryVersions.map(\.name) == ["cairo", "pango", "harfbuzz", "freetype", "fontconfig", "libqpdf", "icu"])
        #expect(run.output.hasPrefix("formsetter \(Formsetter.version) (cairo \(LibraryVersions.cairo), pango \(LibraryVersions.pango), harfbuzz "))
        // Each is a run-time version of numbers (ICU says two, the others three), not an empty,
        // header or "not loaded" text: every one of them is installed where the tests run.
        for (name, version) in Formsetter.libraryVersions {
            let parts = version.split(separator: ".", omittingEmptySubsequences: false)
            #expect((2...3).contains(parts.count) && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }, "\(name) \(version)")
        }
        #expect(LibraryVersions.qpdfSoname == "libqpdf.so.\(LibraryVersions.qpdf.hasPrefix("11.") ? 29 : 30)")
    }

    @Test("render form.swift says SwiftFormBuilder forms are Swift code and how to render them (exit 65)")
    func swiftSourceInput() throws {
        try withTemporaryFolder { folder in
            let source = folder.appendingPathComponent("form.swift")
            try Data("""
                // Sign-up form
                import FormBuilder

                let items = [FormItem(named: "name", valueType: .firstname).title("Nome")]
                """.utf8).write(to: source)
            let run = try runCLI(["render", source.path, "-o", folder.appendingPathComponent("form.png").path])
            #expect(run.status == 65)
            #expect(run.stderr == "error: input: this looks like Swift code, not JSON: SwiftFormBuilder forms are Swift code and are "
                + "not read from files. Build them with the FormBuilder API (import FormBuilder and Formsetter in a Swift package "
                + "that depends on Formsetter) and render them with Formsetter().write(items, to: URL(fileURLWithPath: \"form.png\")) "
                + "or render(items, as: .png); see Docs/guide/swift.md\n")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("form.png").path))
        }
    }

    @Test("Swift without a leading comment (import first) gets the same advice; broken JSON keeps the syntax error")
    func swiftDetectionBoundaries() throws {
        let importFirst = try runCLI(["layout", "-"], stdin: Data("import FormBuilder\nlet x = 1\n".utf8))
        #expect(importFirst.status == 65)
        #expect(importFirst.stderr.hasPrefix("error: input: this looks like Swift code, not JSON"))
        let brokenJSON = try runCLI(["layout", "-"], stdin: Data("{\"groups\": [}".utf8))
        #expect(brokenJSON.status == 65)
        #expect(brokenJSON.stderr == "error: input is not valid JSON at line 1, column 13: unexpected character '}'\n")
    }
}
