/// The languages the paper look prints its own words in (page label, "(continued)", option
/// lists, the required key, routing sentences).
public enum PaperLanguage: String, Sendable, Hashable, CaseIterable {
    case en, nb, es, pt, ca

    /// The BCP 47 tag a PDF's `/Lang` carries.
    public var tag: String {
        switch self {
        case .en: "en"
        case .nb: "nb"
        case .es: "es"
        case .pt: "pt"
        case .ca: "ca"
        }
    }

    /// The language named by `code` (`nb`, `nb_NO`, `pt-BR`, `no`, `nob`…); nil for others.
    public init?(code: String) {
        let base = code.lowercased().prefix { $0.isLetter }
        switch base {
        case "en", "eng": self = .en
        case "nb", "no", "nob", "nor": self = .nb
        case "es", "spa": self = .es
        case "pt", "por": self = .pt
        case "ca", "cat": self = .ca
        default: return nil
        }
    }
}
