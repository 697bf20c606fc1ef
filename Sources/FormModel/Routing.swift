/// One answer that makes a conditional question apply, as the form's own logic decides it
/// (hyperoslo `show` targets and conditions, GIGFormulary `rules`). A cell's `routing` lists
/// them; any one is enough. Print looks put them into words ("Answer only if …") in the form's
/// language, so they hold the questions' titles, not sentences.
public enum RoutingCondition: Sendable, Hashable {
    /// The question titled `question` is answered with one of `options` (option titles).
    case chosen(question: String, options: [String])
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
}
