import FormFormats
import FormLayout
import Foundation

/// A print run: every job of a `RunPlan` rendered on several threads, each form's output
/// written by `OutputFiles`, and optionally every page also gathered into one merged PDF for
/// the printer (one outline entry per job). Progress and the summary are values; wording them
/// is the caller's.
public struct PrintRun: Sendable {
    /// How every job is drawn.
    public var options: Formsetter.Options
    public var type: OutputType
    public var scale: Double = 2
    public var linkMap: [String: String] = [:]
    /// Threads drawing jobs at once.
    public var workers: Int = ProcessInfo.processInfo.activeProcessorCount
    /// Whether `options.values` / `options.errors` were given for every job: sidecars are then
    /// not read (records still give each job its own values).
    public var valuesGiven = false
    public var errorsGiven = false
    /// Unknown value keys and unreadable sidecars fail the job instead of warning.
    public var strict = false
    /// Replace a regular file at an output's name even when this tool did not write it or it
    /// was changed since (a filled-in twin). A FIFO or a device there still fails the job.
    public var overwrite = false
    /// Also draw every job, in order, into this one PDF.
    public var merge: URL?
    /// The merged PDF's title.
    public var mergeTitle: String?
    /// Whether the summary keeps every job's outcome (`RunSummary.outcomes`, the manifest's job
    /// entries). Without them it keeps only counts, the failed jobs and each distinct diagnostic,
    /// so memory does not grow with the number of jobs; `progress` still sees every outcome.
    public var keepsOutcomes = true

    public init(options: Formsetter.Options, type: OutputType) {
        self.options = options; self.type = type
    }

    /// How one job went.
    public struct Outcome: Sendable {
        public var job: RunPlan.Job
        public var diagnostics: [Diagnostic] = []
        /// Why it failed, or nil.
        public var failure: String?
        /// The CLI's exit code for that failure (64 bad options, 65 bad input, 66 not found,
        /// 73 cannot write, 70 internal).
        public var failureCode: Int32 = 0
        /// The files written.
        public var files: [URL] = []
        public var succeeded: Bool { failure == nil }
    }

    /// Renders every job; `progress` is called from worker threads as each finishes (and once
    /// for the merged PDF, as a job without a form). Throws only for a failure of the whole run
    /// (fonts that cannot be set up); each job's failure is in its outcome.
    public func run(_ plan: RunPlan, progress: @escaping @Sendable (Outcome) -> Void = { _ in }) throws -> RunSummary {
        let started = Date()
        let workers = max(1, min(self.workers, plan.jobs.count))
        let fontFolders = options.skinOptions.style.fontDirectories.map { URL(fileURLWithPath: $0) }
        let instances = try (0..<workers).map { _ in try Formsetter(fontDirectories: fontFolders) }
        let board = JobBoard(count: plan.jobs.count, keepsOutcomes: keepsOutcomes)
        let mergeDone = DispatchGroup()
        // Jobs with output files are drawn by the workers; the merged PDF, drawn beside them on a
        // thread of its own, then only gathers pages. Without output files it is each job's outcome.
        let writesFiles = plan.jobs.contains { $0.output != nil }
        if let merge {
            let mergeInstance = try Formsetter(fontDirectories: fontFolders)
            mergeDone.enter()
            Thread.detachNewThread {
                defer { mergeDone.leave() }
                let outcome = self.merge(plan.jobs, into: merge, with: mergeInstance) { index, outcome in
                    guard !writesFiles else { return }
                    board.store(outcome, at: index)
                    progress(outcome)
                }
                board.setMerged(outcome)
            }
        }
        if writesFiles {
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                while let index = board.next() {
                    let outcome = render(plan.jobs[index], with: instances[worker])
                    board.store(outcome, at: index)
                    progress(outcome)
                }
            }
        }
        mergeDone.wait()
        return board.summary(type: type, notes: plan.notes, seconds: Date().timeIntervalSince(started), workers: workers)
    }

    /// The options one job is drawn with: the run's, its record's or sidecars' values and errors.
    public func options(for job: RunPlan.Job, log: DiagnosticLog) throws -> Formsetter.Options {
        var options = self.options
        if let record = job.record {
            options.values = try record.values.read()
            options.skinOptions.printRunRecord = PrintRunRecord(line: record.line, name: record.printedName)
        } else if !valuesGiven, let sidecar = job.valuesSidecar {
            options.values = try readSidecar(sidecar, log: log)
        }
        if !errorsGiven, let sidecar = job.errorsSidecar { options.errors = try readSidecar(sidecar, log: log) }
        return options
    }

    /// A sidecar's bytes; one that cannot be read is a warning (the form is drawn without it),
    /// or a failure when `strict`.
    private func readSidecar(_ url: URL, log: DiagnosticLog) throws -> Data? {
        do { return try InputFile.read(url, what: "sidecar") } catch {
            if strict { throw error }
            log.warn("", "\(error); drawn without it")
            return nil
        }
    }

    /// What one job draws: the form's bytes and options, and what reading them found.
    func prepare(_ job: RunPlan.Job, log: DiagnosticLog) throws -> (input: Data, options: Formsetter.Options) {
        let options = try options(for: job, log: log)
        return (try InputFile.read(job.form, what: "form"), options)
    }

    /// The failure a job's diagnostics make of it: a value the form cannot take (an error
    /// diagnostic, such as a text naming no option), taken out of `diagnostics` to be the
    /// failure's message; or with `strict`, a values key naming no field.
    func failure(taking diagnostics: inout [Diagnostic]) -> (code: Int32, message: String)? {
        if let index = diagnostics.firstIndex(where: { $0.severity == .error }) {
            let refused = diagnostics.remove(at: index)
            return (65, refused.path.isEmpty ? refused.message : "\(refused.path): \(refused.message)")
        }
        guard strict, let unknown = diagnostics.first(where: UnknownValueKey.matches) else { return nil }
        return (65, "--strict: \(unknown.path): \(unknown.message)")
    }

    /// Renders one job into its output files; a file at its output's name that this tool did
    /// not write, or that was changed since, is never replaced (unless `overwrite`), nor is
    /// anything that is not a regular file written into (a FIFO would stop the run). A job whose values the form cannot take writes no file.
    func render(_ job: RunPlan.Job, with formsetter: Formsetter) -> Outcome {
        var outcome = Outcome(job: job)
        let log = DiagnosticLog()
        var drawn: StreamedRender?
        do {
            let (input, options) = try prepare(job, log: log)
            guard let target = job.output else { throw FormsetterError.badRunInput("no output for \(job.name)") }
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            let files = try OutputFiles(target: target, type: type, replacing: overwrite ? .anyRegularFile : .onlyOurs, streams: false)
            outcome.files = try files.render {
                let streamed = try formsetter.render(input, options: options, as: type, scale: scale, linkMap: linkMap, to: files)
                drawn = streamed
                // Printed, the form would look complete with the value left out.
                if streamed.diagnostics.contains(where: { $0.severity == .error }) { throw RefusedValue() }
                return streamed
            }.files
        } catch is RefusedValue {
        } catch {
            outcome.diagnostics = log.items
            (outcome.failureCode, outcome.failure) = Self.describe(error)
            return outcome
        }
        guard let drawn else { return outcome }
        outcome.diagnostics = log.items + keepingKeysAside(drawn.diagnostics, of: job) + (type == .pdf ? Formsetter.unmappedLinks(drawn.links, linkMap: linkMap) : [])
        if let failure = failure(taking: &outcome.diagnostics) { (outcome.failureCode, outcome.failure) = failure }
        return outcome
    }

    /// Stops a job's output from being written when a value was refused.
    private struct RefusedValue: Error {}

    /// A failure's exit code and message.
    public static func describe(_ error: Error) -> (Int32, String) {
        switch error {
        case let broken as MergedPDF.Broken: describe(broken.underlying)
        case let failure as InputFile.Failure: (failure.code, failure.message)
        case let error as RenderError:
            switch error {
            case .imageTooLarge, .tooManyPixels: (65, error.description)
            case .outputFailed: (73, error.description)
            default: (70, error.description)
            }
        case let error as FormsetterError: (64, error.description)
        case let error as DecodeFailure: (65, "\(error)")
        // Foundation's write errors (a folder that cannot be made, a full disk): 512–639.
        case let error as CocoaError where (512..<640).contains(error.code.rawValue):
            (73, error.localizedDescription)
        default: (70, "\(error)")
        }
    }
}

/// The merged PDF of a run.
public struct MergeOutcome: Sendable {
    public var file: URL
    /// Jobs drawn into it, in order.
    public var entries: Int
    /// Jobs left out because they could not be drawn (their own outcome says why).
    public var left: [String]
    public var failure: String?
    public var failureCode: Int32 = 0
    /// What was decided for the whole file (a mix of looks leaves it untagged).
    public var notes: [Diagnostic] = []
}

extension PrintRun {
    /// Draws every job, in order, into one PDF at `file` with an outline entry per job.
    func merge(_ jobs: RunPlan.Jobs, into file: URL, with formsetter: Formsetter, drew: (Int, Outcome) -> Void) -> MergeOutcome {
        var outcome = MergeOutcome(file: file, entries: 0, left: [])
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            let files = try OutputFiles(target: file, type: .pdf, replacing: overwrite ? .anyRegularFile : .onlyOurs)
            let tagging = mergeTagging(jobs)
            outcome.notes = tagging.notes
            let document = MergedPDF(formsetter: formsetter, linkMap: linkMap, tagged: tagging.tagged, sink: files)
            for (index, job) in jobs.enumerated() {
                var drawn = Outcome(job: job)
                let log = DiagnosticLog()
                do {
                    let (input, options) = try prepare(job, log: log)
                    // A record whose value the form cannot take, or (`--strict`) with a misspelled key, is
                    // left out of the print file, as it fails its own output.
                    var refused: (code: Int32, message: String)?
                    let diagnostics = try document.add(input, options: options, title: job.stem) { decoded in
                        var kept = keepingKeysAside(decoded, of: job)
                        refused = failure(taking: &kept)
                        return refused == nil
                    }
                    drawn.diagnostics = log.items + keepingKeysAside(diagnostics, of: job)
                    if refused != nil { _ = failure(taking: &drawn.diagnostics) }
                    if let refused {
                        (drawn.failureCode, drawn.failure) = refused
                        outcome.left.append(job.name)
                    } else {
                        outcome.entries += 1
                    }
                } catch let error as MergedPDF.Broken {
                    throw error.underlying
                } catch {
                    outcome.left.append(job.name)
                    drawn.diagnostics = log.items
                    (drawn.failureCode, drawn.failure) = Self.describe(error)
                }
                drew(index, drawn)
            }
            do {
                try document.finish(title: mergeTitle ?? file.deletingPathExtension().lastPathComponent)
                try files.commit(pages: 1)
            } catch {
                files.discard()
                throw error
            }
        } catch {
            (outcome.failureCode, outcome.failure) = Self.describe(error)
        }
        return outcome
    }
}

extension PrintRun {
    /// Whether the merged PDF of `jobs` is tagged: only when every form's look tags its pages
    /// (paper), decided before the first page, since cairo tags a document from its first page
    /// to its last. A mix of looks gets a note; forms that cannot be read do not count (they are left out).
    func mergeTagging(_ jobs: RunPlan.Jobs) -> (tagged: Bool, notes: [Diagnostic]) {
        var looks: [Bool: String] = [:]
        var seen: Set<URL> = []
        for job in jobs where seen.insert(job.form).inserted {
            guard let input = try? InputFile.read(job.form, what: "form"),
                  let decoded = try? FormDecoder.decode(input, format: options.format) else { continue }
            let tags = Formsetter.tagsPages(decoded.form, options: options)
            if looks[tags] == nil { looks[tags] = job.form.relativePath }
        }
        guard let tagged = looks[true], let untagged = looks[false] else { return (looks[true] != nil, []) }
        return (false, [Diagnostic(.note, path: "", "the merged PDF mixes the paper look (\(tagged)) with looks that have no structure tags (\(untagged)), so it is not tagged for screen readers; merge the paper forms into a file of their own to keep their tags")])
    }
}
