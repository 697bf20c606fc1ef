import Foundation
import Formsetter
import TestSupport
import Testing

/// `ReferenceCatalogue` is the one list of reference images: every snapshot fixture has a row,
/// every file in Snapshots/ belongs to one, and each name is one behaviour.
@Suite("Reference catalogue: one row per reference image, named by behaviour")
struct ReferenceCatalogueTests {
    static let rows = ReferenceCatalogue.rows

    @Test("Every fixture of a snapshot format has a row drawing it in its own look")
    func everySnapshotFixtureHasARow() throws {
        let ownLook = Set(ReferenceCatalogue.screenRows.compactMap { row -> String? in
            guard case .screen(nil) = row.look else { return nil }
            return "\(row.folder): \(row.input)"
        })
        var missing: [String] = []
        for format in FixtureInput.snapshotFormats {
            for input in try Paths.inputs(format) {
                let path = String(input.json.standardizedFileURL.path.dropFirst(Paths.root.standardizedFileURL.path.count + 1))
                if !ownLook.contains("\(format): \(path)") { missing.append("\(format): \(path)") }
            }
        }
        #expect(missing == [], "fixtures without a row \"<format>/<behaviour>\" in their own look in ReferenceCatalogue")
    }

    @Test("Every form in Tests/Fixtures/styles has a style row")
    func everyStyleFormHasARow() throws {
        let forms = try FileManager.default.contentsOfDirectory(atPath: Paths.fixture("styles").path)
            .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".tokens.json") }.map { "Tests/Fixtures/styles/\($0)" }
        let drawn = Set(ReferenceCatalogue.styleRows.map(\.input))
        #expect(!forms.isEmpty)
        #expect(forms.filter { !drawn.contains($0) } == [], "forms without a style row in ReferenceCatalogue")
    }

    @Test("Every file in Snapshots/ belongs to a row")
    func noOrphanFiles() throws {
        let owned = Set(Self.rows.flatMap(\.files))
        let root = Paths.snapshots.standardizedFileURL.path + "/"
        let enumerator = try #require(FileManager.default.enumerator(at: Paths.snapshots, includingPropertiesForKeys: [.isRegularFileKey]))
        var files: [String] = []
        for case let url as URL in enumerator where try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true {
            files.append(String(url.standardizedFileURL.path.dropFirst(root.count)))
        }
        #expect(!files.isEmpty)
        // The documentation's snippets (Tests/FormSnapshotTests/DocSnippets) keep theirs in a folder named by their file.
        let snippetFolders = try FileManager.default.contentsOfDirectory(atPath: Paths.root.appendingPathComponent("Tests/FormSnapshotTests/DocSnippets").path)
            .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(".swift".count)) + "/" }
        let orphans = files.filter { file in !owned.contains(file) && !snippetFolders.contains { file.hasPrefix($0) } }.sorted()
        #expect(orphans == [], "files in Snapshots/ without a row in ReferenceCatalogue")
    }

    @Test("No two rows share a name")
    func namesAreUnique() {
        let counts = Dictionary(grouping: Self.rows.map(\.name), by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        #expect(counts == [])
    }

    @Test("Names are <folder>/<behaviour> in kebab-case, the folder one of Snapshots/")
    func namesAreKebabCase() throws {
        let pattern = try Regex("^[a-z]+/[a-z0-9]+(-[a-z0-9]+)*$")
        let folders = Set(FixtureInput.snapshotFormats + ["styles", "paper", "swiftformbuilder"])
        for row in Self.rows {
            #expect(row.name.wholeMatch(of: pattern) != nil, "\(row.name)")
            #expect(folders.contains(row.folder), "\(row.name)")
        }
    }

    @Test("Every row's input exists")
    func inputsExist() {
        for row in Self.rows {
            if case .swiftFormBuilder = row.look { continue }  // a Swift fixture, checked by its own target
            #expect(FileManager.default.fileExists(atPath: row.inputURL.path), "\(row.name): \(row.input)")
        }
    }
}
