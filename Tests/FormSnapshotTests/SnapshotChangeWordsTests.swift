import Foundation
@testable import FormSnapshotCore
import Formsetter
import TestSupport
import Testing

/// A failing snapshot says what changed in words before its numbers, and each assertion's
/// artifacts are named by its own reference.
@Suite("Snapshot failures in words, artifacts named by their reference")
struct SnapshotChangeWordsTests {
    /// A hyperoslo form with an e-mail field titled `title`, its title colour `color`.
    func form(title: String, color: String = "#000000") -> Data {
        Data(#"[{"id":"account","title":"Account","sections":[{"id":"s","fields":[{"id":"name","title":"Name","type":"text"},{"id":"email","title":"\#(title)","type":"text","styles":{"heading_label_text_color":"\#(color)"}}]}]}]"#.utf8)
    }

    @Test("a changed title reads `text of `email`: \"Email\" → \"E-mail\"`; a changed colour names both colours")
    func words() throws {
        try withTemporaryFolder { root in
            let verifier = SnapshotVerifier(formsetter: sharedFormsetter, directory: root.appendingPathComponent("references"),
                                            artifacts: root.appendingPathComponent("artifacts"), mode: .missing)
            let format = SnapshotFormat.png(width: 375, scale: 1)
            _ = try verifier.verify(.json(form(title: "Email")), as: format, named: "sign-up")
            let renamed = try verifier.verify(.json(form(title: "E-mail")), as: format, named: "sign-up")
            #expect(renamed.status == .mismatch)
            let email = try #require(renamed.changes.first { $0.id == "email" })
            #expect(email.description.hasPrefix(#"text of `email`: "Email" → "E-mail" ("#))
            let recoloured = try verifier.verify(.json(form(title: "Email", color: "#1A72E8")), as: format, named: "sign-up")
            let colour = try #require(recoloured.changes.first { $0.id == "email" })
            #expect(colour.description.hasPrefix("`email` colour #000000 → #1A72E8 ("), "\(colour)")
        }
    }

    @Test("a PNG and a layout assertion of one name write their own changes file")
    func artifactsPerReference() throws {
        try withTemporaryFolder { root in
            let artifacts = root.appendingPathComponent("artifacts")
            let verifier = SnapshotVerifier(formsetter: sharedFormsetter, directory: root.appendingPathComponent("references"),
                                            artifacts: artifacts, mode: .missing)
            for format in [SnapshotFormat.png(width: 375, scale: 1), .layout(width: 375)] {
                _ = try verifier.verify(.json(form(title: "Email")), as: format, named: "sign-up")
                #expect(try verifier.verify(.json(form(title: "E-mail")), as: format, named: "sign-up").status == .mismatch)
            }
            let written = try FileManager.default.contentsOfDirectory(atPath: artifacts.path).filter { $0.hasSuffix("changes.txt") }.sorted()
            #expect(written == ["sign-up.changes.txt", "sign-up.layout.changes.txt"])
            let layoutChanges = try String(contentsOf: artifacts.appendingPathComponent("sign-up.layout.changes.txt"), encoding: .utf8)
            #expect(layoutChanges.hasPrefix("layout differs"), "\(layoutChanges)")
        }
    }
}
