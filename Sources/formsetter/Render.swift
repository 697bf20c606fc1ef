import ArgumentParser
import Formsetter
import Foundation

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a form to PNG, PDF or SVG.",
        discussion: """
        The output type comes from the -o extension (.png, .pdf, .svg) or --type. PNG and SVG write \
        one file per page: with more than one page, form.png becomes form-1.png, form-2.png, … \
        Files are written atomically; pages of an earlier render that this one does not produce are \
        removed, and a failed render removes the earlier output at its path. \
        Diagnostics go to stderr as 'warning: <json path>: <message>'. Exit codes: 0 ok, 64 usage, \
        65 bad input data, 66 input not found, 70 internal error.
        """)

    @OptionGroup var input: InputOptions

    @Option(name: .shortAndLong, help: "Output file, or - for standard output (default: the input's name with the type's extension).")
    var output: String?

    @Option(help: "Output type when -o does not tell: png, pdf or svg.")
    var type: String?

    @Option(help: "PNG pixels per point: 1, 2 or 3.")
    var scale: Double = 2

    @Option(help: "JSON object of link key → URL: makes those links clickable in PDFs.")
    var linkMap: String?

    @Argument(help: "More form files or folders: renders them all into the -o folder (NAME.values.json and NAME.errors.json beside a form are used).")
    var moreInputs: [String] = []

    @Option(name: .customShort("j"), help: ArgumentHelp("Forms rendered at once when rendering several (default: the number of CPUs).", valueName: "n"))
    var jobs: Int?

    @Flag(help: "PDF only: the paper look with AcroForm fields over its boxes, prefilled with --values.")
    var fillable = false

    func run() throws {
        if isBatch { return try runBatch() }
        try runMapped {
            let outputType = try resolveType()
            do {
                var (options, templateDiagnostics) = try input.options()
                let formsetter = try input.look.makeFormsetter(options)
                if fillable { try makeFillable(&options, type: outputType) }
                let linkLog = DiagnosticLog()
                let links = try linkMap.map { try Formsetter.parseLinkMap(readInput($0, what: "link map"), log: linkLog) } ?? [:]
                if let target = fileTarget(outputType) {
                    return try renderToFiles(formsetter, options: options, links: links, type: outputType, target: target, notes: templateDiagnostics + linkLog.items)
                }
                let result = try formsetter.layout(try input.form.readForm(), options: options)
                let files = try formsetter.render(result, as: outputType, scale: scale, linkMap: links)
                report(templateDiagnostics + linkLog.items + result.diagnostics, file: input.form.inputName)
                if outputType == .pdf { report(Formsetter.unmappedLinks(in: result.tree, linkMap: links), file: input.form.inputName) }
                try write(files, type: outputType)
            } catch {
                // A failed render leaves no earlier output at its path to be mistaken for this one's.
                if !(error is UsageError), let target = fileTarget(outputType) { OutputFiles(target: target, type: outputType).removeAll() }
                throw error
            }
        }
    }

    /// `--fillable` is the paper look's twin, so it needs a PDF and no other look.
    func makeFillable(_ options: inout Formsetter.Options, type: OutputType) throws {
        guard type == .pdf else { throw UsageError("--fillable writes PDF form fields; use -o NAME.pdf or --type pdf") }
        guard options.skin == nil || options.skin == "paper" else { throw UsageError("--fillable draws the paper look; drop --skin \(options.skin!) or use --skin paper") }
        options.skin = "paper"
        options.skinOptions.fillable = true
    }

    private func resolveType() throws -> OutputType {
        if let type {
            guard let parsed = OutputType(rawValue: type.lowercased()) else { throw UsageError("--type must be png, pdf or svg") }
            return parsed
        }
        if let output, output != "-" {
            guard let parsed = OutputType(fileName: output) else { throw UsageError("cannot tell the output type from \"\(output)\"; use .png, .pdf, .svg or --type") }
            return parsed
        }
        return .png
    }

    private func write(_ files: [Data], type: OutputType) throws {
        let target = output ?? defaultOutput(type)
        if target == "-" {
            guard files.count == 1 else { throw UsageError("\(files.count) pages cannot go to standard output as \(type.rawValue); write a PDF or to a file") }
            FileHandle.standardOutput.write(files[0])
            return
        }
        try OutputFiles(target: URL(fileURLWithPath: target), type: type).write(files)
    }

    /// The output file path, or nil for standard output.
    private func fileTarget(_ type: OutputType) -> URL? {
        let target = output ?? defaultOutput(type)
        return target == "-" ? nil : URL(fileURLWithPath: target)
    }

    func defaultOutput(_ type: OutputType) -> String {
        if input.form.input == "-" { return "-" }
        let url = URL(fileURLWithPath: input.form.input)
        return url.deletingPathExtension().lastPathComponent + "." + type.rawValue
    }
}

struct Layout: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print the layout tree as JSON: pages → boxes with id, role and frame.",
        discussion: "Roles: group-header, group-background, cell (a field's whole frame), title, control, value, icon, separator, error, custom. Each page also lists its links: target and one rect per line.")

    @OptionGroup var input: InputOptions

    func run() throws {
        try runMapped {
            let (options, templateDiagnostics) = try input.options()
            let formsetter = try input.look.makeFormsetter(options)
            let result = try formsetter.layout(try input.form.readForm(), options: options)
            report(templateDiagnostics + result.diagnostics, file: input.form.inputName)
            FileHandle.standardOutput.write(Data(result.tree.layoutJSON().utf8))
        }
    }
}

struct Fonts: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "fonts", abstract: "List the bundled font families and the iOS font-name mapping.")

    func run() throws {
        try runMapped {
            print(try FontSystem().listing())
        }
    }
}
