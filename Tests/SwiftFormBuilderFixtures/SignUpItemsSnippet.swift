// A snippet of the documentation, compiled (and run) as it is written there; DocSnippetTests
// checks the two stay the same text.

import FormBuilder
import Formsetter
import Foundation

func renderSignUp(into folder: URL) throws -> (pages: [Data], form: Form) {
    let items = [
        FormItem(named: "firstname", valueType: .firstname).title("Nome").placeholder("Mario").isMandatory(true)
            .uiProperties(FormItemUIProperties(itemType: .textfield)
                .textFieldPropertie(FormItemTextFieldProperty().border(color: .white, width: .thin).cornerRadius(8).leftPaggind(.standard))),
        FormItem(named: "privacy", valueType: .checkbox).title("Accetto l'informativa privacy", underlined: "informativa privacy")
            .link(URL(string: "https://example.com/privacy")).isMandatory(true)
            .uiProperties(FormItemUIProperties(itemType: .link).underlinedColor(.blue)),
        FormItem(named: "send", valueType: .discardable).title("Invia")
            .uiProperties(FormItemUIProperties(itemType: .button).buttonPropertie(FormItemButtonProperty().backgroundColor(.red).radius(.medium))),
    ]
    let formsetter = try Formsetter()
    // showingErrors: validate as pressing the button does, and draw the error labels.
    try formsetter.write(items, to: folder.appendingPathComponent("signup.pdf"), options: .init(skin: "swiftformbuilder"), showingErrors: true)
    let pngPages: [Data] = try formsetter.render(items, as: .png, options: .init(width: 414))
    return (pngPages, items.form())               // the common model, e.g. for NativeEncoder.encode(form)
}
