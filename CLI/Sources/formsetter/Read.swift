import ArgumentParser
import FormRead
import Formsetter
import Foundation

struct Read: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "read",
        abstract: "Read scanned or photographed filled paper pages back into the form's values file.",
        discussion: """
        Reads pages printed with `render --skin paper` (PNG, JPEG, multi-page TIFF or PDF files, \
        or folders of them, in any order, upside down, with blank backs) into the values file \
        `extract` writes, so `validate FORM --values OUT` works on it. Give --form and the look \
        flags the pages were printed with (--page, --landscape, --margin, --lang, --blank, …): \
        each page's code must match the form laid out with them, or the page is reported as \
        printed from another form, with other options or by another version of formsetter (a \
        layout change moves boxes, so pages are read by the version that printed them). A print run's pages (render --records) \
        are read with the same --records (and --name-field, --csv-*): each record a page names \
        by its line is laid out with its values, once; a page whose line the records do not \
        have, or whose record now lays out otherwise (its row changed), is reported and not \
        read. Tick boxes and circles are decided by their ink inside: under 3 % empty, 3–7 % \
        review, 7–50 % ticked, 50–65 % review, 65 % or more cancelled (a filled box is a box \
        crossed out). A radio group with two ticks, or any mark to review, is flagged and left \
        out of the values, never guessed. Writing boxes with ink (beyond a print run's printed \
        value) are cut out as PNG snippets for keying and left out of the values; empty ones are \
        empty, or the value the run printed in them. -o FILE writes one record's values \
        (snippets beside it as STEM-pPAGE-FIELD.png), -o FOLDER/ one values file per record, \
        STEM.values.json with STEM the name the print run gave the record's output (else its \
        line), and the snippets (STEM-pPAGE-FIELD.png), written as the pages are read; the read \
        report (JSON: the form, a summary, per page and per field) goes to --report, by default \
        NAME.report.json beside -o FILE or read-report.json in -o FOLDER. Pages are refused \
        under 150 dpi, printed at under 85 % or over 110 % of their size (when the file records \
        its resolution), or photographed with opposite sides differing by more than 15 %. \
        Standard error has one line per page not read and per record that needs a person, then \
        'read: N records (C complete), … to review, K to key'. Exit codes: 0 every page \
        identified and every field decided; 1 something needs a person (a mark to review, a \
        field to key from its snippet, an answer the routing skips, a page unidentified, of \
        another form or record, refused, missing or seen twice: like `snapshot verify`, a read \
        is not done until it is reviewed), 64 usage, 65 a scan file that cannot be read (named; \
        the others are read), 66 input not found, 73 output not writable.
        """)

    @Argument(help: "The scans: PNG, JPEG, TIFF or PDF files, or folders of them.")
    var scans: [String]

    @Option(help: "The form JSON the pages were printed from.")
    var form: String

    @Option(help: ArgumentHelp(OptionText.formatHelp))
    var format: String = "auto"

    @Option(help: ArgumentHelp(OptionText.pageHelp))
    var page: String = "a4"

    @Flag(help: "Paper pages turned sideways.")
    var landscape = false

    @Option(help: "Paper margin the pages were printed with.")
    var margin: String?

    @OptionGroup var look: LookOptions

    @OptionGroup var paper: PaperFlags

    @Option(help: "Time zone to read dates in (default: formsetter.json's timeZone, else TZ, else UTC).")
    var timeZone: String?

    @Option(name: .shortAndLong, help: "A values file for one record, or a folder (ending in /) for one per record (default: standard output).")
    var output: String?

    @Option(name: .customLong("report"), help: "The read report (JSON); default beside -o.")
    var reportPath: String?

    @Flag(help: "Let the outputs replace existing files (a read report a read wrote, unchanged since, is replaced without it).")
    var overwrite = false

    /// A print run's records (render --records) and the --name-field it named them by: each
    /// page is read against its record laid out with its values.
    @OptionGroup var recordsFile: RecordsOptions

    func run() throws {
        try runMapped {
            guard !scans.isEmpty else { throw UsageError("name at least one scan") }
            var options = Formsetter.Options(format: try OptionText.format(format))
            options.state.choose(try chooseTimeZone(timeZone))
            guard var pageSetup = try OptionText.page(page) else { throw UsageError("--page must be a paper size (a4, letter, … or WxH), not \"\(page)\"") }
            if landscape { pageSetup = pageSetup.landscape() }
            if let margin { pageSetup = pageSetup.withMargin(try OptionText.margin(margin)) }
            options.page = pageSetup
            options.skin = "paper"
            try paper.apply(to: &options)
            report(try look.apply(to: &options))
            let records = recordsFile.records
            let output = try outputPlan()
            let files = try scanFiles(output: output)
            var roles = FileRoles()
            roles.reads(form, as: "--form")
            roles.reads(records, as: "--records")
            for scan in files { roles.reads(scan.path, as: "the scan") }
            roles.writes(output.report?.path, as: "--report")
            if case let .file(values) = output.values { roles.writes(values.path, as: "-o") }
            try refuseOverlaps(roles)
            let reader: PaperReader
            do {
                let formData = try readInput(form, what: "form")
                if let set = try recordsFile.recordSet() {
                    report(set.problems)
                    reader = try PaperReader(form: formData, options: options, records: set)
                } else {
                    reader = try PaperReader(form: formData, options: options)
                }
            } catch let error as PaperReaderError {
                throw ExitWith(65, "\(form): \(error)")
            }
            let formPath = form == "-" ? nil : URL(fileURLWithPath: form).standardizedFileURL.path
            let result: PaperReadResult
            do {
                result = try reader.read(files, into: output, form: formPath)
            } catch let error as ReadOutputError {
                throw ExitWith(error.tooManyRecords ? 64 : 73, error.description)
            }
            if case .caller = output.values, let record = result.records.first { try writeStandardOutput(record.values) }
            for record in result.records { report(record.diagnostics) }
            for file in result.unreadableFiles { printError("error: \(file.path): \(file.reason)") }
            say(result)
            if !result.unreadableFiles.isEmpty { throw ExitCode(65) }
            if result.needsPerson { throw ExitCode(1) }
        }
    }

    /// Where the values, snippets and report go: `-o FOLDER/` (or an existing folder), `-o
    /// FILE`, or standard output (snippets into the current folder).
    private func outputPlan() throws -> ReadOutput {
        var values = ReadOutput.Values.caller(snippetFolder: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
        if let output, output != "-" {
            var isFolder: ObjCBool = false
            if output.hasSuffix("/") || (FileManager.default.fileExists(atPath: output, isDirectory: &isFolder) && isFolder.boolValue) {
                values = .folder(URL(fileURLWithPath: output, isDirectory: true))
            } else {
                values = .file(URL(fileURLWithPath: output))
            }
        }
        var report = reportPath.map { URL(fileURLWithPath: $0) }
        if report == nil {
            switch values {
            case let .folder(folder): report = folder.appendingPathComponent("read-report.json")
            case let .file(file): report = file.deletingPathExtension().appendingPathExtension("report.json")
            case .caller: break
            }
        }
        return ReadOutput(values: values, report: report, overwrite: overwrite)
    }

    /// The scan files: each file named, and the PNG, JPEG, TIFF and PDF files of each folder
    /// named (others said and left out). A folder that is also the output folder is refused:
    /// its snippets would be read as scans the next time.
    private func scanFiles(output: ReadOutput) throws -> [URL] {
        var files: [URL] = []
        for scan in scans {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: scan, isDirectory: &isFolder) else { throw ExitWith(66, "\(scan): no such file") }
            guard isFolder.boolValue else {
                files.append(URL(fileURLWithPath: scan))
                continue
            }
            let folder = URL(fileURLWithPath: scan, isDirectory: true)
            if case let .folder(out) = output.values, out.standardizedFileURL.resolvingSymlinksInPath().path == folder.standardizedFileURL.resolvingSymlinksInPath().path {
                throw UsageError("-o \(out.path) is the scans folder \(scan): its snippets would be read as scans; write into another folder")
            }
            let found: (scans: [URL], ignored: [String])
            do { found = try ScanFolder.files(in: folder) } catch { throw ExitWith(66, "\(scan): cannot list the folder: \(error.localizedDescription)") }
            if !found.ignored.isEmpty {
                let shown = found.ignored.prefix(3).joined(separator: ", ") + (found.ignored.count > 3 ? ", …" : "")
                printError("note: \(scan): \(found.ignored.count) \(found.ignored.count == 1 ? "entry" : "entries") not PNG, JPEG, TIFF or PDF left out (\(shown))")
            }
            if found.scans.isEmpty { throw ExitWith(66, "\(scan): no PNG, JPEG, TIFF or PDF files in the folder") }
            files += found.scans
        }
        return files
    }

    /// One line per page not read and per record that needs a person, notes on fields, then the summary.
    private func say(_ result: PaperReadResult) {
        for page in result.pages {
            let place = "\(page.file) page \(page.indexInFile)"
            switch page.status {
            case .read, .unreadable: break
            case .blank: printError("note: \(place): blank, skipped")
            default: printError("warning: \(place): \(page.status.rawValue): \(page.reason ?? "")")
            }
        }
        for record in result.records {
            let prefix = Self.who(record).map { "\($0): " } ?? ""
            for note in record.notes { printError("note: \(prefix)\(note.id): \(note.reason)") }
            guard record.needsPerson else { continue }
            var parts: [String] = []
            if !record.missingPages.isEmpty { parts.append("pages not found: " + record.missingPages.map(String.init).joined(separator: ", ")) }
            if !record.duplicatePages.isEmpty { parts.append("pages scanned twice: " + record.duplicatePages.map(String.init).joined(separator: ", ")) }
            if !record.flagged.isEmpty { parts.append("to review: " + record.flagged.map { "\($0.id) (\($0.reason))" }.joined(separator: ", ")) }
            if !record.keying.isEmpty { parts.append("to key: " + record.keying.joined(separator: ", ")) }
            printError("warning: \(prefix)\(parts.joined(separator: "; "))")
        }
        printError(result.summary.line)
    }

    /// How messages name a record: its output's name and line in a print run, nil for a single form.
    private static func who(_ record: RecordReading) -> String? {
        guard let line = record.line else { return record.name }
        return "\(record.outputStem ?? record.name ?? "line\(line)") (line \(line))"
    }
}
