import Foundation
import Formsetter
import TestSupport
import Testing

/// Formworks answers checked and submitted as the library does; the fixtures' output sidecars.
@Suite("Formworks state: full-match regexes, icons, long and short outputs")
struct FormworksStateTests {
    private func validate(_ json: Data, answers: Data?) throws -> ValidationReport {
        try Formsetter.validate(json, options: .init(values: answers)).report
    }

    private func object(_ text: String) throws -> NSDictionary {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSDictionary)
    }

    @Test("each fixture's output sidecar comes out exactly from validate with its valid answers",
          arguments: ["aviso-sinistro-residencial-pt.output-long", "reclamacao-entrega-pt-readme-format.output-short"])
    func outputSidecars(output: String) throws {
        let name = String(output.prefix { $0 != "." })
        let report = try validate(try FormworksFixtures.data(name + ".json"), answers: try FormworksFixtures.data(name + ".answers-valid.json"))
        #expect(report.valid)
        #expect(report.errors.isEmpty)
        // The library names a component without an id with a random UUID; Formsetter's fixed one stands in.
        let expected = String(decoding: try FormworksFixtures.data(output + ".json"), as: UTF8.self)
            .replacingOccurrences(of: "<generated UUID>", with: "component-5")
        #expect(try object(report.valuesJSON) == (try object(expected)))
    }

    @Test("invalid answers: errors name each failing component with its rule text; an empty required answer is missing")
    func invalidAnswers() throws {
        let report = try validate(try FormworksFixtures.data("reclamacao-entrega-pt-readme-format.json"),
                                  answers: Data(#"{"A1B2C3D4-0001-4000-8000-000000000001":"João","A1B2C3D4-0001-4000-8000-000000000002":"Ana@Example.com"}"#.utf8))
        #expect(report.errors == [
            "A1B2C3D4-0001-4000-8000-000000000001": "Maximum limit of 32 characters.",
            "A1B2C3D4-0001-4000-8000-000000000002": "Please provide a valid e-mail address.",
            "A1B2C3D4-0001-4000-8000-000000000004": "an answer is required",
            "A1B2C3D4-0001-4000-8000-000000000005": "an answer is required",
        ])
    }

    @Test("a leftover responseType with current components and regexes is read as the current format: the regex is enforced, as a full match")
    func leftoverResponseType() throws {
        let json = Data(#"{"id":"f","responseType":"long","title":"T","components":[{"text":{"id":"p","title":"Policy","required":true,"regex":"RES-[0-9]{6}"}}]}"#.utf8)
        #expect(try validate(json, answers: Data(#"{"p":"RES-123456"}"#.utf8)).valid)
        #expect(try validate(json, answers: Data(#"{"p":"RES-1234567"}"#.utf8)).errors == ["p": "does not match the pattern"])
        #expect(try validate(json, answers: Data(#"{"p":"res-123456"}"#.utf8)).errors == ["p": "does not match the pattern"])
        let form = try Formsetter.decode(json, options: .init(values: Data(#"{"p":"RES-1234567"}"#.utf8))).form
        #expect(form.allCells[0].state.invalid && !form.allCells[0].state.valid)
    }
}
