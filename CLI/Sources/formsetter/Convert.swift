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

    @Option(help: "Target format: native.")
    var to: String = "native"

    @Option(name: .shortAndLong, help: "Output file (default: standard output).")
    var output: String?

    @OptionGroup var form: FormInput

    @Option(help: "Error messages to show: a JSON object of field id → message.")
    var errors: String?

    func run() throws {
        try runMapped {
            guard to == "native" else { throw UsageError("--to must be native") }
            var roles = FileRoles()
            form.addReads(to: &roles, errors: errors)
            roles.writes(output, as: "-o")
            try refuseOverlaps(roles)
            let options = try form.options(errors: errors)
            // The native form holds the state as the library shows it; rules and expressions come along.
            let decoded = try Formsetter.decode(try form.readForm(), options: options)
            report(decoded.diagnostics, file: form.inputName)
            let text = Data(NativeEncoder.encode(decoded.form).utf8)
            if let output, output != "-" {
                // Atomic, never through a link out of its folder, never over a FIFO or device.
                try OutputFiles.write(text, to: URL(fileURLWithPath: output))
            } else {
                try writeStandardOutput(text)
            }
        }
    }
}
