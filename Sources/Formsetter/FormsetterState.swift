import FormFormats
import FormState
import Foundation

extension Formsetter {
    /// Decodes JSON input and runs the state stage: the form as its library shows it, with the
    /// diagnostics of both stages. Throws `DecodeFailure` when nothing can be drawn. Input
    /// passed with `consume` (held nowhere else) is freed once parsed.
    public static func decode(_ input: consuming Data, options: Options) throws -> DecodedForm {
        var decoded = try FormDecoder.decode(consume input, format: options.format, values: options.values, errors: options.errors)
        let log = DiagnosticLog()
        decoded.form = FormState.resolve(decoded.form.takeAll(), options: options.resolvedState, patterns: PatternMatcher(), log: log)
        decoded.diagnostics += log.items
        return decoded
    }

    /// What the library's validate/send action finds for JSON input (`formsetter validate`):
    /// validity, the values in the library's output shape and a message per invalid field, with
    /// the diagnostics of decoding and evaluating. Throws `FormsetterError.validationUnavailable` when the form's library
    /// has no validation Formsetter evaluates, `DecodeFailure` when nothing can be read.
    public static func validate(_ input: Data, options: Options) throws -> (report: ValidationReport, diagnostics: [Diagnostic]) {
        let decoded = try FormDecoder.decode(input, format: options.format, values: options.values, errors: options.errors)
        let log = DiagnosticLog()
        guard let report = FormState.validate(decoded.form, options: options.state, patterns: PatternMatcher(), log: log) else {
            throw FormsetterError.validationUnavailable(format: decoded.format.rawValue)
        }
        return (report, decoded.diagnostics + log.items)
    }
}
