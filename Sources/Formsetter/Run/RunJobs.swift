import Foundation

extension RunPlan {
    /// A plan's jobs: listed one by one (forms), or made from a run's records as each is asked
    /// for, so that a run holds each record once and no job besides (a job is 200 bytes).
    public struct Jobs: RandomAccessCollection, Sendable {
        private enum Storage: Sendable {
            case listed([Job])
            case records(RecordJobs)
        }

        private var storage: Storage

        /// `jobs` as they are.
        public init(_ jobs: [Job]) { storage = .listed(jobs) }

        init(_ records: RecordJobs) { storage = .records(records) }

        public var startIndex: Int { 0 }

        public var endIndex: Int {
            switch storage {
            case let .listed(jobs): jobs.count
            case let .records(records): records.records.count
            }
        }

        public subscript(index: Int) -> Job {
            switch storage {
            case let .listed(jobs): jobs[index]
            case let .records(records): records.job(index)
            }
        }

        /// The jobs `shard` takes: a record's by its place in the run, a form's by its place here.
        func taken(by shard: Shard) -> Jobs {
            switch storage {
            case let .listed(jobs):
                return Jobs(jobs.enumerated().compactMap { index, job in shard.takes(job.record?.position ?? index) ? job : nil })
            case var .records(records):
                let kept = records.records.indices.filter { shard.takes(records.records[$0].position) }
                records.stems = records.stems.map { stems in kept.map { stems[$0] } }
                records.records = kept.map { records.records[$0] }
                return Jobs(records)
            }
        }

        /// Sets `keys` aside in every job (`Job.keysAside`): jobs that set aside the same keys
        /// share one set with them added, not a copy each.
        mutating func setAside(_ keys: [String]) {
            switch storage {
            case var .listed(jobs):
                var widened: [Set<String>: Set<String>] = [:]
                for index in jobs.indices {
                    let aside = jobs[index].keysAside
                    let union = widened[aside] ?? aside.union(keys)
                    widened[aside] = union
                    jobs[index].keysAside = union
                }
                storage = .listed(jobs)
            case var .records(records):
                records.keysAside.formUnion(keys)
                storage = .records(records)
            }
        }
    }

    /// The jobs of a run's records: one form filled in by each record, into one folder.
    struct RecordJobs: Sendable {
        var records: [RecordSet.Record]
        /// Each record's output name, when it was not read with the record (`Record.outputName`).
        var stems: [String]?
        let form: URL
        let errors: URL?
        let outputFolder: URL?
        let type: OutputType?
        var keysAside: Set<String>

        func job(_ index: Int) -> Job {
            let record = records[index]
            let stem = stems?[index] ?? record.outputName ?? record.name
            return Job(form: form, record: record, errorsSidecar: errors, stem: stem, outputFolder: type == nil ? nil : outputFolder,
                       outputName: stem + "." + (type?.rawValue ?? ""), keysAside: keysAside)
        }
    }
}
