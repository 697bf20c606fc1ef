import Foundation
import FormLayout
import FormModel

extension Formsetter {
    /// Reads every `<name>.json` cell template in `folder`; a file that does not decode is
    /// skipped with a diagnostic naming it and the key at fault.
    public static func loadTemplates(from folder: URL) throws -> (templates: [String: CellTemplate], diagnostics: [Diagnostic]) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            throw UsageError("--templates: cannot read the folder \(folder.path)")
        }
        var templates: [String: CellTemplate] = [:]
        var diagnostics: [Diagnostic] = []
        for name in names.sorted() where name.hasSuffix(".json") {
            let url = folder.appendingPathComponent(name)
            do {
                templates[String(name.dropLast(5))] = try JSONDecoder().decode(CellTemplate.self, from: Data(contentsOf: url))
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

    private static func keyPath(_ path: [CodingKey]) -> String {
        path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }
}
