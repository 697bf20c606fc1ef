import ArgumentParser
import Formsetter
import Foundation

struct Tokens: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "List the design tokens a look reads: type, the look's own value, description.",
        discussion: "Set them in a --style file (W3C design tokens; Schemas/style-tokens.schema.json). Tokens a style file holds beyond these are counted in one note and otherwise ignored.")

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
