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

    @Option(help: "The look to draw in: hyperoslo, gigformulary, formworks or swiftformbuilder (default: the format's own).")
    var skin: String?

    @Option(help: "Colours of the formworks look: light, dark, or form (the form's own style).")
    var palette: String = "light"

    @Option(help: "Folder of cell templates (<nameXib>.json) for GIGFormulary custom cells.")
    var templates: String?

    @Option(help: "Canvas width in points (default: 768 for hyperoslo, 375 for GIGFormulary and Formworks).")
    var width: Double?

    @Option(help: "screen (one page as tall as the form), a4, letter or WxH in points.")
    var page: String = "screen"

    @Option(help: "Initial values or answers: a JSON object of field id → value.")
    var values: String?

    @Option(help: "Error messages to show: a JSON object of field id → message.")
    var errors: String?

    func options() throws -> (Formsetter.Options, [Diagnostic]) {
        let parsedFormat = try parseFormat(format)
        var skinOptions = SkinOptions(palette: palette)
        var diagnostics: [Diagnostic] = []
        if let templates {
            (skinOptions.templates, diagnostics) = try Formsetter.loadTemplates(from: URL(fileURLWithPath: templates))
        }
        let options = Formsetter.Options(format: parsedFormat, skin: skin, width: width, page: page,
                                         values: try values.map { try readInput($0, what: "values file") },
                                         errors: try errors.map { try readInput($0, what: "errors file") }, skinOptions: skinOptions)
        return (options, diagnostics)
    }

    func readForm() throws -> Data { try readInput(input, what: "input") }

    /// How diagnostics about the whole input name it.
    var inputName: String { input == "-" ? "<stdin>" : input }
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
/// A warning about the whole input (no JSON path) names the input file instead.
func report(_ diagnostics: [Diagnostic], file: String? = nil) {
    for diagnostic in diagnostics {
        if diagnostic.path.isEmpty, diagnostic.severity != .note, let file {
            printError("\(diagnostic.severity.rawValue): \(file): \(diagnostic.message)")
        } else {
            printError(diagnostic.description)
        }
    }
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
