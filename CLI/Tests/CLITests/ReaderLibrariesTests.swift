import Foundation
import TestSupport
import Testing

/// Leptonica and ZBar are opened by `read` when it reads, not linked: with them and the ~20
/// libraries they need, every other command paid for loading them (issue #41).
@Suite("read's libraries: loaded by a read only")
struct ReadLibrariesLoadedOnlyByReadTests {
    /// The file names of the shared objects `arguments` made the loader initialise (its
    /// LD_DEBUG=libs report), with the run's status.
    static func initialised(_ arguments: [String]) throws -> (status: Int32, libraries: Set<String>, stderr: String) {
        let environment = ProcessInfo.processInfo.environment.merging(["TZ": "UTC", "LD_DEBUG": "libs"]) { $1 }
        let run = try runCLI(arguments, environment: environment)
        let libraries = run.stderr.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "calling init: ") else { return nil }
            return line[range.upperBound...].split(separator: "/").last.map(String.init)
        }
        return (run.status, Set(libraries), run.stderr)
    }

    static func readerLibraries(_ libraries: Set<String>) -> [String] {
        libraries.filter { $0.hasPrefix("liblept") || $0.hasPrefix("libzbar") }.sorted()
    }

    @Test("--version and PDF and PNG renders load neither Leptonica nor ZBar")
    func renderLoadsNeither() throws {
        try withTemporaryFolder { folder in
            for arguments in [["--version"],
                              ["render", ReadScansTests.ansatt.path, "--page", "a4", "-o", folder.appendingPathComponent("form.pdf").path],
                              ["render", ReadScansTests.ansatt.path, "--page", "a4", "-o", folder.appendingPathComponent("form.png").path]] {
                let run = try Self.initialised(arguments)
                #expect(run.status == 0, "\(arguments): \(run.stderr.suffix(2000))")
                // The report is read: the process did initialise cairo (--version links it too).
                #expect(run.libraries.contains("libcairo.so.2"), "\(arguments): \(run.libraries.sorted())")
                #expect(Self.readerLibraries(run.libraries) == [], "\(arguments)")
            }
        }
    }

    @Test("a read opens Leptonica and ZBar and reads the blank pages' empty values")
    func readOpensBoth() throws {
        try withTemporaryFolder { folder in
            let pages = try ReadScansTests.blankPages(ReadScansTests.ansatt, in: folder)
            let values = folder.appendingPathComponent("values.json")
            let run = try Self.initialised(["read"] + pages.map(\.path) + ["--form", ReadScansTests.ansatt.path, "--blank", "-o", values.path])
            #expect(run.status == 0, "\(run.stderr.suffix(2000))")
            let loaded = Self.readerLibraries(run.libraries)
            #expect(loaded == ["liblept.so.5", "libzbar.so.0"] || loaded == ["libleptonica.so.6", "libzbar.so.0"], "\(loaded)")
            let read = try JSONSerialization.jsonObject(with: Data(contentsOf: values)) as? [String: Any]
            #expect(read?["fornavn"] as? String == "", "\(String(describing: read))")
        }
    }
}
