import Foundation
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

    init(contentsOf url: URL) throws {
        let data = try Data(contentsOf: url)
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { return }
        families = root["families"] as? [String: [String]] ?? [:]
        for (name, entry) in root["names"] as? [String: [String: Any]] ?? [:] {
            guard let family = entry["family"] as? String else { continue }
            names[name.lowercased()] = Face(family: family, weight: entry["weight"] as? Int ?? 400,
                                            italic: (entry["style"] as? String) == "italic")
        }
    }

    /// Makes `family` (from a font folder added with `--fonts`) known by name, with its files.
    mutating func addFamily(_ family: String, files: [String]) {
        families[family, default: []] += files
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
