import ArgumentParser
import Formsetter

/// How the paper look prints a questionnaire (render, layout).
struct PaperFlags: ParsableArguments {
    @Flag(help: "Paper look: print the screen's state (the branch the values and defaults select) instead of every question some answer can reveal.")
    var asShown = false

    @Flag(help: "A blank form: no defaults ticked, no formula results, no values of the form's own; only --values (sidecars beside the form are not read).")
    var blank = false

    @Option(name: .customLong("lang"), help: "The PDF's language, a BCP 47 tag (de, fr-CH, pt-BR…); in the paper look also of its own words (page label, continued, routing) where it has them: en, nb, nn, da, sv, fi, de, fr, es, pt, ca, it, else English (default: detected from the form's text).")
    var language: String?

    @Option(help: "The document title (running header, PDF Title), over the form's own.")
    var title: String?

    @Flag(help: "Paper look: number the questions 1., 2., … in reading order (the rows of a repeating section are not numbered).")
    var numberQuestions = false

    @Option(help: "Paper look: blank entries printed after each repeating section (children, tickets), 0–50.")
    var repeatRows = 3

    @Flag(help: "Paper look: no registration marks and no QR code on the pages (`formsetter read` then cannot read scans of them); the margin is then 18pt unless --margin says otherwise, else at least 12mm.")
    var noMarks = false

    func apply(to options: inout Formsetter.Options) throws {
        guard (0...50).contains(repeatRows) else { throw UsageError("--repeat-rows must be from 0 to 50, not \(repeatRows)") }
        options.skinOptions.repeatRows = repeatRows
        options.skinOptions.numbersQuestions = numberQuestions
        options.skinOptions.marks = !noMarks
        options.questionnaire.asShown = asShown
        options.questionnaire.blank = blank
        if let title { options.title = title }
        if let language {
            guard let tag = PaperLanguageTag(language) else {
                throw UsageError("--lang must be a BCP 47 language tag (en, nb, de-CH, pt-BR…), not \"\(language)\"")
            }
            options.skinOptions.language = tag.furniture ?? .en
            options.skinOptions.languageTag = tag.tag
        }
    }
}
