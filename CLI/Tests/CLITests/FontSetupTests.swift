import Foundation
import TestSupport
import Testing

@Suite("Fonts set up in the background while the CLI parses its arguments")
struct FontSetupTests {
    @Test("a command that fails at once waits for fontconfig's cache: it is whole, with no lock file")
    func failingCommandWaitsForTheCache() throws {
        try withTemporaryFolder { folder in
            // Forty links to each bundled font: a first scan long enough (~0.5 s) that a process
            // not waiting for it would end in the middle.
            let fonts = folder.appendingPathComponent("Fonts"), bundled = Paths.root.appendingPathComponent("Fonts")
            try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: bundled.appendingPathComponent("mapping.json"), to: fonts.appendingPathComponent("mapping.json"))
            for name in try FileManager.default.contentsOfDirectory(atPath: bundled.path) where name.hasSuffix(".ttf") || name.hasSuffix(".otf") {
                for copy in 0..<40 {
                    try FileManager.default.createSymbolicLink(at: fonts.appendingPathComponent("\(copy)-\(name)"), withDestinationURL: bundled.appendingPathComponent(name))
                }
            }
            var environment = ProcessInfo.processInfo.environment
            environment["XDG_CACHE_HOME"] = folder.path
            environment["FORMSETTER_FONTS"] = fonts.path
            // A usage error ends the process right after parsing, before any font is asked for.
            let run = try runCLI(["render", "form.json", "--no-such-option"], environment: environment)
            #expect(run.status == 64)
            let cache = folder.appendingPathComponent("formsetter/fontconfig")
            let names = try FileManager.default.contentsOfDirectory(atPath: cache.path)
            #expect(names.filter { $0.contains(".cache-") }.count == 1)
            // No lock file left (fontconfig writes CACHEDIR.TAG only in a folder it makes itself; Formsetter makes this one, 0700).
            #expect(names.filter { !$0.contains(".cache-") } == [])
        }
    }
}
