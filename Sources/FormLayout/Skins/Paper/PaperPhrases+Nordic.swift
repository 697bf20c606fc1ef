extension PaperPhrases {
    static let bokmål = PaperPhrases(
        pageLabel: "Side {page} av {pages}", continued: "(fortsatt)", filledByOffice: "Fylles ut av kontoret.",
        computedFrom: "Beregnes ut fra ", and: " og ", separateSheet: "Fortsett på et eget ark om nødvendig.",
        requiredKey: "* obligatorisk", dateHints: "DDMMÅÅÅÅ", timeHints: "TTMM",
        libraryHints: ["Please provide a valid e-mail address.": "Oppgi en gyldig e-postadresse.",
                       "Please type in a Brazillian phone number.": "Skriv et brasiliansk telefonnummer.",
                       "Only numerical characters are accepted.": "Bare tall.",
                       "Maximum limit of 32 characters.": "Høyst 32 tegn."],
        oneOf: "Ett av:", answerOnlyIf: "Svar bare hvis ", or: " eller ", openQuote: "«", closeQuote: "»",
        ticked: "er krysset av", notTicked: "ikke er krysset av", answered: "er besvart", leftBlank: "er tomt",
        relations: ["==": "er {value}", "!=": "ikke er {value}", "<": "er mindre enn {value}", "<=": "er høyst {value}",
                    ">": "er mer enn {value}", ">=": "er minst {value}"],
        age: "alderen ut fra {question} er {comparison}",
        ageComparisons: ["<": "under {years} år", ">": "over {years} år", "=": "nøyaktig {years} år", "!=": "ikke {years} år"],
        goTo: "→ gå til {number}", below: "(lenger ned)")

    static let nynorsk = PaperPhrases(
        pageLabel: "Side {page} av {pages}", continued: "(framhald)", filledByOffice: "Blir fylt ut av kontoret.",
        computedFrom: "Blir rekna ut frå ", and: " og ", separateSheet: "Hald fram på eit eige ark om nødvendig.",
        requiredKey: "* obligatorisk", dateHints: "DDMMÅÅÅÅ", timeHints: "TTMM",
        libraryHints: ["Please provide a valid e-mail address.": "Oppgi ei gyldig e-postadresse.",
                       "Please type in a Brazillian phone number.": "Skriv eit brasiliansk telefonnummer.",
                       "Only numerical characters are accepted.": "Berre tal.",
                       "Maximum limit of 32 characters.": "Høgst 32 teikn."],
        oneOf: "Eitt av:", answerOnlyIf: "Svar berre viss ", or: " eller ", openQuote: "«", closeQuote: "»",
        ticked: "er kryssa av", notTicked: "ikkje er kryssa av", answered: "er svart på", leftBlank: "er tomt",
        relations: ["==": "er {value}", "!=": "ikkje er {value}", "<": "er mindre enn {value}", "<=": "er høgst {value}",
                    ">": "er meir enn {value}", ">=": "er minst {value}"],
        age: "alderen ut frå {question} {comparison}",
        ageComparisons: ["<": "er under {years} år", ">": "er over {years} år", "=": "er nøyaktig {years} år", "!=": "ikkje er {years} år"],
        goTo: "→ gå til {number}", below: "(lenger nede)")

    static let danish = PaperPhrases(
        pageLabel: "Side {page} af {pages}", continued: "(fortsat)", filledByOffice: "Udfyldes af kontoret.",
        computedFrom: "Beregnes ud fra ", and: " og ", separateSheet: "Fortsæt om nødvendigt på et separat ark.",
        requiredKey: "* obligatorisk", dateHints: "DDMMÅÅÅÅ", timeHints: "TTMM",
        libraryHints: ["Please provide a valid e-mail address.": "Angiv en gyldig e-mailadresse.",
                       "Please type in a Brazillian phone number.": "Skriv et brasiliansk telefonnummer.",
                       "Only numerical characters are accepted.": "Kun tal.",
                       "Maximum limit of 32 characters.": "Højst 32 tegn."],
        oneOf: "Én af:", answerOnlyIf: "Svar kun, hvis ", or: " eller ", openQuote: "»", closeQuote: "«",
        ticked: "er krydset af", notTicked: "ikke er krydset af", answered: "er besvaret", leftBlank: "er tomt",
        relations: ["==": "er {value}", "!=": "ikke er {value}", "<": "er mindre end {value}", "<=": "er højst {value}",
                    ">": "er mere end {value}", ">=": "er mindst {value}"],
        age: "alderen ud fra {question} {comparison}",
        ageComparisons: ["<": "er under {years} år", ">": "er over {years} år", "=": "er præcis {years} år", "!=": "ikke er {years} år"],
        goTo: "→ gå til {number}", below: "(længere nede)")

    static let swedish = PaperPhrases(
        pageLabel: "Sida {page} av {pages}", continued: "(fortsättning)", filledByOffice: "Fylls i av kontoret.",
        computedFrom: "Beräknas utifrån ", and: " och ", separateSheet: "Fortsätt vid behov på ett separat blad.",
        requiredKey: "* obligatoriskt", dateHints: "DDMMÅÅÅÅ", timeHints: "TTMM",
        libraryHints: ["Please provide a valid e-mail address.": "Ange en giltig e-postadress.",
                       "Please type in a Brazillian phone number.": "Ange ett brasilianskt telefonnummer.",
                       "Only numerical characters are accepted.": "Endast siffror.",
                       "Maximum limit of 32 characters.": "Högst 32 tecken."],
        oneOf: "Ett av:", answerOnlyIf: "Svara bara om ", or: " eller ", openQuote: "”", closeQuote: "”",
        ticked: "är ikryssad", notTicked: "inte är ikryssad", answered: "är besvarad", leftBlank: "är tom",
        relations: ["==": "är {value}", "!=": "inte är {value}", "<": "är mindre än {value}", "<=": "är högst {value}",
                    ">": "är mer än {value}", ">=": "är minst {value}"],
        age: "åldern enligt {question} {comparison}",
        ageComparisons: ["<": "är under {years} år", ">": "är över {years} år", "=": "är exakt {years} år", "!=": "inte är {years} år"],
        goTo: "→ gå till {number}", below: "(längre ned)")

    static let finnish = PaperPhrases(
        pageLabel: "Sivu {page}/{pages}", continued: "(jatkuu)", filledByOffice: "Toimisto täyttää.",
        computedFrom: "Lasketaan kohdista ", and: " ja ", separateSheet: "Jatka tarvittaessa erilliselle paperille.",
        requiredKey: "* pakollinen", dateHints: "PPKKVVVV", timeHints: "TTMM",
        libraryHints: ["Please provide a valid e-mail address.": "Anna kelvollinen sähköpostiosoite.",
                       "Please type in a Brazillian phone number.": "Kirjoita brasilialainen puhelinnumero.",
                       "Only numerical characters are accepted.": "Vain numeroita.",
                       "Maximum limit of 32 characters.": "Enintään 32 merkkiä."],
        oneOf: "Yksi seuraavista:", answerOnlyIf: "Vastaa vain, jos ", or: " tai ", openQuote: "”", closeQuote: "”",
        ticked: "on rastitettu", notTicked: "ei ole rastitettu", answered: "on vastattu", leftBlank: "on tyhjä",
        relations: ["==": "on {value}", "!=": "ei ole {value}", "<": "on pienempi kuin {value}", "<=": "on enintään {value}",
                    ">": "on suurempi kuin {value}", ">=": "on vähintään {value}"],
        age: "ikä kohdan {question} mukaan {comparison}",
        ageComparisons: ["<": "on alle {years} vuotta", ">": "on yli {years} vuotta", "=": "on tasan {years} vuotta", "!=": "ei ole {years} vuotta"],
        goTo: "→ siirry kohtaan {number}", below: "(alempana)")
}
