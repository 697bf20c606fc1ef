import Foundation
import Formsetter
import TestSupport
import Testing

/// The fixtures rendered through the Swift API on one thread and on two threads at once (each
/// with its own Formsetter) must give the same PNG, PDF and SVG bytes. Run under AddressSanitizer
/// with `swift test --sanitize=address --filter ThreadIdentityTests` (see the README).
@Suite("Thread identity: 1 and 2 threads give the same bytes")
struct ThreadIdentityTests {
    struct Job: Sendable {
        var name: String
        var json: Data
        var options: Formsetter.Options
    }

    static func jobs() throws -> [Job] {
        var jobs: [Job] = []
        for format in ["hyperoslo", "gigformulary", "formworks"] {
            for input in try Paths.inputs(format) {
                var options = try input.options(width: FixtureInput.width(for: format))
                jobs.append(Job(name: "\(input).screen", json: try Data(contentsOf: input.json), options: options))
                options.page = .a4
                options.width = nil
                jobs.append(Job(name: "\(input).a4", json: try Data(contentsOf: input.json), options: options))
            }
        }
        return jobs
    }

    /// Every output of one job: the PNG and SVG pages and the PDF, named by type and page.
    static func render(_ job: Job, with formsetter: Formsetter) -> [String: Data] {
        guard let result = try? formsetter.layout(job.json, options: job.options) else { return ["\(job.name).failed": Data()] }
        var outputs: [String: Data] = [:]
        for type in [OutputType.png, .pdf, .svg] {
            let pages = (try? formsetter.render(result, as: type, scale: 1)) ?? []
            for (index, page) in pages.enumerated() { outputs["\(job.name).\(type.rawValue).\(index + 1)"] = page }
        }
        return outputs
    }

    static func batch(_ jobs: [Job], threads: Int) throws -> [String: Data] {
        let formsetters = try (0..<threads).map { _ in try Formsetter() }
        let collected = Collected()
        DispatchQueue.concurrentPerform(iterations: threads) { worker in
            for index in stride(from: worker, to: jobs.count, by: threads) {
                collected.add(render(jobs[index], with: formsetters[worker]))
            }
        }
        return collected.outputs
    }

    @Test("PNG, PDF and SVG bytes of every fixture are identical between 1 and 2 threads")
    func identicalBytes() throws {
        let jobs = try Self.jobs()
        let single = try Self.batch(jobs, threads: 1)
        let double = try Self.batch(jobs, threads: 2)
        #expect(!single.keys.contains { $0.hasSuffix(".failed") })
        #expect(single.count >= jobs.count * 3)
        #expect(Set(single.keys) == Set(double.keys))
        for key in single.keys.sorted() where single[key] != double[key] {
            Issue.record("\(key): \(single[key]?.count ?? 0) bytes on 1 thread, \(double[key]?.count ?? 0) on 2, and they differ")
        }
    }
}

/// Outputs gathered from several threads.
private final class Collected: @unchecked Sendable {
    private var stored: [String: Data] = [:]
    private let lock = NSLock()
    func add(_ outputs: [String: Data]) { lock.withLock { stored.merge(outputs) { first, _ in first } } }
    var outputs: [String: Data] { lock.withLock { stored } }
}
