import Foundation
import FormModel

/// The drawings of the paper look: writing boxes, comb cells, writing lines and tick boxes.
enum PaperControls {
    typealias Theme = PaperTheme

    /// A rectangle outlined with a thin black rule.
    static func outline(_ rect: Rect) -> VectorShape {
        VectorShape([.move(Point(x: rect.x, y: rect.y)), .line(Point(x: rect.maxX, y: rect.y)), .line(Point(x: rect.maxX, y: rect.maxY)),
                     .line(Point(x: rect.x, y: rect.maxY)), .close], stroke: Theme.ink, lineWidth: Theme.line)
    }

    /// A horizontal rule from `x0` to `x1` at `y`.
    static func rule(y: Double, from x0: Double, to x1: Double, color: Color = Theme.ink, width: Double = Theme.line) -> VectorShape {
        VectorShape([.move(Point(x: x0, y: y)), .line(Point(x: x1, y: y))], stroke: color, lineWidth: width)
    }

    /// One cell per character of `pattern`: a box for each `_`, the character itself (`/`, `:`,
    /// a space) for the others. `hints` are drawn faintly in empty boxes, `value` one character
    /// per cell. All cells are `combWidth` wide, so a PDF comb field over the frame matches.
    static func comb(_ pattern: [Character], at origin: Point, value: [Character]?, hints: [Character]?, measurer: TextMeasurer) -> (shapes: [VectorShape], text: [TextLine]) {
        var shapes: [VectorShape] = [], text: [TextLine] = []
        for (index, slot) in pattern.enumerated() {
            let cell = Rect(x: origin.x + Double(index) * Theme.combWidth, y: origin.y, width: Theme.combWidth, height: Theme.boxHeight)
            if slot == "_" { shapes.append(outline(cell)) }
            let shown: (Character, FontRef, Color)? = if let value, index < value.count, value[index] != " " {
                (value[index], Theme.valueFont, Theme.text)
            } else if slot != "_" {
                (slot, Theme.valueFont, Theme.ink)
            } else if let hints, index < hints.count {
                (hints[index], Theme.hintFont, Theme.faint)
            } else { nil }
            if let (character, font, color) = shown {
                var line = centred(String(character), in: cell, font: font, color: color, measurer: measurer)
                line.isFurniture = slot != "_"
                text.append(line)
            }
        }
        return (shapes, text)
    }

    /// `text` on one line centred in `rect`.
    static func centred(_ text: String, in rect: Rect, font: FontRef, color: Color, measurer: TextMeasurer) -> TextLine {
        let line = measurer.lines(text, font: font, width: nil, maxLines: nil).first ?? MeasuredLine(text: text, width: 0, height: font.size * 1.2)
        return TextLine(text: line.text, origin: Point(x: rect.midX - line.width / 2, y: rect.midY - line.height / 2),
                        width: line.width, height: line.height, font: font, color: color)
    }

    /// A square tick box, ticked when `on`.
    static func tickBox(_ rect: Rect, on: Bool) -> [VectorShape] {
        var shapes = [outline(rect)]
        if on {
            func point(_ fx: Double, _ fy: Double) -> Point { Point(x: rect.x + fx * rect.width, y: rect.y + fy * rect.height) }
            shapes.append(.polyline([point(0.2, 0.52), point(0.42, 0.75), point(0.82, 0.22)], stroke: Theme.ink, lineWidth: 1.2))
        }
        return shapes
    }

    /// A circle for one of several exclusive options, filled in the middle when `on`.
    static func choiceCircle(_ rect: Rect, on: Bool) -> [VectorShape] {
        let centre = Point(x: rect.midX, y: rect.midY)
        var shapes = [VectorShape.circle(center: centre, radius: rect.width / 2 - Theme.line / 2, stroke: Theme.ink, lineWidth: Theme.line)]
        if on { shapes.append(.circle(center: centre, radius: rect.width / 4, fill: Theme.ink)) }
        return shapes
    }
}

/// Turns the date and time texts the decoders display into comb characters.
enum PaperDates {
    static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    /// `DD/MM/YYYY` from `dd/MM/yyyy`, `yyyy-MM-dd` or en-US medium (`Nov 1, 2014`); nil otherwise.
    static func date(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let numbers = trimmed.split(whereSeparator: { !$0.isNumber }).map(String.init)
        if trimmed.contains("/"), numbers.count >= 3, numbers[2].count == 4 { return format(day: numbers[0], month: numbers[1], year: numbers[2]) }
        if trimmed.contains("-"), numbers.count >= 3, numbers[0].count == 4 { return format(day: numbers[2], month: numbers[1], year: numbers[0]) }
        let words = trimmed.lowercased().split(whereSeparator: { !$0.isLetter })
        if let word = words.first, let month = months.firstIndex(of: String(word.prefix(3))), numbers.count >= 2, numbers[1].count == 4 {
            return format(day: numbers[0], month: String(month + 1), year: numbers[1])
        }
        return nil
    }

    /// `HH:MM` (24-hour) from `9:30 AM`, `21:30` or the time part of a date-time text
    /// (`2025-03-13T08:30:00+01:00`: the wall clock, not the offset); nil otherwise.
    static func time(_ text: String) -> String? {
        guard let match = text.firstMatch(of: /(\d{1,2}):(\d{2})/), var hour = Int(match.1), let minute = Int(match.2),
              hour < 24, minute < 60 else { return nil }
        let rest = text[match.range.upperBound...].uppercased()
        if rest.contains("PM"), hour < 12 { hour += 12 }
        if rest.contains("AM"), hour == 12 { hour = 0 }
        return pad(hour) + ":" + pad(minute)
    }

    private static func format(day: String, month: String, year: String) -> String? {
        guard let d = Int(day), let m = Int(month), (1...31).contains(d), (1...12).contains(m), year.count == 4 else { return nil }
        return pad(d) + "/" + pad(m) + "/" + year
    }

    private static func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
