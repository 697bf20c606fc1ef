import ArgumentParser
import Formsetter
import Foundation

extension Render {
    /// Whether this call renders several forms: more than one input, a folder, or `-j`.
    var isBatch: Bool {
        var isFolder: ObjCBool = false
        return !moreInputs.isEmpty || jobs != nil || (FileManager.default.fileExists(atPath: input.form.input, isDirectory: &isFolder) && isFolder.boolValue)
    }

    /// Renders every input into the -o folder on -j threads: progress on a terminal, warnings
    /// and errors named by file, a summary line; exit 1 when any form failed.
    func runBatch() throws {
        try runMapped {
            let started = Date()
            guard type != nil || output.map({ OutputType(fileName: $0) == nil }) ?? true else {
                throw UsageError("with several inputs, -o names a folder; choose the output type with --type")
            }
            let outputType = try type.map { name -> OutputType in
                guard let parsed = OutputType(rawValue: name.lowercased()) else { throw UsageError("--type must be png, pdf or svg") }
                return parsed
            } ?? .png
            guard output != "-" else { throw UsageError("several forms cannot go to standard output; give -o a folder") }
            if let jobs, !(1...256).contains(jobs) { throw UsageError("-j must be between 1 and 256") }
            let folder = output ?? "."
            let batch = try BatchRender(inputs: [input.form.input] + moreInputs, outputFolder: folder, type: outputType,
                                        workers: jobs ?? ProcessInfo.processInfo.activeProcessorCount)
            do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
                throw ExitWith(73, "cannot create the output folder \(folder)")
            }
            var (options, templateDiagnostics) = try input.options()
            if fillable { try makeFillable(&options, type: outputType) }
            let linkLog = DiagnosticLog()
            let links = try linkMap.map { try Formsetter.parseLinkMap(readInput($0, what: "link map"), log: linkLog) } ?? [:]
            report(templateDiagnostics + linkLog.items)
            let base = options
            let scale = scale, flagValues = input.form.values != nil, flagErrors = input.errors != nil
            let console = BatchConsole(total: batch.jobs.count, showsProgress: isatty(STDERR_FILENO) == 1)
            let outcomes = try batch.run(render: { formsetter, job in
                var options = base
                options.fallbackTitle = job.input.deletingPathExtension().lastPathComponent
                if !flagValues, let values = job.values { options.values = try readInput(values.path, what: "values file") }
                if !flagErrors, let errors = job.errors { options.errors = try readInput(errors.path, what: "errors file") }
                let files = OutputFiles(target: job.output, type: outputType)
                let streamed = try files.render {
                    try formsetter.render(try readInput(job.input.path, what: "input"), options: options, as: outputType,
                                          scale: scale, linkMap: links, to: files)
                }
                return streamed.diagnostics + (outputType == .pdf ? Formsetter.unmappedLinks(streamed.links, linkMap: links) : [])
            }, report: { _, job, outcome in console.finished(job, outcome) })
            let failed = outcomes.filter { $0.failure != nil }.count
            let warnings = outcomes.reduce(0) { $0 + $1.diagnostics.count }
            let seconds = String(format: "%.1f", Date().timeIntervalSince(started))
            console.summary("rendered \(outcomes.count - failed) of \(outcomes.count) forms to \(folder) in \(seconds) s with \(batch.workers) job\(batch.workers == 1 ? "" : "s")"
                + (failed > 0 ? "; \(failed) failed" : "") + (warnings > 0 ? "; \(warnings) diagnostics" : ""))
            if failed > 0 { throw ExitCode(1) }
        }
    }
}

/// The batch's stderr: per-file diagnostics and errors, a progress bar when it is a terminal.
private final class BatchConsole: @unchecked Sendable {
    private let lock = NSLock()
    private let total: Int
    private let showsProgress: Bool
    private var done = 0

    init(total: Int, showsProgress: Bool) { self.total = total; self.showsProgress = showsProgress }

    func finished(_ job: BatchRender.Job, _ outcome: BatchRender.Outcome) {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        var lines = outcome.diagnostics.map { "\(job.input.relativePath): \($0.description)" }
        if let failure = outcome.failure { lines.append("error: \(job.input.relativePath): \(failure)") }
        var text = showsProgress ? "\r\u{1B}[K" : ""
        text += lines.map { $0 + "\n" }.joined()
        if showsProgress {
            let width = 30, filled = width * done / max(1, total)
            text += "[" + String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled) + "] \(done)/\(total) \(job.input.lastPathComponent)"
        }
        FileHandle.standardError.write(Data(text.utf8))
    }

    func summary(_ line: String) {
        lock.lock()
        defer { lock.unlock() }
        FileHandle.standardError.write(Data(((showsProgress ? "\r\u{1B}[K" : "") + line + "\n").utf8))
    }
}
