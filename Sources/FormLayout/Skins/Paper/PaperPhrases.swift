/// The paper look's own words in one language, as templates: `{page}`, `{pages}`, `{value}`,
/// `{question}` and `{years}` are filled in by `PaperWording`, so each language keeps its own
/// word order (German puts the verb last: „Alter“ kleiner als 18 ist).
struct PaperPhrases: Sendable {
    var pageLabel: String
    var continued: String
    /// Under an answer the office fills in.
    var filledByOffice: String
    /// Before the quoted questions an answer is computed from.
    var computedFrom: String
    /// Between the last two items of a list.
    var and: String
    var separateSheet: String
    var requiredKey: String
    /// Eight letters: day, day, month, month, then four of the year.
    var dateHints: String
    /// Four letters: hours, then minutes.
    var timeHints: String
    /// Rule texts libraries show in English whatever the form's language, in this language.
    var libraryHints: [String: String] = [:]
    var oneOf: String
    /// Leads the sentence of a conditional question.
    var answerOnlyIf: String
    /// Between alternatives.
    var or: String
    var openQuote: String
    var closeQuote: String
    /// After a quoted tick box's title.
    var ticked: String
    var notTicked: String
    /// After a quoted question's title.
    var answered: String
    var leftBlank: String
    /// For `==`, `!=`, `<`, `<=`, `>`, `>=`: what follows a quoted question, `{value}` the
    /// compared value or the chosen options.
    var relations: [String: String]
    /// An age from a date compared with whole years: `{question}` and `{comparison}`, one of
    /// `ageComparisons` (for `<`, `>`, `=`, `!=`) with `{years}`.
    var age: String
    var ageComparisons: [String: String]
    /// After an option that skips the questions right after its own: `{number}` the question
    /// to go on with (census forms' "→ go to 14").
    var goTo: String
    /// After a quoted question printed further on, on a page without question numbers.
    var below: String
}

extension PaperPhrases {
    static let english = PaperPhrases(
        pageLabel: "Page {page} of {pages}", continued: "(continued)", filledByOffice: "Filled in by the office.",
        computedFrom: "Computed from ", and: " and ", separateSheet: "Continue on a separate sheet if needed.",
        requiredKey: "* required", dateHints: "DDMMYYYY", timeHints: "HHMM", oneOf: "One of:",
        answerOnlyIf: "Answer only if ", or: " or ", openQuote: "“", closeQuote: "”",
        ticked: "is ticked", notTicked: "is not ticked", answered: "is answered", leftBlank: "is left blank",
        relations: ["==": "is {value}", "!=": "is not {value}", "<": "is less than {value}", "<=": "is at most {value}",
                    ">": "is more than {value}", ">=": "is at least {value}"],
        age: "the age given by {question} is {comparison}",
        ageComparisons: ["<": "under {years}", ">": "over {years}", "=": "exactly {years}", "!=": "not {years}"],
        goTo: "→ go to {number}", below: "(below)")

    static let german = PaperPhrases(
        pageLabel: "Seite {page} von {pages}", continued: "(Fortsetzung)", filledByOffice: "Wird vom Büro ausgefüllt.",
        computedFrom: "Berechnet aus ", and: " und ", separateSheet: "Bei Bedarf auf einem gesonderten Blatt fortsetzen.",
        requiredKey: "* Pflichtangabe", dateHints: "TTMMJJJJ", timeHints: "HHMM",
        libraryHints: ["Please provide a valid e-mail address.": "Bitte eine gültige E-Mail-Adresse angeben.",
                       "Please type in a Brazillian phone number.": "Bitte eine brasilianische Telefonnummer eingeben.",
                       "Only numerical characters are accepted.": "Nur Ziffern.",
                       "Maximum limit of 32 characters.": "Höchstens 32 Zeichen."],
        oneOf: "Eines von:", answerOnlyIf: "Nur beantworten, wenn ", or: " oder ", openQuote: "„", closeQuote: "“",
        ticked: "angekreuzt ist", notTicked: "nicht angekreuzt ist", answered: "beantwortet ist", leftBlank: "leer ist",
        relations: ["==": "{value} ist", "!=": "nicht {value} ist", "<": "kleiner als {value} ist", "<=": "höchstens {value} ist",
                    ">": "größer als {value} ist", ">=": "mindestens {value} ist"],
        age: "das Alter laut {question} {comparison}",
        ageComparisons: ["<": "unter {years} Jahren liegt", ">": "über {years} Jahren liegt", "=": "genau {years} Jahre beträgt",
                         "!=": "nicht {years} Jahre beträgt"],
        goTo: "→ weiter mit {number}", below: "(weiter unten)")
}
