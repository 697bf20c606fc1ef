import FormBuilder
import Foundation

extension Formsetter {
    /// SwiftFormBuilder's send action on items: `checkValidity()` on each, the error message of
    /// every invalid item (VTRMessage texts) and the values as `ItemMapper.mapArray` returns them
    /// (`[{"name", "value"}]`, every item, dates `dd/MM/yyyy`).
    public static func validate(_ items: [FormItem]) -> ValidationReport {
        var errors: [String: String] = [:]
        for item in items {
            item.checkValidity()
            if !item.getIsValid() { errors[item.getItemName()] = item.getFormItemErrorMessage() ?? "" }
        }
        let values: [[String: Any]] = ItemMapper().mapArray(of: items).map { ["name": $0.name, "value": jsonValue($0.value)] }
        let data = (try? JSONSerialization.data(withJSONObject: values, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("[]".utf8)
        return ValidationReport(valuesJSON: String(decoding: data, as: UTF8.self), errors: errors)
    }

    /// A value JSONSerialization can write: text, booleans and numbers as they are, dates as the
    /// library's `dd/MM/yyyy`, anything else described.
    private static func jsonValue(_ value: Any) -> Any {
        switch value {
        case let text as String: return text
        case let flag as Bool: return flag
        case let number as Int: return number
        case let number as Double: return number.isFinite ? number : String(number)
        case let date as Date:
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = "dd/MM/yyyy"
            return formatter.string(from: date)
        default: return String(describing: value)
        }
    }
}
