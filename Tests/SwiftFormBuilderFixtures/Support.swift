import Foundation
import FormBuilder
import Formsetter
import Testing

/// All tests of this target, serialized: password rules and messages are process-wide in SwiftFormBuilder.
@Suite(.serialized) struct SwiftFormBuilderFixtureTests {}

/// The fixtures of this target: name, items, copied source file.
struct Fixture: Sendable, CustomStringConvertible {
    let name: String
    let file: String
    let build: @Sendable () -> [FormItem]

    var description: String { name }

    static let all = [
        Fixture(name: "registrazione-utente-it", file: "RegistrazioneUtenteIt.swift", build: registrazioneUtenteItems),
        Fixture(name: "denuncia-sinistro-it", file: "DenunciaSinistroIt.swift", build: denunciaSinistroItems),
    ]

    /// `name → message` from the fixture's header comment (`//   - "name" … -> "message"`).
    func expectedErrors() throws -> [String: String] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(file)
        let source = try String(contentsOf: url, encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"^//\s+- "([^"]+)".*-> "([^"]+)"\s*$"#, options: .anchorsMatchLines)
        var result: [String: String] = [:]
        for match in pattern.matches(in: source, range: NSRange(source.startIndex..., in: source)) {
            result[String(source[Range(match.range(at: 1), in: source)!])] = String(source[Range(match.range(at: 2), in: source)!])
        }
        return result
    }
}

extension Form {
    /// The cell with this id (fails the test when missing).
    func cell(_ id: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Cell {
        try #require(allCells.first { $0.id == id }, "no cell \(id)", sourceLocation: sourceLocation)
    }
}

/// A model colour from `#RRGGBB`.
func hex(_ text: String) -> Color { Color(hex: text)! }

/// The UTF-16 range of the first occurrence of `part` in `text`.
func utf16Range(of part: String, in text: String) -> Range<Int> {
    let range = (text as NSString).range(of: part)
    return range.location..<range.location + range.length
}
