import Foundation
import TestSupport
import Testing

/// Issue #34 item 2: a date-time prints its wall time in a zone chosen in a documented order
/// (`--time-zone`, formsetter.json's `timeZone`, the host's `TZ`), never a silent UTC.
@Suite("time zone order: --time-zone, formsetter.json, TZ, else UTC with a note")
struct TimeZoneOrderTests {
    static let form = #"[{"sections":[{"fields":[{"id":"d","type":"date_time","value":"2018-08-22T23:30:00Z"}]}]}]"#

    /// This process's environment with `TZ` as given (none: no `TZ`).
    static func environment(tz: String?) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["TZ"] = tz
        return environment
    }

    /// The date-time shown by `convert --to native` run in `folder` with `tz`, and the run.
    static func shown(in folder: URL, tz: String?, _ extra: [String] = []) throws -> (text: String?, run: CommandResult) {
        let run = try runCLI(["convert", "form.json", "--to", "native"] + extra, environment: environment(tz: tz), directory: folder)
        let text = run.output.firstMatch(of: /"text": "([^"]*)"/).map { String($0.1) }
        return (text, run)
    }

    @Test("the host's TZ is read when neither --time-zone nor formsetter.json names a zone")
    func hostZone() throws {
        try withTemporaryFolder { folder in
            _ = try folder.writing(Self.form, to: "form.json")
            let tokyo = try Self.shown(in: folder, tz: "Asia/Tokyo")
            #expect(tokyo.run.status == 0)
            #expect(tokyo.text == "Aug 23, 2018, 8:30 AM")
            #expect(tokyo.run.stderr == "")
            // POSIX's leading colon names the same zone.
            #expect(try Self.shown(in: folder, tz: ":Asia/Tokyo").text == "Aug 23, 2018, 8:30 AM")
        }
    }

    @Test("formsetter.json's timeZone comes before TZ, and --time-zone before both")
    func order() throws {
        try withTemporaryFolder { folder in
            _ = try folder.writing(Self.form, to: "form.json")
            _ = try folder.writing(#"{"timeZone": "America/New_York"}"#, to: "formsetter.json")
            let project = try Self.shown(in: folder, tz: "Asia/Tokyo")
            #expect(project.text == "Aug 22, 2018, 7:30 PM")
            #expect(project.run.stderr == "")
            #expect(try Self.shown(in: folder, tz: "Asia/Tokyo", ["--time-zone", "UTC"]).text == "Aug 22, 2018, 11:30 PM")
        }
    }

    @Test("a TZ naming no zone is a warning naming it, and UTC is used; a bad project zone is exit 65 naming the file")
    func badZones() throws {
        try withTemporaryFolder { folder in
            _ = try folder.writing(Self.form, to: "form.json")
            let mars = try Self.shown(in: folder, tz: "Mars/Olympus")
            #expect(mars.run.status == 0)
            #expect(mars.text == "Aug 22, 2018, 11:30 PM")
            #expect(mars.run.stderr == #"warning: TZ="Mars/Olympus" names no time zone (an IANA name such as Europe/Oslo is needed); date-times are shown in UTC: pass --time-zone to choose one"# + "\n")
            _ = try folder.writing(#"{"timeZone": "Mars/Olympus"}"#, to: "formsetter.json")
            let project = try Self.shown(in: folder, tz: "Asia/Tokyo")
            #expect(project.run.status == 65)
            #expect(project.run.stderr == #"error: formsetter.json: timeZone: "Mars/Olympus" names no time zone; use an IANA name such as Europe/Oslo, UTC, or an offset such as +01:00"# + "\n")
        }
    }

    @Test("with no zone chosen, a form showing a date-time says once that it is in UTC; a form without one says nothing")
    func unstated() throws {
        try withTemporaryFolder { folder in
            _ = try folder.writing(#"[{"sections":[{"fields":[{"id":"a","type":"date_time","value":"2018-08-22T23:30:00Z"},{"id":"b","type":"time","value":"2018-08-22T08:30:00Z"}]}]}]"#, to: "form.json")
            let utc = try Self.shown(in: folder, tz: nil)
            #expect(utc.text == "Aug 22, 2018, 11:30 PM")
            #expect(utc.run.stderr == "note: date-times are shown in UTC: no --time-zone, no \"timeZone\" in formsetter.json and no TZ chose a zone\n")
            _ = try folder.writing(#"[{"sections":[{"fields":[{"id":"d","type":"date","value":"2018-08-22T23:30:00+02:00"}]}]}]"#, to: "form.json")
            let day = try Self.shown(in: folder, tz: nil)
            #expect(day.text == "Aug 22, 2018")
            #expect(day.run.stderr == "")
        }
    }
}
