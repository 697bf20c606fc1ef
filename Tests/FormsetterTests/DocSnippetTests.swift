import Foundation
import TestSupport
import Testing

/// Every Swift snippet of the README and the guides is a file of the test suite, compiled (and
/// the tests among them run) with it: a snippet that no longer compiles fails here first.
@Suite("Documentation snippets are compiled by the suite")
struct DocSnippetTests {
    /// The documentation pages: the README and every page under Docs/.
    static var pages: [URL] {
        let docs = FileManager.default.enumerator(at: Paths.root.appendingPathComponent("Docs"), includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "md" } ?? []
        return [Paths.root.appendingPathComponent("README.md")] + docs.sorted { $0.path < $1.path }
    }

    /// The ```swift blocks of `page`.
    static func snippets(in page: URL) throws -> [String] {
        let text = try String(contentsOf: page, encoding: .utf8)
        var snippets: [String] = [], current: [String]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift" { current = [] } else if current != nil, line == "```" {
                snippets.append(current!.joined(separator: "\n") + "\n")
                current = nil
            } else if current != nil { current!.append(String(line)) }
        }
        return snippets
    }

    @Test("every Swift snippet is the text of a compiled test file (manifest lines excepted)")
    func snippetsAreCompiled() throws {
        // The tests of this package and of the packages beside it (CLI/, SnapshotTestingAdapter/),
        // each compiled by its own `swift test` in .ci/run.
        let sources = ["Tests", "CLI/Tests", "SnapshotTestingAdapter/Tests"].flatMap { folder in
            FileManager.default.enumerator(at: Paths.root.appendingPathComponent(folder), includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.compactMap { try? String(contentsOf: $0, encoding: .utf8) } ?? []
        }
        var checked = 0
        for page in Self.pages {
            for snippet in try Self.snippets(in: page) {
                // A Package.swift line cannot be compiled inside this package; it is what a consumer writes.
                if snippet.hasPrefix(".package(") || snippet.hasPrefix("dependencies:") { continue }
                checked += 1
                #expect(sources.contains { $0.contains(snippet) }, "\(page.lastPathComponent): a snippet no test file holds:\n\(snippet)")
            }
        }
        #expect(checked == 4)
    }
}
