import Foundation
import FormFormats
import FormModel

/// The table from iOS font names to bundled families (`Fonts/mapping.json`), plus a guess for
/// names it lacks: the family before the `-`, the weight and style from the suffix.
struct FontMapping: Sendable {
    /// A bundled face: family as fontconfig names it, CSS weight, italic or not.
    struct Face: Sendable, Hashable {
        var family: String
        var weight: Int
        var italic: Bool
    }

    private var names: [String: Face] = [:]
    private(set) var families: [String: [String]] = [:]
    static let systemFamily = "Inter"

    /// Reads `mapping.json` through the project's JSON parser; any problem (not JSON, a key of
    /// the wrong type) is an error naming the file and the JSON path, since fonts are set up
    /// once and a half-read table would draw with the wrong faces.
    init(contentsOf url: URL) throws {
        let log = DiagnosticLog()
        let root: JSONNode
        do {
            root = try JSONFile.read(try Data(contentsOf: url), path: "", label: url.path, log: log)
        } catch let failure as DecodeFailure {
            throw FontError(failure.description)  // the fonts are part of the installation: exit 70, not bad input
        }
        for member in root["families"].map(Self.members) ?? [] {
            families[member.key] = (member.node.elements ?? []).compactMap { element in
                if case let .string(file) = element.value { return file }
                element.log.warn(element.path, "expected a file name, found \(element.value.typeName)")
                return nil
            }
        }
        for member in root["names"].map(Self.members) ?? [] {
            guard let family = member.node.string("family") else {
                log.warn(member.node.path + ".family", "missing; the name is not mapped")
                continue
            }
            let weight = member.node.number("weight").map { Int(min(max($0, 1), 1000)) } ?? 400
            names[member.key.lowercased()] = Face(family: family, weight: weight, italic: member.node.string("style") == "italic")
        }
        if let problem = log.items.first { throw FontError("\(url.path): \(problem.path): \(problem.message)") }
    }

    /// The members of an object node, each as a node on its path.
    private static func members(_ node: JSONNode) -> [(key: String, node: JSONNode)] {
        guard case let .object(members) = node.value else {
            node.log.warn(node.path, "expected an object, found \(node.value.typeName)")
            return []
        }
        return members.compactMap { key, _ in node[key].map { (key, $0) } }
    }

    /// Every iOS name the table maps, with its face, sorted by name.
    var table: [(String, Face)] { names.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } }

    /// The bundled face for an iOS name, and whether it had to be guessed.
    func face(for name: String) -> (face: Face, guessed: Bool) {
        let key = name.lowercased()
        if let face = names[key] { return (face, false) }
        let parts = key.split(separator: "-", maxSplits: 1)
        let style = parts.count > 1 ? String(parts[1]) : ""
        let weight = Self.weight(in: style)
        let italic = style.contains("italic") || style.contains("oblique")
        if let family = families.keys.first(where: { $0.lowercased() == String(parts.first ?? "") }) {
            return (Face(family: family, weight: weight, italic: italic), false)
        }
        if let base = names[String(parts.first ?? "")] {
            return (Face(family: base.family, weight: weight, italic: italic), true)
        }
        return (Face(family: Self.systemFamily, weight: weight, italic: italic), true)
    }

    private static func weight(in style: String) -> Int {
        if style.contains("ultralight") || style.contains("thin") { return 200 }
        if style.contains("light") { return 300 }
        if style.contains("demibold") || style.contains("semibold") { return 600 }
        if style.contains("extrabold") || style.contains("heavy") || style.contains("black") { return 800 }
        if style.contains("bold") { return 700 }
        if style.contains("medium") { return 500 }
        return 400
    }
}
