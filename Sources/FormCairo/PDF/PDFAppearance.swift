import Foundation
import FormLayout
import FormModel

/// The appearance streams of form fields (what a viewer shows before anyone types). Text is
/// shaped by Pango in the paper look's value font with its fallbacks (`FieldTextShaper`) and drawn
/// glyph by glyph with the embedded subsets of those fonts (`PDFEmbeddedFonts`), so any script the
/// bundled fonts cover shows in every viewer and in print; ticks and radio dots are paths.
enum PDFAppearance {
    /// The family the paper look prints values in (`PaperTheme.valueFont`).
    static let valueFamily = "Liberation Sans"

    /// An appearance's content and the characters of its text that no bundled font has (left out).
    struct Content {
        var data: Data
        var missing: [Character] = []
    }

    /// A text field's value: its lines at the look's positions, or one character per comb cell.
    static func text(_ field: FieldMark, size: Size, comb: Int?, shaper: FieldTextShaper) -> Content {
        if let comb, field.lines.isEmpty, let hint = field.formatHint {
            // An empty date or time comb shows its pattern faintly, as the printed page does.
            let (hintContent, missing) = combCharacters(hint, cells: comb, size: size, fontSize: 7, colour: "0.62 g", shaper: shaper)
            return Content(data: Data(("/Tx BMC\nq BT\n" + hintContent + "ET Q\nEMC\n").utf8), missing: missing)
        }
        guard !field.lines.isEmpty else { return Content(data: Data("/Tx BMC EMC\n".utf8)) }
        var content = "/Tx BMC\nq BT\n"
        var missing: [Character] = []
        if let comb, let value = field.lines.first {
            let (combContent, combMissing) = combCharacters(value, cells: comb, size: size, fontSize: field.fontSize, colour: "0 g", shaper: shaper)
            content += combContent
            missing = combMissing
        } else {
            content += "0 g\n"
            let font = FontRef(valueFamily, size: field.fontSize)
            let lineHeight = field.lineHeight > 0 ? field.lineHeight : field.fontSize * 1.15
            for (index, text) in field.lines.enumerated() {
                let line = shaper.shape(text, font: font)
                let top = field.textOrigin.y + Double(index) * lineHeight
                content += show(line, x: field.textOrigin.x, baseline: size.height - top - line.baseline)
                missing += line.missing
            }
        }
        return Content(data: Data((content + "ET Q\nEMC\n").utf8), missing: missing)
    }

    /// One character centred in each comb cell.
    private static func combCharacters(_ text: String, cells: Int, size: Size, fontSize: Double, colour: String,
                                       shaper: FieldTextShaper) -> (String, [Character]) {
        let cell = size.width / Double(max(cells, 1))
        let baseline = size.height / 2 - fontSize * 0.35
        let font = FontRef(valueFamily, size: fontSize)
        var content = "\(colour)\n"
        var missing: [Character] = []
        for (index, character) in text.enumerated() where index < cells && character != " " {
            let line = shaper.shape(String(character), font: font)
            content += show(line, x: Double(index) * cell + (cell - line.width) / 2, baseline: baseline)
            missing += line.missing
        }
        return (content, missing)
    }

    /// Text operators drawing `line` with its left end at `x` on `baseline`: per run a font, a
    /// text matrix at its first glyph and TJ arrays whose adjustments put every glyph where Pango
    /// placed it (a new matrix where a glyph leaves the baseline). A ligature (one glyph for
    /// several characters) is shown in a span with its /ActualText, as cairo does on the page,
    /// so extraction reads its characters in logical order in right-to-left text too.
    static func show(_ line: ShapedLine, x: Double, baseline: Double) -> String {
        var content = ""
        for run in line.runs {
            content += "/\(run.face.resourceName) \(number(run.size)) Tf\n"
            var shown: [String] = []
            func flush() {
                if !shown.isEmpty { content += "[\(shown.joined(separator: " "))] TJ\n" }
                shown = []
            }
            var pen: (x: Double, y: Double)?
            for glyph in run.glyphs {
                if let current = pen, current.y == glyph.y {
                    let adjustment = (current.x - glyph.x) * 1000 / run.size
                    if abs(adjustment) >= 0.005 { shown.append(number(adjustment)) }
                } else {
                    flush()
                    content += "1 0 0 1 \(number(x + glyph.x)) \(number(baseline + glyph.y)) Tm\n"
                }
                let code = "<\(PDFEmbeddedFonts.hex(glyph.id, digits: 4))>"
                if let actualText = glyph.actualText {
                    let adjustment = shown.last.flatMap { $0.hasPrefix("<") ? nil : shown.removeLast() }
                    flush()
                    let utf16 = "FEFF" + actualText.utf16.map { PDFEmbeddedFonts.hex(UInt32($0), digits: 4) }.joined()
                    content += "/Span << /ActualText <\(utf16)> >> BDC\n[\(adjustment.map { $0 + " " } ?? "")\(code)] TJ\nEMC\n"
                } else {
                    shown.append(code)
                }
                pen = (glyph.x + run.face.width(of: glyph.id) * run.size / 1000, glyph.y)
            }
            flush()
        }
        return content
    }

    /// The "on" look of a check box: a tick drawn as a path. A font's glyph (ZapfDingbats `4`)
    /// would be a font without a Unicode map that no viewer embeds (PDF/UA-1 7.21.4.1, 7.21.7).
    static func tick(size: Size) -> Data {
        let side = min(size.width, size.height)
        let left = (size.width - side) / 2, bottom = (size.height - side) / 2
        func point(_ x: Double, _ y: Double) -> String { "\(number(left + x * side)) \(number(bottom + y * side))" }
        return Data(("q 0 G \(number(side * 0.14)) w 1 J 1 j\n" + "\(point(0.22, 0.52)) m \(point(0.42, 0.28)) l \(point(0.8, 0.76)) l S\nQ\n").utf8)
    }

    /// The "on" look of a radio button: a filled dot (four Bézier quarters) as a path.
    static func dot(size: Size) -> Data {
        let radius = min(size.width, size.height) * 0.3
        let (x, y) = (size.width / 2, size.height / 2)
        let k = radius * 0.5523  // a quarter circle's control distance
        func p(_ dx: Double, _ dy: Double) -> String { "\(number(x + dx)) \(number(y + dy))" }
        let path = "\(p(radius, 0)) m "
            + "\(p(radius, k)) \(p(k, radius)) \(p(0, radius)) c "
            + "\(p(-k, radius)) \(p(-radius, k)) \(p(-radius, 0)) c "
            + "\(p(-radius, -k)) \(p(-k, -radius)) \(p(0, -radius)) c "
            + "\(p(k, -radius)) \(p(radius, -k)) \(p(radius, 0)) c f"
        return Data("q 0 g \(path)\nQ\n".utf8)
    }

    /// A number as PDF content writes it: at most two decimals, no exponent.
    static func number(_ value: Double) -> String {
        let hundredths = (value * 100).rounded()
        // Whole hundredths are spelled from the integer (`printf` with its locale guard was a
        // tenth of a twin's appearance work); `%.2f` of such a value gives the same digits.
        guard abs(hundredths) < 1e15 else {
            let rounded = hundredths / 100
            return rounded == rounded.rounded() ? String(Int(rounded)) : CNumericLocale.format("%.2f", rounded)
        }
        let count = Int(hundredths)
        let whole = count / 100, fraction = abs(count % 100)
        guard fraction != 0 else { return String(whole) }
        return (count < 0 && whole == 0 ? "-0" : String(whole)) + (fraction < 10 ? ".0" : ".") + String(fraction)
    }
}
