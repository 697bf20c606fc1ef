import CLibFuzzer
import Formsetter
import Foundation
import TestSupport

/// What each fuzz target does with one input: decode it, then lay it out in the format's own
/// skin on a screen and on A4 pages with the fixed-advance measurer (no fonts, so runs are fast
/// and every layout path is reached). Any crash, hang or sanitizer report is a finding.
public enum FuzzHarness {
    /// Runs libFuzzer with the process's arguments over `body`; returns its exit status.
    public static func run(_ body: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        return LLVMFuzzerRunDriver(&argc, &argv, body)
    }

    /// Decodes `bytes` as `format` and lays out what decodes.
    public static func form(_ bytes: UnsafePointer<UInt8>?, _ count: Int, as format: InputFormat) -> CInt {
        let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
        guard let decoded = try? FormDecoder.decode(data, format: format) else { return 0 }
        layOut(decoded.form)
        return 0
    }

    /// Decodes a fixed form of `format` with `bytes` as its values sidecar and then as its errors sidecar.
    public static func sidecars(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
        let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
        for (form, format) in [(hyperoslo, InputFormat.hyperoslo), (gigformulary, .gigformulary), (formworks, .formworks)] {
            if let decoded = try? FormDecoder.decode(Data(form.utf8), format: format, values: data) { layOut(decoded.form) }
            if let decoded = try? FormDecoder.decode(Data(form.utf8), format: format, errors: data) { layOut(decoded.form) }
        }
        return 0
    }

    /// Feeds the hyperoslo formula and condition evaluator: the input's first line is a field's
    /// formula, the rest a target's condition, in a form whose fields hold a text, a number and
    /// an option, run as the app runs them when the form opens.
    public static func expressions(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
        let text = bytes.map { String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self) } ?? ""
        let formula = String(text.prefix { $0 != "\n" }), condition = String(text.drop { $0 != "\n" }.dropFirst())
        let fields: [[String: Any]] = [
            ["id": "name", "type": "text", "value": "Ola 3,5", "targets": [["id": "out", "type": "field", "action": "update"],
                                                                          ["id": "hidden", "type": "field", "action": "hide", "condition": condition]]],
            ["id": "n", "type": "number", "value": 42, "targets": [["id": "out", "type": "field", "action": "update"]]],
            ["id": "sel", "type": "select", "value": "b", "values": [["id": "a", "title": "A", "value": 1], ["id": "b", "title": "B", "value": 2.5]]],
            ["id": "out", "type": "number", "formula": formula, "targets": [["id": "n", "type": "field", "action": "update", "condition": condition]]],
            ["id": "hidden", "type": "text"],
        ]
        let form: [String: Any] = ["groups": [["id": "g", "sections": [["id": "s", "fields": fields]]]]]
        guard let data = try? JSONSerialization.data(withJSONObject: form),
              let decoded = try? FormDecoder.decode(data, format: .hyperoslo) else { return 0 }
        layOut(decoded.form)
        return 0
    }

    private static func layOut(_ form: Form) {
        let log = DiagnosticLog()
        guard let skin = Skins.make(Skins.names.contains(form.defaultSkin) ? form.defaultSkin : "hyperoslo", for: form) else { return }
        let engine = LayoutEngine(skin: skin, measurer: FixedAdvanceMeasurer())
        _ = engine.layout(form, page: .screen(width: form.designWidth), log: log)
        _ = engine.layout(form, page: .a4, log: log)
    }

    static let hyperoslo = #"""
    {"groups":[{"id":"g","title":"G","sections":[{"id":"s","type":"dynamic","action_title":"Add","fields":[
      {"id":"name","title":"Name","type":"text","validations":{"required":true,"format":"^[a-z]+$"}},
      {"id":"n","title":"N","type":"number","formula":"name"},{"id":"sel","title":"S","type":"select","values":[{"id":"a","title":"A"}]},
      {"id":"d","title":"D","type":"date"},{"id":"sw","title":"Sw","type":"switch"}]}]}],
     "templates":{"sections":[{"id":"s","fields":[{"id":"x","title":"X","type":"text"}]}]}}
    """#
    static let gigformulary = #"""
    {"fields":[{"key":"name","type":"text","label":"Nombre","validator":[{"type":"mandatory"}]},
      {"key":"p","type":"picker","label":"P","listOptions":[{"key":"a","value":"A"}]},
      {"key":"d","type":"datePicker","label":"D"},{"key":"b","type":"boolean","label":"Acepto {* las condiciones *}"}]}
    """#
    static let formworks = #"""
    {"id":"f","title":"T","responseFormat":"json","components":[{"text":{"id":"t","title":"T","required":true}},
      {"regex":{"id":"r","title":"R","regex":"^[0-9]+$"}},{"numerical":{"id":"n","title":"N"}},{"email":{"id":"e","title":"E"}}]}
    """#
}
