import Foundation
import Formsetter
import Testing

/// Reference layout dumps and PNGs in Snapshots/<format>/, recorded on the reference platform
/// (Debian 12, cairo 1.16, pango 1.50). Set FORMSETTER_RECORD=all to re-record; a missing
/// reference is recorded locally (and fails once) but fails on CI.
@Suite("Reference snapshots: every fixture in its own look, and each format in the other looks")
struct SnapshotTests {
    static let formats = ["hyperoslo", "gigformulary", "formworks"]
    /// The form of each format also recorded in the two other skins.
    static let crossSkin = ["hyperoslo": "kurspamelding-nb", "gigformulary": "alta-socio-es", "formworks": "aviso-sinistro-residencial-pt"]

    @Test("layout dump and PNG (scale 1) equal the references", arguments: formats)
    func references(format: String) throws {
        let folder = Paths.snapshots.appendingPathComponent(format)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for input in try Paths.inputs(format) {
            var skins: [String?] = [nil]
            if Self.crossSkin[format] == input.name { skins += Self.formats.filter { $0 != format } }
            for skin in skins {
                let result = try sharedFormsetter.layout(try Data(contentsOf: input.json), options: try input.options(skin: skin, width: FixtureInput.width(for: format)))
                let png = try #require(try sharedFormsetter.render(result, as: .png, scale: 1).first)
                let name = input.name + (skin.map { ".in-\($0)" } ?? "")
                try check(Data(result.tree.layoutJSON().utf8), named: "\(name).layout.json", in: folder)
                try check(png, named: "\(name).png", in: folder)
            }
        }
    }

    private func check(_ actual: Data, named name: String, in folder: URL) throws {
        let reference = folder.appendingPathComponent(name)
        let environment = ProcessInfo.processInfo.environment
        let recordAll = environment["FORMSETTER_RECORD"] == "all"
        let exists = FileManager.default.fileExists(atPath: reference.path)
        let relative = "Snapshots/\(folder.lastPathComponent)/\(name)"
        if recordAll || (!exists && environment["CI"] == nil && environment["FORMSETTER_RECORD"] != "never") {
            try actual.write(to: reference)
            if !recordAll { Issue.record("recorded new reference \(relative); run the tests again") }
            return
        }
        guard exists else {
            Issue.record("missing reference \(relative) (record with FORMSETTER_RECORD=all on the reference platform)")
            return
        }
        let expected = try Data(contentsOf: reference)
        if expected != actual {
            let artifacts = Paths.root.appendingPathComponent(".build/snapshot-artifacts/\(folder.lastPathComponent)")
            try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
            try actual.write(to: artifacts.appendingPathComponent(name))
            Issue.record("\(relative) differs from its reference (\(expected.count) vs \(actual.count) bytes); actual written to .build/snapshot-artifacts/")
        }
    }
}
