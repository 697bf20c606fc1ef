import Foundation
import Formsetter

/// The Formworks fixtures and a one-component decoder for rule tests.
public enum FormworksFixtures {
    public static let folder = Paths.fixture("formworks")

    public static func data(_ name: String) throws -> Data { try Data(contentsOf: folder.appendingPathComponent(name)) }

    /// A fixture decoded with an answers sidecar, its state run (answers checked).
    public static func decode(_ name: String, answers: String?) throws -> DecodedForm {
        try Formsetter.decode(try data(name + ".json"), options: .init(values: try answers.map { try data(name + "." + $0 + ".json") }))
    }

    /// `json` decoded with `answers` (a JSON object), its state run.
    public static func decode(json: String, answers: String? = nil) throws -> DecodedForm {
        try Formsetter.decode(Data(json.utf8), options: .init(format: .formworks, values: answers.map { Data($0.utf8) }))
    }

    /// A form of one component `{"<type>": body}` in `dialect` (`readme` adds `responseType`).
    public static func one(_ type: String, _ body: String, readme: Bool = false) -> String {
        #"{"id":"f",\#(readme ? #""responseType":"long","# : "")"title":"T","components":[{"\#(type)":\#(body)}]}"#
    }
}
