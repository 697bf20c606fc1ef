import ArgumentParser
import Formsetter
import Foundation

struct Sheet: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheet",
        abstract: "Render forms in every combination of skin, width, style and variant onto one contact sheet.",
        discussion: """
        Rows: each input × theme; columns: each skin × width × palette × text size × direction. \
        The --style files are one style set, merged as render merges them (a palette file and a \
        semantic file that refers to it), with --token-set choosing sets of a Tokens Studio export; \
        each --theme is a row of its own. Every render is captioned (form · skin · width · theme · \
        variant) and drawn to scale, so a 768-pt render is twice as wide as a 375-pt one. Without \
        --skins each form is drawn in its own look; without --widths at its design width. Exit \
        codes as for render.
        """)

    @Argument(help: "Form JSON files (sidecars beside them are used).")
    var inputs: [String]

    @Option(help: "Comma-separated skins (default: each form's own).")
    var skins: String?

    @Option(help: "Comma-separated canvas widths in points (default: each form's design width).")
    var widths: String?

    @Option(name: .customLong("style"), help: "A style file of design tokens (repeatable; merged, later files win, as in render).")
    var styles: [String] = []

    @Option(name: .customLong("theme"), help: "A theme of a Tokens Studio export: a row of its own (repeatable).")
    var themes: [String] = []

    @Option(name: .customLong("token-set"), help: "A token set of a Tokens Studio export to use (repeatable, in order).")
    var tokenSets: [String] = []

    @Option(help: "Comma-separated palettes (light, dark, form).")
    var palettes: String?

    @Option(help: "Comma-separated text sizes, 0.8–2.0 (default 1).")
    var fontScales: String = "1"

    @Option(help: "Right to left: off, on or both.")
    var rtl: String = "off"

    @Option(name: .customLong("fonts"), help: "A folder of font files added to the bundled fonts (repeatable).")
    var fontFolders: [String] = []

    @Option(help: "PNG pixels per point: 1, 2 or 3.")
    var scale: Double = 1

    @Option(name: .shortAndLong, help: "The sheet: a .png or .pdf file.")
    var output: String

    func run() throws {
        try runMapped {
            guard let type = OutputType(fileName: output), type != .svg else { throw UsageError("-o must name a .png or .pdf file") }
            let directions: [Bool] = switch rtl {
            case "off": [false]
            case "on": [true]
            case "both": [false, true]
            default: throw UsageError("--rtl must be off, on or both, not \"\(rtl)\"")
            }
            let scales = try list(fontScales, "--font-scales").map { text -> Double in
                guard let value = Double(text), Formsetter.fontScaleRange.contains(value) else { throw UsageError("--font-scales: \"\(text)\" is not a number from 0.8 to 2.0") }
                return value
            }
            let widthList = try widths.map { try list($0, "--widths").map { text -> Double in
                guard let value = Double(text) else { throw UsageError("--widths: \"\(text)\" is not a number") }
                return value
            } } ?? []
            let skinList = try skins.map { try list($0, "--skins") } ?? []
            let paletteList = try palettes.map { try list($0, "--palettes") } ?? []
            var roles = FileRoles()
            for input in inputs { roles.reads(input, as: "the form") }
            for style in styles { roles.reads(style, as: "--style") }
            roles.writes(output, as: "-o")
            try refuseOverlaps(roles)
            if !themes.isEmpty, !tokenSets.isEmpty { throw UsageError("--theme chooses the token sets itself; drop --token-set") }
            if styles.isEmpty, !themes.isEmpty || !tokenSets.isEmpty { throw UsageError("--theme and --token-set choose from --style files; name them") }
            for file in styles { _ = try readInput(file, what: "style file") }
            let styleFiles = styles.map { URL(fileURLWithPath: $0) }
            // One style set per row: the files merged, per theme when themes are named.
            let selections: [(name: String?, sets: DesignTokenParser.SetSelection)] = themes.isEmpty
                ? [(nil, tokenSets.isEmpty ? .all : .sets(tokenSets))] : themes.map { ($0, .theme($0)) }
            var looks: [(name: String?, style: StyleSheet)] = []
            var folders = fontFolders.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
            for selection in selections {
                let (style, problems) = try Formsetter.loadStyle(from: styleFiles, sets: selection.sets)
                looks.append((selection.name, style))
                report(problems)
                folders += style.fontDirectories
            }
            var fontOptions = Formsetter.Options()
            fontOptions.skinOptions.style.fontDirectories = folders
            let formsetter = try LookOptions().makeFormsetter(fontOptions)

            let columns = (skinList.isEmpty ? [nil] : skinList.map(Optional.some)).flatMap { skin in
                (widthList.isEmpty ? [nil] : widthList.map(Optional.some)).flatMap { width in
                    (paletteList.isEmpty ? [nil] : paletteList.map(Optional.some)).flatMap { palette in
                        scales.flatMap { scale in directions.map { Column(skin: skin, width: width, palette: palette, fontScale: scale, rightToLeft: $0) } }
                    }
                }
            }
            var rows: [[ContactSheet.Tile]] = []
            for input in inputs {
                let json = try readInput(input, what: "input")
                var reported: Set<Diagnostic> = []
                for look in looks {
                    rows.append(try columns.compactMap { column in
                        try tile(input: input, json: json, look: look, column: column, formsetter: formsetter, reported: &reported)
                    })
                }
            }
            let tree = ContactSheet.compose(rows, measurer: PangoMeasurer(fonts: formsetter.fonts))
            let files = try PageRenderer(fonts: formsetter.fonts).render(tree, as: OutputFormat(type, scale: scale))
            try OutputFiles(target: URL(fileURLWithPath: output), type: type).write(files)
        }
    }

    /// One column of the sheet: a skin, width, palette, text size and direction.
    private struct Column {
        var skin: String?
        var width: Double?
        var palette: String?
        var fontScale: Double
        var rightToLeft: Bool
    }

    /// The captioned render of `input` in one combination; new diagnostics are printed once.
    private func tile(input: String, json: Data, look: (name: String?, style: StyleSheet), column: Column,
                      formsetter: Formsetter, reported: inout Set<Diagnostic>) throws -> ContactSheet.Tile? {
        let url = URL(fileURLWithPath: input)
        let skin = column.skin
        let sidecars = FormatRegistry.sidecars(of: url)
        var options = Formsetter.Options(skin: skin, width: column.width, values: try sidecars.values.map { try Data(contentsOf: $0) },
                                         errors: try sidecars.errors.map { try Data(contentsOf: $0) })
        let variant = LookVariant(style: look.style, palette: column.palette, fontScale: column.fontScale, rightToLeft: column.rightToLeft)
        variant.apply(to: &options)
        let result = try formsetter.layout(json, options: options)
        let fresh = result.diagnostics.filter { reported.insert($0).inserted }
        report(fresh, file: input)
        guard let page = result.tree.pages.first else { return nil }
        let caption = [url.deletingPathExtension().lastPathComponent, skin ?? result.form.defaultSkin, "\(Int(page.size.width.rounded()))",
                       look.name, variant.label.isEmpty ? nil : variant.label].compactMap { $0 }.joined(separator: " · ")
        return ContactSheet.Tile(caption: caption, page: page)
    }

    private func list(_ text: String, _ option: String) throws -> [String] {
        let items = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard !items.isEmpty, !items.contains(where: \.isEmpty) else { throw UsageError("\(option) needs a comma-separated list") }
        return items
    }
}
