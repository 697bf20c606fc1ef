import Foundation
import Formsetter
import Testing

/// The documented zone order (formats.md, "Dates and zones"): flag, project file, TZ, else UTC.
@Suite("time zone choice: --time-zone, formsetter.json, TZ, else UTC")
struct TimeZoneChoiceTests {
    @Test("the first given of flag, project and TZ chooses; nothing given is UTC, unstated")
    func order() throws {
        let flag = try TimeZoneChoice.resolve(flag: "Asia/Tokyo", project: "America/New_York", environment: "Europe/Oslo")
        #expect(flag.zone.identifier == "Asia/Tokyo" && flag.source == .flag)
        let project = try TimeZoneChoice.resolve(flag: nil, project: "America/New_York", environment: "Europe/Oslo")
        #expect(project.zone.identifier == "America/New_York" && project.source == .project)
        let host = try TimeZoneChoice.resolve(flag: nil, project: nil, environment: ":Europe/Oslo")
        #expect(host.zone.identifier == "Europe/Oslo" && host.source == .environment && host.diagnostics.isEmpty)
        let none = try TimeZoneChoice.resolve(flag: nil, project: nil, environment: "")
        #expect(none.zone.secondsFromGMT() == 0 && none.source == .unstated)
    }

    @Test("a TZ naming no zone is a warning naming it; a flag or project naming none throws")
    func badNames() throws {
        let bad = try TimeZoneChoice.resolve(flag: nil, project: nil, environment: "CET-1CEST")
        #expect(bad.zone.secondsFromGMT() == 0)
        #expect(bad.diagnostics.map(\.message) == [#"TZ="CET-1CEST" names no time zone (an IANA name such as Europe/Oslo is needed); date-times are shown in UTC: pass --time-zone to choose one"#])
        #expect(throws: TimeZoneChoice.Failure.unknownFlag("Mars/Olympus")) { try TimeZoneChoice.resolve(flag: "Mars/Olympus", project: nil, environment: nil) }
        #expect(throws: TimeZoneChoice.Failure.unknownProject("Mars/Olympus")) { try TimeZoneChoice.resolve(flag: nil, project: "Mars/Olympus", environment: nil) }
    }

    @Test("a zone's name reads back as the same zone: IANA names, offsets as ±hh:mm, UTC")
    func names() throws {
        #expect(StateOptions.name(of: TimeZone(identifier: "Europe/Oslo")!) == "Europe/Oslo")
        #expect(StateOptions.name(of: StateOptions.timeZone(named: "+01:00")!) == "+01:00")
        #expect(StateOptions.name(of: StateOptions.timeZone(named: "-03:30")!) == "-03:30")
        #expect(StateOptions.name(of: TimeZone(identifier: "UTC")!) == "UTC")
    }
}
