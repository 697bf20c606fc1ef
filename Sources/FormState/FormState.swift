import Foundation
import FormModel

/// The state stage: applies each library's rules to a decoded form — targets, conditions,
/// formulas, validators, value formatting — so layout draws what the app shows.
public enum FormState {
    /// The form as its library shows it (initial screen, or after validate with `options.validate`);
    /// with `options.everyBranch`, every question some answer can reveal is shown and routed.
    /// The result's `semantics` is `none`: nothing is left to evaluate, so resolving it again
    /// changes nothing.
    /// Pass a form nothing else holds (`consume`) and the result is built in its place instead of
    /// in a copy of every cell.
    public static func resolve(_ form: consuming Form, options: StateOptions = StateOptions(), patterns: PatternMatcher = PatternMatcher(),
                               log: DiagnosticLog) -> Form {
        var resolved: Form
        switch form.semantics {
        case .hyperoslo:
            var state = HyperosloState(form: consume form, options: options, patterns: patterns, log: log)
            state.run()
            resolved = state.takeResolvedForm()
        case .formworks:
            resolved = FormworksState(log: log, patterns: patterns).resolve(form)
        case .gigformulary:
            resolved = GIGFormularyState(log: log, patterns: patterns, options: options).resolve(form)
        case .none, .swiftformbuilder:
            resolved = form
        }
        resolved.semantics = .none
        if options.everyBranch { EveryBranch(log: log).apply(to: &resolved) }
        if options.blank { BlankAnswers.apply(to: &resolved) }
        return resolved
    }

    /// What the library's validate/send action finds; nil when the form's library has no
    /// validation Formsetter evaluates (native forms).
    public static func validate(_ form: Form, options: StateOptions = StateOptions(), patterns: PatternMatcher = PatternMatcher(),
                                log: DiagnosticLog) -> ValidationReport? {
        switch form.semantics {
        case .hyperoslo:
            var state = HyperosloState(form: form, options: options, patterns: patterns, log: log)
            state.run()
            return state.report()
        case .formworks:
            return FormworksState(log: log, patterns: patterns).report(form)
        case .gigformulary:
            return GIGFormularyState(log: log, patterns: patterns, options: options).report(form)
        default:
            return nil
        }
    }
}
