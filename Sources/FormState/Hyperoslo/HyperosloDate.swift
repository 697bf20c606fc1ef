import Foundation

/// A hyperoslo date value (ISO 8601 as the JSON writes it) shown as the device would show it:
/// a date and time with an offset (`Z`, `+01:00`, ` +0000`) is converted to the chosen time zone;
/// a value without one, and the day of a date field, are shown as written.
struct HyperosloDate {
    var year, month, day, hour, minute: Int
    /// The value had an offset and was moved into the chosen zone.
    var zoned = false

    /// Parses `yyyy-MM-dd`, `yyyy-MM-ddTHH:mm[:ss[.fff]][Z|±hh[:]mm]` and `yyyy-MM-dd HH:mm:ss Z`.
    /// `calendarDate`: the value is a day (a `date` field), kept as written whatever its offset:
    /// `2025-03-01T00:00:00+01:00` is 1 March, not 28 February in UTC. The device shows the
    /// day of the instant in its own zone, which is the written day on a device in the zone the
    /// value was written in; a paper form has no device, and a day must not move.
    init?(parsing text: String, timeZone: TimeZone, calendarDate: Bool = false) {
        let characters = Array(text.trimmingCharacters(in: .whitespaces))
        var index = 0
        func number(_ digits: Int) -> Int? {
            guard index + digits <= characters.count else { return nil }
            let slice = String(characters[index..<(index + digits)])
            guard slice.allSatisfy(\.isASCII), let value = Int(slice) else { return nil }
            index += digits
            return value
        }
        func skip(_ separators: String) -> Bool {
            guard index < characters.count, separators.contains(characters[index]) else { return false }
            index += 1
            return true
        }
        guard let year = number(4), skip("-"), let month = number(2), skip("-"), let day = number(2),
              (1...12).contains(month), (1...31).contains(day) else { return nil }
        var hour = 0, minute = 0, second = 0
        if skip("T "), let h = number(2), skip(":"), let m = number(2) {
            hour = min(h, 23); minute = min(m, 59)
            if skip(":"), let s = number(2) { second = min(s, 59) }
            if skip(".,") { while index < characters.count, characters[index].isNumber { index += 1 } }
        }
        _ = skip(" ")
        var offset: Int?
        if skip("Zz") {
            offset = 0
        } else if index < characters.count, "+-".contains(characters[index]) {
            let sign = characters[index] == "-" ? -1 : 1
            index += 1
            if let h = number(2) {
                _ = skip(":")
                let m = number(2) ?? 0
                offset = sign * (h * 3600 + m * 60)
            }
        }
        guard let offset, !calendarDate else {
            self.year = year; self.month = month; self.day = day; self.hour = hour; self.minute = minute
            return
        }
        zoned = true
        let utc = Self.daysFromCivil(year, month, day) * 86400 + hour * 3600 + minute * 60 + second - offset
        let local = utc + timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(utc)))
        let days = Int((Double(local) / 86400).rounded(.down))
        (self.year, self.month, self.day) = Self.civilFromDays(days)
        let seconds = local - days * 86400
        self.hour = seconds / 3600
        self.minute = seconds % 3600 / 60
    }

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `Nov 1, 2014` (NSDateFormatter medium date style, en_US).
    var mediumDate: String { "\(Self.months[month - 1]) \(day), \(year)" }

    /// `9:05 AM` (short time style, en_US).
    var shortTime: String {
        let twelve = hour % 12 == 0 ? 12 : hour % 12
        return "\(twelve):\(minute < 10 ? "0" : "")\(minute) \(hour < 12 ? "AM" : "PM")"
    }

    /// The value as the library shows a field of `kind` (`date`: medium date, `time`: short
    /// time, else both) on a device set to `locale` (nil: en_US, without ICU).
    func shown(_ kind: String, locale: Locale?) -> String {
        guard let locale, locale.identifier != "en_US" else {
            switch kind {
            case "date": return mediumDate
            case "time": return shortTime
            default: return mediumDate + ", " + shortTime
            }
        }
        let seconds = Self.daysFromCivil(year, month, day) * 86400 + hour * 3600 + minute * 60
        return LocaleDateFormatters.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)), kind: kind, locale: locale)
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
    private static func daysFromCivil(_ y: Int, _ m: Int, _ d: Int) -> Int {
        let year = m <= 2 ? y - 1 : y
        let era = (year >= 0 ? year : year - 399) / 400
        let yoe = year - era * 400
        let doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146097 + doe - 719468
    }

    private static func civilFromDays(_ days: Int) -> (Int, Int, Int) {
        let z = days + 719468
        let era = (z >= 0 ? z : z - 146096) / 146097
        let doe = z - era * 146097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }
}

/// One `DateFormatter` per locale and kind, made once: a form of many date cells would
/// otherwise build one (and load its ICU data) per cell.
private enum LocaleDateFormatters {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var made: [String: DateFormatter] = [:]

    static func string(from date: Date, kind: String, locale: Locale) -> String {
        lock.lock()
        defer { lock.unlock() }
        let key = locale.identifier + "|" + kind
        let formatter = made[key] ?? {
            let formatter = DateFormatter()
            formatter.locale = locale
            // The components are already the device's local time: format them as UTC.
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateStyle = kind == "time" ? .none : .medium
            formatter.timeStyle = kind == "date" ? .none : .short
            made[key] = formatter
            return formatter
        }()
        return formatter.string(from: date)
    }
}
