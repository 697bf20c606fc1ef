/// The languages the paper look prints its own words in (page label, "(continued)", option
/// lists, the required key, routing sentences).
public enum PaperLanguage: String, Sendable, Hashable, CaseIterable {
    case en, nb, nn, da, sv, fi, de, fr, es, pt, ca, it

    /// The BCP 47 tag a PDF's `/Lang` carries when no other tag was given.
    public var tag: String { rawValue }

    /// The language named by `code` (`nb`, `nb_NO`, `pt-BR`, `no`, `nob`, `deu`…); nil for others.
    public init?(code: String) {
        let base = code.lowercased().prefix { $0.isLetter }
        switch base {
        case "en", "eng": self = .en
        case "nb", "no", "nob", "nor": self = .nb
        case "nn", "nno": self = .nn
        case "da", "dan": self = .da
        case "sv", "swe": self = .sv
        case "fi", "fin": self = .fi
        case "de", "deu", "ger": self = .de
        case "fr", "fra", "fre": self = .fr
        case "es", "spa": self = .es
        case "pt", "por": self = .pt
        case "ca", "cat": self = .ca
        case "it", "ita": self = .it
        default: return nil
        }
    }

    /// The language's own words in the paper look.
    var phrases: PaperPhrases {
        switch self {
        case .en: .english
        case .nb: .bokmål
        case .nn: .nynorsk
        case .da: .danish
        case .sv: .swedish
        case .fi: .finnish
        case .de: .german
        case .fr: .french
        case .es: .spanish
        case .pt: .portuguese
        case .ca: .catalan
        case .it: .italian
        }
    }
}

/// A language tag for a PDF's `/Lang` (`--lang`): any well-formed BCP 47 tag, printed with the
/// paper look's words in its language when the look has them, else in English.
public struct PaperLanguageTag: Sendable, Hashable {
    /// The tag as given, in BCP 47's conventional case (`pt-BR`, `sr-Latn`, `de-CH`).
    public let tag: String
    /// The language of the furniture; nil when the look has no words in it (English is printed).
    public let furniture: PaperLanguage?

    /// nil unless `text` is a well-formed tag: a primary language of 2–3 letters (or 5–8),
    /// then subtags of 1–8 letters or digits, split by `-` (or `_`, as locales write them).
    public init?(_ text: String) {
        let subtags = text.split(separator: /[-_]/, omittingEmptySubsequences: false).map(String.init)
        guard let primary = subtags.first, [2, 3, 5, 6, 7, 8].contains(primary.count),
              primary.allSatisfy({ $0.isASCII && $0.isLetter }),
              subtags.dropFirst().allSatisfy({ (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } })
        else { return nil }
        let cased = subtags.enumerated().map { index, subtag in
            guard index > 0 else { return subtag.lowercased() }
            switch subtag.count {
            case 2 where subtag.allSatisfy(\.isLetter): return subtag.uppercased()  // region
            case 4 where subtag.allSatisfy(\.isLetter): return subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased()  // script
            default: return subtag.lowercased()
            }
        }
        tag = cased.joined(separator: "-")
        furniture = PaperLanguage(code: primary)
    }
}
