import ArgumentParser
import Formsetter
import Foundation

struct Convert: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert a form to Formsetter's native JSON format (Schemas/formsetter-form.schema.json).",
        discussion: """
        The native file holds the form exactly as Formsetter understood it (sidecar values and errors \
        applied), so rendering it gives the same pixels as rendering the original in the same skin.
        """)

    @Argument(help: "The form JSON file, or - for standard input.")
    var input: String

    @Option(help: "Target format: native.")
    var to: String = "native"

    @Option(name: .shortAndLong, help: "Output file (default: standard output).")
    var output: String?

    @Option(help: ArgumentHelp(OptionText.formatHelp))
    var format: String = "auto"

    @Option(help: "Initial values or answers: a JSON object of field id → value.")
    var values: String?

    @Option(help: "Error messages to show: a JSON object of field id → message.")
    var errors: String?

    @Option(help: "Time zone for date values with an offset (default UTC).")
    var timeZone: String = "UTC"

    func run() throws {
        try runMapped {
            guard to == "native" else { throw UsageError("--to must be native") }
            var options = Formsetter.Options(format: try OptionText.format(format), values: try values.map { try readInput($0, what: "values file") },
                                             errors: try errors.map { try readInput($0, what: "errors file") })
            options.state.timeZone = try parseTimeZone(timeZone)
            // The native form holds the state as the library shows it; rules and expressions come along.
            let decoded = try Formsetter.decode(try readInput(input, what: "input"), options: options)
            report(decoded.diagnostics, file: input == "-" ? "<stdin>" : input)
            let text = Data(NativeEncoder.encode(decoded.form).utf8)
            if let output, output != "-" {
                guard FileManager.default.createFile(atPath: output, contents: text) else { throw ExitWith(73, "cannot write \(output)") }
            } else {
                FileHandle.standardOutput.write(text)
            }
        }
    }
}
