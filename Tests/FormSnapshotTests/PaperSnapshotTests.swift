import Foundation
import FormSnapshot
import Formsetter
import TestSupport
import Testing

/// The paper references of `ReferenceCatalogue` (scale 1, two forms per format, a continued
/// group and Letter landscape) in Snapshots/paper/, each PNG carrying its page's layout and
/// compared `.portable`ly (layout exactly, pixels outside text within noise). Recorded on the
/// reference platform: `FORMSETTER_RECORD=all swift test --filter PaperSnapshotTests` (missing
/// references are written, and fail once, unless CI is set).
@Suite("Reference snapshots of the paper look")
struct PaperSnapshotTests {
    static func render(_ reference: Reference, _ page: Reference.PaperPage) throws -> Data {
        let values = try page.values.map { try Data(contentsOf: Paths.root.appendingPathComponent($0)) }
        var options = Formsetter.Options(skin: "paper", page: page.setup, values: values)
        options.questionnaire.blank = page.blank
        options.skinOptions.marks = page.marks
        let result = try sharedFormsetter.layout(try Data(contentsOf: reference.inputURL), options: options)
        let pages = try sharedFormsetter.render(result, as: .png, scale: 1)
        let layout = LayoutDump(LayoutTree(pages: [result.tree.pages[page.number - 1]])).json
        return SnapshotPNG.attaching(layout, to: pages[page.number - 1])
    }

    @Test("paper pages equal the references", arguments: ReferenceCatalogue.paperRows)
    func reference(_ test: Reference) throws {
        guard case let .paper(page) = test.look else { Issue.record("\(test) is not a paper reference"); return }
        let actual = try Self.render(test, page)
        let reference = Paths.snapshots.appendingPathComponent(test.files[0])
        let mode = try RecordMode.fromEnvironment()
        guard FileManager.default.fileExists(atPath: reference.path), mode != .all else {
            guard mode != .never else { Issue.record("no reference \(reference.lastPathComponent) (FORMSETTER_RECORD=never)"); return }
            try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: reference)
            if mode != .all { Issue.record("recorded \(reference.lastPathComponent); run again to compare") }
            return
        }
        let compared = try #require(try ImageComparator.compare(expectedPNG: try Data(contentsOf: reference), actualPNG: actual, tolerance: .portable))
        // Compared outside #expect, which would print every pixel.
        let matches = compared.comparison.passed
        if !matches {
            let artifact = URL(fileURLWithPath: ".build/snapshot-artifacts/paper-\(test.fileName).actual.png")
            try? FileManager.default.createDirectory(at: artifact.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? actual.write(to: artifact)
        }
        #expect(matches, "\(test.name) differs from \(reference.path): \(compared.comparison.summary); the actual page is in .build/snapshot-artifacts")
    }
}
