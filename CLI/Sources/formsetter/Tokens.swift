import ArgumentParser
import Formsetter
import Foundation

struct Tokens: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "List the design tokens a look reads: type, the look's own value, description.",
        discussion: "Set them in a --style file (W3C design tokens; Schemas/style-tokens.schema.json). Tokens a style file holds beyond these are counted in one note and otherwise ignored. `tokens check` finds text the tokens leave below WCAG AA contrast.",
        subcommands: [TokensCheck.self])

    @Option(help: "The look whose tokens and values to list (default: hyperoslo).")
    var skin: String = "hyperoslo"

    @Flag(help: "Print JSON Lines: {\"token\", \"type\", \"value\", \"description\"}.")
    var json = false

    func run() throws {
        try runMapped {
            guard let descriptor = Skins.descriptor(named: skin) else { throw FormsetterError.unknownSkin(skin, available: Skins.names) }
            let descriptions = Self.descriptions()
            var lines: [String] = []
            for token in TokenCatalogue.tokens(of: descriptor) {
                let description = descriptions[token.path] ?? ""
                if json {
                    let object: [String: Any] = ["token": token.path, "type": token.type, "value": token.skinValue ?? NSNull(), "description": description]
                    lines.append(String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]), as: UTF8.self))
                } else {
                    lines.append([token.path.padding(toLength: 34, withPad: " ", startingAt: 0), token.type.padding(toLength: 11, withPad: " ", startingAt: 0),
                                  (token.skinValue ?? "—").padding(toLength: 10, withPad: " ", startingAt: 0), description].joined(separator: " "))
                }
            }
            try writeStandardOutput(Data((lines.joined(separator: "\n") + "\n").utf8))
        }
    }

    /// Each token's description from Schemas/style-tokens.schema.json beside the bundled fonts
    /// (empty when the schema is not installed).
    static func descriptions() -> [String: String] {
        guard let root = BundledResources.root,
              let data = FileManager.default.contents(atPath: root.appendingPathComponent("Schemas/style-tokens.schema.json").path),
              let schema = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let groups = schema["x-formsetter-tokens"] as? [String: [String: [String: Any]]] else { return [:] }
        var descriptions: [String: String] = [:]
        for group in groups.values { for (token, entry) in group { descriptions[token] = entry["description"] as? String } }
        return descriptions
    }
}

struct TokensCheck: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Find text a style's colour tokens leave below WCAG 2.2 AA contrast, in every look and palette.",
        discussion: """
        Lays out the forms given (else a probe form with a field of every kind) in every look and \
        each of its palettes with the --style files, and prints each line of text whose colour \
        and background differ by less than WCAG 2.2 AA asks (4.5:1; 3:1 for text of 24 pt, or \
        18.66 pt bold) where a colour token is the text's or the background's, naming the look, \
        palette, cell, colours, ratio and tokens. Pairs no token takes part in are the look's own \
        design and are not listed. A render with a style warns of the same pairs. Exit codes: 0 \
        none found, 1 some found, 64 usage, 65 a style or form that cannot be read, 66 not found.
        """)

    @Argument(help: "Forms to check (default: a probe form with a field of every kind).")
    var forms: [String] = []

    @Option(help: ArgumentHelp(OptionText.formatHelp))
    var format: String = "auto"

    @OptionGroup var look: LookOptions

    func run() throws {
        var found = 0
        try runMapped {
            guard !look.styles.isEmpty else { throw UsageError("name the style files to check with --style") }
            var options = Formsetter.Options()
            report(try look.apply(to: &options))
            let formsetter = try look.makeFormsetter(options)
            let format = try OptionText.format(format)
            let inputs: [(name: String?, data: Data?)] = forms.isEmpty ? [(nil, nil)] : try forms.map { ($0, try readInput($0, what: "form")) }
            var lines: [String] = []
            for input in inputs {
                for finding in try formsetter.contrastFindings(style: options.skinOptions.style, form: input.data, format: format) {
                    lines.append((input.name.map { "\($0): " } ?? "") + finding.description)
                }
            }
            found = lines.count
            if !lines.isEmpty { try writeStandardOutput(Data((lines.joined(separator: "\n") + "\n").utf8)) }
            printError(found == 0 ? "tokens check: no text below WCAG AA contrast" : "tokens check: \(found) line\(found == 1 ? "" : "s") of text below WCAG AA contrast")
        }
        if found > 0 { throw ExitCode(1) }
    }
}
