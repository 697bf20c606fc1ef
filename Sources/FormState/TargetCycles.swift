import FormModel

/// Finds loops among hyperoslo fields before targets run: a field whose targets update a field
/// whose own targets update the first again (the app keeps reloading them), and formulas that
/// read each other. Each loop is reported once, naming the chain.
struct TargetCycles {
    let store: HyperosloStore
    let log: DiagnosticLog

    func report() {
        var updates: [String: [String]] = [:]
        var reads: [String: [String]] = [:]
        // Only fields with edges are listed: one without can close no loop, and listing all of a
        // long form's fields made this the largest part of the state stage.
        for id in store.order {
            guard let cell = store.cell(id) else { continue }
            let updated = cell.logic.targets.filter { $0.action == .update && $0.kind == .field }.map(\.id)
            if !updated.isEmpty { updates[id] = updated }
            if let formula = cell.logic.formula {
                reads[id] = HyperosloFormula.variables(formula.replacingOccurrences(of: "$", with: "")).filter { store.contains($0) }
            }
        }
        report(Self.loops(in: updates), at: ".targets") { chain in
            "targets update each other in a loop: \(chain); each field's targets run at most \(HyperosloState.maximumRunsPerField) times"
        }
        report(Self.loops(in: reads), at: ".formula") { chain in
            "formulas read each other in a loop: \(chain); each uses the other's current value"
        }
    }

    /// Loops reported per form; past it one more warning counts the rest.
    static let maximumReportedLoops = 100

    private func report(_ loops: [Loop], at suffix: String, message: (String) -> String) {
        for loop in loops.prefix(Self.maximumReportedLoops) {
            let path = (store.cell(loop.chain[0])?.sourcePath ?? "") + suffix
            var text = Self.shortened(loop.chain)
            if loop.members > loop.chain.count - 1 { text += " (one of the loops among \(loop.members) fields that reach each other)" }
            log.warn(path, message(text))
        }
        if loops.count > Self.maximumReportedLoops, let first = loops.dropFirst(Self.maximumReportedLoops).first {
            let path = (store.cell(first.chain[0])?.sourcePath ?? "") + suffix
            log.warn(path, "and \(loops.count - Self.maximumReportedLoops) more sets of fields in loops, not listed")
        }
    }

    /// Fields named in one loop's chain; a longer chain keeps its first and last names.
    static let maximumNamesInChain = 10

    private static func shortened(_ chain: [String]) -> String {
        guard chain.count > maximumNamesInChain else { return chain.joined(separator: " → ") }
        let head = chain.prefix(maximumNamesInChain - 2), tail = chain.suffix(2)
        return (head + ["… \(chain.count - maximumNamesInChain) more …"] + tail).joined(separator: " → ")
    }

    /// A set of fields that all reach each other (a strongly connected component with a loop),
    /// named by a shortest loop through its first field: `a → b → a`.
    struct Loop: Equatable {
        var chain: [String]
        var members: Int
    }

    /// One `Loop` per strongly connected set, in the order of the sets' first fields (sorted):
    /// linear in the graph's size, where listing every elementary loop is exponential.
    static func loops(in graph: [String: [String]]) -> [Loop] {
        let names = Set(graph.keys).union(graph.values.joined()).sorted()
        var index: [String: Int] = [:]
        for (position, name) in names.enumerated() { index[name] = position }
        let edges = names.map { (graph[$0] ?? []).compactMap { index[$0] } }
        return StronglyConnected.components(edges).compactMap { component -> Loop? in
            let first = component.min()!
            guard component.count > 1 || edges[first].contains(first) else { return nil }
            let chain = StronglyConnected.shortestLoop(through: first, within: Set(component), edges: edges)
            return Loop(chain: chain.map { names[$0] }, members: component.count)
        }.sorted { $0.chain[0] < $1.chain[0] }
    }
}
