import ArgumentParser
import Formsetter
import Foundation

extension Render {
    /// Whether this call is a run over several forms or records: more than one input, a folder,
    /// `-j`, `--merge` or a run option.
    var isBatch: Bool {
        !moreInputs.isEmpty || jobs != nil || merge != nil || runOptions.makeRun || isFolder(input.form.input)
            || output.map { $0.hasSuffix("/") || isFolder($0) } == true
    }

    private func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// Renders every input (or record) into the -o folder on -j threads through the library's
    /// `PrintRun`: progress on a terminal, diagnostics named by input, a summary naming the
    /// type and the failed inputs; exit 1 when any failed.
    func runBatch() throws {
        try runMapped {
            if let output, output != "-", OutputType(fileName: output) != nil, type == nil, !isFolder(output) {
                throw UsageError("a run writes into a folder: -o names a folder, not the file \(output) (use --merge FILE.pdf for one print file)")
            }
            guard output != "-" else { throw UsageError("several forms cannot go to standard output; give -o a folder") }
            if let jobs, !(1...256).contains(jobs) { throw UsageError("-j must be between 1 and 256") }
            if merge != nil, fillable { throw UsageError("--merge makes one print file; fillable twins are one per form (drop --merge or --fillable)") }
            if let merge, OutputType(fileName: merge) != .pdf { throw UsageError("--merge names a PDF file (NAME.pdf), not \(merge)") }
            let writesFiles = output != nil || merge == nil
            let outputType = try writesFiles ? resolveType(folder: true) : .pdf
            let folder = output ?? "."
            let (unchecked, shard, total) = try runOptions.plan(forms: [input.form.input] + moreInputs, recursive: recursive,
                                                    outputFolder: writesFiles ? URL(fileURLWithPath: folder) : nil, type: writesFiles ? outputType : nil)
            // Each shard's print file holds its share, so each gets a name of its own.
            let mergeFile = merge.map { path -> URL in
                let url = URL(fileURLWithPath: path)
                guard let shard else { return url }
                return url.deletingLastPathComponent().appendingPathComponent(url.deletingPathExtension().lastPathComponent + ".shard-\(shard.index)-of-\(shard.count).pdf")
            }
            if let mergeFile { try unchecked.checkCollisions(merging: mergeFile) }
            do {  // the roles name every output: released before anything is drawn
                var roles = fileRoles(sidecars: false)
                unchecked.addFiles(to: &roles)
                roles.writes(mergeFile, as: "--merge")
                roles.writes(runOptions.report, as: "--report")
                try refuseOverlaps(roles)
            }
            if let mergeFile { try OutputFiles.checkReplaceable(mergeFile, kind: .pdf, overwrite: overwrite) }
            if let report = runOptions.report { try OutputFiles.checkReplaceable(URL(fileURLWithPath: report), kind: .json, overwrite: overwrite) }
            var (options, templateDiagnostics) = try input.options(sidecars: false, strict: runOptions.strict)
            var printRun = PrintRun(options: options, type: outputType)
            printRun.strict = runOptions.strict
            printRun.overwrite = overwrite
            let plan = try printRun.checkingColumns(of: unchecked)
            if fillable { try makeFillable(&options, type: outputType) }
            let linkLog = DiagnosticLog()
            let links = try linkMap.map { try Formsetter.parseLinkMap(readInput($0, what: "link map"), log: linkLog) } ?? [:]
            options.skinOptions.linkMap = links
            let console = RunConsole(total: plan.jobs.count, quiet: runOptions.quiet)
            if !runOptions.quiet { console.print((templateDiagnostics + linkLog.items + plan.notes).map(\.description)) }
            guard !plan.jobs.isEmpty else {
                console.print(["shard \(shard.map(\.description) ?? "") takes none of the \(total) inputs"])
                return
            }
            printRun.options = options
            printRun.scale = scale
            printRun.linkMap = links
            printRun.workers = jobs ?? ProcessInfo.processInfo.activeProcessorCount
            printRun.valuesGiven = input.form.values != nil
            printRun.errorsGiven = input.errors != nil
            printRun.merge = mergeFile
            // Only the manifest lists every job; without one the run keeps counts and failures.
            printRun.keepsOutcomes = runOptions.report != nil
            let summary = try printRun.run(plan) { console.finished($0) }
            if let report = runOptions.report {
                do { try OutputFiles.writeSealed(json: summary.manifest(shard: shard), to: URL(fileURLWithPath: report), overwrite: overwrite) } catch {
                    throw ExitWith(73, "cannot write the report: \(error)")
                }
            }
            if !runOptions.quiet, let merged = summary.merged { console.print(merged.notes.map(\.description)) }
            console.summary(summary, line: Self.summaryLine(summary, folder: writesFiles ? folder : nil, shard: shard))
            if let merged = summary.merged, let failure = merged.failure { throw ExitWith(merged.failureCode, "\(merged.file.path): \(failure)") }
            if !summary.failed.isEmpty { throw ExitCode(1) }
        }
    }

    static func summaryLine(_ summary: RunSummary, folder: String?, shard: Shard?) -> String {
        let count = summary.jobs, failed = summary.failed.count, diagnostics = summary.diagnosticCount
        var line = "rendered \(count - failed) of \(count) \(summary.ofRecords ? "records" : "forms")"
        if let folder { line += " as \(summary.type.rawValue.uppercased()) to \(folder)" }
        if let merged = summary.merged, merged.failure == nil { line += (folder == nil ? " into " : " and ") + "\(merged.file.relativePath) (\(merged.entries) entries)" }
        line += " in " + CNumericLocale.format("%.1f", summary.seconds) + " s with \(summary.workers) job\(summary.workers == 1 ? "" : "s")"
        if let shard { line += " (shard \(shard))" }
        if failed > 0 { line += "; \(failed) failed" }
        if diagnostics > 0 { line += "; \(diagnostics) diagnostics" }
        return line
    }
}
