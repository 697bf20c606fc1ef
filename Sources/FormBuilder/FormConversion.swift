import Foundation
import FormModel

extension Array where Element == FormItem {
    /// The normalized form of these items: one group, one section, one cell per item, in order.
    /// With `showingErrors`, every item is validated first (as pressing the button does).
    public func form(showingErrors: Bool = false) -> Form {
        FormItem.form(from: self, showingErrors: showingErrors)
    }
}

extension FormItem {
    /// Text shown by a value picker that has no `pickerValues`.
    public static let noPickerValuesTitle = "Nessun valore"

    /// The normalized form of `items` (skin `swiftformbuilder`); see `[FormItem].form(showingErrors:)`.
    public static func form(from items: [FormItem], showingErrors: Bool = false) -> Form {
        var used: Set<String> = []
        let cells = items.enumerated().map { index, item in
            var id = item.getItemName()
            var repeatCount = 1
            while used.contains(id) {
                repeatCount += 1
                id = item.getItemName() + "#\(repeatCount)"
            }
            used.insert(id)
            return item.cell(id: id, sourcePath: "items[\(index)]", showingErrors: showingErrors)
        }
        let section = Section(id: "items", cells: cells)
        return Form(groups: [Group(id: "form", title: nil, sections: [section])], defaultSkin: "swiftformbuilder")
    }

    /// This item as a model cell.
    func cell(id: String, sourcePath: String, showingErrors: Bool) -> Cell {
        let cellType = getUIProperties().getCellType() ?? .textfield
        var cell = Cell(id: id, kind: kind(of: cellType), placeholder: getPlaceholder(), sourcePath: sourcePath)
        cell.label = label(of: cellType)
        (cell.value, cell.options) = valueAndOptions(of: cellType)
        if cellType == .valuePicker, getPickerValues() == nil { cell.promptOption = 0 }
        // A picker's `PickerValue.value` is what the item's value holds: the fillable twin exports it.
        if cellType == .valuePicker, let choices = getPickerValues() { cell.logic.options = choices.map { OptionLogic(id: .string($0.value)) } }
        cell.style = style(of: cellType)
        cell.state.required = getMandatory()
        cell.rules.required = getMandatory()
        if [.password, .confirmPassword].contains(getValueType()) {
            // The length rule of `isValidPassword`, for the paper look's writing boxes.
            cell.rules.minLength = VTRPasswordRule.minLength
            cell.rules.maxLength = VTRPasswordRule.maxLength
        }
        cell.state.disabled = isDisabled(cellType)
        if showingErrors {
            checkValidity()
            if !getIsValid() {
                cell.state.invalid = true
                cell.state.error = getFormItemErrorMessage()
            }
        }
        return cell
    }

    private func kind(of cellType: FormItemCellType) -> CellKind {
        switch cellType {
        case .textfield: [.password, .confirmPassword].contains(getValueType()) ? .secureText : .text
        case .datePicker: .date
        case .valuePicker: .select
        case .checkbox: .checkbox
        case .link: .link
        case .text: .label
        case .button: .button
        case .separator: .separator
        }
    }

    /// The title without the mandatory `*` (skins add it from `state.required`); the label cell shows
    /// its value instead; a link title links its underlined part (or all of it) to the URL.
    private func label(of cellType: FormItemCellType) -> RichText? {
        switch cellType {
        case .separator: return nil
        case .text: return (getValue() as? String).map { RichText($0) }
        case .link:
            guard let title = getTitle() else { return nil }
            let target = getLink()?.absoluteString ?? getItemName()
            let linked: Range<String.Index>? = if let part = getUnderlinedPartTitle() {
                part.isEmpty ? nil : title.range(of: part)
            } else {
                title.startIndex..<title.endIndex
            }
            guard let linked, !linked.isEmpty else { return RichText(title) }
            let start = title.utf16.distance(from: title.startIndex, to: linked.lowerBound)
            let length = title.utf16.distance(from: linked.lowerBound, to: linked.upperBound)
            return RichText(title, links: [RichText.Link(range: start..<start + length, target: target)])
        default: return getTitle().map { RichText($0) }
        }
    }

    private func valueAndOptions(of cellType: FormItemCellType) -> (CellValue, [String]) {
        switch cellType {
        case .textfield, .datePicker:
            return ((getValue() as? String).map(CellValue.text) ?? .empty, [])
        case .valuePicker:
            let choices = getPickerValues() ?? [PickerValue(title: Self.noPickerValuesTitle, value: "")]
            // An unset (or unknown) value shows the placeholder, as the picker cell does.
            let current = getValue() as? String
            let index = choices.firstIndex { $0.value == current }
            return (index.map(CellValue.option) ?? .empty, choices.map(\.title))
        case .checkbox, .link:
            return (.toggle(getValue() as? Bool ?? false), [])
        case .text, .button, .separator:
            return (.empty, [])
        }
    }

    private func isDisabled(_ cellType: FormItemCellType) -> Bool {
        switch cellType {
        case .textfield, .datePicker, .valuePicker: getUIProperties().getTextfieldProperty()?.getIsActive() == false
        case .button: getUIProperties().getButtonProperty()?.getIsActive() == false
        default: false
        }
    }

    /// Only what the item sets; the text-field and button properties, when given, bring their defaults.
    private func style(of cellType: FormItemCellType) -> CellStyle {
        let ui = getUIProperties()
        var style = CellStyle()
        style.control.tint = ui.tintColorSet?.modelColor
        style.invalid.border = ui.errorColorSet?.modelColor
        if let font = ui.getFont() {
            style.text.font = FontSpec(name: font.fontName, size: Double(font.pointSize))
        } else if let size = ui.getFontSize() {
            style.text.font = FontSpec(size: Double(size))
        }
        style.text.color = ui.textColorSet?.modelColor
        style.text.linkColor = ui.underlineColorSet?.modelColor
        style.text.alignment = ui.getAlignment().map(Self.alignment)
        switch cellType {
        case .separator:
            style.box.border = ui.elementColorSet?.modelColor
        case .textfield, .datePicker, .valuePicker:
            guard let field = ui.getTextfieldProperty() else { break }
            style.box.fill = field.getBackgroundColor()?.modelColor
            style.box.border = field.getBorderColor().modelColor
            style.box.borderWidth = Double(field.getBorderWidth())
            style.box.cornerRadius = Double(field.getCornerRadius())
            style.text.placeholderColor = field.getPlaceholderColor().modelColor
            style.text.padding = Double(field.getLeftPadding())
        case .button:
            guard let button = ui.getButtonProperty() else { break }
            style.box.fill = button.getBackgroundColor()?.modelColor
            style.control.buttonTitleColor = button.getTitleColor().modelColor
            style.box.cornerRadius = Double(button.getCornerRadius())
            style.box.border = button.getBorderColor().modelColor
            style.box.borderWidth = Double(button.getBorderWidth())
        case .checkbox, .link, .text:
            break
        }
        return style
    }

    private static func alignment(_ alignment: NSTextAlignment) -> TextAlignment {
        switch alignment {
        case .left, .natural: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        }
    }
}
