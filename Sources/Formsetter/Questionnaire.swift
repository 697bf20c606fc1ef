import FormModel
import FormState

extension Formsetter {
    /// How the paper look prints a form as a questionnaire to fill in by hand.
    public struct Questionnaire: Sendable, Hashable {
        /// Print the screen's state (the branch the values and defaults select) instead of every
        /// question some answer can reveal (`--as-shown`).
        public var asShown = false
        /// A blank form (`--blank`): only the values given with the options' `values`, no
        /// defaults ticked, no formula results, no values the form itself carries.
        public var blank = false

        /// Every branch, routed; values as given.
        public init(asShown: Bool = false, blank: Bool = false) { self.asShown = asShown; self.blank = blank }
    }
}

extension Formsetter.Options {
    /// The paper look is drawn: `--skin paper` or its fillable twin.
    var drawsPaper: Bool { skin == "paper" || skinOptions.fillable }

    /// The state options the state stage runs with: on paper, every branch unless `asShown`.
    var resolvedState: StateOptions {
        var state = self.state
        if drawsPaper && !questionnaire.asShown { state.everyBranch = true }
        if questionnaire.blank { state.blank = true }
        if drawsPaper { state.printed = true }
        return state
    }
}
