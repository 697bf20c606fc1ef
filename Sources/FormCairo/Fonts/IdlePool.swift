import Foundation

/// Objects kept between uses, each lent to one user at a time: a `FontSystem` keeps its Pango
/// workspaces here, so a print run's next record measures and draws with what the records before
/// it shaped. At most `keeping` wait; more are dropped when given back.
final class IdlePool<Item>: @unchecked Sendable {
    private let lock = NSLock()
    private var idle: [Item] = []
    private let keeping: Int

    init(keeping: Int) { self.keeping = keeping }

    /// An idle item, or a new one from `make`.
    func take(orMake make: () -> Item) -> Item {
        lock.withLock { idle.popLast() } ?? make()
    }

    /// The item `take` would lend next, if one waits.
    func peek() -> Item? { lock.withLock { idle.last } }

    /// `item` is free again.
    func giveBack(_ item: Item) {
        lock.withLock { if idle.count < keeping { idle.append(item) } }
    }
}
