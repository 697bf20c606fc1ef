import Foundation
import Formsetter
import TestSupport
import Testing

/// `--blank`: nothing printed that the reader did not give.
@Suite("blank forms: no defaults, formula results or values of the form's own; given values kept")
struct BlankFormTests {
    static func decode(_ fixture: String, values: String? = nil) throws -> Form {
        var options = Formsetter.Options(skin: "paper", values: values.map { Data($0.utf8) })
        options.questionnaire.blank = true
        return try Formsetter.decode(try Data(contentsOf: Paths.fixture(fixture)), options: options).form
    }

    static func values(_ form: Form) -> [String: CellValue] {
        Dictionary(form.allCells.map { ($0.id, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    @Test("ansatt-nb blank: no default option, no formula result, no value written in the form")
    func ansattBlank() throws {
        let values = Self.values(try Self.decode("hyperoslo/ansatt-nb.json"))
        #expect(values["stillingstype"] == .empty)
        #expect(values["avdeling"] == .empty)
        #expect(values["grunnlonn"] == .empty)
        #expect(values["startdato"] == .empty)
        #expect(values["stillingsprosent"] == .empty)
        #expect(values["tillegg"] == .empty)
        #expect(values["totalt"] == .empty)
        #expect(values["visningsnavn"] == .empty)
        #expect(values["fagforening"] == .toggle(false))
    }

    @Test("blank with values: the given values and nothing else, not even what they compute")
    func givenValuesOnly() throws {
        let values = Self.values(try Self.decode("hyperoslo/ansatt-nb.json", values: #"{"stillingstype":"vikariat","fornavn":"Åse","grunnlonn":2}"#))
        #expect(values["stillingstype"] == .option(2))
        #expect(values["fornavn"] == .text("Åse"))
        #expect(values["grunnlonn"] == .option(2))
        #expect(values["visningsnavn"] == .empty)
        #expect(values["totalt"] == .empty)
        #expect(values["tillegg"] == .empty)
    }

    @Test("GIGFormulary blank: the picker's KeyNoSelected is not chosen, the form's sample values are gone, index text stays")
    func gigFormularyBlank() throws {
        let form = try Self.decode("gigformulary/alta-socio-es.json")
        let values = Self.values(form)
        #expect(values["provincia"] == .empty)
        #expect(values["nombre"] == .empty)
        #expect(values["comunicaciones"] == .toggle(false))
        #expect(form.allCells.first { $0.id == "provincia" }?.promptOption == 0)
        #expect(form.allCells.first { $0.id == "cabecera_datos" }?.label?.text == "Datos personales del nuevo socio")
    }
}
