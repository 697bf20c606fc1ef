import Foundation
import FormBuilder
import Formsetter
import TestSupport
import Testing

extension SwiftFormBuilderFixtureTests {
    /// The Swift example of README.md ("Forms in Swift"), kept compiling and rendering.
    @Test func readmeUsageExample() throws {
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
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sfb-readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try formsetter.write(items, to: folder.appendingPathComponent("signup.pdf"), options: .init(skin: "swiftformbuilder"), showingErrors: true)
        let pdfData = try Data(contentsOf: folder.appendingPathComponent("signup.pdf"))
        try QPDF.expectClean(pdfData, "signup.pdf")
        let pdf = String(decoding: pdfData, as: UTF8.self)
        #expect(pdf.contains("/URI (https://example.com/privacy)"))
        let pngPages: [Data] = try formsetter.render(items, as: .png, options: .init(width: 414))
        #expect(pngPages.count == 1)
        let form: Form = items.form()
        #expect(form.allCells.map(\.kind) == [.text, .link, .button])
    }
}
