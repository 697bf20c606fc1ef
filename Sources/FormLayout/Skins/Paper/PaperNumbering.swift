import FormModel

/// Question numbers (`--number-questions`): "1. ", "2. ", … before the title of each question
/// printed, in reading order. The rows of a repeating section (children, tickets) are a table
/// to fill in, not questions of their own, so they are not numbered and do not count.
enum PaperNumbering {
    /// A cell the reader answers: not text, links, rules, spacers, buttons or hidden cells.
    static func isQuestion(_ cell: Cell) -> Bool {
        guard !cell.state.hidden, let label = cell.label, !label.isEmpty else { return false }
        switch cell.kind {
        case .label, .link, .separator, .spacer, .button: return false
        default: return true
        }
    }

    /// The indices of `group`'s sections that are entries of a repeating section (`<id>[n]`
    /// after the section holding the template), given or added by `PaperRepeatRows`.
    static func entrySections(of group: Group) -> Set<Int> {
        var entries: Set<Int> = []
        for (index, section) in group.sections.enumerated() where !section.template.isEmpty {
            var next = index + 1
            while next < group.sections.count, group.sections[next].id.hasPrefix(section.id + "[") {
                entries.insert(next)
                next += 1
            }
        }
        return entries
    }

    /// `cell` with `number` before its title; its links keep their spans.
    static func numbered(_ cell: Cell, _ number: Int) -> Cell {
        guard let label = cell.label else { return cell }
        var cell = cell
        let prefix = "\(number). "
        let shift = prefix.utf16.count
        cell.label = RichText(prefix + label.text, links: label.links.map { .init(range: ($0.range.lowerBound + shift)..<($0.range.upperBound + shift), target: $0.target) })
        return cell
    }
}
