extension PaperPhrases {
    static let spanish = PaperPhrases(
        pageLabel: "Página {page} de {pages}", continued: "(continuación)", filledByOffice: "Lo rellena la oficina.",
        computedFrom: "Se calcula a partir de ", and: " y ", separateSheet: "Si necesita más espacio, continúe en una hoja aparte.",
        requiredKey: "* obligatorio", dateHints: "DDMMAAAA", timeHints: "HHMM",
        libraryHints: ["Please provide a valid e-mail address.": "Indique un correo electrónico válido.",
                       "Please type in a Brazillian phone number.": "Escriba un número de teléfono brasileño.",
                       "Only numerical characters are accepted.": "Solo números.",
                       "Maximum limit of 32 characters.": "Como máximo 32 caracteres."],
        oneOf: "Una de:", answerOnlyIf: "Responda solo si ", or: " o ", openQuote: "«", closeQuote: "»",
        ticked: "está marcado", notTicked: "no está marcado", answered: "tiene respuesta", leftBlank: "está en blanco",
        relations: ["==": "es {value}", "!=": "no es {value}", "<": "es menor que {value}", "<=": "es como máximo {value}",
                    ">": "es mayor que {value}", ">=": "es como mínimo {value}"],
        age: "la edad según {question} {comparison}",
        ageComparisons: ["<": "es menor de {years} años", ">": "es mayor de {years} años", "=": "es de {years} años", "!=": "no es de {years} años"],
        goTo: "→ pase a la {number}", below: "(más abajo)")

    static let portuguese = PaperPhrases(
        pageLabel: "Página {page} de {pages}", continued: "(continuação)", filledByOffice: "Preenchido pelo escritório.",
        computedFrom: "Calculado a partir de ", and: " e ", separateSheet: "Se precisar de mais espaço, continue numa folha à parte.",
        requiredKey: "* obrigatório", dateHints: "DDMMAAAA", timeHints: "HHMM",
        libraryHints: ["Please provide a valid e-mail address.": "Informe um e-mail válido.",
                       "Please type in a Brazillian phone number.": "Digite um telefone brasileiro.",
                       "Only numerical characters are accepted.": "Apenas números.",
                       "Maximum limit of 32 characters.": "No máximo 32 caracteres."],
        oneOf: "Uma de:", answerOnlyIf: "Responda apenas se ", or: " ou ", openQuote: "“", closeQuote: "”",
        ticked: "está marcado", notTicked: "não está marcado", answered: "tem resposta", leftBlank: "está em branco",
        relations: ["==": "é {value}", "!=": "não é {value}", "<": "é menor que {value}", "<=": "é no máximo {value}",
                    ">": "é maior que {value}", ">=": "é no mínimo {value}"],
        age: "a idade segundo {question} {comparison}",
        ageComparisons: ["<": "é inferior a {years} anos", ">": "é superior a {years} anos", "=": "é de {years} anos", "!=": "não é de {years} anos"],
        goTo: "→ passe para a {number}", below: "(mais abaixo)")

    static let catalan = PaperPhrases(
        pageLabel: "Pàgina {page} de {pages}", continued: "(continuació)", filledByOffice: "Ho omple l'oficina.",
        computedFrom: "Es calcula a partir de ", and: " i ", separateSheet: "Si cal, continueu en un full a part.",
        requiredKey: "* obligatori", dateHints: "DDMMAAAA", timeHints: "HHMM",
        libraryHints: ["Please provide a valid e-mail address.": "Indiqueu una adreça electrònica vàlida.",
                       "Please type in a Brazillian phone number.": "Escriviu un número de telèfon brasiler.",
                       "Only numerical characters are accepted.": "Només xifres.",
                       "Maximum limit of 32 characters.": "Com a màxim 32 caràcters."],
        oneOf: "Una de:", answerOnlyIf: "Responeu només si ", or: " o ", openQuote: "«", closeQuote: "»",
        ticked: "està marcat", notTicked: "no està marcat", answered: "té resposta", leftBlank: "està en blanc",
        relations: ["==": "és {value}", "!=": "no és {value}", "<": "és menor que {value}", "<=": "és com a màxim {value}",
                    ">": "és més gran que {value}", ">=": "és com a mínim {value}"],
        age: "l'edat segons {question} {comparison}",
        ageComparisons: ["<": "és inferior a {years} anys", ">": "és superior a {years} anys", "=": "és de {years} anys", "!=": "no és de {years} anys"],
        goTo: "→ passeu a la {number}", below: "(més avall)")

    static let italian = PaperPhrases(
        pageLabel: "Pagina {page} di {pages}", continued: "(continua)", filledByOffice: "A cura dell'ufficio.",
        computedFrom: "Calcolato da ", and: " e ", separateSheet: "Se serve, continuare su un foglio a parte.",
        requiredKey: "* obbligatorio", dateHints: "GGMMAAAA", timeHints: "HHMM",
        libraryHints: ["Please provide a valid e-mail address.": "Indicare un indirizzo e-mail valido.",
                       "Please type in a Brazillian phone number.": "Digitare un numero di telefono brasiliano.",
                       "Only numerical characters are accepted.": "Solo cifre.",
                       "Maximum limit of 32 characters.": "Al massimo 32 caratteri."],
        oneOf: "Una tra:", answerOnlyIf: "Rispondere solo se ", or: " o ", openQuote: "«", closeQuote: "»",
        ticked: "è barrato", notTicked: "non è barrato", answered: "ha una risposta", leftBlank: "è vuoto",
        relations: ["==": "è {value}", "!=": "non è {value}", "<": "è minore di {value}", "<=": "è al massimo {value}",
                    ">": "è maggiore di {value}", ">=": "è almeno {value}"],
        age: "l'età secondo {question} {comparison}",
        ageComparisons: ["<": "è inferiore a {years} anni", ">": "è superiore a {years} anni", "=": "è di {years} anni", "!=": "non è di {years} anni"],
        goTo: "→ passare alla {number}", below: "(più avanti)")

    static let french = PaperPhrases(
        pageLabel: "Page {page} sur {pages}", continued: "(suite)", filledByOffice: "Réservé à l'administration.",
        computedFrom: "Calculé à partir de ", and: " et ", separateSheet: "Si nécessaire, continuez sur une feuille séparée.",
        requiredKey: "* obligatoire", dateHints: "JJMMAAAA", timeHints: "HHMM",
        libraryHints: ["Please provide a valid e-mail address.": "Indiquez une adresse e-mail valide.",
                       "Please type in a Brazillian phone number.": "Saisissez un numéro de téléphone brésilien.",
                       "Only numerical characters are accepted.": "Chiffres uniquement.",
                       "Maximum limit of 32 characters.": "32 caractères au maximum."],
        // French sets a no-break space before a colon and inside guillemets.
        oneOf: "Au choix\u{A0}:", answerOnlyIf: "Répondez seulement si ", or: " ou ", openQuote: "«\u{A0}", closeQuote: "\u{A0}»",
        ticked: "est coché", notTicked: "n'est pas coché", answered: "est rempli", leftBlank: "est laissé vide",
        relations: ["==": "est {value}", "!=": "n'est pas {value}", "<": "est inférieur à {value}", "<=": "est au plus {value}",
                    ">": "est supérieur à {value}", ">=": "est au moins {value}"],
        age: "l'âge selon {question} {comparison}",
        ageComparisons: ["<": "est inférieur à {years} ans", ">": "est supérieur à {years} ans", "=": "est de {years} ans", "!=": "n'est pas de {years} ans"],
        goTo: "→ passez à la {number}", below: "(plus bas)")
}
