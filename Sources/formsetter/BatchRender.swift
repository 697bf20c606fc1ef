import Formsetter
import Foundation

/// `formsetter render a.json b.json dir/ -o out/ [-j N]`: many forms in one process, each
/// written into the output folder as it is rendered, with its sidecars picked up.
struct BatchRender {
    /// One form to render and where it goes.
    struct Job {
        var input: URL
        var values: URL?
        var errors: URL?
        var output: URL
    }

    /// How one form went.
    struct Outcome {
        var diagnostics: [Diagnostic] = []
        var failure: String?
    }

    let jobs: [Job]
    let type: OutputType
    let workers: Int

    /// Expands the inputs (folders: their *.json files but the sidecars, sorted) and names each
    /// output `<out>/<input name>.<type>`. Throws UsageError for missing inputs or clashing names.
    init(inputs: [String], outputFolder: String, type: OutputType, workers: Int) throws {
        var files: [URL] = []
        for path in inputs {
            guard path != "-" else { throw UsageError("standard input cannot be one of several inputs") }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw ExitWith(66, "input not found: \(path)") }
            if isFolder.boolValue {
                let folder = URL(fileURLWithPath: path)
                let names = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
                files += names.filter { $0.hasSuffix(".json") && !Self.isSidecar($0) }.map { folder.appendingPathComponent($0) }
            } else {
                files.append(URL(fileURLWithPath: path))
            }
        }
        guard !files.isEmpty else { throw UsageError("no form files (*.json) in \(inputs.joined(separator: ", "))") }
        let folder = URL(fileURLWithPath: outputFolder)
        var seen: [String: URL] = [:]
        jobs = try files.map { input in
            let stem = input.deletingPathExtension().lastPathComponent
            if let other = seen.updateValue(input, forKey: stem) {
                throw UsageError("\(input.path) and \(other.path) would both write \(stem).\(type.rawValue) in \(outputFolder)")
            }
            return Job(input: input, values: Self.sidecar(of: input, "values"), errors: Self.sidecar(of: input, "errors"),
                       output: folder.appendingPathComponent("\(stem).\(type.rawValue)"))
        }
        self.type = type
        self.workers = max(1, min(workers, files.count))
    }

    static func isSidecar(_ name: String) -> Bool { name.hasSuffix(".values.json") || name.hasSuffix(".errors.json") }

    /// `NAME.values.json` beside `NAME.json`, when it exists.
    static func sidecar(of input: URL, _ kind: String) -> URL? {
        let url = input.deletingPathExtension().appendingPathExtension("\(kind).json")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// Renders every job on `workers` threads, each with a Formsetter of its own; `render`
    /// renders one job with the given instance. Reports each form as it finishes; returns the
    /// outcomes in input order.
    func run(render: @escaping @Sendable (Formsetter, Job) throws -> [Diagnostic], report: @escaping @Sendable (Int, Job, Outcome) -> Void) throws -> [Outcome] {
        let instances = try (0..<workers).map { _ in try Formsetter() }
        let board = OutcomeBoard(count: jobs.count)
        let jobs = self.jobs
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            let formsetter = instances[worker]
            while let index = board.next() {
                var outcome = Outcome()
                do { outcome.diagnostics = try render(formsetter, jobs[index]) } catch {
                    outcome.failure = Self.message(for: error)
                }
                board.store(outcome, at: index)
                report(index, jobs[index], outcome)
            }
        }
        return board.outcomes
    }

    static func message(for error: Error) -> String {
        if let exit = error as? ExitWith { return exit.message }
        return "\(error)"
    }
}

/// Hands out job indices and keeps outcomes, from several threads.
private final class OutcomeBoard: @unchecked Sendable {
    private let lock = NSLock()
    private var nextIndex = 0
    private var stored: [BatchRender.Outcome]

    init(count: Int) { stored = Array(repeating: BatchRender.Outcome(), count: count) }

    func next() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard nextIndex < stored.count else { return nil }
        defer { nextIndex += 1 }
        return nextIndex
    }

    func store(_ outcome: BatchRender.Outcome, at index: Int) {
        lock.lock()
        stored[index] = outcome
        lock.unlock()
    }

    var outcomes: [BatchRender.Outcome] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
