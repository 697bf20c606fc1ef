import Foundation
import FormModel

extension HyperosloState {
    /// The form as the first screen (or, with `validate`, the screen after `validate`) shows it;
    /// the store gives its form up for it, so the state cannot be run again.
    mutating func takeResolvedForm() -> Form {
        let display = HyperosloDisplay(log: log, timeZone: options.timeZone, zoneUnstated: options.timeZoneSource == .unstated,
                                       locale: options.locale, printed: options.printed)
        let failures = failuresByField()
        var form = store.takeForm()
        for g in form.groups.indices {
            for s in form.groups[g].sections.indices {
                let sectionHidden = store.hiddenSections.contains(form.groups[g].sections[s].id)
                for c in form.groups[g].sections[s].cells.indices {
                    // Changed in place: a copy of each cell was most of this pass.
                    resolve(&form.groups[g].sections[s].cells[c], sectionHidden: sectionHidden, display: display, failures: failures)
                }
            }
        }
        return form
    }

    /// One cell as drawn: hidden, disabled, its displayed value, valid or invalid.
    private func resolve(_ cell: inout Cell, sectionHidden: Bool, display: HyperosloDisplay, failures: [String: HyperosloValidator.Failure]) {
        if sectionHidden { cell.state.hidden = true }
        guard cell.logic.type != nil else { return }
        let id = cell.id
        let type = HyperosloType(cell.logic)
        cell.state.hidden = sectionHidden || store.hiddenFields.contains(id)
        cell.state.disabled = store.disabled[id] ?? cell.state.disabled
        // FORMTextFieldCell shows no placeholder while the field is disabled.
        if cell.state.disabled { cell.placeholder = nil }
        var value = store.value[id]
        // A segment keeps the option id it was given (FORMSegmentFieldCell selects nothing on
        // screen); paper shows that option.
        if options.printed, type.isSegment, case let .raw(raw)? = value, let index = HyperosloStore.option(in: cell.logic.options, matching: raw) {
            value = .option(index)
        }
        (cell.value, cell.ungroupedValue) = display.shown(value, cell: cell, type: type)
        if type.validatesWhenDrawn || options.validate {
            cell.state.invalid = failures[id] != nil
            cell.state.valid = type.validatesWhenDrawn && failures[id] == nil && cell.value != .empty
        }
        // An error label given by the user (--errors) always marks the field invalid.
        if cell.state.error != nil { cell.state.invalid = true; cell.state.valid = false }
    }

    /// `validate` on every field on screen (hidden ones are not in `group.fields`).
    func failuresByField() -> [String: HyperosloValidator.Failure] {
        let validator = HyperosloValidator(log: log, patterns: patterns)
        var failures: [String: HyperosloValidator.Failure] = [:]
        for id in store.order where store.isVisible(id) {
            guard let cell = store.cell(id), HyperosloType(cell.logic).holdsValue else { continue }
            var dependent: HyperosloFieldValue??
            if let other = cell.rules.compareTo, !other.isEmpty {
                // `fieldForFieldID:inSection:` looks only in the field's own section.
                let sameSection = store.sectionID(of: other) == store.sectionID(of: id)
                dependent = .some(sameSection ? store.value[other] : nil)
            }
            if let failure = validator.validate(store.value[id], cell: cell, dependent: dependent) { failures[id] = failure }
        }
        return failures
    }

    /// `FORMDataSource.values` after load and display, and a message per invalid field.
    func report() -> ValidationReport {
        let messages = failuresByField().mapValues(\.rawValue)
        let values = store.values.filter { !store.contains($0.key) || store.isVisible($0.key) }
        return ValidationReport(valuesJSON: StateJSON.object(values), errors: messages)
    }
}
