import FormLayout

/// The JavaScript of a computed field's Calculate action (`/AA /C`) and the order viewers run
/// them in (the AcroForm's `/CO`). The script reads the fields with `this.getField`, as every
/// form-filling viewer that runs scripts (Acrobat, pdf.js, MuPDF, PDFium with V8) provides, and
/// computes what hyperoslo computes: an empty field counts 0, a decimal comma is a point, a choice
/// counts its option's number. While none of the fields it reads holds a number the result stays
/// empty, so a blank twin shows no 0.
enum PDFCalculationScript {
    /// The script that sets `event.value` to `calculation`'s result; `optionNumbers` gives, for a
    /// choice field's full name, the number each of its export values stands for.
    static func script(_ calculation: FieldCalculation, optionNumbers: [String: [String: Double]]) -> String {
        let terms = calculation.terms.enumerated().map { index, term in
            let product = term.factors.map { operand in
                switch operand {
                case let .number(number): return javaScript(number)
                case let .field(name): return "n(" + javaScript(name) + (optionNumbers[name].map { ", " + javaScript($0) } ?? "") + ")"
                }
            }.joined(separator: " * ")
            return index == 0 ? (term.negative ? "-" : "") + product : (term.negative ? " - " : " + ") + product
        }.joined()
        return """
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
        var result = \(terms);
        event.value = answered ? Math.round(result * 1e6) / 1e6 : "";
        """
    }

    /// The indices of `calculations` (by full name, in reading order) in the order viewers must
    /// run them: each after the computed fields it reads, otherwise in reading order; fields that
    /// read each other keep reading order.
    static func order(_ calculations: [(name: String, calculation: FieldCalculation)]) -> [Int] {
        let computed = Set(calculations.map(\.name))
        var placed: Set<String> = [], order: [Int] = []
        var remaining = Array(calculations.indices)
        while !remaining.isEmpty {
            let ready = remaining.firstIndex { index in
                calculations[index].calculation.fields.allSatisfy { !computed.contains($0) || placed.contains($0) || $0 == calculations[index].name }
            } ?? 0
            let index = remaining.remove(at: ready)
            placed.insert(calculations[index].name)
            order.append(index)
        }
        return order
    }

    /// `text` as a JavaScript string literal.
    static func javaScript(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                literal += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    /// A finite number as a JavaScript literal: `100`, `2.5`, `1e-07`.
    static func javaScript(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return String(number)
    }

    /// Export values → numbers as a JavaScript object literal, keys sorted so the bytes never vary.
    private static func javaScript(_ numbers: [String: Double]) -> String {
        "{" + numbers.keys.sorted().map { javaScript($0) + ": " + javaScript(numbers[$0]!) }.joined(separator: ", ") + "}"
    }
}
