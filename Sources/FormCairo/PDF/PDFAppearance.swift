import Foundation
import FormLayout
import FormModel

/// The appearance streams of form fields (what a viewer shows before anyone types), drawn
/// with the standard Helvetica and ZapfDingbats fonts every viewer has. The paper look measures
/// its values with Liberation Sans, which has Helvetica's metrics, so its line breaks fit.
enum PDFAppearance {
    /// Helvetica's ascent per em, to put a line's baseline under its top.
    static let ascent = 0.905
    /// Helvetica's digit advance per em (every digit is 556/1000), to centre comb characters.
    static let digitAdvance = 0.556

    /// A text field's value: its lines at the look's positions, or one character per comb cell.
    static func text(_ field: FieldMark, size: Size, comb: Int?) -> Data {
        if let comb, field.lines.isEmpty, let hint = field.formatHint {
            // An empty date or time comb shows its pattern faintly, as the printed page does.
            return Data(("/Tx BMC\nq BT\n" + combCharacters(hint, cells: comb, size: size, fontSize: 7, colour: "0.62 g") + "ET Q\nEMC\n").utf8)
        }
        guard !field.lines.isEmpty else { return Data("/Tx BMC EMC\n".utf8) }
        var content = "/Tx BMC\nq BT\n"
        if let comb, let value = field.lines.first {
            content += combCharacters(value, cells: comb, size: size, fontSize: field.fontSize, colour: "0 g")
        } else {
            content += "/Helv \(number(field.fontSize)) Tf 0 g\n"
            let lineHeight = field.lineHeight > 0 ? field.lineHeight : field.fontSize * 1.15
            for (index, line) in field.lines.enumerated() {
                let top = field.textOrigin.y + Double(index) * lineHeight
                let baseline = size.height - top - ascent * field.fontSize
                content += "1 0 0 1 \(number(field.textOrigin.x)) \(number(baseline)) Tm (\(literal(line))) Tj\n"
            }
        }
        return Data((content + "ET Q\nEMC\n").utf8)
    }

    /// One character centred in each comb cell.
    private static func combCharacters(_ text: String, cells: Int, size: Size, fontSize: Double, colour: String) -> String {
        let cell = size.width / Double(max(cells, 1))
        let baseline = size.height / 2 - fontSize * 0.35
        var content = "/Helv \(number(fontSize)) Tf \(colour)\n"
        for (index, character) in text.enumerated() where index < cells && character != " " {
            let x = Double(index) * cell + (cell - advance(of: character) * fontSize) / 2
            content += "1 0 0 1 \(number(x)) \(number(baseline)) Tm (\(literal(String(character)))) Tj\n"
        }
        return content
    }

    /// Helvetica's advance (per em) of a character, near enough to centre it in a cell.
    private static func advance(of character: Character) -> Double {
        if character.isNumber { return digitAdvance }
        if "/:.,; ".contains(character) { return 0.278 }
        if character.isUppercase { return 0.667 }
        return 0.556
    }

    /// The "on" look of a check box (a ZapfDingbats tick) or radio button (a filled dot).
    static func mark(_ glyph: String, size: Size) -> Data {
        let fontSize = min(size.width, size.height) * 0.8
        let x = (size.width - fontSize * 0.75) / 2, y = (size.height - fontSize * 0.7) / 2
        return Data("q 0 g BT /ZaDb \(number(fontSize)) Tf \(number(x)) \(number(y)) Td (\(glyph)) Tj ET Q\n".utf8)
    }

    /// A number as PDF content writes it: at most two decimals, no exponent.
    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : CNumericLocale.format("%.2f", rounded)
    }

    /// A PDF literal string of `text` in WinAnsiEncoding (Helvetica's); characters it lacks
    /// become `?` in the appearance only (the field's value keeps them).
    static func literal(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            let byte = winAnsi(scalar) ?? 0x3F
            switch byte {
            case 0x28, 0x29, 0x5C: out += "\\" + String(UnicodeScalar(byte))
            case 0x20..<0x7F: out += String(UnicodeScalar(byte))
            default: out += "\\" + String(byte, radix: 8).leftPadded(to: 3)
            }
        }
        return out
    }

    private static let windows1252High: [UInt32: UInt8] = [
        0x20AC: 0x80, 0x201A: 0x82, 0x0192: 0x83, 0x201E: 0x84, 0x2026: 0x85, 0x2020: 0x86, 0x2021: 0x87, 0x02C6: 0x88,
        0x2030: 0x89, 0x0160: 0x8A, 0x2039: 0x8B, 0x0152: 0x8C, 0x017D: 0x8E, 0x2018: 0x91, 0x2019: 0x92, 0x201C: 0x93,
        0x201D: 0x94, 0x2022: 0x95, 0x2013: 0x96, 0x2014: 0x97, 0x02DC: 0x98, 0x2122: 0x99, 0x0161: 0x9A, 0x203A: 0x9B,
        0x0153: 0x9C, 0x017E: 0x9E, 0x0178: 0x9F,
    ]

    private static func winAnsi(_ scalar: Unicode.Scalar) -> UInt8? {
        let value = scalar.value
        if (0x20..<0x7F).contains(value) || (0xA0...0xFF).contains(value) { return UInt8(value) }
        return windows1252High[value]
    }
}

private extension String {
    func leftPadded(to length: Int) -> String { String(repeating: "0", count: max(0, length - count)) + self }
}
