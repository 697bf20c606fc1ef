import Foundation
import FormModel

/// Where the zone date-times are shown in came from, in the order a run chooses it
/// (Docs/formats.md, "Dates and zones").
public enum TimeZoneSource: String, Sendable, Hashable {
    /// `--time-zone`, or a zone a Swift caller set and named as chosen.
    case flag
    /// The `timeZone` of the project file (`formsetter.json`).
    case project
    /// The host's `TZ` environment variable.
    case environment
    /// A fillable twin's record of the zone it was printed in (`extract`).
    case twin
    /// Nothing chose one: UTC, and a note where a date-time is shown in it.
    case unstated
}

/// The zone of a run, chosen in the documented order: `--time-zone`, the project file's
/// `timeZone`, the host's `TZ`, else UTC (said in a note where it matters, never silently).
public struct TimeZoneChoice: Sendable, Hashable {
    public var zone: TimeZone
    public var source: TimeZoneSource
    /// A `TZ` that names no zone: a warning, and the run goes on in UTC.
    public var diagnostics: [Diagnostic] = []

    /// A zone and what chose it.
    public init(zone: TimeZone, source: TimeZoneSource, diagnostics: [Diagnostic] = []) {
        self.zone = zone; self.source = source; self.diagnostics = diagnostics
    }

    /// A name that names no zone: where it was given, and the name.
    public enum Failure: Error, Sendable, Hashable {
        case unknownFlag(String)
        case unknownProject(String)
    }

    /// The first of `flag`, `project` and `environment` (the host's `TZ`) that is given; a
    /// `flag` or `project` naming no zone throws; a `TZ` naming none is a warning naming it
    /// (and UTC).
    /// POSIX's `:Europe/Oslo` is read as `Europe/Oslo`; an empty `TZ` is no `TZ`.
    public static func resolve(flag: String?, project: String?, environment: String?) throws(Failure) -> TimeZoneChoice {
        if let flag {
            guard let zone = StateOptions.timeZone(named: flag) else { throw .unknownFlag(flag) }
            return TimeZoneChoice(zone: zone, source: .flag)
        }
        if let project {
            guard let zone = StateOptions.timeZone(named: project) else { throw .unknownProject(project) }
            return TimeZoneChoice(zone: zone, source: .project)
        }
        let utc = TimeZone(identifier: "UTC")!
        guard let environment, !environment.isEmpty else { return TimeZoneChoice(zone: utc, source: .unstated) }
        let name = environment.hasPrefix(":") ? String(environment.dropFirst()) : environment
        guard let zone = StateOptions.timeZone(named: name) else {
            let warning = Diagnostic(.warning, path: "", "TZ=\"\(environment)\" names no time zone (an IANA name such as Europe/Oslo is needed); date-times are shown in UTC: pass --time-zone to choose one")
            // The warning says UTC is used, so no note repeats it.
            return TimeZoneChoice(zone: utc, source: .environment, diagnostics: [warning])
        }
        return TimeZoneChoice(zone: zone, source: .environment)
    }

    /// The note a run with no zone chosen gives where a date-time is moved into UTC.
    public static let unstatedNote = "date-times are shown in UTC: no --time-zone, no \"timeZone\" in formsetter.json and no TZ chose a zone"
}

extension StateOptions {
    /// The name `timeZone(named:)` reads back as `zone`: its IANA identifier, or `±hh:mm` for a
    /// zone made from an offset (whose identifier, `GMT+0100`, is not a name everywhere); `UTC`
    /// for UTC and GMT.
    public static func name(of zone: TimeZone) -> String {
        if !zone.identifier.hasPrefix("GMT"), TimeZone(identifier: zone.identifier) != nil { return zone.identifier }
        let seconds = zone.secondsFromGMT(), minutes = abs(seconds) / 60
        // Foundation names UTC `GMT`: one zone, named as the run names it.
        if seconds == 0 { return "UTC" }
        return (seconds < 0 ? "-" : "+") + String(format: "%02d:%02d", minutes / 60, minutes % 60)
    }
}
