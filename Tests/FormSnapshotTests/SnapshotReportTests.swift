import Foundation
import FormSnapshot
// The outcome types have no public initializers; the report is fed values built by hand.
@testable import FormSnapshotCore
import Formsetter
import TestSupport
import Testing

/// The offline HTML snapshot report: files written, data embedded and escaped, and the page
/// really drawing its entries in a browser.
@Suite("Snapshot report")
struct SnapshotReportTests {
    /// A name full of characters that must be escaped, and an attempt to run script through it.
    static let hostileName = #"<img src=x onerror="document.body.dataset.pwned=1"> & café"#

    /// A temporary folder holding artifacts and references like SnapshotVerifier writes them.
    struct Fixture {
        var root: URL
        var outcomes: [SnapshotOutcome]
        var report: URL { root.appendingPathComponent("report") }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-report-\(UUID().uuidString)")
            let artifacts = root.appendingPathComponent("artifacts"), references = root.appendingPathComponent("references")
            try FileManager.default.createDirectory(at: artifacts.appendingPathComponent("forms"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: references.appendingPathComponent("forms"), withIntermediateDirectories: true)
            func png(_ fill: (UInt8, UInt8, UInt8, UInt8), _ url: URL) throws -> URL {
                try RasterImage(width: 40, height: 30, fill: fill).pngData().write(to: url)
                return url
            }
            let written = [
                try png((255, 255, 255, 255), artifacts.appendingPathComponent("forms/sign-up.expected.png")),
                try png((230, 240, 255, 255), artifacts.appendingPathComponent("forms/sign-up.actual.png")),
                try png((255, 0, 0, 255), artifacts.appendingPathComponent("forms/sign-up.diff.png")),
            ]
            let changesText = artifacts.appendingPathComponent("forms/sign-up.changes.txt")
            try Data("120 pixels differ\n".utf8).write(to: changesText)
            let comparison = ImageComparison(expectedSize: (40, 30), actualSize: (40, 30), differentPixels: 120, antiAliasedPixels: 7,
                                             pixelCount: 1200, allowedPixels: 10, mask: [], diffImage: nil)
            let mismatch = SnapshotOutcome(
                name: "forms/sign-up", status: .mismatch, message: comparison.summary, comparison: comparison,
                changes: [CellChange(id: "email", kind: .moved(dx: 0, dy: 3), pixels: 120),
                          CellChange(id: "password", kind: .repainted, pixels: 4)],
                artifacts: written + [changesText], reference: references.appendingPathComponent("forms/sign-up.png"))
            let matched = SnapshotOutcome(name: "forms/login", status: .matched, message: "0 pixels differ", comparison: nil, changes: [],
                                          artifacts: [], reference: references.appendingPathComponent("forms/login.png"))
            let missing = SnapshotOutcome(name: SnapshotReportTests.hostileName, status: .missing,
                                          message: "no reference </script><b>bold</b> & \"quoted\" — ø", comparison: nil, changes: [],
                                          artifacts: [], reference: references.appendingPathComponent("hostile.png"))
            // No artifacts: the report falls back to the reference for the image it shows.
            let recorded = SnapshotOutcome(name: "forms/new", status: .recorded, message: "new reference new.png recorded", comparison: nil,
                                           changes: [], artifacts: [], reference: try png((0, 128, 0, 255), references.appendingPathComponent("forms/new.png")))
            // Matched first on purpose: the report must still list the failure first.
            outcomes = [matched, recorded, missing, mismatch]
        }
    }

    @Test("writes a self-contained folder with the outcomes as JSON, failures first, text escaped")
    func writesFolder() throws {
        let fixture = try Fixture()
        defer { try? FileManager.default.removeItem(at: fixture.root) }
        let index = try SnapshotReport.write(fixture.outcomes, to: fixture.report, title: "Sign-up <forms> & \"more\"")
        #expect(index == fixture.report.appendingPathComponent("index.html"))
        for path in ["images/forms/sign-up.expected.png", "images/forms/sign-up.actual.png", "images/forms/sign-up.diff.png",
                     "images/forms/new.expected.png", "files/forms/sign-up.changes.txt"] {
            #expect(FileManager.default.fileExists(atPath: fixture.report.appendingPathComponent(path).path), "\(path) was not copied")
        }
        let html = try String(contentsOf: index, encoding: .utf8)
        #expect(html.contains("<title>Sign-up &lt;forms&gt; &amp; &quot;more&quot;</title>"))
        #expect(!html.contains("http://") && !html.contains("https://"), "the report must not load anything from the network")
        #expect(!html.contains("</script><b>"), "a message closed the data script early")
        // The header names the libraries the renders came from.
        #expect(html.contains("<p class=\"renderer\">Rendered by <code>\(Formsetter.versionDescription)</code></p>"))
        #expect(Formsetter.versionDescription.contains(", harfbuzz "))

        let data = try #require(Self.embeddedJSON(in: html))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any])
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary == ["checked": 4, "failed": 1, "recorded": 1, "missing": 1, "matched": 1])
        #expect(object["renderers"] as? [String] == [Formsetter.versionDescription])
        let snapshots = try #require(object["snapshots"] as? [[String: Any]])
        #expect(snapshots.map { $0["status"] as? String } == ["mismatch", "missing", "recorded", "matched"])
        #expect(snapshots.map { $0["name"] as? String } == ["forms/sign-up", Self.hostileName, "forms/new", "forms/login"])
        #expect(snapshots[1]["message"] as? String == "no reference </script><b>bold</b> & \"quoted\" — ø")

        let first = snapshots[0]
        #expect(first["images"] as? [String: String] == ["expected": "images/forms/sign-up.expected.png",
                                                         "actual": "images/forms/sign-up.actual.png", "diff": "images/forms/sign-up.diff.png"])
        let comparison = try #require(first["comparison"] as? [String: Any])
        #expect(comparison["differentPixels"] as? Int == 120)
        #expect(comparison["antiAliasedPixels"] as? Int == 7)
        #expect(comparison["pixelCount"] as? Int == 1200)
        #expect(comparison["allowedPixels"] as? Int == 10)
        #expect(comparison["expectedSize"] as? [String: Int] == ["width": 40, "height": 30])
        let changes = try #require(first["changes"] as? [[String: Any]])
        #expect(changes.map { $0["id"] as? String } == ["email", "password"])
        #expect(changes.first?["description"] as? String == "`email` moved 3 pt down (120 differing pixels)")
        #expect(snapshots[2]["images"] as? [String: String] == ["expected": "images/forms/new.expected.png"])
    }

    @Test("names never escape the report folder and never collide")
    func pathsStayInside() {
        var stems = StemAllocator()
        #expect(stems.stem(for: "../../etc/passwd") == "__/__/etc/passwd")
        #expect(stems.stem(for: "a<b") == "a_b")
        #expect(stems.stem(for: "a>b") == "a_b-2")
        #expect(stems.stem(for: "café/.hidden") == "caf_/_hidden")
        #expect(stems.stem(for: "") == "snapshot")
    }

    @Test("headless Chromium draws every entry: images, changed cells, no injected script")
    func rendersInChromium() throws {
        guard let chromium = Paths.chromium() else {
            let why = "chromium not found (looked for /usr/bin/chromium and chromium on PATH); install Debian's `chromium` package"
            if ProcessInfo.processInfo.environment["CI"] != nil {
                Issue.record("CI: \(why). The report's DOM test cannot be skipped on CI.")
            } else {
                Issue.record("\(why) to run the report's DOM test locally.")
            }
            return
        }
        let fixture = try Fixture()
        defer { try? FileManager.default.removeItem(at: fixture.root) }
        let index = try SnapshotReport.write(fixture.outcomes, to: fixture.report)
        let dom = try Self.dumpDOM(chromium: chromium, page: index, scratch: fixture.root)

        let section = try #require(Self.section(named: "forms/sign-up", in: dom), "no section for forms/sign-up in:\n\(dom.prefix(3000))")
        #expect(section.contains(#"data-status="mismatch""#))
        for role in ["expected", "actual", "diff"] {
            let source = try #require(Self.imageSource(class: role, in: section), "no <img class=\"\(role)\"> in the mismatch entry")
            #expect(source == "images/forms/sign-up.\(role).png")
            #expect(FileManager.default.fileExists(atPath: fixture.report.appendingPathComponent(source).path), "\(source) does not exist")
        }
        #expect(section.contains(#"<li class="changed-cell" data-cell="email""#))
        #expect(section.contains(#"<li class="changed-cell" data-cell="password""#))
        #expect(section.contains("moved 3 pt down (120 differing pixels)"))
        for status in ["mismatch", "missing", "recorded", "matched"] {
            #expect(dom.contains(#"data-status="\#(status)""#), "no \(status) entry drawn")
        }
        // The hostile name shows as text, and its onerror never ran.
        #expect(dom.contains("&lt;img src=x onerror="))
        #expect(!dom.contains("data-pwned"))
        let order = ["forms/sign-up", "forms/new", "forms/login"].compactMap { dom.range(of: #"data-name="\#($0)""#)?.lowerBound }
        #expect(order.count == 3 && order == order.sorted(), "entries are not in failures-first order")
    }

    @Test("a real verifier mismatch reports its three images and the cell that moved")
    func realMismatch() throws {
        // Set FORMSETTER_REPORT_DEMO to a folder to keep this report and look at it in a browser.
        let demo = ProcessInfo.processInfo.environment["FORMSETTER_REPORT_DEMO"].map { URL(fileURLWithPath: $0) }
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-report-real-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        // Fields as `id:width%`; moving `email` from the second row into the first keeps the page size.
        func form(_ fields: [String]) -> Data {
            let list = fields.map { field in
                let parts = field.split(separator: ":"), id = String(parts[0]), width = parts.count > 1 ? String(parts[1]) : "100"
                return #"{"id":"\#(id)","title":"\#(id.capitalized)","type":"text","placeholder":"Required","size":{"width":\#(width)}}"#
            }
            return Data(#"[{"id":"account","title":"Account","sections":[{"id":"s","fields":[\#(list.joined(separator: ","))]}]}]"#.utf8)
        }
        let verifier = SnapshotVerifier(formsetter: sharedFormsetter, directory: root.appendingPathComponent("references"),
                                        artifacts: root.appendingPathComponent("artifacts"), mode: .missing)
        let format = SnapshotFormat.png(width: 375, scale: 1)
        let recorded = try verifier.verify(.json(form(["name", "email:50", "password:50"])), as: format, named: "sign-up")
        let matched = try verifier.verify(.json(form(["name", "email:50", "password:50"])), as: format, named: "sign-up")
        let mismatch = try verifier.verify(.json(form(["name:50", "email:50", "password"])), as: format, named: "sign-up")
        let fresh = try verifier.verify(.json(form(["name", "newsletter"])), as: format, named: "newsletter")
        #expect([recorded.status, matched.status, mismatch.status, fresh.status] == [.recorded, .matched, .mismatch, .recorded])
        #expect(mismatch.changes.contains { $0.id == "email" }, "changes: \(mismatch.changes)")

        let index = try SnapshotReport.write([matched, fresh, mismatch], to: demo ?? root.appendingPathComponent("report"))
        let html = try String(contentsOf: index, encoding: .utf8)
        let data = try #require(Self.embeddedJSON(in: html).map { Data($0.utf8) })
        let snapshots = try #require((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["snapshots"] as? [[String: Any]])
        let images = try #require(snapshots.first?["images"] as? [String: String])
        #expect(images.keys.sorted() == ["actual", "diff", "expected"])
        for path in images.values {
            let copy = try #require(RasterImage(png: try Data(contentsOf: index.deletingLastPathComponent().appendingPathComponent(path))))
            #expect(copy.width == 375)
        }
        let files = (snapshots.first?["files"] as? [[String: String]] ?? []).compactMap { $0["label"] }
        #expect(files.sorted() == ["changes.txt", "expected-diff-actual.png"])
    }

    // MARK: - Helpers

    static func embeddedJSON(in html: String) -> String? {
        guard let start = html.range(of: #"<script type="application/json" id="snapshot-data">"#),
              let end = html.range(of: "</script>", range: start.upperBound..<html.endIndex) else { return nil }
        return String(html[start.upperBound..<end.lowerBound])
    }

    /// The serialized `<section class="snapshot" …>` whose data-name is `name`.
    static func section(named name: String, in dom: String) -> String? {
        let parts = dom.components(separatedBy: #"<section class="snapshot""#).dropFirst()
        return parts.first { $0.hasPrefix(#" data-name="\#(name)""#) }.map { #"<section class="snapshot""# + $0 }
    }

    /// The `src` of the first `<img>` whose class is exactly `name`.
    static func imageSource(class name: String, in html: String) -> String? {
        var rest = Substring(html)
        while let open = rest.range(of: "<img ") {
            let tag = rest[open.lowerBound...].prefix { $0 != ">" }
            rest = rest[open.upperBound...]
            guard tag.contains(#"class="\#(name)""#), let src = tag.range(of: #"src=""#) else { continue }
            return String(tag[src.upperBound...].prefix { $0 != "\"" })
        }
        return nil
    }

    /// Runs `chromium --headless --dump-dom` on the page, killing it after 60 s. Stdout goes to a
    /// file rather than a pipe, so helper processes that keep the descriptor open cannot hang us.
    static func dumpDOM(chromium: URL, page: URL, scratch: URL) throws -> String {
        let output = scratch.appendingPathComponent("dom.html"), errors = scratch.appendingPathComponent("chromium.stderr")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let process = Process()
        process.executableURL = chromium
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
                             "--user-data-dir=\(scratch.appendingPathComponent("chromium-profile").path)", "--dump-dom", page.absoluteString]
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        if process.isRunning {
            process.terminate()
            Thread.sleep(forTimeInterval: 2)
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            Issue.record("chromium did not finish within 60 s and was killed")
        }
        process.waitUntilExit()
        let dom = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        if process.terminationStatus != 0 || dom.isEmpty {
            let stderr = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            Issue.record("chromium exited with \(process.terminationStatus) and printed \(dom.count) characters; stderr:\n\(stderr.suffix(2000))")
        }
        return dom
    }
}
