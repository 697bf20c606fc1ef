import ArgumentParser
import FormSnapshotCore
import Formsetter
import Foundation

struct Snapshot: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Record or verify reference PNGs of forms (snapshot testing on Linux).",
        discussion: """
        References are <snapshots>/<name>.png, each carrying its layout (which names the cells whose \
        pixels changed); <name> is the input's file name without .json (and .<skin> with --skin). \
        Sidecars beside an input (<name>.values.json or .answers.json, <name>.errors.json) are used. \
        Record mode comes from FORMSETTER_RECORD (missing, failed, all, never); verify defaults to never \
        under CI and missing elsewhere, record to all. Failure artifacts go to SNAPSHOT_ARTIFACTS \
        (default .build/snapshot-artifacts). A form whose PNG would be taller than 32,767 px is checked \
        as pages <name>-1, <name>-2, … An unreadable input or one that is not a form is reported as a \
        failure and the rest are still checked. Exit codes: 0 all matched, 1 a mismatch, a missing \
        reference or an unreadable input.
        """,
        subcommands: [Record.self, Verify.self, Report.self])

    struct Options: ParsableArguments {
        @Argument(help: "Form JSON files or folders of them (none: the forms and variants of formsetter.json in this folder).")
        var inputs: [String] = []

        @Option(help: "Folder of the reference images.")
        var snapshots: String?

        @Option(help: "The project file to read when no inputs are given (default: formsetter.json).")
        var project: String?

        @OptionGroup var skinChoice: SkinChoice

        @Option(help: "Canvas width in points (default: the format's design width).")
        var width: Double?

        @Option(help: "PNG pixels per point: 1, 2 or 3.")
        var scale: Double = 2

        @Option(help: "Write an HTML report (index.html with the images) to this folder.")
        var report: String?

        @Option(help: "Time zone date-times are drawn in (default UTC, never the host's TZ, so references verify on any machine; formsetter.json's timeZone).")
        var timeZone: String?

        @Flag(help: "Compare every pixel exactly instead of by what the form shows (its layout, text and colours, with pixels outside text within rendering noise), which lets a reference recorded with one cairo verify on another.")
        var strict = false

        @OptionGroup var look: LookOptions

        @OptionGroup var sharding: ShardOptions

        /// The form files named on the command line, folders searched recursively, sidecars left out.
        func files() throws -> [URL] {
            var files: [URL] = []
            for input in inputs {
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: input, isDirectory: &isFolder) else { throw ExitWith(66, "input not found: \(input)") }
                if !isFolder.boolValue { files.append(URL(fileURLWithPath: input)); continue }
                let folder = URL(fileURLWithPath: input)
                let found = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
                files += found.filter { RunPlan.isForm($0.lastPathComponent) }.sorted { $0.path < $1.path }
            }
            return files
        }

        /// Checks every input with `mode` — the command line's, or each variant of the project
        /// file — prints what happened, writes one report; returns the outcomes.
        func run(mode: RecordMode) throws -> [SnapshotOutcome] {
            if inputs.isEmpty, snapshots != nil || skinChoice.skin != nil || skinChoice.palette != nil || width != nil || !look.styles.isEmpty
                || look.locale != nil || look.rtl || look.fontScale != 1 || timeZone != nil {
                // Silently ignoring them would verify with options other than the ones asked for.
                throw UsageError("with formsetter.json the forms, folders and looks come from its variants; name inputs to use --snapshots, --skin, --width, --style and the other look options")
            }
            var isFolder: ObjCBool = false
            if let report, FileManager.default.fileExists(atPath: report, isDirectory: &isFolder), !isFolder.boolValue {
                throw UsageError("--report names the folder the HTML report is written to; \(report) is a file")
            }
            let runs = inputs.isEmpty ? try SnapshotProject.load(project).variants(passing: passthrough) : [(nil, self)]
            var outcomes: [SnapshotOutcome] = [], obsolete: [String] = []
            for (name, run) in runs {
                if let name { print("== \(name)") }
                let checked: (outcomes: [SnapshotOutcome], obsolete: [String])
                do { checked = try run.check(mode: mode) } catch where name != nil {
                    // A variant's bad option is worded as the project file's.
                    guard let text = OptionText.usageMessage(for: error) ?? (error as? UsageError)?.description else { throw error }
                    throw UsageError("\(project ?? SnapshotProject.defaultFile): variants.\(name!): \(text)")
                }
                // In the report a variant's snapshots are named by it: phone/sign-up, tablet/sign-up.
                outcomes += checked.outcomes.map { outcome in
                    var named = outcome
                    if let name { named.name = "\(name)/\(outcome.name)" }
                    return named
                }
                obsolete += checked.obsolete.map { reference in name.map { "\($0)/\(reference)" } ?? reference }
            }
            let failed = outcomes.contains { $0.status == .mismatch || $0.status == .missing }
            let accept = "FORMSETTER_RECORD=failed " + Self.shellCommand(CommandLine.arguments)
            if failed { print("to accept the changes: \(accept)") }
            if let report {
                let index = try SnapshotReport.write(outcomes, to: URL(fileURLWithPath: report), obsolete: obsolete, accept: accept)
                print("report: \(index.path)")
            }
            return outcomes
        }

        /// Options of the command line that apply to every variant of a project.
        private var passthrough: [String] {
            (strict ? ["--strict"] : []) + (sharding.shard.map { ["--shard", $0] } ?? []) + (sharding.shards.map { ["--shards", String($0)] } ?? [])
        }

        /// `arguments` as a shell command: each quoted when it needs it.
        static func shellCommand(_ arguments: [String]) -> String {
            arguments.map { argument in
                argument.allSatisfy({ $0.isLetter || $0.isNumber || "-_./=:,@".contains($0) }) && !argument.isEmpty
                    ? argument : "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
            }.joined(separator: " ")
        }

        /// Checks this run's inputs; returns the outcomes and the obsolete references (listed only
        /// when whole folders are checked: a subset leaves the other references alone).
        func check(mode: RecordMode) throws -> (outcomes: [SnapshotOutcome], obsolete: [String]) {
            guard let snapshots else { throw UsageError("--snapshots names the folder of the references") }
            let skin = skinChoice.skin
            let (variant, formsetter) = try look.variant(palette: skinChoice.palette)
            var verifier = SnapshotVerifier(formsetter: formsetter, directory: URL(fileURLWithPath: snapshots), mode: mode,
                                            tolerance: strict ? .strict : .portable)
            verifier.look = variant
            // Only a zone given here or by the project: snapshots never read TZ.
            if let timeZone { verifier.look.timeZone = try chooseTimeZone(timeZone).zone }
            // Variants get references of their own: form.skin.dark.x1.5.rtl.png.
            let suffix = ([skin] + (verifier.look.label.isEmpty ? [] : verifier.look.label.split(separator: " ").map(String.init))
                + look.styles.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }).compactMap { $0 }
            var outcomes: [SnapshotOutcome] = []
            var used: Set<String> = []
            var produced: Set<String> = []
            let shard = try sharding.resolved()
            // Names are given over the whole list, so each shard names an input as one run would.
            var named: [(file: URL, name: String)] = []
            for file in try files() {
                var name = ([file.deletingPathExtension().lastPathComponent] + suffix).joined(separator: ".")
                if !used.insert(name).inserted { name += "-" + file.deletingLastPathComponent().lastPathComponent; used.insert(name) }
                named.append((file, name))
            }
            for (file, name) in shard?.share(of: named) ?? named {
                // One bad input is one failure: the rest of the batch is still checked.
                let checked: [SnapshotOutcome]
                do {
                    checked = try verifier.verifyPages(try .file(file), as: .png(width: width, scale: scale, skin: skin), named: name)
                } catch let usage as UsageError {
                    throw usage
                } catch let usage as FormsetterError {
                    // Bad options fail every input alike: a usage error, not a batch of failures.
                    throw usage
                } catch {
                    printError("error: \(file.path): \(error)")
                    let reference = URL(fileURLWithPath: snapshots).appendingPathComponent("\(name).png")
                    checked = [.unreadable(file, named: name, reference: reference, error: error)]
                }
                for outcome in checked {
                    produced.insert(outcome.name)
                    outcomes.append(outcome)
                    print(Self.line(for: outcome))
                    for change in outcome.changes { print("    \(change)") }
                }
            }
            used.formUnion(produced)
            guard inputs.allSatisfy(Self.isFolder) else { return (outcomes, []) }
            // A shard checks some inputs only: the pages of the others (name-1, name-2, …) are not obsolete either.
            let obsolete = obsoleteReferences(in: snapshots, keeping: used).filter { shard == nil || !Self.isPage($0, of: used) }
            for reference in obsolete { print("obsolete reference (no input): \(reference)") }
            return (outcomes, obsolete.map { URL(fileURLWithPath: snapshots).appendingPathComponent($0).path })
        }

        private static func isFolder(_ path: String) -> Bool {
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
        }

        /// Whether the reference file `file` is a page (`name-N.png`) of one of `names`.
        private static func isPage(_ file: String, of names: Set<String>) -> Bool {
            let name = [".layout.json", ".png"].first(where: file.hasSuffix).map { String(file.dropLast($0.count)) } ?? file
            // Named as a file, so the dots of a variant's name (`form.dark-2`) are not taken for an extension.
            return OutputFiles.page(of: name + ".png").map { names.contains(String($0.output.dropLast(".png".count))) } ?? false
        }

        private static func line(for outcome: SnapshotOutcome) -> String {
            switch outcome.status {
            case .matched: "ok       \(outcome.name)"
            case .recorded: "recorded \(outcome.name): \(outcome.message)"
            case .mismatch: "FAILED   \(outcome.name): \(outcome.message)"
            case .missing: "MISSING  \(outcome.name): \(outcome.message)"
            case .unreadable: "FAILED   \(outcome.name): \(outcome.message)"
            }
        }

        /// References of this run's kind (this skin, or no skin) that no input produced.
        private func obsoleteReferences(in snapshots: String, keeping names: Set<String>) -> [String] {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: snapshots)) ?? []
            return files.sorted().filter { file in
                guard let suffix = [".layout.json", ".png"].first(where: file.hasSuffix) else { return false }
                let name = String(file.dropLast(suffix.count))
                let skinOfName = Skins.names.first { name.hasSuffix(".\($0)") }
                return skinOfName == skinChoice.skin && !names.contains(name)
            }
        }
    }

    struct Record: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "record",
            abstract: "Write references: all of them, or only the missing ones with FORMSETTER_RECORD=missing.")
        @OptionGroup var options: Options

        func run() throws {
            try runMapped {
                var mode = RecordMode.all
                if let value = ProcessInfo.processInfo.environment["FORMSETTER_RECORD"], !value.isEmpty {
                    mode = try RecordMode.fromEnvironment()
                    if mode == .never { throw UsageError("FORMSETTER_RECORD=never: record would write nothing") }
                }
                let outcomes = try options.run(mode: mode)
                let recorded = outcomes.filter { $0.status == .recorded }.count
                let unreadable = outcomes.filter { $0.status == .unreadable }.count
                print("\(recorded) recorded, \(outcomes.count - recorded - unreadable) kept" + (unreadable > 0 ? ", \(unreadable) unreadable" : ""))
                if unreadable > 0 { throw ExitCode(1) }
            }
        }
    }

    struct Verify: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "verify",
            abstract: "Compare renders with the references; exit 1 on any mismatch or missing reference.")
        @OptionGroup var options: Options

        func run() throws {
            try runMapped {
                let outcomes = try options.run(mode: try RecordMode.fromEnvironment())
                let failed = outcomes.filter { !$0.passed }
                print("\(outcomes.count - failed.count) passed, \(failed.count) failed")
                if !failed.isEmpty { throw ExitCode(1) }
            }
        }
    }

    struct Report: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "report",
            abstract: "Join the HTML reports of several snapshot runs (e.g. the shards of a CI matrix) into one.")

        @Option(parsing: .upToNextOption, help: "The report folders to join (each written by record/verify --report).")
        var merge: [String]

        @Option(name: .shortAndLong, help: "The folder of the joined report.")
        var output: String

        func run() throws {
            try runMapped {
                guard !merge.isEmpty else { throw UsageError("--merge names the report folders to join") }
                let index = try SnapshotReport.merge(merge.map { URL(fileURLWithPath: $0) }, into: URL(fileURLWithPath: output))
                print("report: \(index.path)")
            }
        }
    }
}
