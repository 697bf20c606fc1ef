import FormModel
import FormCairo

/// Turns font events into diagnostics that name where in the input the font or text came from:
/// a plain substitution of a mapped iOS font is a note; an unknown font name or text without
/// glyphs is a warning on the JSON path of the group or field that uses it (the field's path:
/// the facade does not know the format's key names).
enum FontDiagnostics {
    static func diagnostics(for events: [FontEvent], in form: Form) -> [Diagnostic] {
        events.map { event in
            switch event {
            case let .substituted(name, drawnWith, guessed):
                guard guessed else { return Diagnostic(.note, path: "", "font \"\(name)\" is drawn with the bundled \(drawnWith)") }
                return Diagnostic(path: path(usingFont: name, in: form), "font \"\(name)\" is not in Fonts/mapping.json; drawn with \(drawnWith)")
            case let .missingGlyphs(text):
                return Diagnostic(path: path(showing: text, in: form), "no bundled font has a glyph for some characters of \"\(quoted(text))\"; they are drawn as boxes")
            }
        }
    }

    private static func path(usingFont name: String, in form: Form) -> String {
        for group in form.groups where group.style.font?.name == name { return group.sourcePath }
        for cell in form.allCells {
            if cell.style.font?.name == name { return cell.sourcePath }
            if cell.style.titleFont?.name == name || cell.style.errorFont?.name == name { return cell.sourcePath }
        }
        return ""
    }

    /// At most 40 characters of a text, so a storm of unknown characters stays one readable line.
    private static func quoted(_ text: String) -> String {
        text.count <= 40 ? text : String(text.prefix(40)) + "…"
    }

    /// The path of the group or cell whose text holds `text` (a drawn line: wrapped lines are
    /// inside the text, not at its start).
    private static func path(showing text: String, in form: Form) -> String {
        let shown = text.hasSuffix("…") ? String(text.dropLast()) : text
        for group in form.groups where group.title?.text.contains(shown) == true { return group.sourcePath }
        for cell in form.allCells {
            if cell.label?.text.contains(shown) == true || cell.detail?.text.contains(shown) == true { return cell.sourcePath }
            if case let .text(value) = cell.value, value.contains(shown) { return cell.sourcePath }
            if cell.placeholder?.contains(shown) == true || cell.state.error?.contains(shown) == true { return cell.sourcePath }
            if cell.options.contains(where: { $0.contains(shown) }) { return cell.sourcePath }
        }
        return ""
    }
}
