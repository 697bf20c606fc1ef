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

    /// The sentence of a conditional question: any one of `conditions` makes it apply. `places`
    /// names each question as printed: by its number ("3. …") when questions are numbered, and
    /// says "(below)" of one printed later on an unnumbered page.
    public func routing(_ conditions: [RoutingCondition], places: RoutingPlaces = RoutingPlaces()) -> String? {
        guard !conditions.isEmpty else { return nil }
        return phrases.answerOnlyIf + conditions.map { clause($0, places) }.joined(separator: phrases.or) + "."
    }

    /// After an option that skips the questions printed after its own: where to go on.
    public func goTo(_ number: Int) -> String { phrases.goTo.replacingOccurrences(of: "{number}", with: "\(number)") }

    private func quoted(_ text: String) -> String { phrases.openQuote + text + phrases.closeQuote }

    /// A question as the page prints it: its number before its title, or "(below)" after it,
    /// joined by a no-break space: Pango 1.50 never breaks between a closing quote and "(" (Unicode's
    /// older LB15), Pango 1.56 may, and a page must break its lines alike on both.
    private func question(_ title: String, _ places: RoutingPlaces) -> String {
        if let number = places.numbers[title] { return quoted("\(number). " + title) }
        return quoted(title) + (places.later.contains(title) ? "\u{A0}" + phrases.below : "")
    }

    private func clause(_ condition: RoutingCondition, _ places: RoutingPlaces) -> String {
        switch condition {
        case let .chosen(question, options):
            return self.question(question, places) + " " + relation("==", options.map(quoted).joined(separator: phrases.or))
        case let .notChosen(question, options):
            return self.question(question, places) + " " + relation("!=", options.map(quoted).joined(separator: phrases.or))
        case let .ticked(question, on):
            return self.question(question, places) + " " + (on ? phrases.ticked : phrases.notTicked)
        case let .age(question, relation, years):
            let comparison = phrases.ageComparisons[relation] ?? relation + " {years}"
            return phrases.age.replacingOccurrences(of: "{question}", with: self.question(question, places))
                .replacingOccurrences(of: "{comparison}", with: comparison).replacingOccurrences(of: "{years}", with: "\(years)")
        case let .answered(question, answered):
            return self.question(question, places) + " " + (answered ? phrases.answered : phrases.leftBlank)
        case let .compared(question, relation, value):
            return self.question(question, places) + " " + self.relation(relation, value)
        case let .expression(text):
            return text
        case let .all(conditions):
            return conditions.map { clause($0, places) }.joined(separator: phrases.and)
        }
    }

    /// `is {value}`, `is not {value}`, `is less than {value}`… for `==`, `!=`, `<`, `<=`, `>`, `>=`.
    private func relation(_ relation: String, _ value: String) -> String {
        (phrases.relations[relation] ?? relation + " {value}").replacingOccurrences(of: "{value}", with: value)
    }
}
