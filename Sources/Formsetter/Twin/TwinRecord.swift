import FormFormats
import FormModel
import FormState
import Foundation

/// What a fillable twin records of how it was printed, in its document information (`/Info`):
/// the zone its date-times are shown in, its locale and the form it was printed from (format and
/// the SHA-256 of the form file, as `sha256sum` prints it), so `extract` reads it back without
/// flags and can tell when it is given another form.
public struct TwinRecord: Sendable, Hashable {
    public static let zoneKey = "FormsetterTimeZone"
    public static let localeKey = "FormsetterLocale"
    public static let formatKey = "FormsetterFormat"
    public static let digestKey = "FormsetterFormSHA256"
    static let keys = [zoneKey, localeKey, formatKey, digestKey]

    /// A zone name `StateOptions.timeZone(named:)` reads (`Europe/Oslo`, `+01:00`).
    public var timeZone: String?
    /// A locale identifier (`nb_NO`); `en_US` when the twin was printed without one.
    public var locale: String?
    /// The input format's name (`hyperoslo`).
    public var format: String?
    /// The SHA-256 of the form file, 64 lowercase hex digits.
    public var formDigest: String?

    /// The record of a twin printed with `state` from a form file of `format` with `digest`;
    /// without them (a form built in code) the zone and locale alone.
    init(state: StateOptions, format: InputFormat?, digest: String?) {
        timeZone = StateOptions.name(of: state.timeZone)
        locale = state.locale?.identifier ?? "en_US"
        self.format = format?.rawValue
        formDigest = digest
    }

    /// The record a PDF's `/Info` entries hold (all nil for a PDF that is no twin of ours).
    init(info: [String: String]) {
        timeZone = info[Self.zoneKey]; locale = info[Self.localeKey]; format = info[Self.formatKey]; formDigest = info[Self.digestKey]
    }

    /// The `/Info` entries.
    var entries: [String: String] {
        var entries: [String: String] = [:]
        entries[Self.zoneKey] = timeZone
        entries[Self.localeKey] = locale
        entries[Self.formatKey] = format
        entries[Self.digestKey] = formDigest
        return entries
    }

    /// `state` as the twin was printed: its zone unless `--time-zone` chose one (a chosen zone
    /// that differs is a warning), its locale unless one was given; and a warning when `form`
    /// (of `format`, with `digest`) is not the form the twin was printed from.
    func apply(to state: inout StateOptions, format: InputFormat, digest: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        if let timeZone {
            if let zone = StateOptions.timeZone(named: timeZone) {
                if state.timeZoneSource != .flag {
                    state.choose(TimeZoneChoice(zone: zone, source: .twin))
                } else if StateOptions.name(of: state.timeZone) != timeZone {
                    diagnostics.append(Diagnostic(.warning, path: "", "the twin was printed in the time zone \(timeZone); its date-times are read in \(StateOptions.name(of: state.timeZone)), as --time-zone says"))
                }
            } else {
                diagnostics.append(Diagnostic(.warning, path: "", "the twin records the time zone \"\(timeZone)\", which names no zone here; date-times are read in \(StateOptions.name(of: state.timeZone))"))
            }
        }
        if state.locale == nil, let locale, locale != "en_US" { state.locale = Locale(identifier: locale) }
        if let formDigest, formDigest != digest || self.format != format.rawValue {
            let printed = "\(self.format ?? "a") form with SHA-256 \(formDigest.prefix(12))…"
            diagnostics.append(Diagnostic(.warning, path: "", "the twin was printed from a \(printed); --form is a \(format.rawValue) form with SHA-256 \(digest.prefix(12))…: another form, or one changed since the twin was printed (fields it lacks are listed as errors)"))
        }
        return diagnostics
    }
}

extension Formsetter.Options {
    /// These options with the record a fillable twin carries: of a form file of `format` whose
    /// SHA-256 is `digest`, or (both nil) of a form built in code; unchanged when no twin is drawn.
    func recordingTwin(of format: InputFormat? = nil, digest: String? = nil) -> Self {
        guard skinOptions.fillable else { return self }
        var options = self
        options.twinRecord = TwinRecord(state: state, format: format, digest: digest)
        return options
    }
}
