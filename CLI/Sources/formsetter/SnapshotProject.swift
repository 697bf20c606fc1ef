import ArgumentParser
import Formsetter
import Foundation

/// `formsetter.json`: the forms a project snapshot-tests, where their references live and the
/// variants each is checked in, so `formsetter snapshot verify` needs no flags and a reference is
/// always verified with the options it was recorded with:
///
///     {"forms": ["Forms"], "snapshots": "Snapshots/forms",
///      "variants": {"phone": {"width": 375}, "paper": {"skin": "paper", "scale": 1},
///                   "dark": {"palette": "dark", "style": ["tokens/palette.json", "tokens/semantic.json"]}}}
///
/// `"timeZone": "Europe/Oslo"` names the zone date-times are shown in: every snapshot variant
/// is drawn in it, and render, layout, validate, convert and extract run in this folder use it when
/// `--time-zone` is not given (before the host's `TZ`). Without it snapshots are drawn in UTC,
/// never in the host's `TZ`, so a reference recorded on one machine verifies on any other.
///
/// Paths are relative to the file and stay inside its folder (exit 65 otherwise, naming the key). Each variant's references are in `<snapshots>/<variant>/`
/// (without `variants`, in `<snapshots>`). A variant's keys are the snapshot options without
/// their dashes: skin, palette, width, scale, style, fonts, font-scale, locale, rtl, strict.
struct SnapshotProject {
    static let defaultFile = "formsetter.json"
    /// Variant keys and whether each takes a value (`rtl` and `strict` are flags).
    static let keys: [String: Bool] = ["skin": true, "palette": true, "width": true, "scale": true, "style": true,
                                       "fonts": true, "font-scale": true, "locale": true, "rtl": false, "strict": false]

    var file: URL
    var forms: [String]
    var snapshots: String
    var variants: [(name: String, arguments: [String])]
    var timeZone: String?

    /// The `timeZone` of `formsetter.json` in this folder; nil when there is none. Content that
    /// cannot be read, or a `timeZone` that is no string, is exit 65 naming the file.
    static func timeZone() throws -> String? {
        guard FileManager.default.fileExists(atPath: defaultFile) else { return nil }
        return try zone(in: root(of: URL(fileURLWithPath: defaultFile)), file: URL(fileURLWithPath: defaultFile))
    }

    private static func root(of file: URL) throws -> JSONValue {
        var notes: [(path: String, message: String)] = []
        do { return try JSONValue.parse(try readInput(file.path, what: "project file"), notes: &notes) } catch let error as JSONSyntaxError {
            throw ExitWith(65, "\(file.path): \(error.description)")
        }
    }

    private static func zone(in root: JSONValue, file: URL) throws -> String? {
        switch root["timeZone"] {
        case nil: return nil
        case let .string(name)?: return name
        case let other?: throw ExitWith(65, "\(file.path): timeZone: expected a zone name such as Europe/Oslo, found \(other.typeName)")
        }
    }

    /// Reads `path` (default `formsetter.json` in the current folder). Bad content is exit 65
    /// naming the file and the JSON path.
    static func load(_ path: String?) throws -> SnapshotProject {
        let file = URL(fileURLWithPath: path ?? defaultFile)
        guard FileManager.default.fileExists(atPath: file.path) else {
            throw UsageError(path == nil ? "no inputs and no \(defaultFile) here: name form files or folders and --snapshots, or write a \(defaultFile) (Docs/guide/snapshot-testing.md)" : "project file not found: \(file.path)")
        }
        let root = try root(of: file)
        let folder = file.deletingLastPathComponent()
        func fail(_ jsonPath: String, _ message: String) -> ExitWith { ExitWith(65, "\(file.path): \(jsonPath): \(message)") }
        // Every path stays inside the project's folder: a checked-in file sends nothing elsewhere.
        func inside(_ jsonPath: String) -> (String) throws -> String {
            { path in
                guard let url = ContainedPath.resolve(path, in: folder) else {
                    throw fail(jsonPath, "\"\(path)\" leads out of the project folder \(folder.path); paths in \(file.lastPathComponent) stay inside it")
                }
                return url.path
            }
        }
        guard case .array(let formValues)? = root["forms"], !formValues.isEmpty else { throw fail("forms", "expected an array of form files or folders") }
        let forms = try formValues.enumerated().map { index, value -> String in
            guard case let .string(path) = value else { throw fail("forms[\(index)]", "expected a path, found \(value.typeName)") }
            return try inside("forms[\(index)]")(path)
        }
        guard case let .string(snapshots)? = root["snapshots"] else { throw fail("snapshots", "expected the folder of the references") }
        var variants: [(String, [String])] = []
        switch root["variants"] {
        case nil: variants = [("", [])]
        case let .object(members)?:
            guard !members.isEmpty else { throw fail("variants", "names no variant; leave it out for one with the default options") }
            for (name, value) in members {
                guard !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else { throw fail("variants.\(name)", "a variant's name is a folder name") }
                guard case let .object(options) = value else { throw fail("variants.\(name)", "expected an object of options, found \(value.typeName)") }
                variants.append((name, try options.flatMap { key, option -> [String] in
                    guard let takesValue = keys[key] else {
                        throw fail("variants.\(name).\(key)", "unknown option; options: \(keys.keys.sorted().joined(separator: ", "))")
                    }
                    return try arguments(key, option, takesValue: takesValue, relative: key == "style" || key == "fonts" ? inside("variants.\(name).\(key)") : { $0 }) {
                        fail("variants.\(name).\(key)", $0)
                    }
                }))
            }
        case let other?: throw fail("variants", "expected an object of named variants, found \(other.typeName)")
        }
        return SnapshotProject(file: file, forms: forms, snapshots: try inside("snapshots")(snapshots), variants: variants, timeZone: try zone(in: root, file: file))
    }

    /// `--key value` (repeated for an array), or `--key` for a true flag.
    private static func arguments(_ key: String, _ value: JSONValue, takesValue: Bool, relative: (String) throws -> String,
                                  fail: (String) -> ExitWith) throws -> [String] {
        guard takesValue else {
            guard case let .bool(on) = value else { throw fail("expected true or false, found \(value.typeName)") }
            return on ? ["--\(key)"] : []
        }
        let values: [JSONValue]
        if case let .array(items) = value { values = items } else { values = [value] }
        return try values.flatMap { item -> [String] in
            switch item {
            case let .string(text): return ["--\(key)", try relative(text)]
            case .number: return ["--\(key)", item.scalarText]
            default: throw fail("expected a string or a number, found \(item.typeName)")
            }
        }
    }

    /// The snapshot options of every variant (parsed as the command line would be, so a bad
    /// value is the same error), each with `extra` (options given on the command line).
    func variants(passing extra: [String]) throws -> [(name: String?, options: Snapshot.Options)] {
        try variants.map { name, arguments in
            let folder = name.isEmpty ? snapshots : URL(fileURLWithPath: snapshots).appendingPathComponent(name).path
            do {
                let zone = timeZone.map { ["--time-zone", $0] } ?? []
                return (name.isEmpty ? nil : name, try Snapshot.Options.parse(forms + ["--snapshots", folder] + zone + arguments + extra))
            } catch {
                throw ExitWith(64, "\(file.path): variants.\(name): \(Snapshot.Options.message(for: error))")
            }
        }
    }
}
