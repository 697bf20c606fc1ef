// The Swift examples of the SwiftFormBuilder README ("Esploriamo VetryaFormBuilder"),
// copied verbatim; only the wrapping in functions returning [FormItem] is ours. Example 4 is two
// snippets of the README joined by a blank line. `readmeAllItems()` lists them in README order.
// The README's first sample (a UIViewController with a UITableView) needs UIKit and references an
// undefined `firstnameItem`, so it is not copied; the one-line property fragments are in
// ReadmeFragments.swift.

import Foundation
import FormBuilder

/// README example 1. TextField Item.
func readmeTextFieldItem() -> [FormItem] {
    return [
FormItem(named: "nome", valueType: .firstname)
    .title("Nome utente")
    .placeholder("Inserisci il tuo nome")
    .isMandatory(true)
    .uiProperties(
        FormItemUIProperties(itemType: .textfield)
            .keyboardType(.default)
            .textFieldPropertie(
                FormItemTextFieldProperty()
                    .cornerRadius(CGFloat(4))
                    .border(color: .white, width: .thin)
                    .leftPaggind(.large)
                
            )
    )
    ]
}

/// README example 2. Date Picker Field Item.
func readmeDatePickerItem() -> [FormItem] {
    return [
FormItem(named: "dateItem", valueType: .date)
    .title("Seleziona la data")
    .placeholder("Data di nascita")
    .isMandatory(true)
    .uiProperties(
        FormItemUIProperties(itemType: .datePicker)
            .textFieldPropertie(
                FormItemTextFieldProperty()
                    .cornerRadius(CGFloat(4))
                    .border(color: .white, width: .thin)
                    .leftPaggind(.large)   
            )
    )
    .pickerProperties(
        FormItemPickerProperties(doneButtonTitle: "Seleziona", cancelButtonTitle: "Annulla")
            .avoidLegalAge(true)
    )
    ]
}

/// README example 3. Values Picker Field Item.
func readmeValuesPickerItem() -> [FormItem] {
let pickerItem = FormItem(named: "pickerWithValues", valueType: .text)
    .title("Primi piatti romani")
    .placeholder("Scegli un piatto")
    .uiProperties(
        FormItemUIProperties(itemType: .valuePicker)
            .keyboardType(.default)
            .textFieldPropertie(
                FormItemTextFieldProperty()
                    .cornerRadius(CGFloat(4))
                    .border(color: .white, width: .thin)
                    .leftPaggind(.large)
                
            )
    )
    .pickerProperties(
        FormItemPickerProperties(doneButtonTitle: "Seleziona", cancelButtonTitle: "Annulla")
    )
    .pickerValues(values:[
        PickerValue(title: "Carbonara", value: "1"),
        PickerValue(title: "Amatriciana", value: "2"),
        PickerValue(title: "Gricia", value: "3")
    ])
    return [pickerItem]
}

/// README example 4. Link Field Item.
func readmeLinkItem() -> [FormItem] {
// This is only for demo porpouse. This object should be recovered by API call
var policy = PolicyModel()
policy.id = "id"
policy.isAccepted = false
policy.isRequired = true

let linkItem = FormItem(named: "linkItem", valueType: .checkbox)
    .title("Collegati su vetrya web site", underlined: "vetrya web site")
    .link( URL(string: "https://www.vetrya.com/it") )
    .isMandatory(policy.isRequired)
    .policy(policy)
    .uiProperties(
        FormItemUIProperties(itemType: .link)
            .textColor(.white)
            .underlinedColor(.yellow)
    )
    return [linkItem]
}

/// README example 5. Labelled Field Item.
func readmeLabelledItem() -> [FormItem] {
    return [
FormItem(named: "labelItem", valueType: .discardable)
    .value("Questo è un campo di solo testo. Usato per inserire una descrizione, un messaggio o una informazione particolare a cui non corrisponde nessuna azione.")
    .uiProperties(
        FormItemUIProperties(itemType: .text)
            .textColor(.white)
            .fontSize(CGFloat(17))
            .alignment(.center)
    )
    ]
}

/// README example 6. Checkbox Field Item.
func readmeCheckboxItem() -> [FormItem] {
    return [
FormItem(named: "checkboxItem", valueType: .checkbox)
    .title("Questo è un campo checkbox")
    .uiProperties(
        FormItemUIProperties(itemType: .checkbox)
            .textColor(.white)
    )
    ]
}

/// README example 7. Separator.
func readmeSeparatorItem() -> [FormItem] {
    return [
FormItem(named: "separator", valueType: .discardable)
    .uiProperties(
        FormItemUIProperties(itemType: .separator)
            .elementColor(.lightGray)
    )
    ]
}

/// README example 8. Button Field Item.
func readmeButtonItem() -> [FormItem] {
    return [
FormItem(named: "button", valueType: .discardable)
    .title("SAVE")
    .uiProperties(
        FormItemUIProperties(itemType: .button)
    )
    ]
}

/// The eight README examples in order.
func readmeAllItems() -> [FormItem] {
    readmeTextFieldItem() + readmeDatePickerItem() + readmeValuesPickerItem() + readmeLinkItem()
        + readmeLabelledItem() + readmeCheckboxItem() + readmeSeparatorItem() + readmeButtonItem()
}
