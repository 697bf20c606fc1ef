extension PaperLanguage {
    /// Words forms in the language are made of (field names, questions, consent lines), from which
    /// `PaperLanguage.detected(in:)` learns the language's letter sequences: a word in none of the
    /// lists still leans to the languages whose words it looks like (-ción, -ção, -zione, -ung).
    var vocabulary: String {
        switch self {
        case .en: """
            name first last full surname date birth address street city town postcode zip code country phone mobile number email
            message subject comments description details reason what when where which who how why would like please tell us
            your you our the and of for with from about this that have has been any other order quantity size colour color price
            payment account signature signed today consent agree terms conditions policy privacy newsletter subscribe booking
            appointment request application report claim incident damage insurance employee manager department start end return
            refund exchange feedback satisfied rating survey membership member registration register sign school pupil student
            parent guardian child children emergency contact medical allergies notes additional information optional required
            want receive communications offers field empty value values option options could should must will can may not
            """
        case .nb: """
            navn fornavn etternavn fødselsdato fødselsnummer adresse gateadresse postnummer poststed kommune telefon mobil mobilnummer
            epost melding emne kommentar beskrivelse årsak hva når hvor hvilken hvilke hvem hvordan hvorfor ønsker vennligst oss
            din ditt dine vår våre og av for med fra til om denne dette har ikke eller antall størrelse farge pris betaling
            kontonummer underskrift signatur dato samtykke godtar vilkår personvern nyhetsbrev bestilling time søknad skjema
            melding skade forsikring ansatt avdeling leder startdato sluttdato retur bytte tilbakemelding fornøyd medlemskap
            påmelding skole elev foresatt barn barnets pårørende allergier merknader opplysninger obligatorisk valgfritt skal
            beløp kroner reise reiseregning utlegg kvittering inntekt hjemme ikke meg deg jeg
            """
        case .nn: """
            namn førenamn fornamn etternamn fødselsdato fødselsnummer adresse postnummer poststad kommune telefon mobil
            mobilnummer epost melding emne kommentar skildring grunn kva når kor kva for kven korleis kvifor ønskjer ønskt
            dykkar din ditt dine vår og av for med frå til om denne dette har ikkje eller tal storleik farge pris betaling
            kontonummer underskrift dato samtykke godtek vilkår personvern bestilling søknad skjema skade forsikring tilsett
            avdeling leiar retur tilbakemelding nøgd medlemskap påmelding skule elev føresett føresette barn barnet
            pårørande merknader opplysningar obligatorisk valfritt skal eg ein eit berre ikkje heime heimstad tenesta
            """
        case .da: """
            navn fornavn efternavn fødselsdato cpr adresse vejnavn postnummer postnr by kommune telefon mobil mobilnummer
            email besked emne kommentar beskrivelse årsag hvad hvornår hvor hvilken hvilke hvem hvordan hvorfor ønsker venligst
            os din dit dine vores og af for med fra til om denne dette har ikke eller antal størrelse farve pris betaling
            kontonummer underskrift dato samtykke accepterer vilkår privatlivspolitik nyhedsbrev bestilling tid ansøgning
            blanket anmeldelse skade forsikring medarbejder afdeling leder startdato slutdato returnering bytte tilfreds
            medlemskab tilmelding indmeldelse skole elev forælder forældre barn børn pårørende allergier bemærkninger oplysninger
            """
        case .sv: """
            namn förnamn efternamn födelsedatum personnummer adress gatuadress postnummer ort kommun telefon mobil mobilnummer
            epost meddelande ärende kommentar beskrivning orsak vad när var vilken vilka vem hur varför önskar vänligen oss
            din ditt dina vår våra och av för med från till om denna detta har inte eller antal storlek färg pris betalning
            kontonummer underskrift namnteckning datum samtycke godkänner villkor integritetspolicy nyhetsbrev beställning
            bokning ansökan blankett anmälan skada försäkring anställd avdelning chef startdatum slutdatum retur byte nöjd
            medlemskap skola elev vårdnadshavare barn anhörig allergier anmärkningar uppgifter obligatoriskt frivilligt ska
            """
        case .fi: """
            nimi etunimi sukunimi syntymäaika henkilötunnus osoite katuosoite postinumero postitoimipaikka kunta puhelin
            puhelinnumero matkapuhelin sähköposti viesti aihe kommentti kuvaus syy mitä milloin missä mikä kuka miten miksi
            haluan haluatko toivomme sinun teidän meidän ja tai kanssa ei on oli olet määrä koko väri hinta maksu tilinumero
            allekirjoitus päivämäärä päiväys suostumus hyväksyn ehdot tietosuoja uutiskirje tilaus varaus ajanvaraus hakemus
            lomake ilmoitus vahinko vakuutus työntekijä osasto esimies alkaen päättyen palautus vaihto palaute tyytyväinen
            jäsenyys ilmoittautuminen koulu oppilas huoltaja lapsi lapsen omainen allergiat lisätietoja pakollinen vapaaehtoinen
            """
        case .de: """
            name vorname nachname familienname geburtsdatum anschrift adresse straße hausnummer postleitzahl plz ort wohnort
            telefon telefonnummer handy mobil email nachricht betreff kommentar beschreibung grund was wann wo welche wer wie
            warum möchten bitte uns ihr ihre ihren sie und der die das des dem den von mit für aus zu an nicht oder anzahl
            menge größe farbe preis zahlung kontonummer iban unterschrift datum einwilligung zustimmung ich stimme bedingungen
            datenschutz newsletter bestellung termin antrag anmeldung meldung schaden versicherung mitarbeiter abteilung
            beginn ende rückgabe umtausch rückmeldung zufrieden mitgliedschaft schule schüler erziehungsberechtigte kind kinder
            angehörige allergien bemerkungen angaben pflichtfeld freiwillig geschlecht staatsangehörigkeit
            """
        case .fr: """
            nom prénom date naissance adresse rue code postal ville commune pays téléphone portable mobile courriel message
            objet commentaire description motif raison quoi quand où quel quelle qui comment pourquoi souhaitez veuillez nous
            votre vos le la les des du de un une et pour avec sans sur dans pas ou quantité taille couleur prix paiement compte
            signature fait le consentement accepte conditions confidentialité lettre information commande rendez vous demande
            formulaire déclaration sinistre assurance salarié service responsable début fin retour échange avis satisfait
            adhésion inscription école élève parent responsable légal enfant enfants urgence allergies remarques renseignements
            obligatoire facultatif sexe nationalité
            """
        case .es: """
            nombre apellidos apellido fecha nacimiento dirección domicilio calle código postal ciudad localidad provincia país
            teléfono móvil correo electrónico mensaje asunto comentario descripción motivo razón qué cuándo dónde cuál quién cómo
            por qué desea indique usted nos su sus el la los las del de un una y para con sin en no o cantidad talla tamaño
            color precio pago cuenta firma consentimiento acepto condiciones privacidad boletín pedido cita solicitud
            formulario parte siniestro seguro empleado departamento responsable inicio fin devolución cambio opinión satisfecho
            socio inscripción colegio alumno padre madre tutor hijo hija hijos urgencia alergias observaciones datos obligatorio
            opcional sexo nacionalidad
            """
        case .pt: """
            nome sobrenome apelido data nascimento endereço morada rua código postal cep cidade localidade concelho estado país
            telefone telemóvel celular email mensagem assunto comentário descrição motivo razão o que quando onde qual quem como
            porque deseja indique você nos seu sua seus suas o a os as do da dos das de um uma e para com sem em não ou
            quantidade tamanho cor preço pagamento conta assinatura consentimento aceito termos condições privacidade
            encomenda pedido marcação agendamento requerimento pedido formulário participação sinistro seguro funcionário
            departamento responsável início fim devolução troca opinião satisfeito sócio inscrição escola aluno encarregado
            educação filho filha filhos urgência alergias observações dados obrigatório opcional sexo nacionalidade
            """
        case .ca: """
            nom cognoms cognom data naixement adreça domicili carrer codi postal ciutat població localitat comarca país telèfon
            mòbil correu electrònic missatge assumpte comentari descripció motiu raó què quan on quin quina qui com per què
            voleu indiqueu vostè ens vostre vostra el la els les del dels de un una i per amb sense en no o quantitat talla
            mida color preu pagament compte signatura consentiment accepto condicions privacitat butlletí comanda cita
            sol·licitud formulari comunicat sinistre assegurança treballador departament responsable inici final devolució canvi
            opinió satisfet soci inscripció escola alumne pare mare tutor fill filla fills urgència al·lèrgies observacions dades
            obligatori opcional sexe nacionalitat
            """
        case .it: """
            nome cognome data nascita indirizzo via civico cap città comune provincia paese telefono cellulare email messaggio
            oggetto commento descrizione motivo ragione cosa quando dove quale chi come perché desideri indicare ci suo sua
            il lo la i gli le del della dei delle di un una e per con senza in non o quantità taglia misura colore prezzo
            pagamento conto firma consenso accetto condizioni privacy ordine prenotazione appuntamento richiesta domanda modulo
            denuncia sinistro assicurazione dipendente reparto responsabile inizio fine reso cambio opinione soddisfatto socio
            iscrizione scuola alunno genitore tutore figlio figlia figli urgenza allergie note dati obbligatorio facoltativo
            sesso cittadinanza codice fiscale
            """
        }
    }
}
