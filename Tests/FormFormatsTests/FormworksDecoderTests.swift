import Foundation
import Formsetter
import TestSupport
import Testing

@Suite("Formworks decoder: README and HEAD formats, answers, validity, diagnostics")
struct FormworksDecoderTests {
    @Test("both fixtures are detected as Formworks; other roots say why not")
    func detection() throws {
        #expect(try FormworksFixtures.decode("aviso-sinistro-residencial-pt", answers: nil).format == .formworks)
        #expect(try FormworksFixtures.decode("reclamacao-entrega-pt-readme-format", answers: nil).format == .formworks)
        for (json, reason) in [(#"{"components":3}"#, "not an array"), (#"{"title":"x"}"#, "no \"components\" key"), (#""x""#, "not an object")] {
            do {
                _ = try FormDecoder.decode(Data(json.utf8), format: .formworks)
                Issue.record("\(json) decoded")
            } catch {
                #expect(error.description.contains(reason), "\(error)")
            }
        }
        #expect(throws: DecodeFailure.self) { try FormDecoder.decode(Data(#"{"title":"x"}"#.utf8)) }
    }

    @Test("README fixture: ids, kinds, hints, required flags, answers and icon states")
    func readmeFixture() throws {
        let decoded = try FormworksFixtures.decode("reclamacao-entrega-pt-readme-format", answers: "answers")
        let form = decoded.form
        let cells = form.allCells
        #expect(form.defaultSkin == "formworks")
        #expect(form.groups.count == 1 && form.groups[0].sections.count == 1)
        #expect(form.groups[0].id == "5C1E2D3A-6B7F-4E8A-9D0C-1F2A3B4C5D6E")
        #expect(form.groups[0].title?.text == "Farmácia Bem-Estar – Reclamação sobre entrega")
        #expect(cells.map(\.id) == (1...6).map { "A1B2C3D4-0001-4000-8000-00000000000\($0)" } + ["submit"])
        #expect(cells.map(\.kind) == [.text, .text, .text, .text, .text, .textArea, .button])
        #expect(cells.last?.label?.text == "Submit")
        #expect(cells.map(\.hint) == ["Maximum limit of 32 characters.", "Please provide a valid e-mail address.",
                                      "Please type in a Brazillian phone number.", nil, nil, "Maximum limit of 32 characters.", nil])
        #expect(cells.map(\.state.required) == [true, true, false, true, true, false, false])
        #expect(cells[0].value == .text("João Gonçalves"))
        #expect(cells[0].detail?.text == "Como consta no cadastro da farmácia.")
        #expect(cells[4].detail == nil)
        #expect(cells[1].placeholder == "voce@exemplo.com.br")
        // Accented name fails max32, capitals fail the e-mail rule, the long accented text fails max32.
        #expect(cells.prefix(6).map(\.state.invalid) == [true, true, false, false, false, true])
        #expect(cells.prefix(6).map(\.state.valid) == [false, false, true, true, true, false])
        #expect(form.palette["componentRequired"] == Color(hex: "#D84315FF"))
        #expect(form.palette.count == 9 && form.palette["componentPlaceholder"] == nil)
        #expect(decoded.diagnostics.map(\.path) == ["components[4].text"])
        #expect(decoded.diagnostics.allSatisfy { $0.severity == .note })
    }

    @Test("README fixture with the valid answers: every answered field gets the check mark")
    func readmeValidAnswers() throws {
        let cells = try FormworksFixtures.decode("reclamacao-entrega-pt-readme-format", answers: "answers-valid").form.allCells
        #expect(cells.prefix(5).allSatisfy { $0.state.valid && !$0.state.invalid })
        #expect(cells[5].value == .empty && !cells[5].state.valid && !cells[5].state.invalid)
    }

    @Test("HEAD fixture: type keys, made-up id, hints, real multiline description, colours")
    func headFixture() throws {
        let decoded = try FormworksFixtures.decode("aviso-sinistro-residencial-pt", answers: "answers")
        let cells = decoded.form.allCells
        #expect(cells.map(\.id) == ["apolice", "cpf", "email", "telefone", "valor_estimado", "component-5", "relato", "submit"])
        #expect(cells.map(\.kind) == [.text, .text, .text, .text, .text, .text, .textArea, .button])
        #expect(cells.map(\.hint) == [nil, nil, "Please provide a valid e-mail address.", "Please type in a Brazillian phone number.",
                                      "Only numerical characters are accepted.", nil, nil, nil])
        #expect(cells[6].detail?.text == "Descreva o ocorrido: data, horário aproximado, cômodos e objetos atingidos.")
        #expect(cells[2].detail == nil)
        // CPF with 10 digits and "3.500" fail; the field without id has no answer.
        #expect(cells.prefix(7).map(\.state.valid) == [true, false, true, true, false, false, true])
        #expect(cells.prefix(7).map(\.state.invalid) == [false, true, false, false, true, false, false])
        #expect(cells[6].value == .text("No dia 14/03, por volta das 22h, um cano estourou no banheiro da suíte.\nA água atingiu o piso de taco do quarto e o guarda-roupa."))
        #expect(decoded.form.palette.count == 10)
        #expect(decoded.form.palette["componentDescription"] == Color(red: 0x33 / 255, green: 0x41 / 255, blue: 0x5C / 255, alpha: 0xCC / 255))
        #expect(decoded.diagnostics.map(\.path) == ["components[5].text"])
    }

    /// The state of the only component of `json` answered with `answer`.
    private func state(_ json: String, _ answer: String) throws -> CellState {
        let answers = #"{"x":"\#(answer.replacingOccurrences(of: "\\", with: "\\\\"))"}"#
        return try FormworksFixtures.decode(json: json, answers: answers).form.allCells[0].state
    }

    @Test("README rules: full match, case-sensitive, built-in patterns", arguments: [
        ("phonenumber", "(11) 98765-4321", true), ("phonenumber", "11 98765 4321", true), ("phonenumber", "0012345678", true),
        ("phonenumber", "98765-4321", false), ("email", "ana@example.com", true), ("email", "Ana@Example.com", false),
        ("max32", "Joao", true), ("max32", "João", false), ("max32", String(repeating: "a", count: 33), false),
    ])
    func readmeRules(validator: String, answer: String, valid: Bool) throws {
        let json = FormworksFixtures.one("text", #"{"id":"x","title":"T","validator":"\#(validator)"}"#, readme: true)
        let state = try state(json, answer)
        #expect(state.valid == valid && state.invalid == !valid)
    }

    @Test("custom regexes must match the whole answer, case-sensitively")
    func customRegex() throws {
        func custom(_ regex: String) -> String {
            FormworksFixtures.one("text", #"{"id":"x","title":"T","validator":"custom","regex":"\#(regex)"}"#, readme: true)
        }
        #expect(try state(custom("[0-9]{3}"), "123").valid)
        #expect(try state(custom("[0-9]{3}"), "1234").invalid)
        #expect(try state(custom("[a-z]+"), "ABC").invalid)
        #expect(try state(custom("a|ab"), "ab").valid)
        #expect(try state(FormworksFixtures.one("numerical", #"{"id":"x"}"#), "3500").valid)
        #expect(try state(FormworksFixtures.one("numerical", #"{"id":"x"}"#), "3.500").invalid)
    }

    @Test("icon states: required and empty, optional and empty, optional and invalid")
    func emptyAnswers() throws {
        let required = try FormworksFixtures.decode(json: FormworksFixtures.one("text", #"{"id":"x","required":true}"#)).form.allCells[0].state
        #expect(required.required && !required.valid && !required.invalid)
        let optional = try state(FormworksFixtures.one("email", #"{"id":"x"}"#), "")
        #expect(!optional.required && !optional.valid && !optional.invalid)
        let wrong = try state(FormworksFixtures.one("email", #"{"id":"x"}"#), "nope")
        #expect(!wrong.required && wrong.invalid)
    }

    @Test("bad input becomes diagnostics naming the JSON path, with the documented fallback")
    func badInput() throws {
        let json = ##"""
        {"title":"T","extra":1,"responseFormat":"medium","style":{"accent":"#12345","background":"red","componentTitle":"#112233","shadow":"#000000"},
         "components":[
          {"text":{"id":"a","title":{"x":1},"required":"maybe","regex":"[0-9","validator":"email"}},
          {"date":{"id":"d","title":"When"}},
          {"email":{"id":"e","regex":"x+"}},
          7,
          {"text":{"id":"a","colour":"red"}}
         ]}
        """##
        let decoded = try FormworksFixtures.decode(json: json, answers: #"{"a":"1a","nope":"x","e":5}"#)
        let paths = Set(decoded.diagnostics.map(\.path))
        let expected: Set = [
            "extra", "responseFormat", "style.accent", "style.background", "style.shadow",
            "components[0].text.title", "components[0].text.required", "components[0].text.regex", "components[0].text.validator",
            "components[1].date", "components[2].email.regex", "components[3]", "components[4].text.colour", "components[4].text.id",
            "answers.nope", "answers.e",
        ]
        #expect(paths == expected, "\(decoded.diagnostics)")
        let cells = decoded.form.allCells
        #expect(cells.map(\.id) == ["a", "e", "a#2", "submit"])
        // An invalid regex accepts anything; the date component is skipped, not the whole form.
        #expect(cells[0].state.valid && !cells[0].state.required && cells[0].label == nil)
        #expect(cells[1].value == .text("5") && cells[1].state.invalid)
        #expect(decoded.form.palette == ["componentTitle": Color(rgb: 0x112233)])
    }

    @Test("README format: missing or unknown validators accept anything; isMultiline makes a text area")
    func readmeValidators() throws {
        let json = #"""
        {"responseType":"short","title":"T","components":[
          {"text":{"id":"a","title":"A"}},
          {"text":{"id":"b","title":"B","validator":"max256","isMultiline":true}},
          {"text":{"id":"c","title":"C","validator":"email","regex":"x"}}]}
        """#
        let decoded = try FormworksFixtures.decode(json: json, answers: #"{"a":"ÿ","b":"ÿ"}"#)
        #expect(Set(decoded.diagnostics.map(\.path)) == ["components[0].text", "components[1].text.validator", "components[2].text.regex"])
        let cells = decoded.form.allCells
        #expect(cells[0].state.valid && cells[1].state.valid)
        #expect(cells[1].kind == .textArea && cells[0].kind == .text)
    }

    @Test("HEAD ignores README keys with a diagnostic; an empty components array still draws Submit")
    func headIgnoresReadmeKeys() throws {
        // A HEAD type key among the components decides the format, whatever the root says.
        let json = #"{"id":"f","responseType":"long","title":"T","components":[{"text":{"id":"x","isMultiline":true}},{"numerical":{"id":"n"}}]}"#
        let decoded = try FormworksFixtures.decode(json: json)
        #expect(decoded.form.allCells[0].kind == .text)
        #expect(decoded.diagnostics.map(\.path) == ["components[0].text.isMultiline"])
        let empty = try FormworksFixtures.decode(json: #"{"components":[]}"#)
        #expect(empty.form.allCells.map(\.id) == ["submit"])
        #expect(empty.form.groups[0].id == "form" && empty.form.groups[0].title == nil)
        #expect(empty.diagnostics.map(\.path) == ["components"])
    }

    @Test("a component called submit keeps its id; the button is renamed")
    func submitClash() throws {
        let decoded = try FormworksFixtures.decode(json: FormworksFixtures.one("text", #"{"id":"submit"}"#))
        #expect(decoded.form.allCells.map(\.id) == ["submit", "submit#2"])
    }

    @Test("the flat componentType shape of Formworks' early test fixtures reads as text components")
    func flatComponents() throws {
        let json = #"{"title":"F","components":[{"title":"Plain","subtitle":"Sub","errorMessage":"e","componentType":"plain_text","required":true,"specs":{"placeholder":"P"}}]}"#
        let decoded = try FormworksFixtures.decode(json: json)
        let cell = decoded.form.allCells[0]
        #expect(cell.id == "component-0" && cell.kind == .text && cell.label?.text == "Plain" && cell.detail?.text == "Sub")
        #expect(cell.placeholder == "P" && cell.state.required && cell.hint == nil)
        #expect(decoded.diagnostics.map(\.path) == ["components[0]", "components[0]"])  // flat shape, made-up id
    }
}
