@testable import FormCairo
import Foundation
import TestSupport
import Testing

/// Issue #34 item 3: the date scripts write the normalised date into the field's value, so `/V`
/// holds what the person sees. The script runs in node (a real JavaScript engine) with the
/// viewer's `event` and `AFDate_KeystrokeEx` stood in for.
@Suite("twin date keystroke script: the committed date is written normalised into event.value")
struct PDFDateScriptTests {
    static let node = URL(fileURLWithPath: "/usr/bin/node")

    /// What the keystroke script of `pattern` leaves in `event.value` for each of `typed`
    /// when committed, and `AF` when it handed the text to the viewer's own `AFDate_KeystrokeEx`.
    static func committed(_ typed: [String], pattern: String, willCommit: Bool = true) throws -> [String] {
        let cases = String(decoding: try JSONSerialization.data(withJSONObject: typed), as: UTF8.self)
        let program = """
        var results = \(cases).map(function (typed) {
          var event = { value: typed, willCommit: \(willCommit) }, handed = false;
          var AFDate_KeystrokeEx = function (pattern) { handed = pattern; };
          eval(\(String(decoding: try JSONSerialization.data(withJSONObject: [PDFDateScript.keystroke(pattern: pattern)], options: .fragmentsAllowed), as: UTF8.self))[0]);
          return handed ? "AF " + handed + " " + event.value : event.value;
        });
        process.stdout.write(JSON.stringify(results));
        """
        let run = try runProgram(node, ["-e", program])
        #expect(run.status == 0, "\(run.stderr)")
        return try JSONSerialization.jsonObject(with: run.stdout) as? [String] ?? []
    }

    @Test("every date form extract reads is committed as dd/mm/yyyy", .enabled(if: FileManager.default.isExecutableFile(atPath: node.path)))
    func dates() throws {
        let typed = ["31.12.2024", "31/12/2024", "31-12-2024", "1/2/2024", "2024-12-31", "2024-2-1", "31122024", " 29.02.2024 "]
        #expect(try Self.committed(typed, pattern: "dd/mm/yyyy")
            == ["31/12/2024", "31/12/2024", "31/12/2024", "01/02/2024", "31/12/2024", "01/02/2024", "31/12/2024", "29/02/2024"])
    }

    @Test("a day the calendar lacks, mixed separators or a time where none is asked go to the viewer's script unchanged", .enabled(if: FileManager.default.isExecutableFile(atPath: node.path)))
    func notDates() throws {
        let typed = ["31.02.2024", "29.02.2023", "31.12/2024", "2024.12.31", "31/12/2024 08:30", "", "tomorrow"]
        #expect(try Self.committed(typed, pattern: "dd/mm/yyyy") == typed.map { "AF dd/mm/yyyy \($0)" })
    }

    @Test("a date-time is committed as dd/mm/yyyy HH:MM from HH:MM, HH.MM and ISO's T", .enabled(if: FileManager.default.isExecutableFile(atPath: node.path)))
    func dateTimes() throws {
        let typed = ["31.12.2024 8.30", "2024-12-31T08:30", "31/12/2024  23:59", "31122024 00:00", "31.12.2024", "31.12.2024 24:00"]
        #expect(try Self.committed(typed, pattern: "dd/mm/yyyy HH:MM")
            == ["31/12/2024 08:30", "31/12/2024 08:30", "31/12/2024 23:59", "31/12/2024 00:00", "AF dd/mm/yyyy HH:MM 31.12.2024", "AF dd/mm/yyyy HH:MM 31.12.2024 24:00"])
    }

    @Test("while typing (not committed) the text is left to the viewer's script", .enabled(if: FileManager.default.isExecutableFile(atPath: node.path)))
    func typing() throws {
        #expect(try Self.committed(["31.12"], pattern: "dd/mm/yyyy", willCommit: false) == ["AF dd/mm/yyyy 31.12"])
    }
}
