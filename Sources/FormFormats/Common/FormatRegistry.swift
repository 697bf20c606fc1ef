import Foundation
import FormModel

/// Everything Formsetter knows about one input format: the CLI's `--format` help, validation and
/// auto-detection, the decoder and the sidecar files beside a form are all taken from here.
public struct FormatDescriptor: Sendable {
    /// The format's case, whose raw value users pass to `--format`.
    public let format: InputFormat
    /// What the format is, for help texts.
    public let summary: String
    /// The skin a form of this format is drawn in unless the user picks one (a native form may
    /// name its own).
    public let defaultSkin: String
    /// File-name endings of the initial-values sidecar beside a form (`form.values.json`), in
    /// the order they are looked for; empty when the format holds its own values.
    public let valuesSuffixes: [String]
    /// Infixes of other files kept beside a form that are not forms (Formworks' expected
    /// outputs, `x.output-long.json`).
    public var companionInfixes: [String] = []
    /// The root member holding nearly all of a long form (hyperoslo `groups`), whose elements
    /// the decoder takes one at a time (`JSONDocument.takeElements`), so they are built only then.
    var streamedArray: String? = nil
    /// Why a parsed document does not have this format's shape; nil when it does.
    let mismatch: @Sendable (JSONValue) -> String?
    /// Decodes a document of this format with its values sidecar (id → value); the decoder may
    /// take the document apart as it reads.
    let decode: @Sendable (JSONDocument, [String: JSONValue]) throws(DecodeFailure) -> Form

    /// The name users pass to `--format`.
    public var name: String { format.rawValue }
}

/// The input formats Formsetter reads; detection tries them in declaration order.
public enum InputFormat: String, Sendable, CaseIterable {
    case native, hyperoslo, gigformulary, formworks

    /// This format's descriptor; a new case is added here and in `FormatRegistry`'s table.
    public var descriptor: FormatDescriptor {
        switch self {
        case .native: FormatRegistry.native
        case .hyperoslo: FormatRegistry.hyperoslo
        case .gigformulary: FormatRegistry.gigformulary
        case .formworks: FormatRegistry.formworks
        }
    }
}

/// One descriptor per input format.
public enum FormatRegistry {
    static let native = FormatDescriptor(
        format: .native, summary: "Formsetter's own JSON (\"format\": \"formsetter\")", defaultSkin: "hyperoslo",
        valuesSuffixes: [], mismatch: NativeDecoder.mismatch,
        decode: { document, values throws(DecodeFailure) in
            if !values.isEmpty { document.log.warn("values", "a native form holds its values; the values file is ignored") }
            return try NativeDecoder(log: document.log).decode(try document.node)
        })
    static let hyperoslo = FormatDescriptor(
        format: .hyperoslo, summary: "hyperoslo/Form and 3lvis/Form JSON", defaultSkin: "hyperoslo",
        valuesSuffixes: [".values.json"], streamedArray: "groups", mismatch: HyperosloDecoder.mismatch,
        decode: { document, values throws(DecodeFailure) in try HyperosloDecoder(log: document.log).decode(document, values: values) })
    static let gigformulary = FormatDescriptor(
        format: .gigformulary, summary: "GIGFormulary JSON", defaultSkin: "gigformulary",
        valuesSuffixes: [".values.json"], mismatch: GIGFormularyDecoder.mismatch,
        decode: { document, values throws(DecodeFailure) in try GIGFormularyDecoder(log: document.log).decode(try document.node, values: values) })
    static let formworks = FormatDescriptor(
        format: .formworks, summary: "Formworks JSON", defaultSkin: "formworks",
        valuesSuffixes: [".answers.json"], companionInfixes: [".output-"], mismatch: FormworksDecoder.mismatch,
        decode: { document, answers throws(DecodeFailure) in try FormworksDecoder(log: document.log).decode(try document.node, answers: answers) })

    /// Every format, in detection order.
    public static var all: [FormatDescriptor] { InputFormat.allCases.map(\.descriptor) }

    /// The format called `name`, or nil.
    public static func descriptor(named name: String) -> FormatDescriptor? { InputFormat(rawValue: name)?.descriptor }

    /// The errors sidecar's ending: any format's form can show error messages.
    public static let errorsSuffix = ".errors.json"

    /// Every sidecar ending any format uses, values first.
    public static var sidecarSuffixes: [String] {
        var suffixes: [String] = []
        for suffix in all.flatMap(\.valuesSuffixes) + [errorsSuffix] where !suffixes.contains(suffix) { suffixes.append(suffix) }
        return suffixes
    }

    /// Whether `fileName` is a sidecar (`x.values.json`, `x.answers.json`, `x.errors.json`, or a
    /// variant such as `x.answers-valid.json`) or another companion file rather than a form.
    public static func isSidecar(_ fileName: String) -> Bool {
        guard fileName.hasSuffix(".json") else { return false }
        let sidecar = sidecarSuffixes.contains { suffix in
            let kind = suffix.dropLast(".json".count)  // ".values"
            return fileName.hasSuffix(suffix) || fileName.contains(kind + "-")
        }
        return sidecar || all.flatMap(\.companionInfixes).contains { fileName.contains($0) }
    }

    /// The values and errors sidecars that exist beside the form at `url`.
    public static func sidecars(of url: URL) -> (values: URL?, errors: URL?) {
        let stem = url.deletingPathExtension().path
        func existing(_ suffix: String) -> URL? {
            FileManager.default.fileExists(atPath: stem + suffix) ? URL(fileURLWithPath: stem + suffix) : nil
        }
        let values = all.flatMap(\.valuesSuffixes).lazy.compactMap(existing).first
        return (values, existing(errorsSuffix))
    }
}
