import ArgumentParser
import FormSnapshotCore
import Formsetter
import Foundation

@main
struct FormsetterCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "formsetter",
        abstract: "Render declarative iOS form definitions (hyperoslo/Form, GIGFormulary, Formworks, native JSON) to PNG, PDF and SVG.",
        subcommands: [Render.self, Layout.self, Convert.self, Snapshot.self, Fonts.self, Bench.self])
}

/// Options shared by the commands that read a form.
struct InputOptions: ParsableArguments {
    @Argument(help: "The form JSON file, or - for standard input.")
    var input: String

    @Option(help: "Input format: auto, native, hyperoslo, gigformulary or formworks.")
    var format: String = "auto"

    @Option(help: "The look to draw in: hyperoslo, gigformulary, formworks, swiftformbuilder or paper (default: the format's own).")
    var skin: String?

    @Option(help: "Colours of the formworks look: light, dark, or form (the form's own style).")
    var palette: String = "light"

    @Option(help: "Folder of cell templates (<nameXib>.json) for GIGFormulary custom cells.")
    var templates: String?

    @Option(help: "Canvas width in points (default: 768 for hyperoslo, 375 for GIGFormulary and Formworks); screen only: with --page the rows are as wide as the paper less its margins.")
    var width: Double?

    @Option(help: "screen (one page as tall as the form), a4, letter or WxH in points or with a unit (210x297mm).")
    var page: String = "screen"

    @Flag(help: "Paper pages turned sideways (with --page).")
    var landscape = false

    @Option(help: "Paper margin on every side: 36, 36pt, 15mm, 1.5cm or 0.5in (default 18pt; with --page).")
    var margin: String?

    @Option(help: "Footer label of the paper look; {page} and {pages} are replaced (default \"Page {page} of {pages}\").")
    var pageLabel: String?

    @Option(help: "Initial values or answers: a JSON object of field id → value.")
    var values: String?

    @Option(help: "Error messages to show: a JSON object of field id → message.")
    var errors: String?

    func options() throws -> (Formsetter.Options, [Diagnostic]) {
        let parsedFormat = try parseFormat(format)
        var skinOptions = SkinOptions(palette: palette)
        if let pageLabel { skinOptions.pageLabel = pageLabel }
        var diagnostics: [Diagnostic] = []
        if let templates {
            (skinOptions.templates, diagnostics) = try Formsetter.loadTemplates(from: URL(fileURLWithPath: templates))
        }
        var options = Formsetter.Options(format: parsedFormat, skin: skin, width: width, page: page,
                                         values: try values.map { try readInput($0, what: "values file") },
                                         errors: try errors.map { try readInput($0, what: "errors file") }, skinOptions: skinOptions)
        options.landscape = landscape
        if input != "-" { options.fallbackTitle = URL(fileURLWithPath: input).deletingPathExtension().lastPathComponent }
        if let margin {
            guard let points = PageSetup.length(parsing: margin) else { throw UsageError("--margin must be a length such as 36, 36pt, 15mm, 1.5cm or 0.5in, not \"\(margin)\"") }
            options.margin = points
        }
        return (options, diagnostics)
    }

    func readForm() throws -> Data { try readInput(input, what: "input") }
}

/// The `--format` option: nil for auto.
func parseFormat(_ text: String) throws -> InputFormat? {
    if text == "auto" { return nil }
    guard let known = InputFormat(rawValue: text) else {
        throw UsageError("unknown --format \"\(text)\"; use auto or \(InputFormat.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    return known
}

/// Reads a file or standard input; a missing file is exit 66.
func readInput(_ path: String, what: String) throws -> Data {
    if path == "-" { return FileHandle.standardInput.readDataToEndOfFile() }
    guard let data = FileManager.default.contents(atPath: path) else { throw ExitWith(66, "\(what) not found or unreadable: \(path)") }
    return data
}

/// Prints diagnostics to stderr, one `warning: <path>: <message>` line each.
func report(_ diagnostics: [Diagnostic]) {
    for diagnostic in diagnostics { printError(diagnostic.description) }
}

func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

/// Runs a command body, mapping failures to DESIGN.md's exit codes.
func runMapped(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let code as ExitCode {
        throw code
    } catch let exit as ExitWith {
        printError("error: \(exit.message)")
        throw ExitCode(exit.code)
    } catch {
        printError("error: \(error)")
        throw ExitCode(exitCode(for: error))
    }
}

/// DESIGN.md's exit code for a failure: 64 usage, 65 bad input data, 70 internal.
func exitCode(for error: any Error) -> Int32 {
    switch error {
    case is UsageError, is RecordModeError, is ToleranceError: 64
    case is DecodeFailure, is RenderError: 65
    default: 70
    }
}

/// A failure with its exit code.
struct ExitWith: Error {
    var code: Int32
    var message: String
    init(_ code: Int32, _ message: String) { self.code = code; self.message = message }
}
