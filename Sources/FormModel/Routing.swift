/// One answer that makes a conditional question apply, as the form's own logic decides it
/// (hyperoslo `show` and `enable` targets and conditions, the negation of `hide`-only logic,
/// GIGFormulary `rules`). A cell's `routing` lists them; any one is enough. Print looks put them into words ("Answer only if …") in the form's
/// language, so they hold the questions' titles, not sentences.
public enum RoutingCondition: Sendable, Hashable {
    /// The question titled `question` is answered with one of `options` (option titles).
    case chosen(question: String, options: [String])
    /// The question titled `question` is not answered with any of `options` (left blank, or
    /// another option): a question the form only hides when one of them is chosen.
    case notChosen(question: String, options: [String])
    /// The check box or switch titled `question` is ticked (`on`) or left unticked.
    case ticked(question: String, on: Bool)
    /// The age in whole years from the date given in `question` compares with `years`
    /// (`relation` is `<`, `>`, `=` or `!=`; GIGFormulary date-picker rules).
    case age(question: String, relation: String, years: Int)
    /// `question` is answered (`answered`) or left empty.
    case answered(question: String, answered: Bool)
    /// `question` compares with a value (`relation` is `==`, `!=`, `<`, `<=`, `>`, `>=`).
    case compared(question: String, relation: String, value: String)
    /// A condition not put into words: the form's expression with each `$id` replaced by the
    /// question's title in quotes.
    case expression(String)
    /// Every one of the conditions holds (a question in a section shown by one answer and
    /// itself enabled by another).
    case all([RoutingCondition])
}

/// Where a print look has placed the questions a cell's routing names, and where each of its
/// options sends the reader on: filled in by the look once it has numbered its questions.
public struct RoutingPlaces: Sendable, Hashable {
    /// The number printed before a question, by the title its `RoutingCondition`s give it.
    public var numbers: [String: Int] = [:]
    /// The titles of the questions printed after this cell (an unnumbered page says so).
    public var later: Set<String> = []
    /// By option index: the number of the question to go to next, when choosing the option
    /// skips the questions printed right after this one ("→ go to 14").
    public var goTo: [Int: Int] = [:]

    /// Nothing placed.
    public init(numbers: [String: Int] = [:], later: Set<String> = [], goTo: [Int: Int] = [:]) {
        self.numbers = numbers; self.later = later; self.goTo = goTo
    }
}
