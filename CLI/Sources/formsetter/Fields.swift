import ArgumentParser
import Formsetter
import Foundation

struct Fields: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fields",
        abstract: "List the ids a values file or a records CSV may use.",
        discussion: """
        One line per field that holds a value, in the form's order: its id, kind, `required` when \
        it must be answered, its question, and its options as `id (title)` (a values file holds \
        the id; a records CSV takes the id or the title). --csv-header prints the ids as the \
        header line of a records CSV; --json prints the list as JSON. Values and sidecar files \
        are not read: the list is the form's, whatever is filled in. Exit codes: 0, 64 usage, \
        65 a form that cannot be read, 66 input not found.
        """)

    @Argument(help: "The form JSON file, or - for standard input.")
    var input: String

    @Option(help: ArgumentHelp(OptionText.formatHelp))
    var format: String = "auto"

    @Flag(help: "Print the ids as a records CSV's header line.")
    var csvHeader = false

    @Flag(help: "Print the fields as JSON.")
    var json = false

    func run() throws {
        try runMapped {
            if csvHeader && json { throw UsageError("--csv-header and --json print different things; give one") }
            let options = Formsetter.Options(format: try OptionText.format(format))
            let form = try readInput(input, what: "input")
            let fields: [FormField]
            do { fields = try Formsetter.fields(of: form, options: options) } catch let failure as DecodeFailure {
                throw ExitWith(65, "\(input == "-" ? "standard input" : input): \(failure)")
            }
            if csvHeader {
                try writeStandardOutput(Data(FormField.csvHeader(fields).utf8))
            } else if json {
                try writeStandardOutput(FormField.json(fields))
            } else {
                try writeStandardOutput(Data(Self.table(fields).utf8))
            }
        }
    }

    /// `id  kind  required  question  options`, the first two columns padded to the widest.
    static func table(_ fields: [FormField]) -> String {
        let idWidth = fields.map(\.id.count).max() ?? 0, kindWidth = fields.map(\.kind.count).max() ?? 0
        return fields.map { field in
            var line = field.id.padding(toLength: idWidth, withPad: " ", startingAt: 0) + "  "
                + field.kind.padding(toLength: kindWidth, withPad: " ", startingAt: 0) + "  "
                + (field.required ? "required" : "        ")
            if let label = field.label { line += "  " + label.replacingOccurrences(of: "\n", with: " ") }
            if !field.options.isEmpty {
                line += (field.multiple ? "  (any of) " : "  (one of) ")
                    + field.options.map { $0.id == $0.title ? $0.id : "\($0.id) (\($0.title))" }.joined(separator: ", ")
            }
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }.joined(separator: "\n") + (fields.isEmpty ? "" : "\n")
    }
}
