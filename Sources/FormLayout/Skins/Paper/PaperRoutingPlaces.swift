import FormModel

/// Says where routing points, as census forms do: a condition names its question by number
/// when questions are numbered ("3. …") and says "(below)" of one printed later when they are
/// not; and an option that skips the questions right after its own says where to go on
/// ("Nei → go to 5"). It fills each cell's `routingPlaces` once the paper look has numbered
/// its questions (`PaperNumbering`).
enum PaperRoutingPlaces {
    /// `titles`: each cell's title as its routing names it (its label before numbering, else its
    /// id); `numbers`: the number printed before each numbered question, by cell id.
    static func apply(to form: inout Form, titles: [String: String], numbers: [String: Int]) {
        var position: [String: Int] = [:]
        var titleCount: [String: Int] = [:]
        var idByTitle: [String: String] = [:]
        for cell in form.cells where !cell.state.hidden && position[cell.id] == nil {
            position[cell.id] = position.count
            guard let title = titles[cell.id] else { continue }
            titleCount[title, default: 0] += 1
            idByTitle[title] = cell.id
        }
        // A title two questions share names neither for certain.
        idByTitle = idByTitle.filter { titleCount[$0.key] == 1 }
        // A long answer printed in parts keeps its number; its first part carries the routing.
        var seen: Set<String> = []
        let numbered = form.cells.filter { seen.insert($0.id).inserted }.compactMap { cell in numbers[cell.id].map { (cell: cell, number: $0) } }
            .sorted { $0.number < $1.number }
        for g in form.groups.indices {
            for s in form.groups[g].sections.indices {
                for c in form.groups[g].sections[s].cells.indices {
                    let cell = form.groups[g].sections[s].cells[c]
                    guard !cell.state.hidden, let here = position[cell.id] else { continue }
                    var places = RoutingPlaces()
                    for title in Set(cell.routing.flatMap(named)) {
                        guard let id = idByTitle[title] else { continue }
                        if let number = numbers[id] {
                            places.numbers[title] = number
                        } else if let there = position[id], there > here {
                            places.later.insert(title)
                        }
                    }
                    if let number = numbers[cell.id], let title = titles[cell.id], idByTitle[title] == cell.id {
                        places.goTo = goTo(after: number, question: title, options: cell.options, numbered: numbered)
                    }
                    form.groups[g].sections[s].cells[c].routingPlaces = places
                }
            }
        }
    }

    /// By option index, the question to go on with when choosing the option skips the numbered
    /// questions right after question `number`: the first that does not depend on `question`
    /// alone or that the option makes apply. An option skipping to the end says nothing.
    private static func goTo(after number: Int, question: String, options: [String], numbered: [(cell: Cell, number: Int)]) -> [Int: Int] {
        var goTo: [Int: Int] = [:]
        let following = numbered.filter { $0.number > number }
        for (index, option) in options.enumerated() {
            let skips = { (next: (cell: Cell, number: Int)) in
                !next.cell.routing.isEmpty && next.cell.routing.allSatisfy { holds($0, question: question, option: option) == false }
            }
            guard let first = following.first, skips(first), let next = following.first(where: { !skips($0) }) else { continue }
            goTo[index] = next.number
        }
        return goTo
    }

    /// Whether `condition` holds when `question` is answered `option`; nil when it depends on
    /// another question.
    private static func holds(_ condition: RoutingCondition, question: String, option: String) -> Bool? {
        switch condition {
        case let .chosen(title, options) where title == question: options.contains(option)
        case let .notChosen(title, options) where title == question: !options.contains(option)
        case let .all(conditions):
            conditions.map { holds($0, question: question, option: option) }.contains(false) ? false : nil
        default: nil
        }
    }

    /// The titles of the questions `condition` names (an expression's are already in its text).
    private static func named(_ condition: RoutingCondition) -> [String] {
        switch condition {
        case let .chosen(question, _), let .notChosen(question, _), let .ticked(question, _), let .age(question, _, _),
             let .answered(question, _), let .compared(question, _, _):
            [question]
        case .expression: []
        case let .all(conditions): conditions.flatMap(named)
        }
    }
}
