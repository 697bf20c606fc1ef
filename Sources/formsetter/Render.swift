import ArgumentParser
import Formsetter
import Foundation

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a form to PNG, PDF or SVG.",
        discussion: """
        The output type comes from the -o extension (.png, .pdf, .svg) or --type. PNG and SVG write \
        one file per page: with more than one page, form.png becomes form-1.png, form-2.png, … \
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

    func run() throws {
        if isBatch { return try runBatch() }
        try runMapped {
            let outputType = try resolveType()
            let formsetter = try Formsetter()
            let (options, templateDiagnostics) = try input.options()
            let links = try linkMap.map { try Formsetter.parseLinkMap(readInput($0, what: "link map")) } ?? [:]
            let target = output ?? defaultOutput(outputType)
            if target != "-" { return try renderToFiles(formsetter, options: options, links: links, type: outputType, target: target, notes: templateDiagnostics) }
            let result = try formsetter.layout(try input.readForm(), options: options)
            let files = try formsetter.render(result, as: outputType, scale: scale, linkMap: links)
            report(templateDiagnostics + result.diagnostics + formsetter.fontDiagnostics(after: result))
            if outputType == .pdf { report(Formsetter.unmappedLinks(in: result.tree, linkMap: links)) }
            try write(files, type: outputType)
        }
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
        for (index, data) in files.enumerated() {
            let path = files.count == 1 ? target : Formsetter.pageURL(URL(fileURLWithPath: target), page: index + 1).path
            guard FileManager.default.createFile(atPath: path, contents: data) else { throw ExitWith(73, "cannot write \(path)") }
        }
    }

    func defaultOutput(_ type: OutputType) -> String {
        if input.input == "-" { return "-" }
        let url = URL(fileURLWithPath: input.input)
        return url.deletingPathExtension().lastPathComponent + "." + type.rawValue
    }
}

struct Layout: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the layout tree as JSON: pages → boxes with id, role and frame.",
        discussion: "Roles: group-header, group-background, cell (a field's whole frame), title, control, value, icon, separator, error, custom. Each page also lists its links: target and one rect per line.")

    @OptionGroup var input: InputOptions

    func run() throws {
        try runMapped {
            let formsetter = try Formsetter()
            let (options, templateDiagnostics) = try input.options()
            let result = try formsetter.layout(try input.readForm(), options: options)
            report(templateDiagnostics + result.diagnostics)
            FileHandle.standardOutput.write(Data(result.tree.layoutJSON().utf8))
        }
    }
}

struct Fonts: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the bundled font families and the iOS font-name mapping.")

    func run() throws {
        try runMapped {
            print(try FontSystem().listing())
        }
    }
}
