import Foundation
@testable import FormSnapshotCore
@testable import FormSnapshot
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
            // The report counts the changed word's pixels as differing, not as anti-aliasing set aside.
            let comparison = try #require(renamed.comparison)
            let counts = try #require(comparison.maskCounts)
            #expect(comparison.differentPixels == 0)
            #expect(counts.changed > 0)
            let page = try SnapshotReport.write([renamed], to: root.appendingPathComponent("report"))
            let html = try String(contentsOf: page, encoding: .utf8)
            #expect(html.contains(#""differentPixels":\#(counts.changed)"#))
            #expect(html.contains(#""antiAliasedPixels":\#(counts.notCounted)"#))
            #expect(counts.notCounted < comparison.antiAliasedPixels)
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

@Suite("swift test's HTML report (FORMSETTER_SNAPSHOT_REPORT)")
struct SnapshotTestReportTests {
    @Test("each assertion's outcome joins one report, written again each time, with the command that accepts the changes")
    func report() throws {
        try withTemporaryFolder { root in
            let verifier = SnapshotVerifier(formsetter: sharedFormsetter, directory: root.appendingPathComponent("references"),
                                            artifacts: root.appendingPathComponent("artifacts"), mode: .missing)
            let format = SnapshotFormat.layout(width: 375)
            let form = { (title: String) in Data(#"[{"id":"g","title":"G","sections":[{"id":"s","fields":[{"id":"email","title":"\#(title)","type":"text"}]}]}]"#.utf8) }
            _ = try verifier.verify(.json(form("Email")), as: format, named: "phone")
            let report = SnapshotTestReport()
            let folder = root.appendingPathComponent("report")
            #expect(try report.add(try verifier.verify(.json(form("Email")), as: format, named: "phone"), reportingTo: nil) == nil)
            _ = try report.add(try verifier.verify(.json(form("Email")), as: format, named: "phone"), reportingTo: folder)
            let page = try #require(try report.add(try verifier.verify(.json(form("E-mail")), as: format, named: "phone"), reportingTo: folder))
            let html = try String(contentsOf: page, encoding: .utf8)
            #expect(html.contains("FORMSETTER_RECORD=failed swift test"))
            // The outcome not reported (no folder) is not held; the two reported ones are.
            #expect(html.components(separatedBy: #""name":"phone""#).count - 1 == 2)
        }
    }
}

@Suite("assertFormSnapshot's failure names its own reference file")
struct SnapshotFailureTitleTests {
    @Test("a PNG and a layout assertion of one name fail under their own reference files (`….png`, `….layout.json`); a missing reference says to run again with FORMSETTER_RECORD=missing")
    func titles() throws {
        try withTemporaryFolder { directory in
            let form = { (title: String) in #"[{"id":"g","title":"G","sections":[{"id":"s","fields":[{"id":"email","title":"\#(title)","type":"text"}]}]}]"# }
            func both(_ title: String, record: RecordMode) {
                assertFormSnapshot(of: .json(form(title)), as: .png(width: 375), named: "sign-up", record: record, snapshotDirectory: directory)
                assertFormSnapshot(of: .json(form(title)), as: .layout(width: 375), named: "sign-up", record: record, snapshotDirectory: directory)
                SnapshotNames.shared.reset(in: directory)
            }
            withKnownIssue("no reference, and the record mode writes none") {
                both("Email", record: .never)
            } matching: { Self.comments($0).contains("run the same command again with FORMSETTER_RECORD=missing to write it") }
            withKnownIssue("a new reference fails its first run") { both("Email", record: .missing) }
            let titles = Titles()
            withKnownIssue("the title changed") {
                both("E-mail", record: .never)
            } matching: { issue in
                titles.add(String(Self.comments(issue).prefix { $0 != ":" }))
                return true
            }
            #expect(titles.all == ["Snapshot both.sign-up.png mismatch", "Snapshot both.sign-up.layout.json mismatch"])  // `both` is the calling function, as #function names a test
        }
    }

    static func comments(_ issue: Issue) -> String { issue.comments.map(\.rawValue).joined(separator: "\n") }

    /// The failures' titles, gathered from the issue handler.
    final class Titles: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [String] = []
        func add(_ title: String) { lock.withLock { items.append(title) } }
        var all: [String] { lock.withLock { items } }
    }
}
