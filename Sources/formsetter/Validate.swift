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

    @OptionGroup var form: FormInput

    func run() throws {
        var valid = true
        try runMapped {
            let options = try form.options()
            let (result, diagnostics) = try Formsetter.validate(try form.readForm(), options: options)
            report(diagnostics)
            FileHandle.standardOutput.write(Data((result.json + "\n").utf8))
            valid = result.valid
        }
        if !valid { throw ExitCode(1) }
    }
}
