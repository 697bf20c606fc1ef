import Foundation

/// How the state stage runs.
public struct StateOptions: Sendable {
    /// Draw the state after the library's validate/send action (every invalid field marked,
    /// error labels filled), not only the initial one.
    public var validate: Bool
    /// The zone date values with an offset are shown in (the device's zone on the phone).
    /// Setting it names it chosen (`timeZoneSource` `.flag`); `choose` says what chose it.
    public var timeZone: TimeZone { didSet { timeZoneSource = .flag } }
    /// What chose `timeZone` (`TimeZoneChoice`): `.unstated` (UTC nobody chose) gives a note
    /// where a date-time is moved into it; `extract` reads the twin's own zone unless `.flag`.
    public var timeZoneSource: TimeZoneSource = .unstated
    /// The locale dates, times and decimal separators are shown in, as a device set to it shows
    /// them (`NSDateFormatter` styles); nil = en_US, the formats Docs/formats.md gives.
    public var locale: Locale?
    /// Every branch of a questionnaire (paper): each question some answer can reveal is shown,
    /// with those answers as its `routing`; off = the screen's state.
    public var everyBranch = false
    /// A blank form: only values the reader gave (`--values`) are shown; no default options, no
    /// formula results, no values the form itself carries.
    public var blank = false
    /// The form is printed (the paper look and its fillable twin): values are drawn as given,
    /// without the screen's first-draw quirks (a hyperoslo segment shows its chosen option).
    public var printed = false

    /// Initial state, dates in UTC; a zone passed here counts as chosen (`.flag`).
    public init(validate: Bool = false, timeZone: TimeZone? = nil) {
        self.validate = validate; self.timeZone = timeZone ?? TimeZone(identifier: "UTC")!
        if timeZone != nil { timeZoneSource = .flag }
    }

    /// Sets the zone and what chose it.
    public mutating func choose(_ choice: TimeZoneChoice) {
        timeZone = choice.zone; timeZoneSource = choice.source
    }

    /// Parses a `--time-zone` value: an IANA name (`Europe/Oslo`), `UTC`, or an offset such as
    /// `+01:00`; nil when it names no zone.
    public static func timeZone(named name: String) -> TimeZone? {
        if let zone = TimeZone(identifier: name) { return zone }
        let characters = Array(name)
        guard characters.count >= 3, characters[0] == "+" || characters[0] == "-" else { return nil }
        let digits = name.dropFirst().filter { $0 != ":" }
        guard digits.allSatisfy(\.isNumber), digits.count == 2 || digits.count == 4,
              let hours = Int(digits.prefix(2)), let minutes = Int(digits.dropFirst(2).isEmpty ? "0" : String(digits.dropFirst(2))),
              hours <= 18, minutes < 60 else { return nil }
        return TimeZone(secondsFromGMT: (characters[0] == "-" ? -1 : 1) * (hours * 3600 + minutes * 60))
    }
}

/// What the library's validate action finds: whether the form may be sent, the values it would
/// send (in the library's own output shape) and a message per invalid field.
public struct ValidationReport: Sendable, Hashable {
    /// The form may be sent: no field is invalid.
    public var valid: Bool { errors.isEmpty }
    /// The values in the library's output shape, as JSON text with sorted keys.
    public var valuesJSON: String
    /// Field id → message, for every field the library finds invalid.
    public var errors: [String: String]

    /// `{"valid": …, "values": …, "errors": {…}}` with sorted keys.
    public var json: String {
        let errorMembers = errors.keys.sorted().map { StateJSON.string($0) + ":" + StateJSON.string(errors[$0]!) }
        return "{\"valid\":\(valid),\"values\":\(valuesJSON),\"errors\":{\(errorMembers.joined(separator: ","))}}"
    }

    /// Wraps the library output and errors.
    public init(valuesJSON: String, errors: [String: String]) {
        self.valuesJSON = valuesJSON; self.errors = errors
    }
}
