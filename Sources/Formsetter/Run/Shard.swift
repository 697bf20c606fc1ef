import Foundation

/// One machine's share of a run: shard `index` of `count` takes every `count`-th input or
/// record, starting with the `index`-th (1-based), in the run's own order. The share depends
/// only on the list, so N machines given the same inputs and K = 1…N write disjoint outputs
/// whose union is the whole run, with no coordinator.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// 1…count.
    public let index: Int
    public let count: Int

    /// The largest number of shards.
    public static let maximumCount = 10_000

    public init(_ index: Int, of count: Int) throws(FormsetterError) {
        guard (1...Self.maximumCount).contains(count), (1...count).contains(index) else {
            throw .badShard("\(index)/\(count)")
        }
        self.index = index; self.count = count
    }

    /// `K/N`, as `--shard` and `FORMSETTER_SHARD` write it.
    public init(parsing text: String) throws(FormsetterError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0].trimmingCharacters(in: .whitespaces)),
              let count = Int(parts[1].trimmingCharacters(in: .whitespaces)) else { throw .badShard(text) }
        try self.init(index, of: count)
    }

    /// The shard a run takes: `--shard K/N` (`option`), else `FORMSETTER_SHARD=K/N`, else with
    /// `--shards N` Kubernetes Indexed Jobs' `JOB_COMPLETION_INDEX` (0-based) as K − 1; nil for
    /// the whole run.
    public static func resolve(option: String?, shards: Int?, environment: [String: String] = ProcessInfo.processInfo.environment) throws(FormsetterError) -> Shard? {
        if let option { return try Shard(parsing: option) }
        if let value = environment["FORMSETTER_SHARD"], !value.isEmpty { return try Shard(parsing: value) }
        guard let shards else { return nil }
        guard let value = environment["JOB_COMPLETION_INDEX"], let index = Int(value) else {
            throw .badRunInput("\(shards) shards need JOB_COMPLETION_INDEX (set by a Kubernetes Indexed Job), or give the shard as K/N")
        }
        // Checked before the 1-based shard is made: Int.max + 1 would trap.
        guard (0..<shards).contains(index) else {
            throw .badRunInput("JOB_COMPLETION_INDEX=\(value) is no index of \(shards) shards (0 to \(shards - 1))")
        }
        return try Shard(index + 1, of: shards)
    }

    /// Whether the item at `position` (0-based, in the run's order) is this shard's.
    public func takes(_ position: Int) -> Bool { position % count == index - 1 }

    /// This shard's items of `items`, in order.
    public func share<T>(of items: [T]) -> [T] {
        items.enumerated().compactMap { takes($0.offset) ? $0.element : nil }
    }

    public var description: String { "\(index)/\(count)" }
}
