import FormModel

/// The questions answered on paper that the form's routing says to skip ("Answer only if …",
/// `Cell.routing`): a question applies when any of its conditions holds. Conditions on a radio
/// group's choice or a check box are decided from the marks read; a question whose conditions
/// cannot all be decided that way (an age, a comparison, an expression, a mark under review) is
/// never reported.
enum RoutingCheck {
    /// The ids of the cells with an answer (a box ticked or written in) whose routing, as read,
    /// skips them.
    static func answeredButSkipped(_ boxes: [BoxReading], form: Form) -> [String] {
        let cells = form.allCells
        var byTitle: [String: [Cell]] = [:]
        for cell in cells { if let title = cell.label?.text, !title.isEmpty { byTitle[title, default: []].append(cell) } }
        let boxesByCell = Dictionary(grouping: boxes, by: \.id)
        /// Whether one of `options` of the radio group titled `question` is ticked; nil when the marks cannot tell.
        func chosen(_ question: String, _ options: [String]) -> Bool? {
            guard let cell = byTitle[question], cell.count == 1, let marks = boxesByCell[cell[0].id],
                  marks.allSatisfy({ $0.kind == .radio && $0.state != .review }) else { return nil }
            let ticked = marks.filter { $0.state == .ticked }
            guard ticked.count <= 1 else { return nil }
            return ticked.first.flatMap { $0.mark.value }.map(options.contains) ?? false
        }
        /// Whether `condition` holds on the marks read; nil when they cannot tell.
        func holds(_ condition: RoutingCondition) -> Bool? {
            switch condition {
            case let .chosen(question, options):
                return chosen(question, options)
            case let .notChosen(question, options):
                return chosen(question, options).map { !$0 }
            case let .all(conditions):
                let decided = conditions.map(holds)
                if decided.contains(false) { return false }
                return decided.allSatisfy { $0 == true } ? true : nil
            case let .ticked(question, on):
                guard let cell = byTitle[question], cell.count == 1, let marks = boxesByCell[cell[0].id], marks.count == 1,
                      marks[0].kind == .checkbox, marks[0].state != .review else { return nil }
                return (marks[0].state == .ticked) == on
            case .age, .answered, .compared, .expression:
                return nil
            }
        }
        return cells.compactMap { cell in
            guard !cell.routing.isEmpty, let marks = boxesByCell[cell.id],
                  marks.contains(where: { $0.state == .ticked || $0.written }) else { return nil }
            let decided = cell.routing.map(holds)
            return decided.allSatisfy({ $0 == false }) ? cell.id : nil
        }
    }
}
