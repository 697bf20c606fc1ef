import FormModel

/// A questionnaire's every branch: each question that some answer can reveal is kept, with the
/// answers that make it apply as its `routing`; a question hidden with nothing that can show it
/// stays hidden. It reads only the targets of the model (`CellLogic.targets` and each option's
/// targets: hyperoslo targets, GIGFormulary rules, kept by the native format), so it works the
/// same on every format.
///
/// A question applies when its section is shown, it is shown and it is enabled. Each of the
/// three is decided by the rules that act on it: the answers that show (enable) it, any one
/// enough; where none does but some hide (disable) it, the answers that do not; nothing where
/// no rule acts on it. An `enable` counts only for a field that starts disabled or that some
/// answer disables: enabling an enabled field changes nothing.
struct EveryBranch {
    let log: DiagnosticLog

    /// The form with every revealable question shown and routed.
    func apply(to form: inout Form) {
        let questions = RoutingQuestions(form)
        let words = ConditionWords(questions: questions, log: log)
        var rules = Rules()
        for cell in form.cells {
            for (index, option) in cell.logic.options.enumerated() {
                let title = cell.options.indices.contains(index) ? cell.options[index] : option.id.text
                for target in option.targets {
                    rules.add(.chosen(question: questions.title(cell.id), options: [title]), target, merging: true)
                }
            }
            // A field's own target without a condition runs when the field is first displayed:
            // what it does is the screen's state, never conditional.
            for target in cell.logic.targets {
                guard let condition = target.condition, Rules.acts(target.action) else { continue }
                for routing in words.conditions(condition, path: target.sourcePath + ".condition") {
                    rules.add(routing, target, merging: false)
                }
            }
        }
        noteFormulas(in: &form, questions: questions)
        guard !rules.isEmpty else { return }
        for g in form.groups.indices {
            for s in form.groups[g].sections.indices {
                let section = Subject(id: form.groups[g].sections[s].id, isSection: true)
                for c in form.groups[g].sections[s].cells.indices {
                    let cell = form.groups[g].sections[s].cells[c]
                    let field = Subject(id: cell.id, isSection: false)
                    let shown = [rules.applies(section, reveal: .show, conceal: .hide), rules.applies(field, reveal: .show, conceal: .hide)]
                    let enabled = cell.state.disabled || rules.acts(.disable, on: field) ? rules.applies(field, reveal: .enable, conceal: .disable) : nil
                    // A question the screen starts without stays out unless some answer shows it.
                    if cell.state.hidden, !shown.contains(where: { $0?.revealed == true }) { continue }
                    let routing = combined((shown + [enabled]).compactMap { $0?.conditions }, path: cell.sourcePath)
                    guard !routing.isEmpty else { continue }
                    form.groups[g].sections[s].cells[c].state.hidden = false
                    // A section's rules and spacers are revealed with it but ask nothing.
                    switch cell.kind {
                    case .separator, .spacer: continue
                    default: form.groups[g].sections[s].cells[c].routing = routing
                    }
                }
            }
        }
    }

    /// More answers than a sentence can list: each pair of a section's and a field's conditions
    /// is one more alternative.
    static let maximumCombinations = 64

    /// Every one of `routings` (section shown, field shown, field enabled), as one routing; past
    /// `maximumCombinations` alternatives only the question's own rules, with a warning at `path`.
    private func combined(_ routings: [[RoutingCondition]], path: String) -> [RoutingCondition] {
        let nonEmpty = routings.filter { !$0.isEmpty }
        var count = 1
        for routing in nonEmpty {
            let (product, overflow) = count.multipliedReportingOverflow(by: routing.count)
            count = overflow ? Int.max : product
        }
        guard nonEmpty.count > 1, count > Self.maximumCombinations else { return nonEmpty.reduce([]) { Self.both($0, $1) } }
        log.warn(path, "the rules that show and enable this question give \(count == Int.max ? "too many" : String(count)) combinations of answers, more than \(Self.maximumCombinations) a routing sentence lists; it is printed with its own rules only")
        return nonEmpty.last!
    }

    /// Both of two routings (each a list of which any one is enough): every pair of their
    /// conditions; an empty routing always applies.
    static func both(_ first: [RoutingCondition], _ second: [RoutingCondition]) -> [RoutingCondition] {
        if first.isEmpty { return second }
        if second.isEmpty { return first }
        return first.flatMap { a in second.map { b in RoutingCondition.all(Self.parts(a) + Self.parts(b)) } }
    }

    private static func parts(_ condition: RoutingCondition) -> [RoutingCondition] {
        if case let .all(conditions) = condition { conditions } else { [condition] }
    }

    /// The condition that holds exactly when `condition` does not, as a routing.
    static func negation(_ condition: RoutingCondition) -> [RoutingCondition] {
        switch condition {
        case let .chosen(question, options): return [.notChosen(question: question, options: options)]
        case let .notChosen(question, options): return [.chosen(question: question, options: options)]
        case let .ticked(question, on): return [.ticked(question: question, on: !on)]
        case let .answered(question, answered): return [.answered(question: question, answered: !answered)]
        case let .compared(question, relation, value):
            let opposite = ["==": "!=", "!=": "==", "<": ">=", ">=": "<", ">": "<=", "<=": ">"]
            return [.compared(question: question, relation: opposite[relation] ?? relation, value: value)]
        // Ages are whole years: not under 26 is over 25.
        case let .age(question, "<", years): return [.age(question: question, relation: ">", years: years - 1)]
        case let .age(question, ">", years): return [.age(question: question, relation: "<", years: years + 1)]
        case let .age(question, "=", years): return [.age(question: question, relation: "!=", years: years)]
        case let .age(question, "!=", years): return [.age(question: question, relation: "=", years: years)]
        case let .age(question, relation, years): return [.expression("!(age(“\(question)”) \(relation) \(years))")]
        case let .expression(text): return [.expression("!" + (text.hasPrefix("(") ? text : "(" + text + ")"))]
        case let .all(conditions): return conditions.flatMap(negation)
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

    /// What a target acts on: a field or a section (ids of the two may coincide).
    struct Subject: Hashable {
        var id: String
        var isSection: Bool
    }

    /// Whether a subject applies, from the rules acting on it: `conditions` any one of which
    /// makes it apply; `revealed` when some rule shows or enables it.
    struct Applies {
        var conditions: [RoutingCondition]
        var revealed: Bool
    }

    /// The answers behind each show, hide, enable and disable target, by what it acts on.
    struct Rules {
        private var byAction: [Target.Action: [Subject: [RoutingCondition]]] = [:]

        var isEmpty: Bool { byAction.values.allSatisfy(\.isEmpty) }

        static func acts(_ action: Target.Action) -> Bool { [.show, .hide, .enable, .disable].contains(action) }

        func acts(_ action: Target.Action, on subject: Subject) -> Bool { byAction[action]?[subject] != nil }

        /// `routing` runs `target`; options of the same question join one condition ("is A or B").
        mutating func add(_ routing: RoutingCondition, _ target: Target, merging: Bool) {
            guard Self.acts(target.action) else { return }
            let subject = Subject(id: target.id, isSection: target.kind == .section)
            var conditions = byAction[target.action]?[subject] ?? []
            defer { byAction[target.action, default: [:]][subject] = conditions }
            if conditions.contains(routing) { return }
            if merging, case let .chosen(question, options) = routing,
               let index = conditions.firstIndex(where: { if case .chosen(question, _) = $0 { true } else { false } }),
               case let .chosen(_, known) = conditions[index] {
                conditions[index] = .chosen(question: question, options: known + options.filter { !known.contains($0) })
                return
            }
            conditions.append(routing)
        }

        /// When `subject` applies: the answers that `reveal` it, else those that do not
        /// `conceal` it (every one of them), else nil: no rule acts on it.
        func applies(_ subject: Subject, reveal: Target.Action, conceal: Target.Action) -> Applies? {
            if let revealing = byAction[reveal]?[subject], !revealing.isEmpty { return Applies(conditions: revealing, revealed: true) }
            guard let concealing = byAction[conceal]?[subject], !concealing.isEmpty else { return nil }
            return Applies(conditions: concealing.map(EveryBranch.negation).reduce([]) { EveryBranch.both($0, $1) }, revealed: false)
        }
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
