import FormModel

extension PaperLanguage {
    /// The language a form's text is written in, for the paper look's own words: every word of
    /// its title, group titles, labels, details, notes and options is looked up in a short list of
    /// each language's commonest words, and a word with letters only one of the five uses (å ø æ;
    /// ñ; ã õ ê ô, -ção; l·l è ò ï) counts three times more. The language with the highest count wins; English when no word
    /// counts, and on a tie the earlier of en, nb, es, pt, ca.
    public static func detected(in form: Form) -> PaperLanguage {
        var scores: [PaperLanguage: Int] = [:]
        func read(_ text: String?) {
            guard let text, !text.isEmpty else { return }
            for word in Self.words(of: text) {
                for language in allCases where language.commonWords.contains(word) { scores[language, default: 0] += 1 }
                for language in allCases where language.ownLetters.contains(where: word.contains) { scores[language, default: 0] += 3 }
            }
        }
        read(form.title)
        for group in form.groups {
            read(group.title?.text)
            for section in group.sections {
                for cell in section.cells {
                    read(cell.label?.text); read(cell.detail?.text); read(cell.hint); read(cell.placeholder)
                    for option in cell.options { read(option) }
                }
            }
        }
        return allCases.reduce(PaperLanguage.en) { best, language in (scores[language] ?? 0) > (scores[best] ?? 0) ? language : best }
    }

    /// Lower-case words: runs of letters, with `·` and `'` kept inside (Catalan l·l, l'edat).
    private static func words(of text: String) -> [String] {
        var words: [String] = []
        var word = ""
        for character in text.lowercased() {
            if character.isLetter || (!word.isEmpty && (character == "·" || character == "'" || character == "’")) {
                word.append(character)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    /// Words common in forms written in the language and rare in the other four.
    private var commonWords: Set<String> {
        switch self {
        case .en: ["the", "and", "of", "to", "your", "you", "name", "first", "last", "date", "birth", "please", "with", "is",
                   "number", "address", "phone", "email", "select", "yes", "choose", "type", "enter", "city", "country", "are"]
        case .nb: ["og", "på", "til", "av", "er", "med", "ikke", "som", "din", "ditt", "dine", "navn", "fornavn", "etternavn",
                   "dato", "fødselsdato", "telefon", "ja", "nei", "år", "eller", "fra", "ved", "skal", "velg", "kr"]
        case .es: ["el", "los", "las", "y", "del", "que", "en", "por", "para", "con", "tu", "su", "nombre", "apellidos", "fecha",
                   "teléfono", "correo", "electrónico", "selecciona", "dirección", "código", "sí", "nacimiento", "provincia", "selecciona"]
        case .pt: ["os", "da", "do", "das", "dos", "e", "em", "um", "uma", "não", "você", "seu", "sua", "nome", "data",
                   "telefone", "endereço", "número", "com", "ao", "é", "aconteceu", "sem", "contato"]
        case .ca: ["els", "les", "i", "amb", "per", "dels", "nom", "cognoms", "telèfon", "adreça", "correu", "electrònic", "més",
                   "heu", "vostre", "vostra", "teu", "teva", "aquest", "aquesta", "també", "naixement", "targeta", "població"]
        }
    }

    /// Letters (or letter pairs) written in the language and in none of the other four.
    private var ownLetters: [String] {
        switch self {
        case .en: []
        case .nb: ["å", "ø", "æ"]
        case .es: ["ñ"]
        case .pt: ["ã", "õ", "ê", "ô", "ção"]
        case .ca: ["l·l", "è", "ò", "ï"]
        }
    }
}
