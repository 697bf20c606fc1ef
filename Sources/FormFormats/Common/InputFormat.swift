import Foundation
import FormModel

/// The input formats Formsetter reads.
public enum InputFormat: String, Sendable, CaseIterable {
    case native, hyperoslo, gigformulary, formworks

    /// Why `root` does not look like this format; nil when it does.
    func mismatch(_ root: JSONValue) -> String? {
        switch self {
        case .hyperoslo: HyperosloDecoder.mismatch(root)
        case .gigformulary: GIGFormularyDecoder.mismatch(root)
        case .formworks: FormworksDecoder.mismatch(root)
        case .native: NativeDecoder.mismatch(root)
        }
    }
}

/// A form decoded from input, with what was wrong with the input.
public struct DecodedForm: Sendable {
    public var form: Form
    public var format: InputFormat
    public var diagnostics: [Diagnostic]
}

/// Input from which no form can be drawn.
public struct DecodeFailure: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// Detects the format of JSON input and decodes it into a Form.
public enum FormDecoder {
    /// Decodes `data` (JSON) in `format`, or the detected format when nil; `values` is the
    /// initial-values sidecar (a JSON object). Throws only when nothing can be drawn.
    public static func decode(_ data: Data, format: InputFormat? = nil, values: Data? = nil, errors: Data? = nil) throws(DecodeFailure) -> DecodedForm {
        let log = DiagnosticLog()
        let root = try parse(data, label: "input", log: log)
        let chosen: InputFormat
        if let format {
            if let reason = format.mismatch(root) { throw DecodeFailure("input is not \(format.rawValue) JSON: \(reason)") }
            chosen = format
        } else {
            chosen = try detect(root)
        }
        var valueMap: [String: JSONValue] = [:]
        if let values { valueMap = try parseSidecar(values, label: "values", log: log) }
        let node = JSONNode(value: root, path: "", log: log)
        var form: Form
        switch chosen {
        case .hyperoslo: form = try HyperosloDecoder(log: log).decode(node, values: valueMap)
        case .gigformulary: form = try GIGFormularyDecoder(log: log).decode(node, values: valueMap)
        case .formworks: form = try FormworksDecoder(log: log).decode(node, answers: valueMap)
        case .native:
            form = try NativeDecoder(log: log).decode(node)
            if !valueMap.isEmpty { log.warn("values", "a native form holds its values; the values file is ignored") }
        }
        if let errors { form = apply(errors: try parseSidecar(errors, label: "errors", log: log), to: form, log: log) }
        return DecodedForm(form: form, format: chosen, diagnostics: log.items)
    }

    /// The format whose shape `root` has; the error names every format tried and why it failed.
    public static func detect(_ root: JSONValue) throws(DecodeFailure) -> InputFormat {
        var reasons: [String] = []
        for format in InputFormat.allCases {
            guard let reason = format.mismatch(root) else { return format }
            reasons.append("\(format.rawValue): \(reason)")
        }
        throw DecodeFailure("unrecognised form format; tried " + reasons.joined(separator: "; "))
    }

    private static func parse(_ data: Data, label: String, log: DiagnosticLog) throws(DecodeFailure) -> JSONValue {
        var notes: [(path: String, message: String)] = []
        do {
            let value = try JSONValue.parse(data, notes: &notes)
            for note in notes { log.warn(label == "input" || note.path.isEmpty ? (label == "input" ? note.path : label) : "\(label).\(note.path)", note.message) }
            return value
        } catch {
            throw DecodeFailure("\(label) is \(error)")
        }
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
