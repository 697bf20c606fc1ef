import Foundation
import FormModel

/// Reads style files in the W3C Design Tokens Format (the JSON Style Dictionary and Tokens Studio
/// write): groups, `$value`, `$type` inherited from the enclosing group, `{group.token}` aliases,
/// string values (`"#0A7AFF"`, `"16px"`) and the 2025.10 objects (`{"colorSpace": "srgb",
/// "components": […]}`, `{"value": 16, "unit": "px"}`), and composite `typography` tokens.
/// A bad token is reported with its path and left out; only unreadable JSON fails the file.
public enum DesignTokenParser {
    /// The tokens of one style file. `source` names it in diagnostics; font folders named by
    /// `$extensions.formsetter.fonts` are resolved against `directory`. `defaultType` gives the
    /// type of a known token that neither it nor its groups declare.
    public static func parse(_ data: Data, source: String, directory: URL? = nil,
                             defaultType: (String) -> String? = { _ in nil }) throws(DecodeFailure) -> (StyleSheet, [Diagnostic]) {
        var notes: [(path: String, message: String)] = []
        let root: JSONValue
        do {
            root = try JSONValue.parse(data, notes: &notes)
        } catch {
            throw DecodeFailure("style file \(source): \(error.description)")
        }
        guard case .object = root else { throw DecodeFailure("style file \(source): expected a JSON object of token groups, found \(root.typeName)") }
        let log = DiagnosticLog()
        for note in notes { log.add(Diagnostic(.note, path: note.path, "\(note.message) (\(source))")) }
        var collector = RawTokenCollector(source: source, log: log)
        collector.collect(root, path: [], inheritedType: nil)
        var raw = collector.tokens
        for (path, token) in raw where token.type == nil { raw[path]?.type = defaultType(path) }
        var resolver = DesignTokenResolver(raw: raw, source: source, log: log)
        let values = collector.order.map { ($0, resolver.resolve($0, chain: [])) }
        var sheet = StyleSheet()
        for case let (path, value?) in values {
            sheet.set(DesignToken(path: path, value: value, source: source, isReferenced: resolver.referenced.contains(path)))
        }
        sheet.fontDirectories = fontDirectories(in: root, directory: directory, source: source, log: log)
        return (sheet, log.items)
    }

    /// Folders named by `$extensions.formsetter.fonts` (a string or an array of strings).
    private static func fontDirectories(in root: JSONValue, directory: URL?, source: String, log: DiagnosticLog) -> [String] {
        guard let value = root["$extensions"]?["formsetter"]?["fonts"] else { return [] }
        let names: [String]
        switch value {
        case let .string(name): names = [name]
        case let .array(items) where items.allSatisfy({ if case .string = $0 { true } else { false } }):
            names = items.compactMap { if case let .string(name) = $0 { name } else { nil } }
        default:
            log.warn("$extensions.formsetter.fonts", "expected a folder name or an array of them, found \(value.typeName); ignored (\(source))")
            return []
        }
        return names.map { name in
            if name.hasPrefix("/") { return name }
            return (directory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).appendingPathComponent(name).standardizedFileURL.path
        }
    }
}

/// A token as written: its raw `$value`, declared or inherited `$type`, and JSON path.
struct RawToken {
    var value: JSONValue
    var type: String?
}

/// Walks the groups of a token file, collecting tokens by dotted path.
struct RawTokenCollector {
    let source: String
    let log: DiagnosticLog
    var tokens: [String: RawToken] = [:]
    var order: [String] = []

    mutating func collect(_ node: JSONValue, path: [String], inheritedType: String?) {
        guard case let .object(members) = node else {
            log.warn(path.joined(separator: "."), "expected a group or a token (an object with $value), found \(node.typeName); ignored (\(source))")
            return
        }
        var type = inheritedType
        if let declared = node["$type"] {
            if case let .string(name) = declared { type = name } else {
                log.warn((path + ["$type"]).joined(separator: "."), "expected a type name, found \(declared.typeName); ignored (\(source))")
            }
        }
        if let value = node["$value"] {
            let name = path.joined(separator: ".")
            if tokens[name] == nil { order.append(name) }
            tokens[name] = RawToken(value: value, type: type)
            return
        }
        for (key, child) in members where !key.hasPrefix("$") {
            if key.contains(".") || key.contains("{") || key.contains("}") {
                log.warn((path + [key]).joined(separator: "."), "token and group names may not contain '.', '{' or '}'; ignored (\(source))")
                continue
            }
            collect(child, path: path + [key], inheritedType: type)
        }
    }
}
