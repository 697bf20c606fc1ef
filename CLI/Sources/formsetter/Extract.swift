import ArgumentParser
import Formsetter
import Foundation

struct Extract: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extract",
        abstract: "Read a filled fillable twin (render --fillable) back into the form's values file.",
        discussion: """
        Prints (or writes to -o) a JSON object of field id → value in the shape the form's own \
        --values takes, for every field a person can answer: option ids, true/false for toggles, \
        numbers where the library keeps numbers, dates in the library's format, dynamic instances \
        as barn[0].navn. An answer equal to the form's default is kept; a field left empty gets \
        the format's empty value ("" for text, false for a toggle, null for a choice, [] for a \
        multi-select), so `validate FORM --values OUT` never fills in the form's own values. \
        Dates are read as DD/MM/YYYY, DD.MM.YYYY, YYYY-MM-DD or the comb's DDMMYYYY. An answer \
        that cannot be read (a date that is no date, a state that is no option, a field of \
        another form) is listed as an error naming the field and the text, kept as written in \
        the output, and the command exits 65. The twin records the time zone, locale and form it \
        was printed with: they are read from it (an explicit --time-zone that differs is a \
        warning), and a twin printed from another form or another version of it is a warning. -o never replaces an existing file unless \
        --overwrite is given, and never the form or the PDF. Exit codes: 0 ok, 64 usage, 65 an \
        answer could not be read (the output is still written) or bad input data (a PDF libqpdf \
        cannot read, or whose compressed structure inflates past 256 MiB), 66 input not found, \
        73 output not writable.
        """)

    @Argument(help: "The filled PDF, or - for standard input.")
    var pdf: String

    @Option(help: "The form JSON the twin was rendered from.")
    var form: String

    @Option(help: ArgumentHelp(OptionText.formatHelp))
    var format: String = "auto"

    @Option(help: "Time zone to read date-times in (default: the one the twin records; for a PDF that records none, formsetter.json's timeZone, else TZ, else UTC).")
    var timeZone: String?

    @Option(name: .shortAndLong, help: "Output file (default: standard output).")
    var output: String?

    @Flag(help: "Let -o replace an existing file.")
    var overwrite = false

    func run() throws {
        try runMapped {
            if pdf == "-", form == "-" { throw UsageError("the PDF and --form cannot both be standard input") }
            var options = Formsetter.Options(format: try OptionText.format(format))
            options.state.choose(try chooseTimeZone(timeZone))
            let target = output.flatMap { $0 == "-" ? nil : URL(fileURLWithPath: $0) }
            var roles = FileRoles()
            roles.reads(pdf, as: "the PDF")
            roles.reads(form, as: "--form")
            roles.writes(output, as: "-o")
            try refuseOverlaps(roles)
            if let target {
                // A FIFO or a device is written into, not replaced: it needs no --overwrite.
                var status = stat()
                if stat(target.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
                    throw ExitWith(73, "-o \(target.path) is a folder; extract writes one values file: name a file")
                }
                if !overwrite, stat(target.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG {
                    throw ExitWith(73, "\(target.path) exists; move it away or pass --overwrite")
                }
            }
            let pdfName = pdf == "-" ? "<stdin>" : pdf
            let pdfBytes = try readInput(pdf, what: "PDF", limit: InputFile.maximumPDFBytes), formBytes = try readInput(form, what: "form")
            let (values, diagnostics): (Data, [Diagnostic])
            do {
                (values, diagnostics) = try Formsetter().extract(pdf: pdfBytes, form: formBytes, options: options)
            } catch let error as RenderError {
                throw ExitWith(exitStatus(for: error), "\(pdfName): \(error)")
            }
            report(diagnostics, file: pdfName)
            if let target { try OutputFiles.write(values, to: target) } else { try writeStandardOutput(values) }
            let unread = diagnostics.filter { $0.severity == .error }.reduce(0) { $0 + $1.counted }
            if unread > 0 { throw ExitWith(65, "\(unread) answer\(unread == 1 ? "" : "s") could not be read; see the errors above") }
        }
    }
}
