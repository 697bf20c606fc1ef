import Foundation
import TestSupport
import Testing

/// One answer a person gives in a twin: a row of the round-trip matrix.
struct TypedAnswer: Sendable {
    /// The matrix row: the kind of field ("identifier with leading zeros", "date typed 31.12.2024", …).
    let kind: String
    /// The field's full name in the twin (`barn[0].navn`, `spraak.1`).
    let field: String
    /// What the person does: text typed, an option's export value picked (`String`), a box ticked (`Bool`).
    let typed: TypedValue
    /// The key of the values file it comes back under, and the value it must come back as.
    let key: String
    let value: AnswerValue
}

/// What a person does in one field.
enum TypedValue: Sendable, CustomStringConvertible {
    case text(String), tick(Bool)
    var json: Any { switch self { case .text(let text): text; case .tick(let on): on } }
    var description: String { switch self { case .text(let text): "\"\(text)\""; case .tick(let on): on ? "ticked" : "cleared" } }
}

/// A JSON value the values file holds.
enum AnswerValue: Sendable {
    case string(String), int(Int), bool(Bool), strings([String])
    var any: Any {
        switch self {
        case .string(let text): text
        case .int(let number): number
        case .bool(let on): on
        case .strings(let list): list
        }
    }
}

/// Fills a twin in every engine from one list of answers: pypdf (default and
/// `auto_regenerate=False`), MuPDF (PyMuPDF) and PDFium (pypdfium2) through
/// `Scripts/fill-twin.py`, pdf.js (Debian's libjs-pdf in node) through `Scripts/fill-twin-pdfjs.js`.
enum TwinFiller {
    static let node = URL(fileURLWithPath: "/usr/bin/node")
    /// Debian 12's libjs-pdf (2.14.305), which `.ci/run` installs with nodejs. The Debian 13 lane's
    /// root has neither, so there pdf.js is left out, as `PDFDateScriptTests` leaves node out.
    static let pdfjs = URL(fileURLWithPath: "/usr/share/nodejs/pdfjs-dist/build/pdf.js")
    static let hasPDFJS = FileManager.default.isExecutableFile(atPath: node.path) && FileManager.default.fileExists(atPath: pdfjs.path)
    static let engines = ["pypdf", "pypdf-keep", "mupdf", "pdfium"] + (hasPDFJS ? ["pdfjs"] : [])
    static let script = Paths.root.appendingPathComponent("Scripts/fill-twin.py")
    static let pdfjsScript = Paths.root.appendingPathComponent("Scripts/fill-twin-pdfjs.js")

    /// The twin filled by each of `engines` (all by default): engine → filled PDF in `folder`.
    static func fill(_ twin: URL, answers: [TypedAnswer], in folder: URL, engines: [String] = engines) throws -> [String: URL] {
        var typed: [String: Any] = [:]
        for answer in answers { typed[answer.field] = answer.typed.json }
        let answersFile = folder.appendingPathComponent("answers.json")
        try JSONSerialization.data(withJSONObject: typed, options: [.sortedKeys]).write(to: answersFile)
        var filled: [String: URL] = [:]
        for engine in engines { filled[engine] = folder.appendingPathComponent("filled-\(engine).pdf") }
        let python = engines.filter { $0 != "pdfjs" }.map { "\($0)=\(filled[$0]!.path)" }
        if !python.isEmpty {
            let run = try runProgram(try pdfEnginesPython(), [script.path, twin.path, answersFile.path] + python)
            #expect(run.status == 0, "fill-twin.py: \(run.stderr)")
        }
        if let out = filled["pdfjs"] {
            let run = try runProgram(node, [pdfjsScript.path, twin.path, answersFile.path, out.path])
            #expect(run.status == 0, "fill-twin-pdfjs.js: \(run.stderr)")
        }
        return filled
    }
}
