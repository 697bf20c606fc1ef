import FormModel

/// Formworks answers as the library checks them (formats.md §4.1, §4.2): the pattern must match
/// the whole answer, case-sensitively (NSPredicate `MATCHES`). README: an empty answer is
/// acceptable only when not required; HEAD (`FWTextComponentViewModel.content`): a required
/// answer must match (an empty pattern accepts even an empty answer), an optional one may be empty.
struct FormworksState {
    let log: DiagnosticLog
    let patterns: PatternMatcher

    private var isReadme: (Form) -> Bool { { $0.settings["dialect"] == "readme" } }

    /// Answers shown; icons: the check mark for an acceptable non-empty answer, the red mark for
    /// an unacceptable one (an empty required field keeps the asterisk from `required`).
    func resolve(_ form: Form) -> Form {
        var form = form
        for g in form.groups.indices {
            for s in form.groups[g].sections.indices {
                for c in form.groups[g].sections[s].cells.indices where form.groups[g].sections[s].cells[c].logic.type != nil {
                    var cell = form.groups[g].sections[s].cells[c]
                    let text = cell.logic.raw?.text ?? ""
                    cell.value = text.isEmpty ? .empty : .text(text)
                    if !text.isEmpty {
                        let acceptable = accepts(cell, text: text, readme: isReadme(form))
                        cell.state.valid = acceptable
                        cell.state.invalid = !acceptable
                    }
                    if cell.state.error != nil { cell.state.invalid = true; cell.state.valid = false }
                    form.groups[g].sections[s].cells[c] = cell
                }
            }
        }
        return form
    }

    /// Submit: valid when every component accepts its answer; the values in the README's long or
    /// short output (formats.md §4.4).
    func report(_ form: Form) -> ValidationReport {
        let readme = isReadme(form)
        var errors: [String: String] = [:]
        var components: [String] = []
        let long = form.settings["responseType"] != "short"
        for cell in form.cells where cell.logic.type != nil {
            let text = cell.logic.raw?.text ?? ""
            if !accepts(cell, text: text, readme: readme) {
                errors[cell.id] = text.isEmpty ? "an answer is required" : (FormworksState.hints[cell.logic.validators.first?.name ?? ""] ?? "does not match the pattern")
            }
            // The README output names every text component "text"; HEAD's names its type key.
            let type = readme ? "text" : (cell.logic.type ?? "text")
            var members = [("id", StateJSON.string(cell.id)), ("type", StateJSON.string(type))]
            if long {
                members += [("title", StateJSON.string(cell.label?.text ?? "")), ("description", StateJSON.string(cell.detail?.text ?? "")),
                            ("validator", StateJSON.string(cell.logic.validators.first?.name ?? ""))]
            }
            members.append(("value", StateJSON.string(text)))
            components.append(StateJSON.ordered(members))
        }
        let root = StateJSON.ordered([("id", StateJSON.string(form.settings["id"] ?? form.groups.first?.id ?? "form")),
                                      ("title", StateJSON.string(form.title ?? "")),
                                      ("responseType", StateJSON.string(long ? "long" : "short")),
                                      ("components", "[" + components.joined(separator: ",") + "]")])
        return ValidationReport(valuesJSON: root, errors: errors)
    }

    private func accepts(_ cell: Cell, text: String, readme: Bool) -> Bool {
        let required = cell.rules.required
        if readme { return text.isEmpty ? !required : matches(cell, text) }
        if required { return matches(cell, text) }
        return text.isEmpty || matches(cell, text)
    }

    /// A whole, case-sensitive match; no pattern (or one that does not compile) accepts anything.
    private func matches(_ cell: Cell, _ text: String) -> Bool {
        guard let pattern = cell.rules.pattern, !pattern.isEmpty else { return true }
        guard let matched = patterns.matches(pattern: pattern, text: text, whole: true, caseInsensitive: false) else {
            log.warn(cell.sourcePath + ".regex", "the regular expression \"\(pattern.prefix(80))\": \(patterns.problem(with: pattern) ?? "not evaluated"); any answer is accepted")
            return true
        }
        return matched
    }

    /// The rule texts shown under the input, used as the error messages of `validate`.
    static let hints: [String: String] = [
        "email": "Please provide a valid e-mail address.",
        "phonenumber": "Please type in a Brazillian phone number.",
        "numerical": "Only numerical characters are accepted.",
        "max32": "Maximum limit of 32 characters.",
    ]
}
