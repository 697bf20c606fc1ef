import ArgumentParser
import Formsetter

/// How the paper look prints a questionnaire (render, layout).
struct PaperFlags: ParsableArguments {
    @Flag(help: "Paper look: print the screen's state (the branch the values and defaults select) instead of every question some answer can reveal.")
    var asShown = false

    @Flag(help: "A blank form: no defaults ticked, no formula results, no values of the form's own; only --values (sidecars beside the form are not read).")
    var blank = false

    func apply(to options: inout Formsetter.Options) {
        options.questionnaire.asShown = asShown
        options.questionnaire.blank = blank
    }
}
