import Foundation
import FormSnapshot
import Formsetter
import TestSupport
import Testing

/// Reference PNGs of paper pages (scale 1) in Snapshots/paper/, two per format, compared pixel
/// for pixel. Recorded on the reference platform: `FORMSETTER_RECORD=all swift test --filter
/// PaperSnapshotTests` (missing references are written, and fail once, unless CI is set).
@Suite("Reference snapshots of the paper look")
struct PaperSnapshotTests {
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var form: String
        var sidecar: String?
        var page = PageSetup.a4
        var landscape = false
        var margin: Double?
        /// Which page of the render (from 1).
        var pageNumber = 1
        var description: String { name }
    }

    static let cases = [
        Case(name: "hyperoslo-ansatt-nb", form: "Tests/Fixtures/hyperoslo/ansatt-nb.json", sidecar: "Tests/Fixtures/hyperoslo/ansatt-nb.values.json"),
        Case(name: "hyperoslo-kurspamelding-nb", form: "Tests/Fixtures/hyperoslo/kurspamelding-nb.json"),
        Case(name: "hyperoslo-ansatt-nb-a6-page-3", form: "Tests/Fixtures/hyperoslo/ansatt-nb.json", sidecar: "Tests/Fixtures/hyperoslo/ansatt-nb.values.json",
             page: .paper(size: Size(width: 105 * 72 / 25.4, height: 148 * 72 / 25.4), margin: PageSetup.defaultMargin), margin: 8 * 72 / 25.4, pageNumber: 3),
        Case(name: "gigformulary-alta-socio-es", form: "Tests/Fixtures/gigformulary/alta-socio-es.json"),
        Case(name: "gigformulary-orchextra-form1", form: "Tests/Fixtures/gigformulary/repo-orchextra-vendored-form1.json",
             sidecar: "Tests/Fixtures/gigformulary/repo-orchextra-vendored-form1.values.json"),
        Case(name: "formworks-aviso-sinistro", form: "Tests/Fixtures/formworks/aviso-sinistro-residencial-pt.json",
             sidecar: "Tests/Fixtures/formworks/aviso-sinistro-residencial-pt.answers.json"),
        Case(name: "formworks-reclamacao-entrega", form: "Tests/Fixtures/formworks/reclamacao-entrega-pt-readme-format.json"),
        Case(name: "native-example", form: "Examples/forms/native-example.json"),
        Case(name: "native-example-letter-landscape", form: "Examples/forms/native-example.json", page: .letter, landscape: true, margin: 15 * 72 / 25.4),
    ]

    static func render(_ test: Case) throws -> Data {
        let turned = test.landscape ? test.page.landscape() : test.page
        let page = test.margin.map { turned.withMargin($0) } ?? turned
        let options = Formsetter.Options(skin: "paper", page: page, values: try test.sidecar.map { try Data(contentsOf: Paths.root.appendingPathComponent($0)) })
        let result = try sharedFormsetter.layout(try Data(contentsOf: Paths.root.appendingPathComponent(test.form)), options: options)
        let pages = try sharedFormsetter.render(result, as: .png, scale: 1)
        return pages[test.pageNumber - 1]
    }

    @Test("paper pages equal the references", arguments: cases)
    func reference(_ test: Case) throws {
        let actual = try Self.render(test)
        let reference = Paths.snapshots.appendingPathComponent("paper/\(test.name).png")
        let mode = try RecordMode.fromEnvironment()
        guard FileManager.default.fileExists(atPath: reference.path), mode != .all else {
            guard mode != .never else { Issue.record("no reference \(reference.lastPathComponent) (FORMSETTER_RECORD=never)"); return }
            try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: reference)
            if mode != .all { Issue.record("recorded \(reference.lastPathComponent); run again to compare") }
            return
        }
        let expected = try #require(RasterImage(png: try Data(contentsOf: reference)))
        let image = try #require(RasterImage(png: actual))
        // Compared outside #expect, which would print every pixel.
        let matches = image == expected
        if !matches {
            let artifact = URL(fileURLWithPath: ".build/snapshot-artifacts/paper-\(test.name).actual.png")
            try? FileManager.default.createDirectory(at: artifact.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? actual.write(to: artifact)
        }
        #expect(matches, "\(test.name) differs from \(reference.path); the actual page is in .build/snapshot-artifacts")
    }
}
