import Foundation
import FormModel

/// Formats a field's value the way the library displays it (formats.md §2.8, "Displayed
/// values"): floats with two decimals, text and other numbers as stored, medium-style English
/// dates, option titles.
struct HyperosloDisplay {
    let log: DiagnosticLog
    let timeZone: TimeZone
    /// Nothing chose `timeZone`: a date-time moved into it gets `TimeZoneChoice.unstatedNote`.
    var zoneUnstated = false
    /// nil: en_US.
    var locale: Locale? = nil
    /// Paper: the chosen option of a segment is shown, which the screen does not highlight.
    var printed = false

    /// The value as the library displays it, and its own characters when the display groups them
    /// (`Cell.ungroupedValue`).
    func shown(_ value: HyperosloFieldValue?, cell: Cell, type: HyperosloType) -> (value: CellValue, ungrouped: String?) {
        guard case let .raw(raw)? = value, let text = plainText(raw, cell: cell, type: type) else {
            return (self.value(value, cell: cell, type: type), nil)
        }
        // Formatted here, not by `plain`, so the warning for a number that is none is given once.
        let grouped = HyperosloDisplayFormatters.format(text, id: cell.id, type: type.name)
        return (.text(grouped), grouped == text ? nil : text)
    }

    func value(_ value: HyperosloFieldValue?, cell: Cell, type: HyperosloType) -> CellValue {
        switch value {
        case nil: return type.isSwitch ? .toggle(false) : .empty
        case let .option(index)?:
            // FORMSegmentFieldCell keeps its -1 selection on first draw, so no segment is
            // highlighted on screen; a printed form shows the answer it was given.
            return type.isSegment && !printed ? .empty : .option(index)
        case let .options(indices)?:
            let titles = indices.compactMap { cell.options.indices.contains($0) ? cell.options[$0] : nil }
            return titles.isEmpty ? .empty : .text(titles.joined(separator: ","))
        case let .raw(raw)?:
            return plain(raw, cell: cell, type: type)
        }
    }

    private func plain(_ raw: RawValue, cell: Cell, type: HyperosloType) -> CellValue {
        if type.isSwitch {
            switch raw {
            case let .bool(flag): return .toggle(flag)
            case let .number(number): return .toggle(number != 0)
            case let .string(text): return .toggle(["true", "yes", "1"].contains(text.lowercased()))
            default: return .toggle(false)
            }
        }
        if type.isSelect || type.isSegment || type.isMultiSelect { return .empty }
        if type.isDate {
            guard case let .string(text) = raw else { return .empty }
            guard let date = HyperosloDate(parsing: text, timeZone: timeZone, calendarDate: type.name == "date") else {
                log.warn(cell.valuePath, "\"\(text)\" is not an ISO 8601 date; shown as written")
                return .text(text)
            }
            if date.zoned, zoneUnstated { log.add(Diagnostic(.note, path: "", TimeZoneChoice.unstatedNote)) }
            return .text(date.shown(type.name, locale: locale))
        }
        guard let text = plainText(raw, cell: cell, type: type) else { return .empty }
        return .text(HyperosloDisplayFormatters.format(text, id: cell.id, type: type.name))
    }

    /// The text of a text or number field before the display formatter groups it: the value as
    /// stored (a number or count field's too), or a float field's number with two decimals. nil
    /// for other fields and no text.
    private func plainText(_ raw: RawValue, cell: Cell, type: HyperosloType) -> String? {
        if type.isSwitch || type.isSelect || type.isSegment || type.isMultiSelect || type.isDate { return nil }
        let text = raw.text
        if text.isEmpty { return nil }
        guard type.isNumeric else { return text }
        guard let number = Double(text.replacingOccurrences(of: ",", with: ".")), number.isFinite else {
            log.warn(cell.valuePath, "\"\(text)\" is not a number; shown as written")
            return text
        }
        guard let decimals = type.decimals else { return text }
        var shown = CNumericLocale.format("%.\(decimals)f", number)
        // The float formatter shows the device locale's decimal separator (formats.md §2.7).
        if let separator = locale?.decimalSeparator, separator != "." { shown = shown.replacingOccurrences(of: ".", with: separator) }
        return shown
    }
}
