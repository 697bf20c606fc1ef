import Foundation
import FormSnapshot
import Formsetter
import TestSupport
import Testing

/// The screen references of `ReferenceCatalogue` (every fixture of every format in its own look,
/// one form of each format in the two other looks): PNG and layout dump, checked with the
/// project's own snapshot toolkit (`assertFormSnapshot`). Recorded on the reference platform
/// (Debian 12, cairo 1.16, pango 1.50): `FORMSETTER_RECORD=all swift test --filter
/// FormSnapshotTests.SnapshotTests`; CI never records. Failure artifacts go to .build/snapshot-artifacts.
@Suite("Reference snapshots: every fixture in its own look, and each format in the other looks")
struct SnapshotTests {
    @Test("PNG (scale 1) and layout dump equal the references", arguments: ReferenceCatalogue.screenRows)
    func references(_ reference: Reference) throws {
        guard case let .screen(skin) = reference.look else { Issue.record("\(reference) is not a screen"); return }
        let input = FixtureInput(json: reference.inputURL, format: reference.folder)
        let width = FixtureInput.width(for: input.format)
        assertFormSnapshot(of: .file(input.json), as: .png(width: width, scale: 1, skin: skin),
                           named: reference.fileName, snapshotDirectory: reference.directory, testName: "")
        // The dump recorded beside the PNG (`<name>.layout.json`), compared exactly.
        assertFormSnapshot(of: .file(input.json), as: .layout(width: width, skin: skin),
                           named: reference.fileName, snapshotDirectory: reference.directory, testName: "")
    }
}
