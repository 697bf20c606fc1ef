import FormModel

/// The paper look's own words in one language: the furniture around the questions and the
/// routing sentences built from a question's `routing`.
public struct PaperWording: Sendable, Hashable {
    public let language: PaperLanguage

    public init(_ language: PaperLanguage = .en) { self.language = language }

    /// The footer's page label, `{page}` and `{pages}` to be replaced.
    public var pageLabel: String {
        switch language {
        case .en: "Page {page} of {pages}"
        case .nb: "Side {page} av {pages}"
        case .es, .pt: "Página {page} de {pages}"
        case .ca: "Pàgina {page} de {pages}"
        }
    }

    /// Appended to a group title repeated after a page break.
    public var continued: String {
        switch language {
        case .en: "(continued)"
        case .nb: "(fortsatt)"
        case .es: "(continuación)"
        case .pt: "(continuação)"
        case .ca: "(continuació)"
        }
    }

    /// Under an answer the form computes: from which questions, or that the office fills it in.
    public func computed(from questions: [String]) -> String {
        guard !questions.isEmpty else {
            return [.en: "Filled in by the office.", .nb: "Fylles ut av kontoret.", .es: "Lo rellena la oficina.",
                    .pt: "Preenchido pelo escritório.", .ca: "Ho omple l'oficina."][language]!
        }
        let and: String = [.en: " and ", .nb: " og ", .es: " y ", .pt: " e ", .ca: " i "][language]!
        let names = questions.map(quoted)
        let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + and + names.last!
        let lead: String = [.en: "Computed from ", .nb: "Beregnes ut fra ", .es: "Se calcula a partir de ",
                            .pt: "Calculado a partir de ", .ca: "Es calcula a partir de "][language]!
        return lead + list + "."
    }

    /// After the blank entries of a repeating section.
    public var separateSheet: String {
        switch language {
        case .en: "Continue on a separate sheet if needed."
        case .nb: "Fortsett på et eget ark om nødvendig."
        case .es: "Si necesita más espacio, continúe en una hoja aparte."
        case .pt: "Se precisar de mais espaço, continue numa folha à parte."
        case .ca: "Si cal, continueu en un full a part."
        }
    }

    /// The footer's key to the mark of required questions.
    public var requiredKey: String {
        switch language {
        case .en: "* required"
        case .nb: "* obligatorisk"
        case .es: "* obligatorio"
        case .pt: "* obrigatório"
        case .ca: "* obligatori"
        }
    }

    /// The letters hinted in an empty date comb: day, day, month, month, then four of the year.
    var dateHints: String {
        switch language {
        case .en: "DDMMYYYY"
        case .nb: "DDMMÅÅÅÅ"
        case .es, .pt, .ca: "DDMMAAAA"
        }
    }

    /// The letters hinted in an empty time comb: hours, then minutes.
    var timeHints: String { language == .nb ? "TTMM" : "HHMM" }

    /// A rule text a library shows in English whatever the form's language (Formworks'
    /// `validationRuleDescription`, Docs/formats.md §4.3), in this language; other texts are the
    /// form's own and stay as written.
    public func libraryHint(_ hint: String) -> String {
        let translations: [String: [PaperLanguage: String]] = [
            "Please provide a valid e-mail address.": [.nb: "Oppgi en gyldig e-postadresse.", .es: "Indique un correo electrónico válido.",
                                                       .pt: "Informe um e-mail válido.", .ca: "Indiqueu una adreça electrònica vàlida."],
            "Please type in a Brazillian phone number.": [.nb: "Skriv et brasiliansk telefonnummer.", .es: "Escriba un número de teléfono brasileño.",
                                                          .pt: "Digite um telefone brasileiro.", .ca: "Escriviu un número de telèfon brasiler."],
            "Only numerical characters are accepted.": [.nb: "Bare tall.", .es: "Solo números.", .pt: "Apenas números.", .ca: "Només xifres."],
            "Maximum limit of 32 characters.": [.nb: "Høyst 32 tegn.", .es: "Como máximo 32 caracteres.", .pt: "No máximo 32 caracteres.",
                                                .ca: "Com a màxim 32 caràcters."],
        ]
        return translations[hint]?[language] ?? hint
    }

    /// Heads the options listed under a long picker's box.
    public var oneOf: String {
        switch language {
        case .en: "One of:"
        case .nb: "Ett av:"
        case .es, .ca: "Una de:"
        case .pt: "Uma de:"
        }
    }

    /// The sentence of a conditional question: any one of `conditions` makes it apply.
    public func routing(_ conditions: [RoutingCondition]) -> String? {
        guard !conditions.isEmpty else { return nil }
        let lead: String = switch language {
        case .en: "Answer only if "
        case .nb: "Svar bare hvis "
        case .es: "Responda solo si "
        case .pt: "Responda apenas se "
        case .ca: "Responeu només si "
        }
        return lead + conditions.map(clause).joined(separator: or) + "."
    }

    private var or: String {
        switch language {
        case .en: " or "
        case .nb: " eller "
        case .es, .ca: " o "
        case .pt: " ou "
        }
    }

    private func quoted(_ text: String) -> String {
        switch language {
        case .en, .pt: "“" + text + "”"
        case .nb, .es, .ca: "«" + text + "»"
        }
    }

    private func clause(_ condition: RoutingCondition) -> String {
        switch condition {
        case let .chosen(question, options):
            return quoted(question) + " " + relation("==") + " " + options.map(quoted).joined(separator: or)
        case let .ticked(question, on):
            return quoted(question) + " " + ticked(on)
        case let .age(question, relation, years):
            return age(of: quoted(question), relation: relation, years: years)
        case let .answered(question, answered):
            return quoted(question) + " " + self.answered(answered)
        case let .compared(question, relation, value):
            return quoted(question) + " " + self.relation(relation) + " " + value
        case let .expression(text):
            return text
        }
    }

    private func ticked(_ on: Bool) -> String {
        switch language {
        case .en: on ? "is ticked" : "is not ticked"
        case .nb: on ? "er krysset av" : "ikke er krysset av"
        case .es: on ? "está marcado" : "no está marcado"
        case .pt: on ? "está marcado" : "não está marcado"
        case .ca: on ? "està marcat" : "no està marcat"
        }
    }

    private func answered(_ answered: Bool) -> String {
        switch language {
        case .en: answered ? "is answered" : "is left blank"
        case .nb: answered ? "er besvart" : "er tomt"
        case .es: answered ? "tiene respuesta" : "está en blanco"
        case .pt: answered ? "tem resposta" : "está em branco"
        case .ca: answered ? "té resposta" : "està en blanc"
        }
    }

    /// `is`, `is not`, `is less than`… for `==`, `!=`, `<`, `<=`, `>`, `>=`.
    private func relation(_ relation: String) -> String {
        let words: [String: [PaperLanguage: String]] = [
            "==": [.en: "is", .nb: "er", .es: "es", .pt: "é", .ca: "és"],
            "!=": [.en: "is not", .nb: "ikke er", .es: "no es", .pt: "não é", .ca: "no és"],
            "<": [.en: "is less than", .nb: "er mindre enn", .es: "es menor que", .pt: "é menor que", .ca: "és menor que"],
            "<=": [.en: "is at most", .nb: "er høyst", .es: "es como máximo", .pt: "é no máximo", .ca: "és com a màxim"],
            ">": [.en: "is more than", .nb: "er mer enn", .es: "es mayor que", .pt: "é maior que", .ca: "és més gran que"],
            ">=": [.en: "is at least", .nb: "er minst", .es: "es como mínimo", .pt: "é no mínimo", .ca: "és com a mínim"],
        ]
        return words[relation]?[language] ?? relation
    }

    /// The age from a date compared with whole years (GIGFormulary date-picker rules).
    private func age(of question: String, relation: String, years: Int) -> String {
        switch language {
        case .en:
            let comparison = ["<": "under", ">": "over", "=": "exactly", "!=": "not"][relation] ?? relation
            return "the age given by " + question + " is " + comparison + " \(years)"
        case .nb:
            let comparison = ["<": "under", ">": "over", "=": "nøyaktig", "!=": "ikke"][relation] ?? relation
            return "alderen ut fra " + question + " er " + comparison + " \(years) år"
        case .es:
            let comparison = ["<": "es menor de", ">": "es mayor de", "=": "es de", "!=": "no es de"][relation] ?? relation
            return "la edad según " + question + " " + comparison + " \(years) años"
        case .pt:
            let comparison = ["<": "é inferior a", ">": "é superior a", "=": "é de", "!=": "não é de"][relation] ?? relation
            return "a idade segundo " + question + " " + comparison + " \(years) anos"
        case .ca:
            let comparison = ["<": "és inferior a", ">": "és superior a", "=": "és de", "!=": "no és de"][relation] ?? relation
            return "l'edat segons " + question + " " + comparison + " \(years) anys"
        }
    }
}
