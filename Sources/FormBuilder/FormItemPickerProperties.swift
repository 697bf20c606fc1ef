import Foundation

/// Picker toolbar titles and date limits (not visible in a static render).
public final class FormItemPickerProperties {
    private var pickerDoneButtonTitle: String
    private var pickerCancelButtonTitle: String
    private var avoidLegalAge = false
    private var customAvoid = false
    private var maxYears = 0
    private var maxMonths = 0
    private var maxDays = 0

    /// Properties with the titles of the toolbar's Done and Cancel buttons.
    public init(doneButtonTitle: String, cancelButtonTitle: String) {
        pickerDoneButtonTitle = doneButtonTitle
        pickerCancelButtonTitle = cancelButtonTitle
    }

    /// The Cancel button's title.
    public func pickerCancelButtonTitle(_ value: String) -> FormItemPickerProperties {
        pickerCancelButtonTitle = value
        return self
    }

    /// The Cancel button's title.
    public func getPickerCancelButtonTitle() -> String { pickerCancelButtonTitle }

    /// The Done button's title.
    public func pickerDoneButtonTitle(_ value: String) -> FormItemPickerProperties {
        pickerDoneButtonTitle = value
        return self
    }

    /// The Done button's title.
    public func getPickerDoneButtonTitle() -> String { pickerDoneButtonTitle }

    /// Only dates of people of legal age can be picked (as coded: today − 18 y + 12 months).
    public func avoidLegalAge(_ value: Bool) -> FormItemPickerProperties {
        avoidLegalAge = value
        return self
    }

    /// Whether legal-age dates are enforced.
    public func isLegalAgeAvoid() -> Bool { avoidLegalAge }

    /// The latest date is today + these components (months ≤ 12, days ≤ 31, absolute); cancels `avoidLegalAge`.
    public func avoidBefore(years: Int, months: Int, days: Int) -> FormItemPickerProperties {
        maxYears = years
        maxMonths = months > 12 ? 12 : abs(months)
        maxDays = days > 31 ? 31 : abs(days)
        customAvoid = true
        avoidLegalAge = false
        return self
    }

    /// Years of the custom limit.
    public func getYears() -> Int { maxYears }
    /// Months of the custom limit.
    public func getMonths() -> Int { maxMonths }
    /// Days of the custom limit.
    public func getDays() -> Int { maxDays }
    /// Whether the custom limit is used.
    public func isCustomAvoid() -> Bool { customAvoid }
}
