import FormModel

extension PaperLanguage {
    /// The language a form's text is written in, for the paper look's own words: every word of
    /// its title, group titles, labels, details, notes and options counts 1 for each language whose
    /// short list of commonest form words holds it, 3 for each language writing a letter few of
    /// them write (å ø æ; ä ö ü ß; ñ; ã õ -ção; l·l è ò ï; ì ù; œ ê…), and shares one more among
    /// the languages by how much its letter trigrams look like their form vocabulary
    /// (`LetterTrigrams`, words of four letters or more). The language with the highest count
    /// wins if it reaches 1; English otherwise, and on a tie the earlier in `allCases` (en, nb,
    /// nn, da, sv, fi, de, fr, es, pt, ca, it).
    public static func detected(in form: Form) -> PaperLanguage {
        var scores: [PaperLanguage: Double] = [:]
        // A form says the same words many times (options, repeated labels): each distinct word
        // is weighed once, and its weights added at every occurrence in the same order.
        var weighed: [String: [(PaperLanguage, Double)]] = [:]
        func read(_ text: String?) {
            guard let text, !text.isEmpty else { return }
            for word in Self.words(of: text) {
                let weights = weighed[word] ?? Self.weights(of: word)
                weighed[word] = weights
                for (language, weight) in weights { scores[language, default: 0] += weight }
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
        let best = allCases.reduce(PaperLanguage.en) { best, language in (scores[language] ?? 0) > (scores[best] ?? 0) ? language : best }
        // Trigram shares alone (ids, `value 2`) are too weak to move a form out of English.
        return (scores[best] ?? 0) >= 1 ? best : .en
    }

    /// What one word counts for each language, in the order `detected(in:)` adds it: 1 for a
    /// common form word, 3 for a language's own letter, then the letter-trigram shares.
    private static func weights(of word: String) -> [(PaperLanguage, Double)] {
        var weights: [(PaperLanguage, Double)] = []
        for language in allCases where wordLists[language]!.contains(word) { weights.append((language, 1)) }
        let characters = Array(word)
        for language in allCases where ownLetterLists[language]!.contains(where: { Self.holds($0, in: characters) }) { weights.append((language, 3)) }
        weights += LetterTrigrams.shares(of: word)
        return weights
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

    /// Words common in forms written in the language. Words two languages share count for both
    /// (they tell the pair from the rest); those Spanish shares with Catalan are left out of both,
    /// so a short Catalan form is decided by its own words.
    private static let wordLists = Dictionary(uniqueKeysWithValues: allCases.map { ($0, $0.commonWords) })
    /// `ownLetters` as characters. Foundation's `contains` and the standard library's generic
    /// `firstRange(of:)` on each word were 20 % and 40 % of a 1,000-field paper form's render.
    private static let ownLetterLists = Dictionary(uniqueKeysWithValues: allCases.map { ($0, $0.ownLetters.map(Array.init)) })

    /// Whether `characters` hold `group` in a row (characters compare as Swift's do: canonically equivalent).
    private static func holds(_ group: [Character], in characters: [Character]) -> Bool {
        guard group.count <= characters.count else { return false }
        return (0...(characters.count - group.count)).contains { start in characters[start..<(start + group.count)].elementsEqual(group) }
    }

    private var commonWords: Set<String> {
        switch self {
        case .en: ["the", "and", "of", "to", "your", "you", "name", "first", "last", "date", "birth", "please", "with", "is",
                   "number", "address", "phone", "email", "select", "yes", "choose", "type", "enter", "city", "country", "are"]
        case .nb: ["og", "på", "til", "av", "er", "med", "ikke", "som", "din", "ditt", "dine", "navn", "fornavn", "etternavn",
                   "dato", "fødselsdato", "telefon", "ja", "nei", "år", "eller", "fra", "ved", "skal", "velg", "kr",
                   "hva", "hvordan", "jeg", "meg", "deg", "bare", "vennligst", "kjønn", "poststed", "søknad", "antall",
                   "inntekt", "fødselsnummer", "barn"]
        case .nn: ["og", "på", "til", "av", "er", "med", "ikkje", "som", "din", "ditt", "dine", "namn", "førenamn", "fornamn",
                   "etternamn", "dato", "fødselsdato", "telefon", "ja", "nei", "år", "eller", "frå", "ved", "skal", "vel", "kva",
                   "korleis", "eg", "meg", "deg", "berre", "ein", "eit", "kjønn", "poststad", "dykkar", "heimstad"]
        case .da: ["og", "på", "til", "af", "er", "med", "ikke", "som", "din", "dit", "dine", "navn", "fornavn", "efternavn",
                   "dato", "fødselsdato", "telefon", "ja", "nej", "år", "eller", "fra", "ved", "skal", "vælg", "hvad", "hvordan",
                   "jeg", "mig", "dig", "kun", "venligst", "køn", "efter", "jeres", "beløb", "ansøgning", "børn", "antal",
                   "indkomst", "cpr"]
        case .sv: ["och", "att", "på", "till", "av", "är", "med", "inte", "som", "din", "ditt", "dina", "namn", "förnamn",
                   "efternamn", "datum", "födelsedatum", "telefon", "telefonnummer", "ja", "nej", "år", "eller", "från", "vid",
                   "ska", "välj", "vad", "hur", "jag", "mig", "dig", "bara", "kön", "adress", "ort", "personnummer", "för", "ej"]
        case .fi: ["ja", "on", "ei", "tai", "nimi", "etunimi", "sukunimi", "syntymäaika", "päivämäärä", "puhelin",
                   "puhelinnumero", "osoite", "sähköposti", "postinumero", "postitoimipaikka", "kyllä", "valitse",
                   "henkilötunnus", "vastaa", "sinun", "teidän", "jos", "kanssa", "vuotta", "kunta"]
        case .de: ["und", "der", "die", "das", "des", "den", "dem", "ein", "eine", "einen", "ihr", "ihre", "ihren", "sie",
                   "vorname", "nachname", "familienname", "geburtsdatum", "datum", "telefonnummer", "straße", "hausnummer",
                   "wohnort", "postleitzahl", "plz", "nein", "bitte", "wählen", "mit", "von", "zu", "für", "nicht", "oder",
                   "angaben", "geschlecht", "staatsangehörigkeit", "ist", "sind", "wenn"]
        case .fr: ["le", "la", "des", "et", "du", "un", "une", "vous", "votre", "vos", "prénom", "naissance", "adresse",
                   "téléphone", "courriel", "oui", "ou", "choisir", "sélectionnez", "ville", "pays", "au", "aux", "est",
                   "sont", "pour", "avec", "si", "merci", "veuillez", "numéro", "sexe"]
        case .es: ["los", "las", "y", "del", "por", "para", "con", "tu", "su", "nombre", "apellidos", "fecha", "teléfono",
                   "correo", "electrónico", "selecciona", "seleccione", "dirección", "código", "sí", "nacimiento", "provincia",
                   "usted", "número", "ciudad", "país", "años", "sexo"]
        case .pt: ["os", "da", "do", "das", "dos", "e", "em", "um", "uma", "não", "você", "seu", "sua", "nome", "data",
                   "telefone", "endereço", "número", "com", "ao", "é", "aconteceu", "sem", "contato", "sobrenome", "cidade"]
        case .ca: ["els", "les", "i", "amb", "per", "dels", "nom", "cognoms", "telèfon", "adreça", "correu", "electrònic", "més",
                   "heu", "vostre", "vostra", "teu", "teva", "aquest", "aquesta", "també", "naixement", "targeta", "població",
                   "ciutat", "seleccioneu", "indiqueu", "codi"]
        case .it: ["il", "lo", "gli", "di", "della", "delle", "dei", "e", "per", "con", "nome", "cognome", "data", "nascita",
                   "indirizzo", "telefono", "cellulare", "sì", "non", "città", "codice", "fiscale", "scegli", "seleziona", "è",
                   "comune", "sesso", "numero", "civico", "via", "residenza"]
        }
    }

    /// Letters (or letter groups) the language writes that most of the others do not; each
    /// language writing one gets its count.
    private var ownLetters: [String] {
        switch self {
        case .en: []
        case .nb, .nn, .da: ["å", "ø", "æ"]
        case .sv: ["å", "ä", "ö"]
        case .fi: ["ä", "ö", "yy", "ää"]
        case .de: ["ä", "ö", "ü", "ß"]
        case .fr: ["œ", "ç", "è", "ê", "ù", "â", "î", "û", "ë"]
        case .es: ["ñ"]
        case .pt: ["ã", "õ", "ç", "ê", "ô", "ção"]
        case .ca: ["l·l", "è", "ò", "ï", "ç"]
        case .it: ["ì", "ò", "ù", "è"]
        }
    }
}
