import Foundation
import NIOCore

/// The preview's open connections, oldest first. Past `maximum` the oldest is closed to make
/// room, so idle or slow connections (each closed within 10 s anyway) can delay a browser by
/// one connection at most and never use up the process's file descriptors.
final class ConnectionSlots: @unchecked Sendable {
    let maximum: Int
    private let lock = NSLock()
    private var open: [ObjectIdentifier: (order: Int, channel: any Channel)] = [:]
    private var admitted = 0

    init(maximum: Int) { self.maximum = max(1, maximum) }

    /// 256, or half the file descriptors this process may open when that is fewer.
    static func maximumForThisProcess() -> Int {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 256 }
        // RLIM_INFINITY is the largest value, so no limit gives 256 too.
        return Int(min(256, limit.rlim_cur / 2))
    }

    /// Counts `channel` in until it closes, closing the oldest connection when all slots are taken.
    func admit(_ channel: any Channel) {
        let key = ObjectIdentifier(channel)
        lock.lock()
        var evicted: (any Channel)?
        if open.count >= maximum, let oldest = open.min(by: { $0.value.order < $1.value.order }) {
            open[oldest.key] = nil
            evicted = oldest.value.channel
        }
        admitted += 1
        open[key] = (admitted, channel)
        lock.unlock()
        // Outside the lock: closing runs the channel's close callbacks, which take it.
        evicted?.close(promise: nil)
        channel.closeFuture.whenComplete { [weak self] _ in self?.release(key) }
    }

    private func release(_ key: ObjectIdentifier) {
        lock.lock()
        open[key] = nil
        lock.unlock()
    }
}
