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
        for chain in Self.cycles(in: updates) {
            let path = store.cell(chain[0])?.sourcePath ?? ""
            log.warn(path + ".targets", "targets update each other in a loop: \(chain.joined(separator: " → ")); each field's targets run at most \(HyperosloState.maximumRunsPerField) times")
        }
        for chain in Self.cycles(in: reads) {
            let path = store.cell(chain[0])?.sourcePath ?? ""
            log.warn(path + ".formula", "formulas read each other in a loop: \(chain.joined(separator: " → ")); each uses the other's current value")
        }
    }

    /// Every elementary loop found by an iterative depth-first search, as `a → b → a`, each once.
    static func cycles(in graph: [String: [String]]) -> [[String]] {
        var state: [String: Int] = [:]  // 1 = on the stack, 2 = finished
        var found: [[String]] = []
        for start in graph.keys.sorted() where state[start] == nil {
            var stack: [(node: String, next: Int)] = [(start, 0)]
            state[start] = 1
            while let top = stack.last {
                let edges = graph[top.node] ?? []
                if top.next < edges.count {
                    stack[stack.count - 1].next += 1
                    let target = edges[top.next]
                    switch state[target] {
                    case 1?:
                        let members = stack.map(\.node)
                        if let from = members.firstIndex(of: target) { found.append(Array(members[from...]) + [target]) }
                    case nil:
                        state[target] = 1
                        stack.append((target, 0))
                    default: break
                    }
                } else {
                    state[top.node] = 2
                    stack.removeLast()
                }
            }
        }
        return found
    }
}
