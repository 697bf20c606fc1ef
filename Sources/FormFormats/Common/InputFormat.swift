import Foundation
import FormModel

/// A form decoded from input, with what was wrong with the input.
public struct DecodedForm: Sendable {
    public var form: Form
    public var format: InputFormat
    public var diagnostics: [Diagnostic]
}

/// Input from which no form can be drawn.
public struct DecodeFailure: Error, Equatable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// Detects the format of JSON input and decodes it into a Form.
public enum FormDecoder {
    /// Decodes `data` (JSON) in `format`, or the detected format when nil; `values` is the
    /// initial-values sidecar (a JSON object). Throws only when nothing can be drawn. Data
    /// passed with `consume` (held nowhere else) is freed once parsed.
    public static func decode(_ data: consuming Data, format: InputFormat? = nil, values: Data? = nil, errors: Data? = nil) throws(DecodeFailure) -> DecodedForm {
        let log = DiagnosticLog()
        // Before detection the array of the first format that streams one is deferred; a decoder
        // that does not take it gets it whole (`JSONDocument.node`).
        let streamed = format.map(\.descriptor.streamedArray) ?? FormatRegistry.all.lazy.compactMap(\.streamedArray).first
        let document = try JSONFile.readDocument(consume data, deferring: streamed, label: "input", log: log)
        let chosen: InputFormat
        if let format {
            if let reason = format.descriptor.mismatch(document.root) { throw DecodeFailure("input is not \(format.rawValue) JSON: \(reason)") }
            chosen = format
        } else {
            chosen = try detect(document.root)
        }
        var valueMap: [String: JSONValue] = [:]
        if let values { valueMap = try parseSidecar(values, label: "values", log: log) }
        var form = try chosen.descriptor.decode(document, valueMap)
        if let errors { form = apply(errors: try parseSidecar(errors, label: "errors", log: log), to: form, log: log) }
        return DecodedForm(form: form, format: chosen, diagnostics: log.items)
    }

    /// The format whose shape `root` has; the error names every format tried and why it failed.
    public static func detect(_ root: JSONValue) throws(DecodeFailure) -> InputFormat {
        var reasons: [String] = []
        for descriptor in FormatRegistry.all {
            guard let reason = descriptor.mismatch(root) else { return descriptor.format }
            reasons.append("\(descriptor.name): \(reason)")
        }
        throw DecodeFailure("unrecognised form format; tried " + reasons.joined(separator: "; "))
    }

    private static func parse(_ data: Data, label: String, log: DiagnosticLog) throws(DecodeFailure) -> JSONValue {
        try JSONFile.read(data, path: label == "input" ? "" : label, label: label, log: log).value
    }

    private static func parseSidecar(_ data: Data, label: String, log: DiagnosticLog) throws(DecodeFailure) -> [String: JSONValue] {
        let root = try parse(data, label: label, log: log)
        guard case let .object(members) = root else {
            throw DecodeFailure("the \(label) file must be a JSON object of field id → \(label == "errors" ? "message" : "value"), found \(root.typeName)")
        }
        var map: [String: JSONValue] = [:]
        for (key, value) in members { map[key] = value }
        return map
    }
}

extension FormDecoder {
    /// Shows each message of an errors sidecar (GIGFormulary `loadError`: field id → message) in
    /// its cell's error label and marks the cell invalid; unknown ids are reported.
    static func apply(errors: [String: JSONValue], to form: Form, log: DiagnosticLog) -> Form {
        var form = form
        var unused = Set(errors.keys)
        for g in form.groups.indices {
            for s in form.groups[g].sections.indices {
                for c in form.groups[g].sections[s].cells.indices {
                    let id = form.groups[g].sections[s].cells[c].id
                    guard let value = errors[id] else { continue }
                    unused.remove(id)
                    guard case let .string(message) = value else {
                        log.warn("errors.\(id)", "expected a message string, found \(value.typeName); ignored")
                        continue
                    }
                    form.groups[g].sections[s].cells[c].state.error = message
                    form.groups[g].sections[s].cells[c].state.invalid = true
                    form.groups[g].sections[s].cells[c].state.valid = false
                }
            }
        }
        for key in unused.sorted() { log.warn("errors.\(key)", "no field has this id; ignored") }
        return form
    }
}
