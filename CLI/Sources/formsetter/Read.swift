import ArgumentParser
import FormRead
import Formsetter
import Foundation

struct Read: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "read",
        abstract: "Read scanned or photographed filled paper pages back into the form's values file.",
        discussion: """
        Reads pages printed with `render --skin paper` (PNG, JPEG, multi-page TIFF or PDF, in \
        any order, upside down, with blank backs) into the values file `extract` writes, so \
        `validate FORM --values OUT` works on it. Give --form and the look flags the pages were \
        printed with (--page, --landscape, --margin, --lang, --blank, …): each page's code must \
        match the form laid out with them, or the page is reported as printed from another form \
        or with other options. Tick boxes and circles are decided by their ink inside: under 3 % \
        empty, 3–7 % review, 7–50 % ticked, 50–65 % review, 65 % or more cancelled (a filled box \
        is a box crossed out). A radio group with two ticks, or any mark to review, is flagged \
        and left out of the values, never guessed. Writing boxes with ink are cut out as PNG \
        snippets for keying and left out of the values; empty ones are empty. -o FILE writes \
        one record's values (snippets beside it as STEM-pPAGE-ID.png), -o FOLDER/ one values file per \
        record and the snippets; the read report (JSON: per page and per field) goes to \
        --report, by default NAME.report.json beside -o FILE or read-report.json in -o FOLDER. \
        Pages are refused under 150 dpi, printed at under 85 % or over 110 % of their size (when \
        the file records its resolution), or photographed with opposite sides differing by more \
        than 15 %. Exit codes: 0 every page identified and every mark decided (snippets to key \
        are listed, not counted), 1 something needs a person (a mark to review, an answer the routing skips, a page \
        unidentified, of another form, refused, missing or seen twice), 64 usage, 65 a scan file \
        that cannot be read (named; the others are read), 66 input not found, 73 output not \
        writable.
        """)

    @Argument(help: "The scans: PNG, JPEG, TIFF or PDF files.")
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

    @Flag(help: "Let the outputs replace existing files.")
    var overwrite = false

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
            // As render names an untitled form's pages.
            if form != "-" { options.fallbackTitle = URL(fileURLWithPath: form).deletingPathExtension().lastPathComponent }
            try paper.apply(to: &options)
            report(try look.apply(to: &options))
            let plan = try OutputPlan(output: output, report: reportPath)
            var roles = FileRoles()
            roles.reads(form, as: "--form")
            for scan in scans { roles.reads(scan, as: "the scan") }
            roles.writes(plan.reportURL?.path, as: "--report")
            if let values = plan.valuesFile { roles.writes(values.path, as: "-o") }
            try refuseOverlaps(roles)
            for scan in scans where !FileManager.default.fileExists(atPath: scan) {
                throw ExitWith(66, "\(scan): no such file")
            }
            let reader: PaperReader
            do {
                reader = try PaperReader(form: try readInput(form, what: "form"), options: options)
            } catch let error as PaperReaderError {
                throw ExitWith(65, "\(form): \(error)")
            }
            let result = reader.read(scans.map { URL(fileURLWithPath: $0) })
            try write(result, plan: plan)
            for file in result.unreadableFiles { printError("error: \(file.path): \(file.reason)") }
            say(result)
            if !result.unreadableFiles.isEmpty { throw ExitCode(65) }
            if result.needsPerson { throw ExitCode(1) }
        }
    }

    /// Where the values, snippets and report go.
    private struct OutputPlan {
        /// The folder of `-o FOLDER/`.
        var folder: URL?
        /// The file of `-o FILE`.
        var valuesFile: URL?
        var reportURL: URL?

        init(output: String?, report: String?) throws {
            if let output, output != "-" {
                var isFolder: ObjCBool = false
                if output.hasSuffix("/") || (FileManager.default.fileExists(atPath: output, isDirectory: &isFolder) && isFolder.boolValue) {
                    folder = URL(fileURLWithPath: output, isDirectory: true)
                } else {
                    valuesFile = URL(fileURLWithPath: output)
                }
            }
            if let report {
                reportURL = URL(fileURLWithPath: report)
            } else if let folder {
                reportURL = folder.appendingPathComponent("read-report.json")
            } else if let valuesFile {
                reportURL = valuesFile.deletingPathExtension().appendingPathExtension("report.json")
            }
        }
    }

    private func write(_ result: PaperReadResult, plan: OutputPlan) throws {
        if plan.folder == nil, result.records.count > 1 {
            throw ExitWith(64, "the scans hold \(result.records.count) records; name a folder (-o folder/) for one values file each")
        }
        if let folder = plan.folder {
            do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
                throw ExitWith(73, "\(folder.path): cannot make the folder: \(error.localizedDescription)")
            }
        }
        var valuesPaths: [Int: String] = [:]
        var snippetPaths: [String: String] = [:]
        for (index, record) in result.records.enumerated() {
            let stem = Self.stem(record)
            let url: URL?
            if let folder = plan.folder {
                url = folder.appendingPathComponent(stem + ".values.json")
            } else {
                url = plan.valuesFile
            }
            if let url {
                try writeFile(record.values, to: url)
                valuesPaths[index] = url.path
            } else {
                try writeStandardOutput(record.values)
            }
            report(record.diagnostics)
        }
        for page in result.pages where page.status == .read {
            for box in page.boxes {
                guard let png = box.snippet else { continue }
                let record = result.records.firstIndex { $0.line == page.code?.recordLine && $0.name == page.code?.recordName }.map { result.records[$0] }
                // Beside -o FILE the snippets take its name; in a folder, the record's.
                let stem = plan.valuesFile.map { $0.deletingPathExtension().lastPathComponent } ?? record.map(Self.stem) ?? "values"
                // A radio group's or multi-select's boxes share the id: each box is its option (from 1).
                let name = stem + "-p\(page.code?.page ?? 0)-" + Self.safe(box.id) + (box.option.map { "-\($0 + 1)" } ?? "") + ".png"
                let folder = plan.folder ?? plan.valuesFile?.deletingLastPathComponent() ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
                let url = folder.appendingPathComponent(name)
                try writeFile(png, to: url)
                snippetPaths[page.file + "#\(page.indexInFile)#" + box.name + "#\(box.option ?? -1)"] = url.path
            }
        }
        if let reportURL = plan.reportURL {
            let json = result.reportJSON(valuesPath: { record in
                result.records.firstIndex { $0.line == record.line && $0.name == record.name }.flatMap { valuesPaths[$0] }
            }, snippetPath: { page, box in snippetPaths[page.file + "#\(page.indexInFile)#" + box.name + "#\(box.option ?? -1)"] })
            try writeFile(json, to: reportURL)
        }
    }

    /// Writes an output the way the other commands do: never over a file that is not ours
    /// (unless --overwrite), atomically.
    private func writeFile(_ data: Data, to url: URL) throws {
        var status = stat()
        if !overwrite, stat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG {
            throw ExitWith(73, "\(url.path) exists; move it away or pass --overwrite")
        }
        do { try OutputFiles.write(data, to: url) } catch { throw ExitWith(73, "\(error)") }
    }

    /// A record's file name: its name, else its line, else `values`.
    private static func stem(_ record: RecordReading) -> String {
        if let name = record.name, !name.isEmpty { return safe(name) }
        if let line = record.line { return "line-\(line)" }
        return "values"
    }

    private static func safe(_ text: String) -> String {
        String(text.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." ? $0 : "_" })
    }

    /// One line per page and field that needs a person, on standard error.
    private func say(_ result: PaperReadResult) {
        for page in result.pages {
            let place = "\(page.file) page \(page.indexInFile)"
            switch page.status {
            case .read, .unreadable: break
            case .blank: printError("note: \(place): blank, skipped")
            case .unidentified, .otherForm, .refused, .duplicate: printError("warning: \(place): \(page.status.rawValue): \(page.reason ?? "")")
            }
        }
        for record in result.records {
            let who = record.name ?? record.line.map { "line \($0)" }
            let prefix = who.map { "\($0): " } ?? ""
            for flag in record.flagged { printError("warning: \(prefix)\(flag.id): \(flag.reason); left out for review") }
            for note in record.notes { printError("note: \(prefix)\(note.id): \(note.reason)") }
            for id in record.keying { printError("note: \(prefix)\(id): written; left out for keying from its snippet") }
            if !record.missingPages.isEmpty {
                printError("warning: \(prefix)pages not found: \(record.missingPages.map(String.init).joined(separator: ", "))")
            }
            if !record.duplicatePages.isEmpty {
                printError("warning: \(prefix)pages scanned twice: \(record.duplicatePages.map(String.init).joined(separator: ", "))")
            }
        }
    }
}
