import Foundation
import Formsetter
import TestSupport
import Testing

/// Paper questionnaires print every branch: each question some answer can reveal, with the
/// answers that reveal it as its routing.
@Suite("every branch: revealable questions shown and routed from the form's own logic")
struct EveryBranchTests {
    static let readmeTargets = #"""
    [{"id":"group-id","title":"Group title","sections":[{"id":"section-0","fields":[
      {"id":"employment_type","title":"Employment type","type":"select","size":{"width":30,"height":1},"values":[
        {"id":0,"title":"Part time","default":true,"targets":[{"id":"bonus","type":"field","action":"hide"}]},
        {"id":1,"title":"Full time","targets":[{"id":"bonus","type":"field","action":"show"}]}]},
      {"id":"bonus","title":"Bonus","type":"number","size":{"width":30,"height":1}}]}]}]
    """#

    static func decode(_ json: String, values: String? = nil, paper: Bool = true, asShown: Bool = false) throws -> Form {
        try decode(Data(json.utf8), values: values, paper: paper, asShown: asShown).form
    }

    static func decode(_ data: Data, values: String? = nil, paper: Bool = true, asShown: Bool = false) throws -> DecodedForm {
        var options = Formsetter.Options(skin: paper ? "paper" : nil, values: values.map { Data($0.utf8) })
        options.questionnaire.asShown = asShown
        return try Formsetter.decode(data, options: options)
    }

    static func shown(_ form: Form) -> [String] { form.allCells.filter { !$0.state.hidden }.map(\.id) }

    static func routing(_ form: Form) -> [String: [RoutingCondition]] {
        Dictionary(uniqueKeysWithValues: form.allCells.filter { !$0.routing.isEmpty }.map { ($0.id, $0.routing) })
    }

    @Test("the README targets example prints Bonus on paper, routed by Full time; --as-shown and the screen keep it hidden")
    func readmeTargets() throws {
        let paper = try Self.decode(Self.readmeTargets)
        #expect(Self.shown(paper) == ["employment_type", "bonus"])
        #expect(Self.routing(paper) == ["bonus": [.chosen(question: "Employment type", options: ["Full time"])]])
        let asShown = try Self.decode(Self.readmeTargets, asShown: true)
        #expect(Self.shown(asShown) == ["employment_type"])
        #expect(Self.routing(asShown).isEmpty)
        #expect(Self.shown(try Self.decode(Self.readmeTargets, paper: false)) == ["employment_type"])
    }

    @Test("ansatt-nb: end date, the temporary-contract section and the union name are printed with their routing")
    func ansatt() throws {
        let data = try Data(contentsOf: Paths.fixture("hyperoslo/ansatt-nb.json"))
        let form = try Self.decode(data, values: "{}").form
        let hidden = form.allCells.filter(\.state.hidden).map(\.id)
        #expect(hidden.isEmpty)
        for id in ["sluttdato", "vikar_for", "vikar_grunn", "fagforening_navn"] { #expect(Self.shown(form).contains(id)) }
        #expect(Self.routing(form) == [
            "sluttdato": [.chosen(question: "Stillingstype", options: ["Midlertidig ansatt", "Vikariat"])],
            "vikar_for": [.chosen(question: "Stillingstype", options: ["Vikariat"])],
            "vikar_grunn": [.chosen(question: "Stillingstype", options: ["Vikariat"])],
            "fagforening_navn": [.ticked(question: "Fagforeningsmedlem", on: true)],
        ])
        let computed = Dictionary(uniqueKeysWithValues: form.allCells.compactMap { cell in cell.computedFrom.map { (cell.id, $0) } })
        #expect(computed == ["visningsnavn": ["Fornavn", "Etternavn"], "totalt": ["Lønnstrinn", "Faste tillegg (kr/år)"]])
        #expect(try Self.decode(data, values: "{}", paper: false).form.allCells.allSatisfy { $0.computedFrom == nil })
        // With the values that select the branch, the questions are still conditional.
        let filled = try Self.decode(data).form
        #expect(Self.routing(filled)["vikar_for"] == [.chosen(question: "Stillingstype", options: ["Vikariat"])])
    }

    @Test("a question hidden with nothing that can show it stays hidden")
    func hiddenForGood() throws {
        let json = #"""
        [{"id":"g","sections":[{"id":"s","fields":[
          {"id":"kind","title":"Kind","type":"select","values":[{"id":"a","title":"A","targets":[{"id":"shown","type":"field","action":"show"}]}]},
          {"id":"shown","title":"Shown","type":"text","hidden":true},
          {"id":"internal","title":"Internal","type":"text","hidden":true}]}]}]
        """#
        let form = try Self.decode(json)
        #expect(Self.shown(form) == ["kind", "shown"])
        #expect(Self.routing(form) == ["shown": [.chosen(question: "Kind", options: ["A"])]])
    }

    @Test("GIGFormulary rules: a hidden field a check box shows is printed, routed by the box being ticked")
    func gigFormularyRules() throws {
        let form = try Self.decode(try Data(contentsOf: Paths.fixture("gigformulary/alta-socio-es.json"))).form
        let label = "He leído y acepto las condiciones del club y la política de privacidad"
        #expect(Self.shown(form).contains("codigo_promocional"))
        #expect(Self.routing(form) == ["codigo_promocional": [.ticked(question: label, on: true)]])
        let screen = try Self.decode(try Data(contentsOf: Paths.fixture("gigformulary/alta-socio-es.json")), paper: false).form
        #expect(!Self.shown(screen).contains("codigo_promocional"))
    }

    @Test("GIGFormulary date-picker rules are ages; else-branches and unreadable rules are diagnosed at their path")
    func gigFormularyAgeRules() throws {
        let json = #"""
        {"fields":[
          {"key":"born","type":"datePicker","label":"Driver's date of birth",
           "rules":{"fieldReciver":["young_driver","experienced"],"compare":"<","value":"26","behavior":"show","else":"hide"}},
          {"key":"young_driver","type":"text","label":"Years with a licence","isHidden":true},
          {"key":"experienced","type":"text","label":"Claims in five years"},
          {"key":"agree","type":"boolean","label":"Agree","rules":{"fieldReciver":["later"],"compare":">","value":"true","behavior":"show"}},
          {"key":"later","type":"text","label":"Later","isHidden":true}]}
        """#
        let decoded = try Self.decode(Data(json.utf8))
        #expect(Self.shown(decoded.form) == ["born", "young_driver", "experienced", "agree"])
        let age = RoutingCondition.age(question: "Driver's date of birth", relation: "<", years: 26)
        #expect(Self.routing(decoded.form) == ["young_driver": [age], "experienced": [age]])
        #expect(decoded.diagnostics.map(\.path).contains("fields[3].rules"))
    }

    @Test("field conditions in words: present, a select's option, a comparison, either of two, and an expression kept")
    func conditionWords() throws {
        let json = #"""
        [{"id":"g","sections":[{"id":"s","fields":[
          {"id":"size","title":"Size","type":"select","values":[{"id":1,"title":"Small"},{"id":2,"title":"Large"}],"targets":[
            {"id":"big","type":"field","action":"show","condition":"$size == 2"},
            {"id":"other","type":"field","action":"show","condition":"$size != 2"}]},
          {"id":"count","title":"Count","type":"number","targets":[
            {"id":"many","type":"field","action":"show","condition":"$count >= 3 || present($note)"},
            {"id":"odd","type":"field","action":"show","condition":"$count % 2 == 1"},
            {"id":"broken","type":"field","action":"show","condition":"$count ==== 2"}]},
          {"id":"note","title":"Note","type":"text"},
          {"id":"big","title":"Big","type":"text","hidden":true},
          {"id":"other","title":"Other","type":"text","hidden":true},
          {"id":"many","title":"Many","type":"text","hidden":true},
          {"id":"odd","title":"Odd","type":"text","hidden":true},
          {"id":"broken","title":"Broken","type":"text","hidden":true}]}]}]
        """#
        let decoded = try Self.decode(Data(json.utf8))
        #expect(Self.routing(decoded.form) == [
            "big": [.chosen(question: "Size", options: ["Large"])],
            "other": [.chosen(question: "Size", options: ["Small"])],
            "many": [.compared(question: "Count", relation: ">=", value: "3"), .answered(question: "Note", answered: true)],
            "odd": [.expression("((“Count” % 2) == 1)")],
            "broken": [.expression("$count ==== 2")],
        ])
        #expect(decoded.diagnostics.contains { $0.path == "[0].sections[0].fields[1].targets[2].condition" })
    }

    @Test("a question needs every rule acting on it: its section shown by one answer and itself enabled by another; hiding by two questions is neither")
    func combinedRules() throws {
        let json = #"""
        [{"id":"g","sections":[{"id":"s","fields":[
          {"id":"car","title":"Car","type":"select","values":[{"id":"y","title":"Yes","targets":[{"id":"details","type":"section","action":"show"}]},
                                                            {"id":"n","title":"No","targets":[{"id":"details","type":"section","action":"hide"}]}]},
          {"id":"lease","title":"Leased","type":"switch","targets":[{"id":"lessor","type":"field","action":"enable","condition":"$lease == 1"},
                                                                   {"id":"lessor","type":"field","action":"disable","condition":"$lease == 0"}]},
          {"id":"kind","title":"Kind","type":"select","values":[{"id":"a","title":"A","targets":[{"id":"note","type":"field","action":"hide"}]},{"id":"b","title":"B"}]},
          {"id":"size","title":"Size","type":"select","values":[{"id":1,"title":"Small","targets":[{"id":"note","type":"field","action":"hide"}]},{"id":2,"title":"Large"}]},
          {"id":"note","title":"Note","type":"text"}]},
          {"id":"details","fields":[{"id":"lessor","title":"Lessor","type":"text","disabled":true}]}]}]
        """#
        let form = try Self.decode(json)
        #expect(Self.routing(form) == [
            "lessor": [.all([.chosen(question: "Car", options: ["Yes"]), .ticked(question: "Leased", on: true)])],
            "note": [.all([.notChosen(question: "Kind", options: ["A"]), .notChosen(question: "Size", options: ["Small"])])],
        ])
    }

    @Test("a section ten check boxes show, holding a field ten others show: past 64 combinations only the field's own rules, with a warning at its path")
    func tooManyCombinations() throws {
        let boxes = { (prefix: String, target: String, type: String) in
            (0..<10).map { #"{"id":"\#(prefix)\#($0)","title":"\#(prefix)\#($0)","type":"switch","targets":[{"id":"\#(target)","type":"\#(type)","action":"show","condition":"$\#(prefix)\#($0) == 1"}]}"# }
                .joined(separator: ",")
        }
        let json = #"""
        [{"id":"g","sections":[{"id":"s","fields":[\#(boxes("a", "more", "section")),\#(boxes("b", "x", "field"))]},
          {"id":"more","fields":[{"id":"x","title":"X","type":"text"}]}]}]
        """#
        let decoded = try Self.decode(Data(json.utf8))
        #expect(Self.routing(decoded.form)["x"] == (0..<10).map { .ticked(question: "b\($0)", on: true) })
        #expect(decoded.diagnostics.contains { $0.path == "[0].sections[1].fields[0]" && $0.message.contains("100 combinations") })
    }

    @Test("a native form keeps the targets it was converted with, so it prints every branch too")
    func native() throws {
        let hyperoslo = try Self.decode(Self.readmeTargets, paper: false)
        let native = try FormDecoder.decode(Data(NativeEncoder.encode(try FormDecoder.decode(Data(Self.readmeTargets.utf8)).form).utf8)).form
        #expect(Self.shown(hyperoslo) == ["employment_type"])
        let printed = try Formsetter().layout(native, options: Formsetter.Options(skin: "paper", page: .a4)).form
        #expect(Self.routing(printed) == ["bonus": [.chosen(question: "Employment type", options: ["Full time"])]])
    }
}
