import FormModel

/// The paper look's own words in one language: the furniture around the questions and the
/// routing sentences built from a question's `routing`.
public struct PaperWording: Sendable, Hashable {
    public let language: PaperLanguage

    public init(_ language: PaperLanguage = .en) { self.language = language }

    private var phrases: PaperPhrases { language.phrases }

    /// The footer's page label, `{page}` and `{pages}` to be replaced.
    public var pageLabel: String { phrases.pageLabel }

    /// Appended to a group title repeated after a page break.
    public var continued: String { phrases.continued }

    /// Under an answer the form computes: from which questions, or that the office fills it in.
    public func computed(from questions: [String]) -> String {
        guard !questions.isEmpty else { return phrases.filledByOffice }
        let names = questions.map(quoted)
        let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + phrases.and + names.last!
        return phrases.computedFrom + list + "."
    }

    /// After the blank entries of a repeating section.
    public var separateSheet: String { phrases.separateSheet }

    /// The footer's key to the mark of required questions.
    public var requiredKey: String { phrases.requiredKey }

    /// The letters hinted in an empty date comb: day, day, month, month, then four of the year.
    var dateHints: String { phrases.dateHints }

    /// The letters hinted in an empty time comb: hours, then minutes.
    var timeHints: String { phrases.timeHints }

    /// A rule text a library shows in English whatever the form's language (Formworks'
    /// `validationRuleDescription`, Docs/formats.md §4.3), in this language; other texts are the
    /// form's own and stay as written.
    public func libraryHint(_ hint: String) -> String { phrases.libraryHints[hint] ?? hint }

    /// Heads the options listed under a long picker's box.
    public var oneOf: String { phrases.oneOf }

    /// The sentence of a conditional question: any one of `conditions` makes it apply.
    public func routing(_ conditions: [RoutingCondition]) -> String? {
        guard !conditions.isEmpty else { return nil }
        return phrases.answerOnlyIf + conditions.map(clause).joined(separator: phrases.or) + "."
    }

    private func quoted(_ text: String) -> String { phrases.openQuote + text + phrases.closeQuote }

    private func clause(_ condition: RoutingCondition) -> String {
        switch condition {
        case let .chosen(question, options):
            return quoted(question) + " " + relation("==", options.map(quoted).joined(separator: phrases.or))
        case let .ticked(question, on):
            return quoted(question) + " " + (on ? phrases.ticked : phrases.notTicked)
        case let .age(question, relation, years):
            let comparison = phrases.ageComparisons[relation] ?? relation + " {years}"
            return phrases.age.replacingOccurrences(of: "{question}", with: quoted(question))
                .replacingOccurrences(of: "{comparison}", with: comparison).replacingOccurrences(of: "{years}", with: "\(years)")
        case let .answered(question, answered):
            return quoted(question) + " " + (answered ? phrases.answered : phrases.leftBlank)
        case let .compared(question, relation, value):
            return quoted(question) + " " + self.relation(relation, value)
        case let .expression(text):
            return text
        }
    }

    /// `is {value}`, `is not {value}`, `is less than {value}`… for `==`, `!=`, `<`, `<=`, `>`, `>=`.
    private func relation(_ relation: String, _ value: String) -> String {
        (phrases.relations[relation] ?? relation + " {value}").replacingOccurrences(of: "{value}", with: value)
    }
}
