@testable import FormCairo
import FormLayout
import Foundation
import Testing

@Suite("Fillable twin: the Calculate scripts of computed fields and their calculation order")
struct PDFCalculationScriptTests {
    typealias Term = FieldCalculation.Term

    /// `krav - egenandel` where egenandel is a choice of 4 000 or 2 000.
    static let payout = FieldCalculation(terms: [Term(negative: false, factors: [.field("krav")]), Term(negative: true, factors: [.field("egenandel")])])
    static let deductibles = ["egenandel": ["standard": 4000.0, "redusert": 2000]]

    @Test("the script reads each field with this.getField, a choice through its options' numbers, and leaves the result empty until a field holds a number")
    func scriptText() {
        #expect(PDFCalculationScript.script(Self.payout, optionNumbers: Self.deductibles) == """
        var doc = this, answered = false;
        function n(name, numbers) {
          var field = doc.getField(name), text = field ? String(field.value) : "";
          if (numbers) { if (!numbers.hasOwnProperty(text)) return 0; answered = true; return numbers[text]; }
          text = text.replace(/\\s/g, "").replace(",", ".");
          var number = Number(text);
          if (text === "" || isNaN(number)) return 0;
          answered = true;
          return number;
        }
        var result = n("krav") - n("egenandel", {"redusert": 2000, "standard": 4000});
        event.value = answered ? Math.round(result * 1e6) / 1e6 : "";
        """)
        let product = FieldCalculation(terms: [Term(negative: true, factors: [.field("a\"b\\c\u{2028}"), .number(2.5)]), Term(negative: false, factors: [.number(1e-7)])])
        #expect(PDFCalculationScript.script(product, optionNumbers: [:]).contains("var result = -n(\"a\\\"b\\\\c\\u2028\") * 2.5 + 1e-07;\n"))
    }

    @Test("calculation order: a computed field after the computed fields it reads, otherwise reading order; a cycle keeps reading order")
    func order() {
        func sum(_ names: String...) -> FieldCalculation { FieldCalculation(terms: names.map { Term(negative: false, factors: [.field($0)]) }) }
        // Reading order: payout (reads total), total (reads the rows' sums), row sums.
        let fields = [("payout", sum("total", "fee")), ("total", sum("rows[0].sum", "rows[1].sum")),
                      ("rows[0].sum", sum("rows[0].a")), ("rows[1].sum", sum("rows[1].a")), ("self", sum("self", "x"))]
        #expect(PDFCalculationScript.order(fields.map { (name: $0.0, calculation: $0.1) }) == [2, 3, 1, 0, 4])
        let cycle = [("a", sum("b")), ("b", sum("a"))]
        #expect(PDFCalculationScript.order(cycle.map { (name: $0.0, calculation: $0.1) }) == [0, 1])
    }

    static let node = URL(fileURLWithPath: "/usr/bin/node")

    /// `script` run in node as a viewer runs a Calculate action: `this` a document whose
    /// `getField` answers from `values`, `event` the calculated field's event.
    static func evaluate(_ script: String, values: [String: String]) throws -> String {
        let json = String(decoding: try JSONSerialization.data(withJSONObject: values, options: [.sortedKeys]), as: UTF8.self)
        let program = """
        const values = \(json);
        const doc = { getField(name) { return name in values ? { value: values[name] } : null; } };
        const event = { value: "unset" };
        new Function("event", \(PDFCalculationScript.javaScript(script))).call(doc, event);
        process.stdout.write(JSON.stringify(event.value));
        """
        let process = Process()
        process.executableURL = node
        process.arguments = ["-e", program]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test("node runs the scripts as viewers would: sums, differences with a choice's number, products, a decimal comma, empty inputs",
          .enabled(if: FileManager.default.isExecutableFile(atPath: node.path), "node is not installed"))
    func evaluatedInNode() throws {
        let payout = PDFCalculationScript.script(Self.payout, optionNumbers: Self.deductibles)
        #expect(try Self.evaluate(payout, values: ["krav": "12500", "egenandel": "standard"]) == "8500")
        #expect(try Self.evaluate(payout, values: ["krav": "12 500,50", "egenandel": "redusert"]) == "10500.5")
        #expect(try Self.evaluate(payout, values: ["krav": "", "egenandel": "Off"]) == "\"\"")
        let row = PDFCalculationScript.script(FieldCalculation(terms: [Term(negative: false, factors: [.field("r[0].antall"), .field("r[0].pris")])]), optionNumbers: [:])
        #expect(try Self.evaluate(row, values: ["r[0].antall": "3", "r[0].pris": "0.1"]) == "0.3")
        #expect(try Self.evaluate(row, values: ["r[0].antall": "2"]) == "0")
        let sum = PDFCalculationScript.script(FieldCalculation(terms: [Term(negative: false, factors: [.field("a")]), Term(negative: false, factors: [.field("b")])]), optionNumbers: [:])
        #expect(try Self.evaluate(sum, values: ["a": "1.5", "b": "abc"]) == "1.5")
    }
}
