import Foundation
import FormLayout
import FormModel

extension Formsetter {
    /// Reads every `<name>.json` cell template in `folder`; a file that does not decode is
    /// skipped with a diagnostic naming it and the key at fault.
    public static func loadTemplates(from folder: URL) throws -> (templates: [String: CellTemplate], diagnostics: [Diagnostic]) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            throw FormsetterError.templateFolderUnreadable(path: folder.path)
        }
        var templates: [String: CellTemplate] = [:]
        var diagnostics: [Diagnostic] = []
        for name in names.sorted() where name.hasSuffix(".json") {
            let url = folder.appendingPathComponent(name)
            do {
                let data = try Data(contentsOf: url)
                // Syntax errors get the parser's line and column, which JSONDecoder does not give.
                var notes: [(path: String, message: String)] = []
                do { _ = try JSONValue.parse(data, notes: &notes) } catch {
                    diagnostics.append(Diagnostic(path: "templates/\(name)", "\(error); template skipped"))
                    continue
                }
                let template = try JSONDecoder().decode(CellTemplate.self, from: data)
                if let problem = outOfRange(template) {
                    diagnostics.append(Diagnostic(path: "templates/\(name)\(problem.path)", "\(problem.message); template skipped"))
                    continue
                }
                templates[String(name.dropLast(5))] = template
            } catch let DecodingError.dataCorrupted(context) {
                diagnostics.append(Diagnostic(path: "templates/\(name)" + keyPath(context.codingPath), "\(context.debugDescription); template skipped"))
            } catch let DecodingError.typeMismatch(_, context) {
                diagnostics.append(Diagnostic(path: "templates/\(name)" + keyPath(context.codingPath), "\(context.debugDescription); template skipped"))
            } catch {
                diagnostics.append(Diagnostic(path: "templates/\(name)", "cannot be read as a cell template (\(error)); skipped"))
            }
        }
        return (templates, diagnostics)
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

    private static func keyPath(_ path: [CodingKey]) -> String {
        path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }
}
