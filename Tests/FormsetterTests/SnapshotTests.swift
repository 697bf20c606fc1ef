import Foundation
import Formsetter
import Testing

/// Reference layout dumps and PNGs in Snapshots/hyperoslo/, recorded on the reference platform
/// (Debian 12, cairo 1.16, pango 1.50). Set FORMSETTER_RECORD=all to re-record; a missing
/// reference is recorded locally (and fails once) but fails on CI.
@Suite("Reference snapshots of every hyperoslo fixture")
struct SnapshotTests {
    static let folder = Paths.snapshots.appendingPathComponent("hyperoslo")

    @Test("layout dump and PNG (width 768, scale 1) equal the references")
    func references() throws {
        try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
        for (json, values) in try Paths.hyperosloInputs() {
            let name = json.deletingPathExtension().lastPathComponent
            let result = try sharedFormsetter.layout(try Data(contentsOf: json),
                                                     options: .init(values: try values.map { try Data(contentsOf: $0) }))
            let png = try #require(try sharedFormsetter.render(result, as: .png, scale: 1).first)
            try check(Data(result.tree.layoutJSON().utf8), named: "\(name).layout.json")
            try check(png, named: "\(name).png")
        }
    }

    private func check(_ actual: Data, named name: String) throws {
        let reference = Self.folder.appendingPathComponent(name)
        let environment = ProcessInfo.processInfo.environment
        let recordAll = environment["FORMSETTER_RECORD"] == "all"
        let exists = FileManager.default.fileExists(atPath: reference.path)
        if recordAll || (!exists && environment["CI"] == nil && environment["FORMSETTER_RECORD"] != "never") {
            try actual.write(to: reference)
            if !recordAll { Issue.record("recorded new reference \(name); run the tests again") }
            return
        }
        guard exists else {
            Issue.record("missing reference Snapshots/hyperoslo/\(name) (record with FORMSETTER_RECORD=all on the reference platform)")
            return
        }
        let expected = try Data(contentsOf: reference)
        if expected != actual {
            let artifacts = Paths.root.appendingPathComponent(".build/snapshot-artifacts")
            try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
            try actual.write(to: artifacts.appendingPathComponent(name))
            Issue.record("\(name) differs from its reference (\(expected.count) vs \(actual.count) bytes); actual written to .build/snapshot-artifacts/\(name)")
        }
    }
}
