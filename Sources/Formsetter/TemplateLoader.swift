import FormFormats
import FormLayout
import FormModel
import Foundation

extension Formsetter {
    /// Reads every `<name>.json` cell template in `folder` through the project's JSON parser: a
    /// file that is not JSON or holds an out-of-range number is skipped, a key of the wrong type
    /// is left out; each with a diagnostic on `templates/<name>.json` and the key's path.
    public static func loadTemplates(from folder: URL) throws -> (templates: [String: CellTemplate], diagnostics: [Diagnostic]) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            throw FormsetterError.templateFolderUnreadable(path: folder.path)
        }
        var templates: [String: CellTemplate] = [:]
        var diagnostics: [Diagnostic] = []
        for name in names.sorted() where name.hasSuffix(".json") {
            let log = DiagnosticLog()
            let path = "templates/\(name)"
            do {
                let root = try JSONFile.read(try Data(contentsOf: folder.appendingPathComponent(name)), path: path, label: path, log: log)
                guard root.isObject else { throw DecodeFailure("must be a JSON object, found \(root.value.typeName)") }
                let template = cellTemplate(root)
                if let problem = outOfRange(template) {
                    log.warn(path + problem.path, "\(problem.message); template skipped")
                } else {
                    templates[String(name.dropLast(5))] = template
                }
            } catch let failure as DecodeFailure {
                // JSONFile names the file first; the diagnostic's path already does.
                var reason = failure.description
                for lead in ["\(path) is ", "\(path): "] where reason.hasPrefix(lead) { reason.removeFirst(lead.count) }
                log.warn(path, "\(reason); template skipped")
            } catch {
                log.warn(path, "cannot be read (\(error.localizedDescription)); template skipped")
            }
            diagnostics += log.items
        }
        return (templates, diagnostics)
    }

    /// A template from its JSON object; keys of the wrong type are reported and left out.
    private static func cellTemplate(_ root: JSONNode) -> CellTemplate {
        func part(_ key: String) -> CellTemplate.Part? {
            guard let node = root[key], let object = node.isObject ? node : nil else {
                if let node = root[key] { node.log.warn(node.path, "expected an object, found \(node.value.typeName); ignored") }
                return nil
            }
            let frame = (object["frame"]?.elements ?? []).compactMap { element -> Double? in
                if case let .number(number) = element.value { return number }
                element.log.warn(element.path, "expected a number, found \(element.value.typeName); 0 is used")
                return 0
            }
            var align: TextAlignment?
            if let text = object.string("align") {
                align = TextAlignment(rawValue: text)
                if align == nil { object.log.warn(object.path + ".align", "unknown alignment \"\(text)\" (left, center, right); the default is used") }
            }
            return CellTemplate.Part(frame: frame, font: object.string("font"), size: object.number("size"), color: object.color("color"),
                                     fill: object.color("fill"), border: object.color("border"), borderWidth: object.number("borderWidth"),
                                     radius: object.number("radius"), underline: object.bool("underline"), inset: object.number("inset"),
                                     align: align)
        }
        return CellTemplate(height: root.number("height"), background: root.color("background"), title: part("title"),
                            box: part("box"), icon: part("icon"), error: part("error"))
    }

    /// The first number of a template outside the range a cell can use, if any.
    private static func outOfRange(_ template: CellTemplate) -> (path: String, message: String)? {
        if let height = template.height, !(height.isFinite && (0...2000).contains(height)) {
            return (".height", "height \(height) is not in 0…2000")
        }
        for (key, part) in [("title", template.title), ("box", template.box), ("icon", template.icon), ("error", template.error)] {
            guard let part else { continue }
            if part.frame.count > 4 || part.frame.contains(where: { !($0.isFinite && abs($0) <= 10000) }) {
                return (".\(key).frame", "frame must be [x, y, width, height] with values within ±10000")
            }
            if let size = part.size, !(size.isFinite && size > 0 && size <= 200) { return (".\(key).size", "size \(size) is not in (0, 200]") }
            for (field, value) in [("borderWidth", part.borderWidth), ("radius", part.radius), ("inset", part.inset)] {
                if let value, !(value.isFinite && (0...1000).contains(value)) { return (".\(key).\(field)", "\(field) \(value) is not in 0…1000") }
            }
        }
        return nil
    }
}
