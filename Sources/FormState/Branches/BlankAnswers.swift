import FormModel

/// A blank form: every value the reader did not give (`CellLogic.fromValues`) is taken out —
/// default options, formula results, values written in the form — after the library's state is
/// resolved, so a given value still selects its branch.
enum BlankAnswers {
    static func apply(to form: inout Form) {
        for g in form.groups.indices {
            for s in form.groups[g].sections.indices {
                for c in form.groups[g].sections[s].cells.indices where !form.groups[g].sections[s].cells[c].logic.fromValues {
                    switch form.groups[g].sections[s].cells[c].kind {
                    // Their text is the form's wording, not an answer.
                    case .label, .link, .separator, .spacer, .button, .custom: continue
                    case .toggle, .checkbox: form.groups[g].sections[s].cells[c].value = .toggle(false)
                    default: form.groups[g].sections[s].cells[c].value = .empty
                    }
                }
            }
        }
    }
}
