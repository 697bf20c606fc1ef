import ArgumentParser
import CMallocTuning
import FormSnapshotCore
import Formsetter
import Foundation

@main
struct FormsetterCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "formsetter",
        abstract: "Render declarative iOS form definitions (hyperoslo/Form, GIGFormulary, Formworks, native JSON) to PNG, PDF and SVG.",
        // What --help shows; `formsetter --version` itself prints `Formsetter.versionDescription` (main).
        version: "formsetter \(Formsetter.version)",
        subcommands: [Render.self, Layout.self, Validate.self, Extract.self, Convert.self, Snapshot.self, Fonts.self, Tokens.self, Bench.self, Sheet.self, Preview.self, Read.self, Review.self, Fields.self])

    static let commandsUsingFonts: Set = ["render", "layout", "snapshot", "sheet", "bench", "preview", "read", "review"]

    static func main() {
        // At most four malloc arenas, and page-sized blocks reused from the heap rather than
        // mapped per page (see CMallocTuning): against one arena, a 10,000-field PDF 9 ms
        // faster, for 4 MiB more at 100,000 fields.
        _ = fs_tune_malloc()
        // A reader that goes away (`formsetter layout f.json | head`) is a write error, exit 73,
        // not a signal: this process is the CLI's own.
        signal(SIGPIPE, SIG_IGN)
        // The versions of every library, made only when asked: naming them loads libqpdf and ICU,
        // which other runs open when they first need them, if ever.
        if CommandLine.arguments.dropFirst().elementsEqual(["--version"]) {
            print(Formsetter.versionDescription)
            return
        }
        // Fonts are set up while the arguments are parsed and the input read (about 2 ms).
        if let command = CommandLine.arguments.dropFirst().first, commandsUsingFonts.contains(command) {
            FontSystem.prepareInBackground()
        }
        main(nil)
    }
}

/// The form a command reads and what the state stage reads with it: shared by render, layout,
/// convert and validate.
struct FormInput: ParsableArguments {
    @Argument(help: "The form JSON file, or - for standard input.")
    var input: String

    @Option(help: ArgumentHelp(OptionText.formatHelp))
    var format: String = "auto"

    @Option(help: "Initial values or answers: a JSON object of field id → value.")
    var values: String?

    @Option(help: "Time zone date-times are shown in: an IANA name (Europe/Oslo), UTC or ±hh:mm (default: formsetter.json's timeZone, else the TZ environment variable, else UTC).")
    var timeZone: String?

    /// Options with the format, the values, `errors` (the path of an errors file) and the time
    /// zone. Without `--values` / `--errors`, the sidecars beside the form are read
    /// (`NAME.values.json` or `.answers.json`, `NAME.errors.json`), as in every other mode.
    func options(errors: String? = nil, sidecars readsSidecars: Bool = true) throws -> Formsetter.Options {
        let sidecars = readsSidecars ? usedSidecars(errors: errors) : (values: nil, errors: nil)
        let valuesPath = values ?? sidecars.values?.path, errorsPath = errors ?? sidecars.errors?.path
        var options = Formsetter.Options(format: try OptionText.format(format), values: try valuesPath.map { try readInput($0, what: "values file") },
                                         errors: try errorsPath.map { try readInput($0, what: "errors file") })
        options.state.choose(try chooseTimeZone(timeZone))
        return options
    }

    /// The sidecars beside the input that no flag overrides.
    func usedSidecars(errors: String? = nil) -> (values: URL?, errors: URL?) {
        guard input != "-" else { return (nil, nil) }
        let found = FormatRegistry.sidecars(of: URL(fileURLWithPath: input))
        return (values == nil ? found.values : nil, errors == nil ? found.errors : nil)
    }

    /// One note per sidecar read, so a render with values nobody passed says where they came from.
    func sidecarNotes(errors: String? = nil) -> [Diagnostic] {
        let used = usedSidecars(errors: errors)
        return [used.values, used.errors].compactMap { $0 }.map {
            Diagnostic(.note, path: "", "\($0.lastPathComponent) beside the form is read (a flag overrides it)")
        }
    }

    func readForm() throws -> Data { try readInput(input, what: "input") }

    /// How diagnostics about the whole input name it.
    var inputName: String { input == "-" ? "<stdin>" : input }
}

/// The look a command draws in: a skin and one of its palettes (render, layout, snapshot, preview).
struct SkinChoice: ParsableArguments {
    @Option(help: ArgumentHelp(OptionText.skinHelp))
    var skin: String?

    @Option(help: ArgumentHelp(OptionText.paletteHelp))
    var palette: String?
}

/// Options shared by the commands that draw a form (render, layout).
struct InputOptions: ParsableArguments {
    @OptionGroup var form: FormInput

    @OptionGroup var skinChoice: SkinChoice

    @Option(help: "Folder of cell templates (<nameXib>.json) for GIGFormulary custom cells.")
    var templates: String?

    @Option(help: "Canvas width in points (default: 768 for hyperoslo, 375 for GIGFormulary and Formworks); screen only: with --page the rows are as wide as the paper less its margins.")
    var width: Double?

    @Option(help: ArgumentHelp(OptionText.pageHelp))
    var page: String = "screen"

    @Flag(help: "Paper pages turned sideways (with --page).")
    var landscape = false

    @Option(help: "Paper margin on every side: 36, 36pt, 15mm, 1.5cm or 0.5in (with --page; default 12mm, the least the paper look's registration marks leave; 18pt with --no-marks or another look).")
    var margin: String?

    @Option(help: "Footer label of the paper look; {page} and {pages} are replaced (default \"Page {page} of {pages}\").")
    var pageLabel: String?

    @Option(help: "Error messages to show: a JSON object of field id → message.")
    var errors: String?

    @Flag(help: "Draw the form as it looks after the library's validate/send action (invalid fields marked).")
    var validate = false

    @OptionGroup var look: LookOptions

    @OptionGroup var paper: PaperFlags

    /// The options of these flags; `sidecars`: whether the input's sidecars are read (a run
    /// reads each form's own); `strict`: every style token Formsetter does not read is a warning.
    func options(sidecars: Bool = true, strict: Bool = false) throws -> (Formsetter.Options, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var templateSet: [String: CellTemplate] = [:]
        if let templates { (templateSet, diagnostics) = try Formsetter.loadTemplates(from: URL(fileURLWithPath: templates)) }
        let page = try paperPage()
        // A blank form reads only the values named by --values, never a sidecar's.
        let readsSidecars = sidecars && !paper.blank
        var options = try form.options(errors: errors, sidecars: readsSidecars)
        if readsSidecars { diagnostics += form.sidecarNotes(errors: errors) }
        options.skin = skinChoice.skin
        options.width = width
        options.page = page
        options.skinOptions = SkinOptions(palette: skinChoice.palette, templates: templateSet)
        if let pageLabel { options.skinOptions.pageLabel = pageLabel }
        options.state.validate = validate
        try paper.apply(to: &options)
        try refuseMarginInsideMarks(options)
        diagnostics += try look.apply(to: &options, strict: strict)
        return (options, diagnostics)
    }

    /// A `--margin` the paper look's registration marks would overlap. (A form whose own default
    /// look is paper gets the margin widened, with a note, as the library does for any caller.)
    private func refuseMarginInsideMarks(_ options: Formsetter.Options) throws {
        guard margin != nil, options.skin == "paper", options.skinOptions.marks, case let .paper(_, points) = options.page,
              points < PaperSheetMarks.leastMargin else { return }
        throw UsageError("--margin \(String(format: "%.1f", points / 72 * 25.4)) mm is inside the paper look's registration marks (5.5–10.5 mm from each edge); use --margin 12mm or more, or print without marks (--no-marks)")
    }

    /// `--page` turned by `--landscape` and given `--margin`; nil for a screen page.
    private func paperPage() throws -> PageSetup? {
        guard var page = try OptionText.page(page) else {
            if landscape { throw UsageError("--landscape needs paper pages (--page a4, letter, … or WxH)") }
            if margin != nil { throw UsageError("--margin needs paper pages (--page a4, letter, … or WxH)") }
            return nil
        }
        if landscape { page = page.landscape() }
        if let margin { page = page.withMargin(try OptionText.margin(margin)) }
        return page
    }
}

/// The zone of a run in the documented order: `--time-zone`, the `timeZone` of `formsetter.json`
/// in this folder, the `TZ` environment variable, else UTC. A `TZ` naming no zone is warned about.
func chooseTimeZone(_ flag: String?) throws -> TimeZoneChoice {
    let project = flag == nil ? try SnapshotProject.timeZone() : nil
    do throws(TimeZoneChoice.Failure) {
        let choice = try TimeZoneChoice.resolve(flag: flag, project: project, environment: ProcessInfo.processInfo.environment["TZ"])
        report(choice.diagnostics)
        return choice
    } catch let .unknownFlag(name) {
        throw UsageError("unknown --time-zone \"\(name)\"; use an IANA name such as Europe/Oslo, UTC, or an offset such as +01:00")
    } catch let .unknownProject(name) {
        throw ExitWith(65, "\(SnapshotProject.defaultFile): timeZone: \"\(name)\" names no time zone; use an IANA name such as Europe/Oslo, UTC, or an offset such as +01:00")
    }
}

/// Reads a file or standard input; a missing file is exit 66.
func readInput(_ path: String, what: String, limit: Int = JSONValue.maximumInputBytes) throws -> Data {
    if path == "-" {
        do { return try InputFile.readStandardInput(what: what, limit: limit) } catch let failure as InputFile.Failure { throw ExitWith(failure.code, failure.message) }
    }
    do { return try InputFile.read(URL(fileURLWithPath: path), what: what, limit: limit) } catch let failure as InputFile.Failure {
        throw ExitWith(failure.code, failure.message)
    }
}

/// Exit 65 when the form could not take a value it was given (an error diagnostic, such as a
/// text naming no option), which the diagnostics printed name.
func failOnRefusedValues(_ diagnostics: [Diagnostic]) throws {
    if diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(65) }
}

/// Prints diagnostics to stderr, one `warning: <path>: <message>` line each.
/// A warning about the whole input (no JSON path) names the input file instead.
func report(_ diagnostics: [Diagnostic], file: String? = nil) {
    for diagnostic in Diagnostic.condensed(diagnostics) {
        if diagnostic.path.isEmpty, diagnostic.severity != .note, let file {
            printError("\(diagnostic.severity.rawValue): \(file): \(diagnostic.message)")
        } else {
            printError(diagnostic.description)
        }
    }
}

func printError(_ line: String) {
    writeStandardError(line + "\n")
}

/// Writes to standard error, ignoring failures: a reader of stderr that went away
/// (`formsetter … 2>&1 | head -1`) must not stop the command (Foundation's write would trap).
func writeStandardError(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { return }
        bytes = bytes.dropFirst(written)
    }
}

/// Runs a command body, mapping failures to Docs/ARCHITECTURE.md's exit codes.
func runMapped(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let code as ExitCode {
        throw code
    } catch let exit as ExitWith {
        printError("error: \(exit.message)")
        throw ExitCode(exit.code)
    } catch {
        printError("error: \(OptionText.usageMessage(for: error) ?? String(describing: error))")
        throw ExitCode(exitCode(for: error))
    }
}

/// Docs/ARCHITECTURE.md's exit code for a failure: 64 usage, 65 bad input data, 70 internal.
func exitCode(for error: any Error) -> Int32 {
    switch error {
    case is UsageError, is FormsetterError, is RecordModeError, is ToleranceError: 64
    case is DecodeFailure, is DecodingError: 65
    case let failure as InputFile.Failure: failure.code
    // A form too tall for one PNG is a property of the input; cairo failures are internal.
    case let error as RenderError:
        switch error {
        case .imageTooLarge, .tooManyPixels, .pdfUnreadable: 65
        case .cairo, .pngEncodingFailed, .pdfPostProcessing: 70
        case .outputFailed: 73
        }
    default: 70
    }
}

/// `exitCode(for:)`, for commands, where ArgumentParser's `exitCode(for:)` hides it.
func exitStatus(for error: any Error) -> Int32 { exitCode(for: error) }

/// A failure with its exit code.
struct ExitWith: Error {
    var code: Int32
    var message: String
    init(_ code: Int32, _ message: String) { self.code = code; self.message = message }
}
