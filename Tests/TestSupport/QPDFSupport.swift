import Foundation
import Testing

/// The `qpdf` command line tool: checks PDFs and reads their objects through `qpdf --json`.
public enum QPDF {
    public static let executable = URL(fileURLWithPath: "/usr/bin/qpdf")

    /// `qpdf --check` of `file`: exit status and everything it printed. qpdf exits 3 when it had
    /// to warn (a damaged file) and 2 on errors.
    public static func check(_ file: URL) throws -> (status: Int32, output: String) {
        try run(["--check", file.path])
    }

    /// Records an issue unless `qpdf --check` accepts `file` with exit 0 and no warning.
    public static func expectClean(_ file: URL, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (status, output) = try check(file)
        #expect(status == 0, "\(what): qpdf --check exit \(status)\n\(output)", sourceLocation: sourceLocation)
        #expect(!output.contains("WARNING"), "\(what): \(output)", sourceLocation: sourceLocation)
    }

    /// `qpdf --check` of PDF bytes.
    public static func expectClean(_ pdf: Data, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("formsetter-qpdf-\(UUID().uuidString).pdf")
        try pdf.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        try expectClean(file, what, sourceLocation: sourceLocation)
    }

    public static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("formsetter-qpdf-\(UUID().uuidString).txt")
        FileManager.default.createFile(atPath: out.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: out) }
        let handle = try FileHandle(forWritingTo: out)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, String(decoding: try Data(contentsOf: out), as: UTF8.self))
    }
}

/// The objects of a PDF as `qpdf --json=2` reports them, with references resolved on request.
public struct PDFObjects {
    public let objects: [String: Any]

    public init(_ file: URL) throws {
        let (status, output) = try QPDF.run(["--json=2", "--json-key=qpdf", file.path])
        guard status == 0 || status == 3 else { throw PDFObjectsError(output) }
        let json = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
        guard let list = json?["qpdf"] as? [Any], list.count == 2, let objects = list[1] as? [String: Any] else { throw PDFObjectsError("no objects") }
        self.objects = objects
    }

    public init(_ pdf: Data) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("formsetter-objects-\(UUID().uuidString).pdf")
        try pdf.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        try self.init(file)
    }

    /// The value of `reference` ("5 0 R"), or `value` itself when it is not a reference.
    public func resolve(_ value: Any?) -> Any? {
        guard let reference = value as? String, reference.hasSuffix(" R"), let object = objects["obj:" + reference] as? [String: Any] else { return value }
        return object["value"] ?? (object["stream"] as? [String: Any])?["dict"]
    }

    public func dictionary(_ value: Any?) -> [String: Any] { resolve(value) as? [String: Any] ?? [:] }
    public func array(_ value: Any?) -> [Any] { resolve(value) as? [Any] ?? [] }

    public var trailer: [String: Any] { dictionary((objects["trailer"] as? [String: Any])?["value"]) }
    public var root: [String: Any] { dictionary(trailer["/Root"]) }
    public var info: [String: Any] { dictionary(trailer["/Info"]) }

    /// The page dictionaries in order (a flat /Pages tree, as cairo writes it).
    public var pages: [[String: Any]] { array(dictionary(root["/Pages"])["/Kids"]).map(dictionary) }

    /// The annotations of page `index`, in /Annots order.
    public func annotations(page index: Int) -> [[String: Any]] { array(pages[index]["/Annots"]).map(dictionary) }

    /// A text value: qpdf writes strings as "u:text" (or "b:hex" for bytes).
    public static func text(_ value: Any?) -> String? {
        guard let string = value as? String else { return nil }
        return string.hasPrefix("u:") ? String(string.dropFirst(2)) : string
    }
}

public struct PDFObjectsError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
