import FormCairo
import FormFormats
import FormLayout
import FormModel
import FormState
import Foundation

/// One field of a filled twin read back as a value in the shape the form's library takes in its
/// values file: option ids, booleans for toggles, numbers where the library keeps numbers, dates
/// in the library's own format. Text fields hold what the paper look prints, so this undoes its
/// formatting (`DD/MM/YYYY` dates, grouped digits, display-formatted numbers).
enum FilledValue {
    /// The value of `field` (which the twin made over `mark` of `cell`), or a reason it cannot be read.
    static func read(_ value: PDFFieldValue.Value, cell: Cell, mark: FieldMark, semantics: FormSemantics, timeZone: TimeZone) -> Result<JSONValue, Unreadable> {
        switch (mark.kind, value) {
        case (.checkbox, .state(let state)):
            return .success(.bool(state != "Off"))
        case (.radio, .state(let state)), (.choice, .text(let state)):
            return option(state, cell: cell, mark: mark)
        case (.text, .text(let text)):
            // Viewers end a multi-line answer's lines as they were typed into the PDF: CR (what
            // Acrobat writes; MuPDF, pdf.js and pypdf keep it) or CR LF (PDFium); the values file
            // ends them with LF, as the libraries' text views do.
            let lines = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            return self.text(lines, cell: cell, semantics: semantics, timeZone: timeZone)
        default:
            return .failure(.wrongKind)
        }
    }

    /// Why a field's value is not in the output.
    enum Unreadable: Error, Equatable {
        /// The field's type or value does not fit the field the form makes there.
        case wrongKind
        /// A state or choice that is none of the cell's options.
        case unknownOption(String)
        /// Text that cannot be read as the cell's kind (`what`: "a date `DD/MM/YYYY`", …).
        case unreadable(String, what: String)
    }

    /// The option id exported as `state`: the id as the library wrote it (a number stays one).
    static func option(_ state: String, cell: Cell, mark: FieldMark) -> Result<JSONValue, Unreadable> {
        guard let index = mark.exports.firstIndex(of: state) else { return .failure(.unknownOption(state)) }
        if cell.logic.options.count == cell.options.count { return .success(JSONValue(cell.logic.options[index].id)) }
        return .success(.string(cell.options[index]))
    }

    private static func text(_ text: String, cell: Cell, semantics: FormSemantics, timeZone: TimeZone) -> Result<JSONValue, Unreadable> {
        switch cell.kind {
        case .date, .dateTime:
            // ISO's `T` between date and time reads as the space the paper prints there.
            let words = text.replacingOccurrences(of: "T", with: " ").split(separator: " ")
            let time = cell.kind == .dateTime ? words.dropFirst().first.flatMap { clock(String($0)) } : ("00", "00")
            guard words.count == (cell.kind == .dateTime ? 2 : 1), let day = datePart(String(words[0])), let time else {
                return .failure(.unreadable(text, what: cell.kind == .dateTime ? "a date and time (DD/MM/YYYY HH:MM)" : "a date (DD/MM/YYYY, DD.MM.YYYY, YYYY-MM-DD or DDMMYYYY)"))
            }
            let date = "\(day.year)-\(day.month)-\(day.day)"
            // hyperoslo's values hold `yyyy-MM-dd HH:mm:ss Z` (NSDate's description), at the wall
            // clock the twin showed in the run's time zone; GIGFormulary's `dd/MM/yyyy`; the others ISO 8601.
            if semantics == .hyperoslo {
                guard let offset = offset(date, time, timeZone) else {
                    return .failure(.unreadable(text, what: "a time the clocks show that day in \(timeZone.identifier) (they skip it when summer time starts)"))
                }
                return .success(.string("\(date) \(time.0):\(time.1):00 \(offset)"))
            }
            if semantics == .gigformulary, cell.kind == .date { return .success(.string("\(day.day)/\(day.month)/\(day.year)")) }
            return .success(.string(cell.kind == .dateTime ? "\(date)T\(time.0):\(time.1):00" : date))
        case .time where semantics == .hyperoslo:
            // The library keeps a whole date (an NSDate) that paper shows only the clock of.
            return .failure(.unreadable(text, what: "a date (hyperoslo keeps one for a time field; paper shows only its clock)"))
        case .count:
            guard let number = Int(text.filter { !$0.isWhitespace }) else { return .failure(.unreadable(text, what: "a whole number")) }
            return .success(.number(Double(number)))
        default:
            break
        }
        // hyperoslo keeps what was typed in a float or number field as a String (FORMDataSource.values,
        // formats.md §2.10: "String once edited"), so a filled twin's number stays text; `validate`
        // checks it as the library does.
        if semantics == .hyperoslo { return .success(.string(HyperosloDisplayFormatters.unformatted(text, id: cell.id, type: cell.logic.type ?? ""))) }
        return .success(.string(text))
    }

    /// Day, month and year of a date as a person or a viewer's date script writes it: day first
    /// as the paper prints it (`DD/MM/YYYY`, also with `.` or `-` between), ISO `YYYY-MM-DD`
    /// (one-digit days and months allowed in both), or the comb's eight digits `DDMMYYYY`; nil for any other
    /// text or a day the calendar does not have (31/02/2024). Two digits each but the year.
    static func datePart(_ text: String) -> (day: String, month: String, year: String)? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCII && ($0.isNumber || "/.-".contains($0)) }) else { return nil }
        let numbers = trimmed.split(separator: /[\/.\-]/, omittingEmptySubsequences: false).map(String.init)
        let day: Int?, month: Int?, year: String
        switch numbers.count {
        case 1 where trimmed.count == 8:
            let digits = Array(trimmed)
            day = Int(String(digits[0..<2])); month = Int(String(digits[2..<4])); year = String(digits[4...])
        case 3 where numbers[0].count == 4 && trimmed.contains("-") && !trimmed.contains("/") && !trimmed.contains("."):
            guard (1...2).contains(numbers[1].count), (1...2).contains(numbers[2].count) else { return nil }
            year = numbers[0]; month = Int(numbers[1]); day = Int(numbers[2])
        case 3:
            guard (1...2).contains(numbers[0].count), (1...2).contains(numbers[1].count), numbers[2].count == 4,
                  Set(trimmed.filter { !$0.isNumber }).count == 1 else { return nil }
            day = Int(numbers[0]); month = Int(numbers[1]); year = numbers[2]
        default:
            return nil
        }
        guard let day, let month, let yearNumber = Int(year), (1...12).contains(month),
              (1...daysIn(month, of: yearNumber)).contains(day) else { return nil }
        let pad = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return (pad(day), pad(month), year)
    }

    /// The days of `month` in the proleptic Gregorian `year`.
    private static func daysIn(_ month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Hours and minutes of `HH:MM` (or `HH.MM`, as a date's dots lead people to write it).
    static func clock(_ text: String) -> (String, String)? {
        let parts = text.split(separator: /[:.]/, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }), let hour = Int(parts[0]),
              let minute = Int(parts[1]), parts[1].count == 2, (1...2).contains(parts[0].count),
              (0..<24).contains(hour), (0..<60).contains(minute) else { return nil }
        return (hour < 10 ? "0\(hour)" : "\(hour)", parts[1])
    }

    /// `timeZone`'s offset from UTC at the wall clock `time` on the day `date` (`yyyy-MM-dd`) as
    /// `+hhmm`: the offset of that moment, not of the day's midnight, so that 03:30 on the day
    /// daylight saving starts is summer time. A time the clocks repeat when it ends (02:30 in
    /// Oslo on 26/10/2025) is its first, summer-time occurrence, as Foundation's calendar picks it;
    /// a time the clocks skip when it starts (02:30 on 30/03/2025) has none: nil.
    private static func offset(_ date: String, _ time: (String, String), _ timeZone: TimeZone) -> String? {
        let parts = date.split(separator: "-").compactMap { Int($0) }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        guard let moment = calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2], hour: Int(time.0), minute: Int(time.1))),
              calendar.component(.hour, from: moment) == Int(time.0), calendar.component(.minute, from: moment) == Int(time.1) else { return nil }
        let seconds = timeZone.secondsFromGMT(for: moment), minutes = abs(seconds) / 60
        let hhmm = String(minutes / 60 * 100 + minutes % 60)
        return (seconds < 0 ? "-" : "+") + String(repeating: "0", count: 4 - hhmm.count) + hhmm
    }
}
