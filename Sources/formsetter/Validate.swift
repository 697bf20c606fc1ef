import ArgumentParser
import Formsetter
import Foundation

struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Run the library's validate/send action and print the result as JSON.",
        discussion: """
        Prints {"valid": true|false, "values": <the values in the library's own output shape>, \
        "errors": {field id: message}} on stdout. Exit codes: 0 valid, 1 invalid, 64 usage \
        (e.g. a native form, which has no library validation), 65 bad input data, 66 input not found.
        """)

    @Argument(help: "The form JSON file, or - for standard input.")
    var input: String

    @Option(help: "Input format: auto, native, hyperoslo, gigformulary or formworks.")
    var format: String = "auto"

    @Option(help: "Initial values or answers: a JSON object of field id → value.")
    var values: String?

    @Option(help: "Time zone for date values with an offset (default UTC).")
    var timeZone: String = "UTC"

    func run() throws {
        var valid = true
        try runMapped {
            var options = Formsetter.Options(format: try OptionText.format(format), values: try values.map { try readInput($0, what: "values file") })
            options.state.timeZone = try parseTimeZone(timeZone)
            let (result, diagnostics) = try Formsetter.validate(try readInput(input, what: "input"), options: options)
            report(diagnostics)
            FileHandle.standardOutput.write(Data((result.json + "\n").utf8))
            valid = result.valid
        }
        if !valid { throw ExitCode(1) }
    }
}
