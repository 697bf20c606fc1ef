import Foundation

/// Each paper language's letter trigrams, learnt from its form vocabulary
/// (`PaperLanguage.vocabulary`), as log probabilities with add-one smoothing: a word is scored by
/// the mean log probability of its trigrams (`^na`, `nam`, `ame`, `me$`) in each language.
enum LetterTrigrams {
    private struct Profile {
        var logProbabilities: [String: Double] = [:]
        var unseen = 0.0
    }

    /// Trigrams the smoothing assumes a language could have besides those seen.
    private static let possibleTrigrams = 8000.0

    private static let profiles: [PaperLanguage: Profile] = Dictionary(uniqueKeysWithValues: PaperLanguage.allCases.map { language in
        var counts: [String: Int] = [:]
        for word in language.vocabulary.split(whereSeparator: \.isWhitespace) {
            for trigram in trigrams(of: word.lowercased()) { counts[trigram, default: 0] += 1 }
        }
        let total = Double(counts.values.reduce(0, +)) + possibleTrigrams
        var profile = Profile(unseen: log(1 / total))
        for (trigram, count) in counts { profile.logProbabilities[trigram] = log(Double(count + 1) / total) }
        return (language, profile)
    })

    /// The word's one vote shared among the languages (a softmax of its trigrams' summed log
    /// probabilities): about 1 for a language whose words it clearly looks like; none for a word
    /// shorter than four letters.
    static func shares(of word: String) -> [(PaperLanguage, Double)] {
        guard word.count >= 4 else { return [] }
        let grams = trigrams(of: word)
        let likelihoods = PaperLanguage.allCases.map { language in
            let profile = profiles[language]!
            return (language, grams.reduce(0) { $0 + (profile.logProbabilities[$1] ?? profile.unseen) })
        }
        let best = likelihoods.map(\.1).max()!
        let weights = likelihoods.map { ($0.0, exp($0.1 - best)) }
        let sum = weights.reduce(0) { $0 + $1.1 }
        return weights.map { ($0.0, $0.1 / sum) }
    }

    private static func trigrams(of word: String) -> [String] {
        let letters = Array("^" + word + "$")
        guard letters.count >= 3 else { return [] }
        return (0...(letters.count - 3)).map { String(letters[$0..<($0 + 3)]) }
    }
}
