import ArgumentParser
import Formsetter
import Foundation

/// A records file and how to read it: a run's records (render, validate), or the records a
/// print run's returned pages were printed from (read).
struct RecordsOptions: ParsableArguments {
    @Option(help: "The records: a folder of values files, a JSON Lines file (.jsonl) or a CSV file whose header names field ids (kids[0].name for dynamic instances). render and validate: one output per record; read: the records a print run's pages were printed from.")
    var records: String?

    @Option(help: "Name each record's output by this field's value (default: the values file's name, or line<N>). The column is no form field and is not warned of.")
    var nameField: String?

    @Option(help: "The records CSV's encoding: utf-8, utf-16 or windows-1252 (default: detected: a byte order mark, else UTF-8 when the bytes are valid UTF-8, else Windows-1252).")
    var csvEncoding: CSVDialect.Encoding?

    @Option(help: "The records CSV's delimiter: ',', ';' or tab (default: detected from the header and the rows after it).")
    var csvDelimiter: CSVDialect.Delimiter?

    /// The records file read (`shard`: only its share), or nil without --records; the flags
    /// that only apply to one are refused without it.
    func recordSet(shard: Shard? = nil) throws -> RecordSet? {
        if nameField != nil, records == nil { throw UsageError("--name-field names the records' outputs; add --records") }
        if csvEncoding != nil || csvDelimiter != nil, records.map({ URL(fileURLWithPath: $0).pathExtension.lowercased() != "csv" }) ?? true {
            throw UsageError("--csv-encoding and --csv-delimiter read a records CSV; add --records FILE.csv")
        }
        guard let records else { return nil }
        return try RecordSet(contentsOf: URL(fileURLWithPath: records), encoding: csvEncoding, delimiter: csvDelimiter, shard: shard, nameField: nameField)
    }
}

/// Options of a run over many forms or records (render, validate).
struct RunOptions: ParsableArguments {
    @OptionGroup var recordsFile: RecordsOptions
    var records: String? { recordsFile.records }

    @OptionGroup var sharding: ShardOptions

    @Flag(name: .shortAndLong, help: "Print only errors and the summary.")
    var quiet = false

    @Flag(help: "Fail a form whose values name no field, or whose sidecar cannot be read; warn of each style token Formsetter does not read.")
    var strict = false

    @Option(help: "Write a JSON manifest of the run here: each input, record, output files, status and diagnostics.")
    var report: String?

    /// Whether these options make a run of their own (records, a shard, a report).
    var makeRun: Bool { records != nil || sharding.given || report != nil }

    /// The plan: the records of `forms[0]`, or the forms themselves; sharded. Returns it with
    /// the shard and how many jobs the whole run has.
    func plan(forms: [String], recursive: Bool, outputFolder: URL?, type: OutputType?) throws -> (RunPlan, Shard?, Int) {
        let shard = try sharding.resolved()
        if records != nil {
            guard forms.count == 1, forms[0] != "-" else { throw UsageError("--records fills in one form file; give exactly one") }
        }
        if let set = try recordsFile.recordSet(shard: shard) {
            let plan = try RunPlan.records(set, form: URL(fileURLWithPath: forms[0]), nameField: recordsFile.nameField, outputFolder: outputFolder, type: type)
            return (plan.sharded(shard), shard, set.count)
        } else {
            if forms.contains("-") { throw UsageError("standard input cannot be one of several inputs") }
            for form in forms where !FileManager.default.fileExists(atPath: form) { throw ExitWith(66, "input not found: \(form)") }
            let plan = try RunPlan.forms(forms.map { URL(fileURLWithPath: $0) }, recursive: recursive, outputFolder: outputFolder, type: type)
            return (plan.sharded(shard), shard, plan.jobs.count)
        }
    }
}

extension CSVDialect.Encoding: @retroactive ExpressibleByArgument {}
extension CSVDialect.Delimiter: @retroactive ExpressibleByArgument {}

/// `--shard K/N` and `--shards N`: one machine's share of a run (render, validate, snapshot).
struct ShardOptions: ParsableArguments {
    @Option(help: "Take shard K of N of the inputs or records (K/N; also FORMSETTER_SHARD=K/N): every N-th, starting with the K-th.")
    var shard: String?

    @Option(help: "With a Kubernetes Indexed Job: N shards, this one being JOB_COMPLETION_INDEX + 1.")
    var shards: Int?

    /// Whether a flag asks for a share (FORMSETTER_SHARD alone does not turn one render into a run).
    var given: Bool { shard != nil || shards != nil }

    /// The share these options (or the environment) ask for; nil for the whole run.
    func resolved() throws -> Shard? { try Shard.resolve(option: shard, shards: shards) }
}

/// The run's stderr: per-input diagnostics (each distinct one printed once, repeats counted for
/// the summary) and errors, a progress bar when it is a terminal.
final class RunConsole: @unchecked Sendable {
    private let lock = NSLock()
    private let total: Int
    private let showsProgress: Bool
    private let quiet: Bool
    private var done = 0
    private var printed: Set<Diagnostic> = []

    init(total: Int, quiet: Bool) {
        self.total = total
        self.quiet = quiet
        showsProgress = !quiet && isatty(STDERR_FILENO) == 1
    }

    func finished(_ outcome: PrintRun.Outcome) {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        var lines: [String] = []
        if !quiet {
            for diagnostic in Diagnostic.condensed(outcome.diagnostics) where printed.insert(diagnostic).inserted {
                lines.append("\(outcome.job.name): \(diagnostic.description)")
            }
        }
        if let failure = outcome.failure { lines.append("error: \(outcome.job.name): \(failure)") }
        var text = showsProgress ? "\r\u{1B}[K" : ""
        text += lines.map { $0 + "\n" }.joined()
        if showsProgress {
            let width = 30, filled = width * done / max(1, total)
            text += "[" + String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled) + "] \(done)/\(total) \(outcome.job.name)"
        }
        writeStandardError(text)
    }

    func print(_ lines: [String]) {
        lock.lock()
        defer { lock.unlock() }
        writeStandardError((showsProgress ? "\r\u{1B}[K" : "") + lines.map { $0 + "\n" }.joined())
    }

    /// The end of a run: repeated diagnostics counted, the failed inputs, the summary line.
    func summary(_ summary: RunSummary, line: String) {
        var lines: [String] = []
        if !quiet {
            for (diagnostic, jobs) in summary.repeated {
                lines.append("\(diagnostic.description) (in \(jobs) inputs; printed once)")
            }
        }
        if !summary.failed.isEmpty {
            lines.append("failed (\(summary.failed.count)):")
            lines += summary.failed.map { "  \($0.job.name)" }
        }
        lines.append(line)
        print(lines)
    }
}
