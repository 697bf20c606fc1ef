import FormModel

/// A questionnaire's every branch: each question that some answer can reveal is kept, with the
/// answers that reveal it as its `routing`; a question hidden with nothing that can show it
/// stays hidden. It reads only the targets of the model (`CellLogic.targets` and each option's
/// targets: hyperoslo targets, GIGFormulary rules, kept by the native format), so it works the
/// same on every format.
struct EveryBranch {
    let log: DiagnosticLog

    /// The form with every revealable question shown and routed.
    func apply(to form: inout Form) {
        let questions = RoutingQuestions(form)
        let words = ConditionWords(questions: questions, log: log)
        var revealers: [Revealed: [RoutingCondition]] = [:]
        for cell in form.cells {
            for (index, option) in cell.logic.options.enumerated() {
                for target in option.targets where target.action == .show {
                    let title = cell.options.indices.contains(index) ? cell.options[index] : option.id.text
                    Self.add(.chosen(question: questions.title(cell.id), options: [title]), to: &revealers[Revealed(target)], merging: true)
                }
            }
            // A field's own show target without a condition runs when the field is first
            // displayed: what it shows is never conditional.
            for target in cell.logic.targets where target.action == .show {
                guard let condition = target.condition else { continue }
                for routing in words.conditions(condition, path: target.sourcePath + ".condition") {
                    Self.add(routing, to: &revealers[Revealed(target)], merging: false)
                }
            }
        }
        noteFormulas(in: &form, questions: questions)
        guard !revealers.isEmpty else { return }
        for g in form.groups.indices {
            for s in form.groups[g].sections.indices {
                let sectionRouting = revealers[Revealed(section: form.groups[g].sections[s].id)] ?? []
                for c in form.groups[g].sections[s].cells.indices {
                    let routing = sectionRouting + (revealers[Revealed(field: form.groups[g].sections[s].cells[c].id)] ?? [])
                    guard !routing.isEmpty else { continue }
                    form.groups[g].sections[s].cells[c].state.hidden = false
                    // A section's rules and spacers are revealed with it but ask nothing.
                    switch form.groups[g].sections[s].cells[c].kind {
                    case .separator, .spacer: continue
                    default: form.groups[g].sections[s].cells[c].routing = routing
                    }
                }
            }
        }
    }

    /// Each answer a formula computes says from which questions (hyperoslo's variable words that
    /// are field ids), so the reader knows not to answer it.
    private func noteFormulas(in form: inout Form, questions: RoutingQuestions) {
        for g in form.groups.indices {
            for s in form.groups[g].sections.indices {
                for c in form.groups[g].sections[s].cells.indices {
                    guard let formula = form.groups[g].sections[s].cells[c].logic.formula else { continue }
                    var titles: [String] = []
                    for id in HyperosloFormula.variables(formula) where questions.question(id) != nil {
                        let title = questions.title(id)
                        if !titles.contains(title) { titles.append(title) }
                    }
                    form.groups[g].sections[s].cells[c].computedFrom = titles
                }
            }
        }
    }

    /// Adds `routing`; options of the same question join one condition ("is A or B").
    private static func add(_ routing: RoutingCondition, to list: inout [RoutingCondition]?, merging: Bool) {
        var conditions = list ?? []
        defer { list = conditions }
        if conditions.contains(routing) { return }
        if merging, case let .chosen(question, options) = routing,
           let index = conditions.firstIndex(where: { if case .chosen(question, _) = $0 { true } else { false } }),
           case let .chosen(_, known) = conditions[index] {
            conditions[index] = .chosen(question: question, options: known + options.filter { !known.contains($0) })
            return
        }
        conditions.append(routing)
    }

    /// What a show target reveals: a field or a section (ids of the two may coincide).
    private struct Revealed: Hashable {
        var id: String
        var isSection: Bool
        init(_ target: Target) { id = target.id; isSection = target.kind == .section }
        init(field id: String) { self.id = id; isSection = false }
        init(section id: String) { self.id = id; isSection = true }
    }
}

/// The questions a condition can name: each field's title, kind and options by id.
struct RoutingQuestions {
    struct Question {
        var title: String
        var kind: CellKind
        var options: [(id: RawValue, title: String)]
    }

    private var byID: [String: Question] = [:]

    init(_ form: Form) {
        for cell in form.cells where byID[cell.id] == nil {
            let title = cell.label.map(\.text).flatMap { $0.isEmpty ? nil : $0 } ?? cell.id
            let options = cell.logic.options.enumerated().map { index, option in
                (option.id, cell.options.indices.contains(index) ? cell.options[index] : option.id.text)
            }
            byID[cell.id] = Question(title: title, kind: cell.kind, options: options)
        }
    }

    func question(_ id: String) -> Question? { byID[id] }

    /// The title a routing sentence names `id` by: its label, else the id itself.
    func title(_ id: String) -> String { byID[id]?.title ?? id }
}
