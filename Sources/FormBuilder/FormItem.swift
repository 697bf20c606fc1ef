import Foundation

/// One row of a SwiftFormBuilder form, configured by chaining (each call mutates and returns self).
public final class FormItem {
    private var itemName: String
    private var title: String?
    private var underlinedTitlePart: String?
    private var formItemErrorMessage: String?
    private var value: Any?
    private var placeholder: String?
    private var uiProperties = FormItemUIProperties(itemType: .textfield)
    private var pickerProperties = FormItemPickerProperties(doneButtonTitle: "Done", cancelButtonTitle: "Cancel")
    private var pickerValues: [PickerValue]?
    private var valueType: ValueItemType?
    private var link: URL?
    private var dependence: DependenceItem?
    private var actionItems: [ActionItem]?
    private var isValid = true
    private var isMandatory = false
    private var policy: PolicyModel?
    private var passwordProperty: FormItemPasswordProperty?

    /// An item with a name (key of its value; keep it unique) and a value type (its validation rule).
    public init(named: String, valueType: ValueItemType) {
        itemName = named
        self.valueType = valueType
    }

    /// The item's name.
    public func getItemName() -> String { itemName }

    /// The label above the control (a `*` is appended when mandatory).
    public func title(_ value: String) -> FormItem {
        title = value
        return self
    }

    /// A link cell's label whose first occurrence of `underlined` is the underlined link.
    public func title(_ value: String, underlined: String) -> FormItem {
        title = value
        underlinedTitlePart = underlined
        return self
    }

    /// The title, if set.
    public func getTitle() -> String? { title }

    /// The underlined part of a link title, if set.
    public func getUnderlinedPartTitle() -> String? { underlinedTitlePart }

    /// The message of the last failed `checkValidity()`, nil when valid.
    public func getFormItemErrorMessage() -> String? { formItemErrorMessage }

    /// The value: String for text, a picker value, `dd/MM/yyyy` for dates, Bool for checkbox and link.
    public func value(_ value: Any) -> FormItem {
        self.value = value
        return self
    }

    /// The current value, if any.
    public func getValue() -> Any? { value }

    /// The placeholder of text, date and picker fields.
    public func placeholder(_ value: String) -> FormItem {
        placeholder = value
        return self
    }

    /// The placeholder, if set.
    public func getPlaceholder() -> String? { placeholder }

    /// The cell type and look (default: a plain text field).
    public func uiProperties(_ value: FormItemUIProperties) -> FormItem {
        uiProperties = value
        return self
    }

    /// The cell type and look.
    public func getUIProperties() -> FormItemUIProperties { uiProperties }

    /// Toolbar titles and date limits of pickers.
    public func pickerProperties(_ value: FormItemPickerProperties) -> FormItem {
        pickerProperties = value
        return self
    }

    /// The picker properties.
    public func getPickerProperties() -> FormItemPickerProperties { pickerProperties }

    /// Whether a value is required.
    public func isMandatory(_ value: Bool) -> FormItem {
        isMandatory = value
        return self
    }

    /// Whether a value is required.
    public func getMandatory() -> Bool { isMandatory }

    /// Replaces the value type given at init.
    public func valueType(_ value: ValueItemType) -> FormItem {
        valueType = value
        return self
    }

    /// The value type.
    public func getValueType() -> ValueItemType? { valueType }

    /// The choices of a value picker (nil: one choice "Nessun valore").
    public func pickerValues(values: [PickerValue]) -> FormItem {
        pickerValues = values
        return self
    }

    /// The picker choices, if set.
    public func getPickerValues() -> [PickerValue]? { pickerValues }

    /// The URL a link cell opens.
    public func link(_ value: URL?) -> FormItem {
        link = value
        return self
    }

    /// The link URL, if set.
    public func getLink() -> URL? { link }

    /// A dependency on another item, checked after the item's own rule.
    public func depend(on value: DependenceItem) -> FormItem {
        dependence = value
        return self
    }

    /// The dependency, if any.
    public func getDependence() -> DependenceItem? { dependence }

    /// Actions run on other items when this checkbox toggles.
    public func action(on value: [ActionItem]) -> FormItem {
        actionItems = value
        return self
    }

    /// The actions, if any.
    public func getActionItems() -> [ActionItem]? { actionItems }

    /// Whether the last `checkValidity()` passed (true before any check).
    public func getIsValid() -> Bool { isValid }

    /// A server policy attached to the item (stored only).
    public func policy(_ value: PolicyModel) -> FormItem {
        policy = value
        return self
    }

    /// The policy, if any.
    public func getPolicyModel() -> PolicyModel? { policy }

    /// Password rules; their setters already wrote the global `VTRPasswordRule`.
    public func passwordRules(_ value: FormItemPasswordProperty) -> FormItem {
        passwordProperty = value
        return self
    }

    /// Validates the item as pressing the form's button does; read the result with `getIsValid()`
    /// and `getFormItemErrorMessage()`.
    public func checkValidity() {
        let message = validationError()
        isValid = message == nil
        formItemErrorMessage = message
    }
}
