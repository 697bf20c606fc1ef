/// Which option a text names by its title, as a spreadsheet holds a choice ("Midlertidig
/// ansatt", "Tromsø"): the title compared exactly, then ignoring case, each only when it names
/// one option. Each format first compares the text with the options' ids as its library does.
public enum OptionTitleMatch: Equatable, Sendable {
    case one(Int)
    case none
    case several([Int])

    /// The option of `candidates` (indices into `titles`) whose title is `text`.
    public init(_ text: String, titles: [String], among candidates: [Int]) {
        let candidates = candidates.filter { titles.indices.contains($0) }
        for matches in [candidates.filter { titles[$0] == text }, candidates.filter { titles[$0].lowercased() == text.lowercased() }] {
            switch matches.count {
            case 0: continue
            case 1: self = .one(matches[0])
            default: self = .several(matches)
            }
            return
        }
        self = .none
    }

    /// `id ("title"), …` for the options at `indices`, as diagnostics list them.
    public static func listed(_ indices: [Int], ids: [String], titles: [String]) -> String {
        indices.map { "\($0 < ids.count ? ids[$0] : "") (\"\($0 < titles.count ? titles[$0] : "")\")" }.joined(separator: ", ")
    }
}
