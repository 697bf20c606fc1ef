import Foundation
import FormModel

/// Runs a hyperoslo form the way FORMData and FORMDataSource do before the user touches it
/// (formats.md §2.9): load-time targets of initial and default options, then each displayed
/// field's own targets, formulas through `update`, and the validators.
struct HyperosloState {
    let log: DiagnosticLog
    let patterns: PatternMatcher
    let options: StateOptions
    var store: HyperosloStore
    private var conditions: ConditionCache
    private var formulaResults = HyperosloFormulaRunner.Memo()

    init(form: consuming Form, options: StateOptions, patterns: PatternMatcher, log: DiagnosticLog) {
        self.log = log; self.patterns = patterns; self.options = options
        store = HyperosloStore(form: consume form)
        conditions = ConditionCache(log: log)
    }

    /// The state after load and the first display of every field.
    mutating func run() {
        TargetCycles(store: store, log: log).report()
        load()
        display()
    }

    // MARK: - Load (FORMData generateFormsWithJSON)

    private mutating func load() {
        var hides: [Target] = []
        var updates: [Target] = []
        for id in store.order {
            guard let cell = store.cell(id) else { continue }
            let type = HyperosloType(cell.logic)
            if cell.state.hidden { hides.append(Target(id: id, action: .hide, sourcePath: cell.sourcePath + ".hidden")) }
            if cell.logic.raw == .null { store.values[id] = .null }
            let raw = cell.logic.raw.flatMap { $0 == .null ? nil : optionIDs(in: $0, of: cell, type: type) }
            if let raw {
                store.values[id] = raw
                if type.isSelect {
                    // A value naming no option was reported by `optionIDs`.
                    if let index = store.option(of: id, matching: raw) { store.value[id] = .option(index) }
                } else if type.isMultiSelect {
                    let chosen: [RawValue] = if case let .array(items) = raw { items } else { [raw] }
                    store.value[id] = .options(cell.logic.options.indices.filter { index in chosen.contains { store.option(of: id, matching: $0) == index } })
                } else {
                    store.value[id] = HyperosloFieldValue.assigned(raw, type: type)
                }
            }
            for (index, option) in cell.logic.options.enumerated() {
                let chosen: Bool
                if cell.logic.fromValues, let raw { chosen = store.option(of: id, matching: raw) == index } else {
                    chosen = option.isDefault && store.value[id] == nil
                    if chosen {
                        store.value[id] = .option(index)
                        store.values[id] = option.id
                    }
                }
                guard chosen else { continue }
                for target in option.targets where holds(target) {
                    // `disable` is only recorded at load (disabledFieldsIDs); it changes nothing drawn.
                    if target.action == .hide { hides.append(target) }
                    if target.action == .update { updates.append(target) }
                }
            }
        }
        _ = update(updates)
        for target in hides where holds(target) {
            switch target.kind {
            case .field where store.contains(target.id): store.hiddenFields.insert(target.id)
            case .section where store.sectionExists(target.id): store.hiddenSections.insert(target.id)
            default: unknown(target)
            }
        }
    }

    /// `given` with the title of an option of a select, segment or multi-select replaced by
    /// the option's id; a value naming no option, or several, is reported and kept as given.
    private func optionIDs(in given: RawValue, of cell: Cell, type: HyperosloType) -> RawValue {
        guard type.isSelect || type.isSegment || type.isMultiSelect else { return given }
        if type.isMultiSelect, case let .array(items) = given { return .array(items.map { optionID(in: $0, of: cell) }) }
        return optionID(in: given, of: cell)
    }

    private func optionID(in given: RawValue, of cell: Cell) -> RawValue {
        let choice = HyperosloOptionChoice(given, options: cell.logic.options, titles: cell.options)
        if case let .option(index) = choice {
            return HyperosloStore.option(in: cell.logic.options, matching: given) == index ? given : cell.logic.options[index].id
        }
        // An empty text chooses nothing, as an empty cell does.
        if given != .string(""), let problem = choice.problem(given: given, options: cell.logic.options, titles: cell.options, path: cell.valuePath,
                                                              severity: cell.logic.fromValues ? .error : .warning) {
            log.add(problem)
        }
        return given
    }

    // MARK: - Display (FORMBaseFieldCell updateWithField → processTargets)

    /// How often one field's targets may run while the first screen settles; a target loop
    /// (a updates b, b updates a) would otherwise run for ever, as it does in the app.
    static let maximumRunsPerField = 4

    private mutating func display() {
        var queue = store.order.filter { store.isVisible($0) && !store.isCollapsed($0) && !(store.targets($0)?.isEmpty ?? true) }
        // Runs done plus runs still queued, per field.
        var scheduled: [String: Int] = [:]
        for id in queue { scheduled[id, default: 0] += 1 }
        var next = 0
        while next < queue.count {
            let id = queue[next]
            next += 1
            guard let targets = store.targets(id) else { continue }
            let touched = process(targets)
            for other in touched where store.isVisible(other) && !store.isCollapsed(other) && !(store.targets(other)?.isEmpty ?? true) {
                if scheduled[other, default: 0] >= Self.maximumRunsPerField { continue }
                scheduled[other, default: 0] += 1
                queue.append(other)
            }
        }
    }

    /// `processTargets:`: show, hide (each sorted by type), update/clear, enable, disable.
    /// Returns the fields shown or reloaded, whose cells are configured again.
    mutating func process(_ targets: [Target]) -> [String] {
        func sorted(_ action: Target.Action) -> [Target] {
            targets.enumerated().filter { $0.element.action == action }
                .sorted { ($0.element.kind.rawValue, $0.offset) < ($1.element.kind.rawValue, $1.offset) }.map(\.element)
        }
        var touched = show(sorted(.show))
        hide(sorted(.hide))
        touched += update(targets.filter { $0.action == .update || $0.action == .clear })
        enable(targets.filter { $0.action == .enable }, enabled: true)
        enable(targets.filter { $0.action == .disable }, enabled: false)
        return touched
    }

    private mutating func show(_ targets: [Target]) -> [String] {
        var shown: [String] = []
        for target in targets where holds(target) {
            switch target.kind {
            case .field:
                guard store.contains(target.id) else { unknown(target); continue }
                if store.hiddenFields.remove(target.id) != nil {
                    store.publish([target.id])
                    shown.append(target.id)
                }
            case .section:
                guard store.sectionExists(target.id) else { unknown(target); continue }
                if store.hiddenSections.remove(target.id) != nil {
                    let ids = store.fields(inSection: target.id)
                    store.publish(ids)
                    shown += ids
                }
            }
        }
        return shown
    }

    private mutating func hide(_ targets: [Target]) {
        for target in targets where holds(target) {
            switch target.kind {
            case .field:
                guard store.contains(target.id) else { unknown(target); continue }
                guard store.isVisible(target.id) else { continue }
                store.hiddenFields.insert(target.id)
                store.values[target.id] = nil
            case .section:
                guard store.sectionExists(target.id) else { unknown(target); continue }
                guard store.hiddenSections.insert(target.id).inserted else { continue }
                for id in store.fields(inSection: target.id) { store.values[id] = nil }
            }
        }
    }

    /// `updateTargets:`: a `target_value`, a clear, or the target's formula.
    private mutating func update(_ targets: [Target]) -> [String] {
        var updated: [String] = []
        for target in targets where holds(target) && target.kind == .field && !store.hiddenFields.contains(target.id) {
            guard let cell = store.cell(target.id) else { unknown(target); continue }
            let type = HyperosloType(cell.logic)
            updated.append(target.id)
            if let value = target.value, value != .null {
                if type.isSelect {
                    if let index = store.option(of: target.id, matching: value) {
                        store.value[target.id] = .option(index)
                        store.values[target.id] = cell.logic.options[index].id
                    }
                } else {
                    store.value[target.id] = HyperosloFieldValue.assigned(value, type: type)
                    store.values[target.id] = store.output(target.id)
                }
            } else if target.action == .clear {
                store.value[target.id] = nil
                store.values[target.id] = .null
            } else if let formula = cell.logic.formula {
                HyperosloFormulaRunner(store: store, log: log).run(formula, for: cell, type: type, memo: &formulaResults)
                    .apply(to: &store, id: target.id, type: type)
            }
        }
        return updated
    }

    private mutating func enable(_ targets: [Target], enabled: Bool) {
        for target in targets where holds(target) && target.kind == .field && !store.hiddenFields.contains(target.id) {
            guard store.contains(target.id) else { unknown(target); continue }
            store.disabled[target.id] = !enabled
        }
    }

    private mutating func holds(_ target: Target) -> Bool {
        guard let condition = target.condition else { return true }
        return conditions.holds(condition, path: target.sourcePath + ".condition", values: store.values)
    }

    private func unknown(_ target: Target) {
        log.warn(target.sourcePath + ".id", "no \(target.kind.rawValue) has id \"\(target.id)\"; the \(target.action.rawValue) target does nothing")
    }
}
