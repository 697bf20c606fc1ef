import FormFormats
import FormLayout
import Foundation

/// What a run did, for the summary line and the `--report` manifest. Of the jobs that went
/// well it holds counts and each distinct diagnostic with the number of jobs it was found in;
/// the failed jobs in full; every job's outcome only when the run kept them
/// (`PrintRun.keepsOutcomes`), so a run of a million records need not hold a million outcomes.
public struct RunSummary: Sendable {
    public var type: OutputType
    /// Every job's outcome, in the plan's order, when the run kept them (`PrintRun.keepsOutcomes`),
    /// else empty. Outcomes share one copy of each distinct diagnostic.
    public var outcomes: [Outcome]
    /// How many jobs were drawn (or, when the merged PDF failed before it drew them all, reached).
    public var jobs: Int
    /// The jobs that failed, in the plan's order, whether or not the outcomes were kept.
    public var failed: [Outcome]
    /// How many diagnostics the jobs' outcomes held, all counted.
    public var diagnosticCount: Int
    /// Whether the jobs filled in records (a mail merge) rather than rendering forms.
    public var ofRecords: Bool
    /// Every distinct diagnostic of the jobs with the number of jobs it was found in, in the order
    /// a pass over the outcomes in the plan's order would first meet them.
    public var diagnosticJobs: [(diagnostic: Diagnostic, jobs: Int)]
    public var notes: [Diagnostic]
    public var merged: MergeOutcome?
    public var seconds: Double
    public var workers: Int

    public typealias Outcome = PrintRun.Outcome

    public var succeeded: Bool { failed.isEmpty && merged?.failure == nil }

    /// Diagnostics that recur across jobs, most common first: each with the number of jobs it was found in.
    public var repeated: [(diagnostic: Diagnostic, jobs: Int)] {
        diagnosticJobs.filter { $0.jobs > 1 }.sorted { $0.jobs > $1.jobs }
    }

    /// The `--report` manifest: every job with its input, record, output files, status and
    /// diagnostics, then the merged PDF; sorted keys, so two runs of the same inputs compare equal
    /// but for `seconds`. Its job entries are the kept outcomes: a run that did not keep them
    /// (`PrintRun.keepsOutcomes` false) lists none, though its counts are the run's.
    public func manifest(shard: Shard? = nil) -> Data {
        func diagnostics(_ items: [Diagnostic]) -> [[String: String]] {
            items.map { ["severity": $0.severity.rawValue, "path": $0.path, "message": $0.message] }
        }
        var entries: [[String: Any]] = []
        for outcome in outcomes {
            var entry: [String: Any] = ["input": outcome.job.form.path, "status": outcome.succeeded ? "ok" : "failed",
                                        "outputs": outcome.files.map(\.path), "diagnostics": diagnostics(outcome.diagnostics)]
            if let record = outcome.job.record { entry["record"] = record.source }
            if let failure = outcome.failure { entry["error"] = failure; entry["exit"] = Int(outcome.failureCode) }
            entries.append(entry)
        }
        var root: [String: Any] = ["type": type.rawValue, "jobs": entries, "failed": failed.count, "succeeded": jobs - failed.count,
                                   "notes": diagnostics(notes), "seconds": (seconds * 10).rounded() / 10]
        if let shard { root["shard"] = shard.description }
        if let merged {
            var entry: [String: Any] = ["file": merged.file.path, "entries": merged.entries, "left": merged.left]
            if let failure = merged.failure { entry["error"] = failure }
            root["merged"] = entry
        }
        return (try? JSONSerialization.data(withJSONObject: root, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])) ?? Data("{}".utf8)
    }
}

/// Hands out job indices and takes in outcomes, from several threads, keeping of each outcome
/// only what the summary needs (`RunSummary`).
final class JobBoard: @unchecked Sendable {
    private let lock = NSLock()
    private let count: Int
    private var nextIndex = 0
    private var mergeOutcome: MergeOutcome?
    /// Every job's outcome by index, when kept; else empty.
    private var kept: [PrintRun.Outcome?]
    private var failures: [(index: Int, outcome: PrintRun.Outcome)] = []
    private var reported = 0
    private var diagnosticCount = 0
    private var ofRecords = false
    private var tallies: [Diagnostic: Tally] = [:]

    /// A distinct diagnostic: where a pass in the plan's order first meets it (the job, then its
    /// place in that job's set of diagnostics), and in how many jobs it was found.
    private struct Tally {
        var first: (job: Int, place: Int)
        var jobs: Int
    }

    init(count: Int, keepsOutcomes: Bool) {
        self.count = count
        kept = keepsOutcomes ? Array(repeating: nil, count: count) : []
    }

    func next() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard nextIndex < count else { return nil }
        defer { nextIndex += 1 }
        return nextIndex
    }

    /// Counts the outcome of job `index`; keeps it when it failed or outcomes are kept, its
    /// diagnostics then sharing the copy of each the board already holds.
    func store(_ outcome: PrintRun.Outcome, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        reported += 1
        // A plan's jobs are all records or all forms.
        if reported == 1 { ofRecords = outcome.job.record != nil }
        diagnosticCount += outcome.diagnostics.count
        for (place, diagnostic) in Set(outcome.diagnostics).enumerated() {
            if let known = tallies.index(forKey: diagnostic) {
                tallies.values[known].jobs += 1
                if (index, place) < tallies.values[known].first { tallies.values[known].first = (index, place) }
            } else {
                tallies[diagnostic] = Tally(first: (index, place), jobs: 1)
            }
        }
        guard !kept.isEmpty || !outcome.succeeded else { return }
        var shared = outcome
        shared.diagnostics = outcome.diagnostics.map { tallies.keys[tallies.index(forKey: $0)!] }
        if !kept.isEmpty { kept[index] = shared }
        if !outcome.succeeded { failures.append((index, shared)) }
    }

    func setMerged(_ outcome: MergeOutcome) {
        lock.lock()
        mergeOutcome = outcome
        lock.unlock()
    }

    var merged: MergeOutcome? {
        lock.lock()
        defer { lock.unlock() }
        return mergeOutcome
    }

    /// The run's summary from what was reported.
    func summary(type: OutputType, notes: [Diagnostic], seconds: Double, workers: Int) -> RunSummary {
        lock.lock()
        defer { lock.unlock() }
        let diagnosticJobs = tallies.sorted { $0.value.first < $1.value.first }.map { (diagnostic: $0.key, jobs: $0.value.jobs) }
        return RunSummary(type: type, outcomes: kept.compactMap { $0 }, jobs: reported, failed: failures.sorted { $0.index < $1.index }.map(\.outcome),
                          diagnosticCount: diagnosticCount, ofRecords: ofRecords, diagnosticJobs: diagnosticJobs, notes: notes + (mergeOutcome?.notes ?? []),
                          merged: mergeOutcome, seconds: seconds, workers: workers)
    }
}
