import FormFormats
import Foundation
import Testing

@Suite("The JSON parser: numbers read without a String, note paths built on demand")
struct JSONParserNumbersAndPathsTests {
    func number(_ text: String) throws -> Double? {
        var notes: [(path: String, message: String)] = []
        guard case let .number(value) = try JSONValue.parse(Data(text.utf8), notes: &notes) else { return nil }
        return value
    }

    @Test("integers of up to 15 digits, signs, leading zeros and longer or non-integer numbers read as Double(_:) reads them",
          arguments: ["0", "-0", "7", "-42", "007", "123456789012345", "-123456789012345", "1234567890123456789",
                      "12.5", "1e3", "-2.5E-2", "1.", "9007199254740993"])
    func numbers(text: String) throws {
        let value = try #require(try number(text))
        #expect(value == Double(text)!)
        #expect(value.sign == Double(text)!.sign)
    }

    @Test("a lone minus sign is still a syntax error")
    func loneMinus() {
        var notes: [(path: String, message: String)] = []
        #expect(throws: JSONSyntaxError.self) { try JSONValue.parse(Data("[-]".utf8), notes: &notes) }
    }

    @Test("notes name the path of nested objects and arrays, and repeats in large objects are found too")
    func notePaths() throws {
        let large = (0..<40).map { #""k\#($0)": \#($0)"# }.joined(separator: ", ")
        let json = #"{"a": [1, {"b": {"c": 1, "c": 2}}, [3, 4,]], "big": {\#(large), "k39": 0}}"#
        var notes: [(path: String, message: String)] = []
        _ = try JSONValue.parse(Data(json.utf8), notes: &notes)
        #expect(notes.map(\.path) == ["a[1].b", "a[2]", "big"])
        #expect(notes.map(\.message) == [#"key "c" appears twice (line 1); the last value is used, as JSONSerialization does"#,
                                         "trailing comma at line 1, column 41 accepted",
                                         #"key "k39" appears twice (line 1); the last value is used, as JSONSerialization does"#])
    }
}
