import Foundation
import FormSnapshot
import Formsetter
import TestSupport
import Testing

/// Reference PNGs and layout dumps in Snapshots/<format>/, checked with the project's own
/// snapshot toolkit (`assertFormSnapshot`). Recorded on the reference platform (Debian 12,
/// cairo 1.16, pango 1.50): `FORMSETTER_RECORD=all swift test --filter FormSnapshotTests.SnapshotTests`; CI
/// never records. Failure artifacts go to .build/snapshot-artifacts.
@Suite("Reference snapshots: every fixture in its own look, and each format in the other looks")
struct SnapshotTests {
    static let formats = FixtureInput.snapshotFormats
    /// The form of each format also recorded in the two other skins.
    static let crossSkin = ["hyperoslo": "kurspamelding-nb", "gigformulary": "alta-socio-es", "formworks": "aviso-sinistro-residencial-pt"]

    @Test("PNG (scale 1) and layout dump equal the references", arguments: formats)
    func references(format: String) throws {
        let folder = Paths.snapshots.appendingPathComponent(format)
        for input in try Paths.inputs(format) {
            var skins: [String?] = [nil]
            if Self.crossSkin[format] == input.name { skins += Self.formats.filter { $0 != format } }
            for skin in skins {
                let name = input.name + (skin.map { ".in-\($0)" } ?? "")
                let width = FixtureInput.width(for: format)
                assertFormSnapshot(of: .file(input.json), as: .png(width: width, scale: 1, skin: skin),
                                   named: name, snapshotDirectory: folder, testName: "")
                // The dump recorded beside the PNG (`<name>.layout.json`), compared exactly.
                assertFormSnapshot(of: .file(input.json), as: .layout(width: width, skin: skin),
                                   named: name, snapshotDirectory: folder, testName: "")
            }
        }
    }
}
