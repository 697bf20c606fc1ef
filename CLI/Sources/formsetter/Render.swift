import ArgumentParser
import Formsetter
import Foundation

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render forms to PNG, PDF or SVG: one form, many, or one form per record (mail merge).",
        discussion: """
        The output type comes from the -o extension (.png, .pdf, .svg) or --type; an output that \
        does not say it (a folder, -) is PDF with --page paper and otherwise needs --type. PNG and \
        SVG write one file per page: with more than one page, form.png becomes form-1.png, \
        form-2.png, … Files are written atomically. A page an earlier render wrote and this one \
        does not is removed only when it carries formsetter's mark for the same output; a failed \
        render removes nothing but its own temporary files. NAME.values.json (or .answers.json) \
        and NAME.errors.json beside a form are used unless --values / --errors are given. \
        Several inputs, a folder, --records or --merge make a run into the -o folder: outputs \
        that would overwrite one another stop it before anything is drawn (exit 64), as does \
        any output that is an input or another output (-o f.json, --report people.csv given \
        as --records). Every output carries a seal (a SHA-256 of its other bytes): in a run a \
        file at an output's name, --report or --merge is replaced only while its seal holds, \
        so a twin filled in by hand fails its record (73) unless --overwrite is given. \
        Diagnostics go to stderr as 'warning: <json path>: <message>'. Exit codes: 0 ok, 1 a \
        form of a run failed, 64 usage, 65 bad input data, 66 input not found, 70 internal \
        error, 73 cannot write, or a file there is not formsetter's.
        """)

    @OptionGroup var input: InputOptions

    @Option(name: .shortAndLong, help: "Output file, folder (several forms or records), or - for standard output (default: the input's name with the type's extension).")
    var output: String?

    @Option(help: "Output type when -o does not tell: png, pdf or svg.")
    var type: String?

    @Option(help: "PNG pixels per point: 1, 2 or 3.")
    var scale: Double = 2

    @Option(help: "JSON object of link key → URL: makes those links clickable in PDFs; the paper look prints those URLs after their texts.")
    var linkMap: String?

    @Argument(help: "More form files or folders: renders them all into the -o folder.")
    var moreInputs: [String] = []

    @Flag(name: .shortAndLong, help: "Render the forms in the subfolders of folder inputs too, into the same subfolders of -o.")
    var recursive = false

    @Option(name: .customShort("j"), help: ArgumentHelp("Forms rendered at once in a run (default: the number of CPUs).", valueName: "n"))
    var jobs: Int?

    @Flag(help: "PDF only: the paper look with AcroForm fields over its boxes, prefilled with --values.")
    var fillable = false

    @Option(help: "Also draw every form or record, in order, into this one PDF for the printer, with an outline entry for each.")
    var merge: String?

    @Flag(help: "In a run, replace a file at an output's name that formsetter did not write or that was changed since (a filled-in twin); without it that form or record fails (73). A FIFO or device there always fails it.")
    var overwrite = false

    @OptionGroup var runOptions: RunOptions

    func run() throws {
        if isBatch { return try runBatch() }
        try runMapped {
            let outputType = try resolveType()
            var (options, templateDiagnostics) = try input.options(strict: runOptions.strict)
            let formsetter = try input.look.makeFormsetter(options)
            if fillable { try makeFillable(&options, type: outputType) }
            let linkLog = DiagnosticLog()
            let links = try linkMap.map { try Formsetter.parseLinkMap(readInput($0, what: "link map"), log: linkLog) } ?? [:]
            options.skinOptions.linkMap = links
            let target = output ?? defaultOutput(outputType)
            guard target != "-" else {
                let result = try formsetter.layout(try input.form.readForm(), options: options)
                let files = try formsetter.render(result, as: outputType, scale: scale, linkMap: links)
                report(templateDiagnostics + linkLog.items + result.diagnostics, file: input.form.inputName)
                if outputType == .pdf { report(Formsetter.unmappedLinks(in: result.tree, linkMap: links), file: input.form.inputName) }
                try failOnRefusedValues(result.diagnostics)
                guard files.count == 1 else { throw UsageError("\(files.count) pages cannot go to standard output as \(outputType.rawValue); write a PDF or to a file") }
                try writeStandardOutput(files[0])
                return
            }
            var roles = fileRoles(sidecars: true)
            roles.writes(target, as: "-o")
            try refuseOverlaps(roles)
            let form = try input.form.readForm()
            let files = try OutputFiles(target: URL(fileURLWithPath: target), type: outputType)
            var drawn: StreamedRender?
            do {
                _ = try files.render {
                    let streamed = try formsetter.render(form, options: options, as: outputType, scale: scale, linkMap: links, to: files)
                    drawn = streamed
                    // A refused value leaves no output: printed, the form would look complete without it.
                    try failOnRefusedValues(streamed.diagnostics)
                    return streamed
                }
            } catch let refused as ExitCode where drawn != nil {
                report(templateDiagnostics + linkLog.items + drawn!.diagnostics, file: input.form.inputName)
                throw refused
            }
            guard let streamed = drawn else { return }
            report(templateDiagnostics + linkLog.items + streamed.diagnostics, file: input.form.inputName)
            if outputType == .pdf { report(Formsetter.unmappedLinks(streamed.links, linkMap: links), file: input.form.inputName) }
        }
    }

    /// `--fillable` is the paper look's twin, so it needs a PDF and no other look.
    func makeFillable(_ options: inout Formsetter.Options, type: OutputType) throws {
        guard type == .pdf else { throw UsageError("--fillable writes PDF form fields; use -o NAME.pdf or --type pdf") }
        guard options.skin == nil || options.skin == "paper" else { throw UsageError("--fillable draws the paper look; drop --skin \(options.skin!) or use --skin paper") }
        options.skin = "paper"
        options.skinOptions.fillable = true
    }

    /// The output type: `--type`, the -o file's extension, or (for an output that does not say
    /// it: a folder, standard output, the default name) PDF with paper pages; otherwise a
    /// usage error for `-` and a folder, PNG for the default file name.
    func resolveType(folder: Bool = false) throws -> OutputType {
        if let type {
            guard let parsed = OutputType(rawValue: type.lowercased()) else { throw UsageError("--type must be png, pdf or svg") }
            return parsed
        }
        if !folder, let output, output != "-" {
            guard let parsed = OutputType(fileName: output) else { throw UsageError("cannot tell the output type from \"\(output)\"; use .png, .pdf, .svg or --type") }
            return parsed
        }
        if fillable || input.page.lowercased() != "screen" { return .pdf }
        let named = folder ? "the output folder \(output ?? ".")" : output == "-" || (output == nil && input.form.input == "-") ? "standard output" : nil
        if let named { throw FormsetterError.outputTypeUnknown(named) }
        return .png
    }

    func defaultOutput(_ type: OutputType) -> String {
        if input.form.input == "-" { return "-" }
        let url = URL(fileURLWithPath: input.form.input)
        return url.deletingPathExtension().lastPathComponent + "." + type.rawValue
    }
}

/// Writes to standard output; a failure (a full disk, a closed descriptor, a reader gone) is
/// exit 73 naming the system's reason.
func writeStandardOutput(_ data: Data) throws {
    try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
        var offset = 0
        while offset < bytes.count {
            let written = write(STDOUT_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { throw ExitWith(73, "cannot write standard output: \(String(cString: strerror(errno)))") }
            offset += written
        }
    }
}

struct Layout: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print the layout tree as JSON: pages → boxes with id, role and frame.",
        discussion: "Roles: group-header, group-background, cell (a field's whole frame), title, control, value, icon, separator, error, custom. Each page also lists its links: target and one rect per line. With --fillable, each box that is a form field names it: {\"field\":{\"name\",\"kind\",\"option\",\"comb\",\"maxLength\",\"multiline\",\"format\"}}.")

    @OptionGroup var input: InputOptions

    @Flag(help: "Lay out the paper look's fillable twin (render --fillable): boxes that are form fields say so. With --blank its boxes sit where the blank print's do.")
    var fillable = false

    func run() throws {
        try runMapped {
            var (options, templateDiagnostics) = try input.options()
            if fillable {
                guard options.skin == nil || options.skin == "paper" else { throw UsageError("--fillable lays out the paper look; drop --skin \(options.skin!) or use --skin paper") }
                options.skin = "paper"
                options.skinOptions.fillable = true
            }
            let formsetter = try input.look.makeFormsetter(options)
            let result = try formsetter.layout(try input.form.readForm(), options: options)
            report(templateDiagnostics + result.diagnostics, file: input.form.inputName)
            try writeStandardOutput(Data(result.tree.layoutJSON().utf8))
        }
    }
}

struct Fonts: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "fonts", abstract: "List the bundled font families and the iOS font-name mapping.")

    func run() throws {
        try runMapped {
            // Not print: its failures (a full disk, a closed descriptor) would pass as success.
            try writeStandardOutput(Data((try FontSystem().listing() + "\n").utf8))
        }
    }
}
