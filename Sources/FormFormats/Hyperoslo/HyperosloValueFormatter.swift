import Foundation
import FormModel

/// Formats a field's value the way the library displays it (Docs/formats.md §2.8, "Displayed
/// values"): floats with two decimals, integers, medium-style English dates, option titles.
struct HyperosloValueFormatter {
    let log: DiagnosticLog
    let path: String

    /// The displayed value, and the raw text the validators see.
    struct Formatted {
        var display: CellValue
        var raw: String?
    }

    func value(_ given: JSONValue?, type: HyperosloFieldType, inputType: String?, options: HyperosloOptions) -> Formatted {
        switch type {
        case .select, .segment:
            if let given, given != .null {
                if let index = options.index(of: given) { return Formatted(display: .option(index), raw: nil) }
                log.warn(path, "no option has id \"\(given.scalarText)\"; nothing is selected")
                return Formatted(display: .empty, raw: nil)
            }
            return Formatted(display: options.defaultIndex.map { .option($0) } ?? .empty, raw: nil)
        case .multiSelect:
            let chosen: [JSONValue] = if case let .array(items) = given { items } else { given.map { [$0] } ?? [] }
            let titles = chosen.compactMap { options.index(of: $0).map { options.options[$0].title } }
            return Formatted(display: titles.isEmpty ? .empty : .text(titles.joined(separator: ",")), raw: nil)
        case .toggle:
            switch given {
            case .bool(let flag)?: return Formatted(display: .toggle(flag), raw: nil)
            case .number(let number)?: return Formatted(display: .toggle(number != 0), raw: nil)
            case .string(let text)?: return Formatted(display: .toggle(["true", "yes", "1"].contains(text.lowercased())), raw: nil)
            default: return Formatted(display: .toggle(false), raw: nil)
            }
        case .date, .dateTime, .time:
            guard let given, case let .string(text) = given else { return Formatted(display: .empty, raw: nil) }
            guard let date = WallClockDate(parsing: text) else {
                log.warn(path, "\"\(text)\" is not an ISO 8601 date; shown as written")
                return Formatted(display: .text(text), raw: text)
            }
            let shown = switch type {
            case .date: date.mediumDate
            case .time: date.shortTime
            default: date.mediumDate + ", " + date.shortTime
            }
            return Formatted(display: .text(shown), raw: text)
        case .float, .number, .count:
            return number(given, decimals: type == .float ? 2 : 0)
        default:
            guard let given, given != .null else { return Formatted(display: .empty, raw: nil) }
            let text = given.scalarText
            if inputType == "float" || inputType == "number" { return number(given, decimals: inputType == "float" ? 2 : 0) }
            return Formatted(display: text.isEmpty ? .empty : .text(text), raw: text)
        }
    }

    private func number(_ given: JSONValue?, decimals: Int) -> Formatted {
        guard let given, given != .null else { return Formatted(display: .empty, raw: nil) }
        let text = given.scalarText
        if text.isEmpty { return Formatted(display: .empty, raw: nil) }
        guard let number = Double(text.replacingOccurrences(of: ",", with: ".")), number.isFinite else {
            log.warn(path, "\"\(text)\" is not a number; shown as written")
            return Formatted(display: .text(text), raw: text)
        }
        let shown = decimals == 0 ? formatNumber(number.rounded(.towardZero)) : String(format: "%.\(decimals)f", number)
        return Formatted(display: .text(shown), raw: text)
    }
}

/// A date and time as written in the input (its offset is ignored, so the wall clock shown is
/// the one written and output never depends on the machine's time zone).
struct WallClockDate {
    var year, month, day, hour, minute: Int

    /// Parses `yyyy-MM-dd`, `yyyy-MM-ddTHH:mm[:ss][Z|±hh:mm]` and `yyyy-MM-dd HH:mm:ss Z`.
    init?(parsing text: String) {
        let numbers = text.split(whereSeparator: { !$0.isNumber }).map(String.init)
        guard numbers.count >= 3, numbers[0].count == 4, let year = Int(numbers[0]), let month = Int(numbers[1]),
              let day = Int(numbers[2]), (1...12).contains(month), (1...31).contains(day) else { return nil }
        self.year = year; self.month = month; self.day = day
        hour = numbers.count > 3 ? min(Int(numbers[3]) ?? 0, 23) : 0
        minute = numbers.count > 4 ? min(Int(numbers[4]) ?? 0, 59) : 0
    }

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `Nov 1, 2014` (NSDateFormatter medium date style, en_US).
    var mediumDate: String { "\(Self.months[month - 1]) \(day), \(year)" }

    /// `9:05 AM` (short time style, en_US).
    var shortTime: String {
        let twelve = hour % 12 == 0 ? 12 : hour % 12
        return "\(twelve):\(minute < 10 ? "0" : "")\(minute) \(hour < 12 ? "AM" : "PM")"
    }
}
