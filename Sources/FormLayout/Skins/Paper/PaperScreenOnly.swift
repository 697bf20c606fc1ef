import FormModel

/// Fields that exist only for the screen, left off paper: buttons, passwords (nobody writes a
/// password on a form that others handle), and the boxes that ask for a value again to catch a
/// typing error ("Repeat your e-mail", "Confirm password").
public enum PaperScreenOnly {
    /// The ids of `form`'s cells that paper leaves out; with `keepingFields` (`--as-shown`) only
    /// the buttons, as the screen's state is printed.
    public static func ids(in form: Form, keepingFields: Bool = false) -> Set<String> {
        var ids: Set<String> = []
        var order: [String: Int] = [:]
        for (index, cell) in form.cells.enumerated() {
            order[cell.id] = order[cell.id] ?? index
            if isScreenOnly(cell, keepingFields: keepingFields) { ids.insert(cell.id) }
        }
        guard !keepingFields else { return ids }
        // A GIGFormulary `compare` lists the fields that must be equal, on any of them: every
        // one after the first in reading order asks again.
        for cell in form.cells {
            for validator in cell.logic.validators where validator.name == "compare" {
                let listed = validator.items.filter { order[$0] != nil }.sorted { order[$0]! < order[$1]! }
                ids.formUnion(listed.dropFirst())
            }
        }
        return ids
    }

    /// Whether `cell` is screen-only by itself, whatever the other fields are.
    public static func isScreenOnly(_ cell: Cell, keepingFields: Bool = false) -> Bool {
        cell.kind == .button || (!keepingFields && (cell.kind == .secureText || confirmsByRule(cell)))
    }

    /// A field whose rule is to equal another one (hyperoslo `compare_rule` `==`, a SwiftFormBuilder
    /// text item that `.depend(on:)` another with `.equal`).
    static func confirmsByRule(_ cell: Cell) -> Bool {
        guard let other = cell.rules.compareTo, !other.isEmpty, other != cell.id else { return false }
        return cell.rules.compareRule == "==" || cell.rules.compareRule == "="
    }
}
