/// Graph searches over nodes numbered 0..<n, iterative so a long chain cannot exhaust the stack.
enum StronglyConnected {
    /// Tarjan's strongly connected components, each as its node numbers.
    static func components(_ edges: [[Int]]) -> [[Int]] {
        let count = edges.count
        var order = [Int](repeating: -1, count: count)
        var lowest = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var stack: [Int] = []
        var components: [[Int]] = []
        var next = 0
        for root in 0..<count where order[root] < 0 {
            var work: [(node: Int, edge: Int)] = [(root, 0)]
            order[root] = next; lowest[root] = next; next += 1
            stack.append(root); onStack[root] = true
            while let top = work.last {
                if top.edge < edges[top.node].count {
                    work[work.count - 1].edge += 1
                    let target = edges[top.node][top.edge]
                    if order[target] < 0 {
                        order[target] = next; lowest[target] = next; next += 1
                        stack.append(target); onStack[target] = true
                        work.append((target, 0))
                    } else if onStack[target] {
                        lowest[top.node] = min(lowest[top.node], order[target])
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last { lowest[parent.node] = min(lowest[parent.node], lowest[top.node]) }
                guard lowest[top.node] == order[top.node] else { continue }
                var component: [Int] = []
                while let member = stack.popLast() {
                    onStack[member] = false
                    component.append(member)
                    if member == top.node { break }
                }
                components.append(component)
            }
        }
        return components
    }

    /// A shortest loop from `start` back to it through `members` only, by breadth-first search:
    /// `[start, …, start]`. `start` must lie on a loop within `members`.
    static func shortestLoop(through start: Int, within members: Set<Int>, edges: [[Int]]) -> [Int] {
        var cameFrom: [Int: Int] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]; head += 1
            for target in edges[node] where members.contains(target) {
                if target == start {
                    var path: [Int] = []
                    var step = node
                    while step != start { path.append(step); step = cameFrom[step]! }
                    return [start] + path.reversed() + [start]
                }
                if cameFrom[target] == nil { cameFrom[target] = node; queue.append(target) }
            }
        }
        return [start, start]
    }
}
