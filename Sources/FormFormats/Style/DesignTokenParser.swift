import Foundation
import FormModel

/// Reads style files in the W3C Design Tokens Format (the JSON Style Dictionary and Tokens Studio
/// write): groups, `$value`, `$type` inherited from the enclosing group, `{group.token}` aliases,
/// string values (`"#0A7AFF"`, `"16px"`) and the 2025.10 objects (`{"colorSpace": "srgb",
/// "components": […]}`, `{"value": 16, "unit": "px"}`), and composite `typography` tokens.
/// A bad token is reported with its path and left out; only unreadable JSON fails the file.
public enum DesignTokenParser {
    /// Which token sets of a Tokens Studio export to use.
    public enum SetSelection: Sendable, Hashable {
        /// `$metadata.tokenSetOrder`, then the file's order: every set.
        case all
        /// These sets, in this order (`--token-set`).
        case sets([String])
        /// The `$themes` entry of this name: its `enabled` sets are applied; its `source` sets
        /// only give aliases their values (`--theme`).
        case theme(String)
    }

    /// A style file's bytes, its name for diagnostics and its folder (for font folders).
    public struct File: Sendable {
        public var data: Data
        public var source: String
        public var directory: URL?
        public init(data: Data, source: String, directory: URL? = nil) { self.data = data; self.source = source; self.directory = directory }
    }

    /// The tokens of one style file. `source` names it in diagnostics; font folders named by
    /// `$extensions.formsetter.fonts` are resolved against `directory`. `defaultType` gives the
    /// type of a known token that neither it nor its groups declare.
    public static func parse(_ data: Data, source: String, directory: URL? = nil,
                             defaultType: (String) -> String? = { _ in nil }) throws(DecodeFailure) -> (StyleSheet, [Diagnostic]) {
        try parse([File(data: data, source: source, directory: directory)], defaultType: defaultType)
    }

    /// The tokens of several style files as one set, as Style Dictionary reads a palette file and
    /// a semantic file: every file's tokens are gathered first (a later file's token wins), then
    /// aliases are resolved, so `{palette.blue}` in one file finds its token in another. A Tokens
    /// Studio export (top-level token sets beside `$themes` / `$metadata`) contributes its sets in
    /// `$metadata.tokenSetOrder` (then file order), each set's tokens named without the set.
    public static func parse(_ files: [File], sets selection: SetSelection = .all,
                             defaultType: (String) -> String? = { _ in nil }) throws(DecodeFailure) -> (StyleSheet, [Diagnostic]) {
        let log = DiagnosticLog()
        var collector = RawTokenCollector(log: log)
        var fontDirectories: [String] = []
        for file in files {
            var notes: [(path: String, message: String)] = []
            let root: JSONValue
            do {
                root = try JSONValue.parse(file.data, notes: &notes)
            } catch {
                throw DecodeFailure("style file \(file.source): \(error.description)")
            }
            guard case let .object(members) = root else { throw DecodeFailure("style file \(file.source): expected a JSON object of token groups, found \(root.typeName)") }
            for note in notes { log.add(Diagnostic(.note, path: note.path, "\(note.message) (\(file.source))")) }
            collector.source = file.source
            collector.dialect = TokenDialect(of: root)
            if collector.dialect == .legacy {
                log.add(Diagnostic(.note, path: "", "style file \(file.source): read as Style Dictionary 3 / Tokens Studio legacy tokens (value and type without $)"))
            }
            if root["$themes"] != nil || root["$metadata"] != nil {
                let (chosen, sourceOnly) = try sets(of: members, root: root, selection: selection, source: file.source)
                if selection == .all, chosen.count > 1 {
                    log.add(Diagnostic(.note, path: "", "style file \(file.source): every token set applied, later ones winning: \(chosen.map(\.name).joined(separator: ", ")) (--theme or --token-set to choose)"))
                }
                for set in chosen {
                    collector.aliasOnly = sourceOnly.contains(set.name)
                    collector.collect(set.value, path: [], inheritedType: nil, setPrefix: set.name + ".")
                }
                collector.aliasOnly = false
            } else {
                collector.collect(root, path: [], inheritedType: nil)
            }
            fontDirectories += Self.fontDirectories(in: root, directory: file.directory, source: file.source, log: log)
        }
        var raw = collector.tokens
        for (path, token) in raw where token.type == nil { raw[path]?.type = defaultType(path) }
        var resolver = DesignTokenResolver(raw: raw, log: log)
        let values = collector.order.map { ($0, resolver.resolve($0, chain: [])) }
        var sheet = StyleSheet()
        for case let (path, value?) in values where raw[path]?.aliasOnly != true {
            sheet.set(DesignToken(path: path, value: value, source: raw[path]?.source ?? "", isReferenced: resolver.referenced.contains(path)))
        }
        sheet.fontDirectories = fontDirectories
        return (sheet, log.items)
    }

    /// The sets `selection` takes from a Tokens Studio file, in order, and those of them that
    /// only give aliases their values (a theme's `source` sets).
    private static func sets(of members: [(key: String, value: JSONValue)], root: JSONValue, selection: SetSelection,
                             source: String) throws(DecodeFailure) -> (sets: [(name: String, value: JSONValue)], sourceOnly: Set<String>) {
        let all = tokenSets(members, order: root["$metadata"]?["tokenSetOrder"])
        func named(_ names: [String]) throws(DecodeFailure) -> [(name: String, value: JSONValue)] {
            try names.map { name throws(DecodeFailure) in
                guard let set = all.first(where: { $0.name == name }) else {
                    throw DecodeFailure("style file \(source) has no token set \"\(name)\"; sets: \(all.map(\.name).joined(separator: ", "))")
                }
                return set
            }
        }
        switch selection {
        case .all: return (all, [])
        case let .sets(names): return (try named(names), [])
        case let .theme(theme):
            guard case let .array(themes)? = root["$themes"], let entry = themes.first(where: { $0["name"]?.scalarText == theme }),
                  case let .object(states)? = entry["selectedTokenSets"] else {
                let names: [String]
                if case let .array(themes)? = root["$themes"] { names = themes.compactMap { $0["name"]?.scalarText } } else { names = [] }
                throw DecodeFailure("style file \(source) has no theme \"\(theme)\"; themes: \(names.joined(separator: ", "))")
            }
            // Source sets first, then enabled ones, each in the file's set order: an enabled set's
            // token wins over a source set's of the same name (as Tokens Studio's exports resolve).
            func state(_ name: String) -> String? { states.last { $0.0 == name }?.1.scalarText }
            let sources = all.map(\.name).filter { state($0) == "source" }
            let enabled = all.map(\.name).filter { state($0) == "enabled" }
            return (try named(sources + enabled), Set(sources))
        }
    }

    /// A Tokens Studio file's sets (top-level groups), in `order` (an array of set names) and
    /// then in the file's order.
    private static func tokenSets(_ members: [(key: String, value: JSONValue)], order: JSONValue?) -> [(name: String, value: JSONValue)] {
        let sets = members.filter { !$0.key.hasPrefix("$") }
        var ordered: [String] = []
        if case let .array(names)? = order {
            for case let .string(name) in names where sets.contains(where: { $0.key == name }) && !ordered.contains(name) { ordered.append(name) }
        }
        for set in sets where !ordered.contains(set.key) { ordered.append(set.key) }
        return ordered.compactMap { name in sets.first { $0.key == name }.map { (name, $0.value) } }
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

/// A token as written: its raw `$value`, declared or inherited `$type`, and the file it is in.
struct RawToken {
    var value: JSONValue
    var type: String?
    var source: String
    /// From a theme's `source` set: it gives aliases their value but is not applied itself.
    var aliasOnly = false
}

/// Walks the groups of token files, collecting tokens by dotted path (a later file's token
/// replaces an earlier one of the same path).
struct RawTokenCollector {
    /// The file being walked.
    var source = ""
    /// Whether the set being walked only gives aliases their values.
    var aliasOnly = false
    /// How the file being walked spells its tokens.
    var dialect = TokenDialect.dtcg
    let log: DiagnosticLog
    var tokens: [String: RawToken] = [:]
    var order: [String] = []

    init(log: DiagnosticLog) { self.log = log }

    /// `setPrefix` (`global.`) is how diagnostics name the tokens of a Tokens Studio set.
    mutating func collect(_ node: JSONValue, path: [String], inheritedType: String?, setPrefix: String = "") {
        guard case let .object(members) = node else {
            log.warn(setPrefix + path.joined(separator: "."), "expected a group or a token (an object with $value), found \(node.typeName); ignored (\(source))")
            return
        }
        var type = inheritedType
        if let declared = node[dialect.typeKey] {
            if case let .string(name) = declared { type = TokenDialect.formatType(name) } else {
                log.warn(setPrefix + (path + [dialect.typeKey]).joined(separator: "."), "expected a type name, found \(declared.typeName); ignored (\(source))")
            }
        }
        if var value = node[dialect.valueKey] {
            if dialect == .legacy { value = TokenDialect.legacyAliases(value) }
            let name = path.joined(separator: ".")
            if tokens[name] == nil { order.append(name) }
            tokens[name] = RawToken(value: value, type: type, source: source, aliasOnly: aliasOnly)
            return
        }
        for (key, child) in members where !key.hasPrefix("$") && !(dialect == .legacy && TokenDialect.legacyMetadata.contains(key)) {
            if key.contains(".") || key.contains("{") || key.contains("}") {
                log.warn(setPrefix + (path + [key]).joined(separator: "."), "token and group names may not contain '.', '{' or '}'; ignored (\(source))")
                continue
            }
            collect(child, path: path + [key], inheritedType: type, setPrefix: setPrefix)
        }
    }
}
