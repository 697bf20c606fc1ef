import Foundation
import FormModel

/// GIGFormulary on send (formats.md §1.4, §1.10): every validator of every field; the error label
/// shows the mandatory-first message; `recoverFormModel` gives the values.
struct GIGFormularyState {
    let log: DiagnosticLog
    let patterns: PatternMatcher
    let options: StateOptions

    private var validation: GIGFormularyValidation {
        let now = Calendar(identifier: .gregorian).dateComponents(in: options.timeZone, from: Date())
        return GIGFormularyValidation(log: log, patterns: patterns, today: (now.year ?? 1970, now.month ?? 1, now.day ?? 1))
    }

    /// The initial screen as given; with `validate`, the error labels after send.
    func resolve(_ form: Form) -> Form {
        guard options.validate else { return form }
        let errors = self.errors(form)
        var form = form
        for g in form.groups.indices {
            for s in form.groups[g].sections.indices {
                for c in form.groups[g].sections[s].cells.indices {
                    let cell = form.groups[g].sections[s].cells[c]
                    // A message from --errors (loadError) stays; send would replace it only when the field fails.
                    guard let message = errors[cell.id] else { continue }
                    form.groups[g].sections[s].cells[c].state.error = message
                    form.groups[g].sections[s].cells[c].state.invalid = true
                }
            }
        }
        return form
    }

    func report(_ form: Form) -> ValidationReport {
        var values: [String: RawValue] = [:]
        for cell in fields(form) {
            switch cell.logic.type {
            case "text": values[cell.id] = .string(text(of: cell).trimmingCharacters(in: CharacterSet(charactersIn: " \t")))
            case "picker": values[cell.id] = .string(key(of: cell))
            case "datePicker": values[cell.id] = .string(text(of: cell))
            case "boolean": values[cell.id] = .bool(cell.value == .toggle(true))
            default: break
            }
        }
        return ValidationReport(valuesJSON: StateJSON.object(values), errors: errors(form))
    }

    /// Field key → message of every field whose validators fail (index cells have none).
    private func errors(_ form: Form) -> [String: String] {
        let cells = fields(form)
        var compared: [String: String] = [:]
        for cell in cells { compared[cell.id] = comparable(cell) }
        var errors: [String: String] = [:]
        let validation = self.validation
        for cell in cells {
            if let message = validation.error(of: cell, value: value(of: cell), values: compared) { errors[cell.id] = message }
        }
        return errors
    }

    private func fields(_ form: Form) -> [Cell] {
        form.cells.filter { $0.logic.type != nil && $0.logic.type != "index" }
    }

    private func text(of cell: Cell) -> String {
        if case let .text(text) = cell.value { return text }
        return ""
    }

    /// The selected option's key; the first option when untouched.
    private func key(of cell: Cell) -> String {
        let index: Int = if case let .option(i) = cell.value { i } else { 0 }
        guard cell.logic.options.indices.contains(index) else { return "" }
        return cell.logic.options[index].id.text
    }

    private func value(of cell: Cell) -> GIGFormularyValidation.Value {
        switch cell.logic.type {
        case "picker": return .text(key(of: cell))
        case "boolean": return .flag(cell.value == .toggle(true))
        case "datePicker":
            let parts = text(of: cell).split(separator: "/").compactMap { Int($0) }
            return parts.count == 3 ? .date(day: parts[0], month: parts[1], year: parts[2]) : .none
        default:
            if case let .text(text) = cell.value { return .text(text) }
            return .text("")
        }
    }

    /// What `compare` reads for a key: `fieldValue as? String`, so a picker's key and a text field's
    /// text; a check box (Bool) and a date (Date) read as "", as a missing key does.
    private func comparable(_ cell: Cell) -> String {
        switch cell.logic.type {
        case "picker": key(of: cell)
        case "boolean", "datePicker": ""
        default: text(of: cell)
        }
    }
}
