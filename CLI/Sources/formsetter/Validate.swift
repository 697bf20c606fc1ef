import ArgumentParser
import Formsetter
import Foundation

struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Run the library's validate/send action and print the result as JSON.",
        discussion: """
        One form prints {"valid": true|false, "values": <the values in the library's own output shape>, \
        "errors": {field id: message}} on stdout. Several forms, a folder or --records print JSON \
        Lines: one such object per form or record, with "input" (and "record"), or "error" when it \
        could not be validated. NAME.values.json (or .answers.json) and NAME.errors.json beside a \
        form are used unless --values / --errors are given. Exit codes: 0 valid, 1 invalid (any, \
        in a run), 64 usage (e.g. a native form, which has no library validation), 65 bad input \
        data, 66 input not found.
        """)

    @OptionGroup var form: FormInput

    @Argument(help: "More form files or folders: one JSON line per form.")
    var moreInputs: [String] = []

    @Flag(name: .shortAndLong, help: "Validate the forms in the subfolders of folder inputs too.")
    var recursive = false

    @OptionGroup var runOptions: RunOptions

    func run() throws {
        var isFolder: ObjCBool = false
        let folderInput = FileManager.default.fileExists(atPath: form.input, isDirectory: &isFolder) && isFolder.boolValue
        if !moreInputs.isEmpty || folderInput || runOptions.makeRun { return try validateRun() }
        var valid = true
        try runMapped {
            let options = try form.options()
            let (result, diagnostics) = try Formsetter.validate(try form.readForm(), options: options)
            report(form.sidecarNotes() + diagnostics)
            try writeStandardOutput(Data((result.json + "\n").utf8))
            try failOnRefusedValues(diagnostics)
            valid = result.valid
        }
        if !valid { throw ExitCode(1) }
    }

    /// Many forms or records: JSON Lines on stdout, diagnostics on stderr, exit 1 when any is
    /// invalid or failed.
    private func validateRun() throws {
        var allValid = true
        try runMapped {
            if runOptions.report != nil { throw UsageError("validate prints its report on standard output (JSON Lines); redirect it instead of --report") }
            let (unchecked, _, _) = try runOptions.plan(forms: [form.input] + moreInputs, recursive: recursive, outputFolder: nil, type: nil)
            var printRun = PrintRun(options: try form.options(sidecars: false), type: .pdf)
            printRun.valuesGiven = form.values != nil
            printRun.strict = runOptions.strict
            let plan = try printRun.checkingColumns(of: unchecked)
            let console = RunConsole(total: plan.jobs.count, quiet: runOptions.quiet)
            if !runOptions.quiet { console.print(plan.notes.map(\.description)) }
            var failure: Error?
            printRun.validate(plan) { result in
                guard failure == nil else { return }
                if !runOptions.quiet { console.print(Diagnostic.condensed(result.diagnostics).map { "\(result.job.name): \($0.description)" }) }
                if let message = result.failure { console.print(["error: \(result.job.name): \(message)"]) }
                if result.report?.valid != true { allValid = false }
                do { try writeStandardOutput(Data((result.jsonLine + "\n").utf8)) } catch { failure = error }
            }
            if let failure { throw failure }
        }
        if !allValid { throw ExitCode(1) }
    }
}
