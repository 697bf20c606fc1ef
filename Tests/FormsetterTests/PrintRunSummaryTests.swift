import Foundation
@testable import Formsetter
import TestSupport
import Testing

@Suite("A print run's summary without every job's outcome: counts, failures and repeated diagnostics as a run that keeps them")
struct PrintRunSummaryTests {
    @Test("keepsOutcomes false: no outcome of a job that went well is held; the failed job in full; the same counts and repeats")
    func summaryWithoutOutcomes() throws {
        try withTemporaryFolder { folder in
            let form = try folder.writing(#"{"fields":[{"key":"navn","type":"text","label":"Navn"}]}"#, to: "a.json")
            // `alder` names no field (a warning in every job that reads its row); the last row has a cell too many.
            let records = try folder.writing("navn,alder\nOla,40\nKari,41\nPer,42,x\n", to: "people.csv")
            let plan = try RunPlan.records(RecordSet(contentsOf: records), form: form, outputFolder: folder.appendingPathComponent("out"), type: .svg)
            var run = PrintRun(options: Formsetter.Options(), type: .svg)
            run.workers = 2
            run.overwrite = true
            let kept = try run.run(plan)
            run.keepsOutcomes = false
            let reported = Counter()
            let lean = try run.run(plan) { _ in reported.add() }

            #expect(reported.value == 3)
            #expect(lean.outcomes.isEmpty)
            #expect(kept.outcomes.map(\.job.name) == ["people.csv line 2", "people.csv line 3", "people.csv line 4"])
            for summary in [kept, lean] {
                #expect(summary.jobs == 3)
                #expect(summary.ofRecords)
                #expect(summary.failed.map(\.job.name) == ["people.csv line 4"])
                #expect(summary.failed.map(\.failure) == ["3 cells, but the header has 2 columns"])
                #expect(summary.failed.map(\.failureCode) == [65])
                // Each of the two rows read warns of `alder` (and notes the font drawn instead of the system's).
                #expect(summary.repeated.map(\.jobs).allSatisfy { $0 == 2 })
                #expect(summary.repeated.filter { $0.diagnostic.path == "values.alder" }.map(\.jobs) == [2])
            }
            #expect(kept.diagnosticCount == kept.outcomes.reduce(0) { $0 + $1.diagnostics.count })
            #expect(lean.diagnosticCount == kept.diagnosticCount)
            // The same diagnostics (the order of one job's is a set's).
            #expect(Set(lean.diagnosticJobs.map(\.diagnostic)) == Set(kept.diagnosticJobs.map(\.diagnostic)))
            #expect(lean.repeated.count == kept.repeated.count)
            let manifest = try JSONSerialization.jsonObject(with: lean.manifest()) as! [String: Any]
            #expect(manifest["succeeded"] as? Int == 2)
            #expect(manifest["failed"] as? Int == 1)
        }
    }
}

/// Counts calls from several threads.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
