import FormModel
import FormCairo

/// Turns font events into diagnostics that name where in the input the font or text came from:
/// a plain substitution of a mapped iOS font is a note; an unknown font name or text without
/// glyphs is a warning on the JSON path of the group or field that uses it.
enum FontDiagnostics {
    static func diagnostics(for events: [FontEvent], in form: Form) -> [Diagnostic] {
        events.map { event in
            switch event {
            case let .substituted(name, drawnWith, guessed):
                guard guessed else { return Diagnostic(.note, path: "", "font \"\(name)\" is drawn with the bundled \(drawnWith)") }
                return Diagnostic(path: path(usingFont: name, in: form), "font \"\(name)\" is not in Fonts/mapping.json; drawn with \(drawnWith)")
            case let .missingGlyphs(text):
                return Diagnostic(path: path(showing: text, in: form), "no bundled font has a glyph for some characters of \"\(text)\"; they are drawn as boxes")
            }
        }
    }

    private static func path(usingFont name: String, in form: Form) -> String {
        for group in form.groups where group.style.font?.name == name { return group.sourcePath + ".styles.font" }
        for cell in form.allCells {
            if cell.style.font?.name == name { return cell.sourcePath + ".styles.font" }
            if cell.style.titleFont?.name == name { return cell.sourcePath + ".styles.heading_label_font" }
        }
        return ""
    }

    private static func path(showing text: String, in form: Form) -> String {
        let shown = text.hasSuffix("…") ? String(text.dropLast()) : text
        for group in form.groups where group.title?.text.hasPrefix(shown) == true { return group.sourcePath + ".title" }
        for cell in form.allCells {
            if cell.label?.text.hasPrefix(shown) == true { return cell.sourcePath + ".title" }
            if case let .text(value) = cell.value, value.hasPrefix(shown) { return cell.sourcePath + ".value" }
            if cell.placeholder?.hasPrefix(shown) == true { return cell.sourcePath + ".placeholder" }
            if cell.options.contains(where: { $0.hasPrefix(shown) }) { return cell.sourcePath + ".values" }
        }
        return ""
    }
}
