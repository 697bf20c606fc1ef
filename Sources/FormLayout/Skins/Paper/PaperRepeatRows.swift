import FormModel

/// Blank entries of a repeating section (children, tickets) to fill in by hand: after the
/// section's last entry, `count` more built from its template, numbered on from the entries
/// there are, then a note to continue on a separate sheet.
enum PaperRepeatRows {
    static func add(_ count: Int, to group: inout Group, note: String) {
        guard count > 0 else { return }
        var s = 0
        while s < group.sections.count {
            let section = group.sections[s]
            guard !section.template.isEmpty else { s += 1; continue }
            let prefix = section.id + "["
            var last = s
            while last + 1 < group.sections.count, group.sections[last + 1].id.hasPrefix(prefix) { last += 1 }
            let first = last - s
            var added: [Section] = (first..<(first + count)).map { index in
                Section(id: "\(section.id)[\(index)]", cells: section.template.map { blank($0, index: index) } + [rule(after: "\(section.id)[\(index)]")])
            }
            added[added.count - 1].cells.append(Cell(id: "\(section.id)-separate-sheet", kind: .label, label: RichText(note)))
            group.sections.insert(contentsOf: added, at: last + 1)
            s = last + 1 + added.count
        }
    }

    /// A template cell as entry `index`, empty; its formula reads the entry's own fields, as
    /// hyperoslo's template insertion makes it.
    private static func blank(_ template: Cell, index: Int) -> Cell {
        var cell = template
        cell.id = template.id.replacingOccurrences(of: ":index", with: "\(index)")
        cell.isSpareEntry = true
        if let formula = template.logic.formula { cell.logic.formula = formula.replacingOccurrences(of: ":index", with: "\(index)") }
        cell.value = cell.kind == .toggle || cell.kind == .checkbox ? .toggle(false) : .empty
        cell.state.hidden = false
        return cell
    }

    private static func rule(after id: String) -> Cell { Cell(id: "separator-" + id, kind: .separator) }
}
