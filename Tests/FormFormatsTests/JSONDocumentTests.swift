@testable import FormFormats
import FormModel
import Foundation
import Testing

@Suite("A JSON document taken apart while it is decoded, so decoded parts are freed")
struct JSONDocumentTests {
    func document(_ text: String) throws -> JSONDocument {
        var notes: [(path: String, message: String)] = []
        return JSONDocument(try JSONValue.parse(Data(text.utf8), notes: &notes), log: DiagnosticLog())
    }

    @Test("the elements of a member leave the document, each handed out once with its path")
    func takesMemberElements() throws {
        let document = try document(#"{"title": "T", "groups": [{"id": "a"}, 2, "x"], "after": true}"#)
        let elements = try #require(document.takeElements(of: "groups"))
        #expect(elements.count == 3)
        #expect(elements.path == "groups")
        // What stays behind: the other members in order, the array's place null.
        #expect(try document.node.value == .object([("title", .string("T")), ("groups", .null), ("after", .bool(true))]))
        let second = try elements.take(1)
        #expect(second.path == "groups[1]")
        #expect(second.value == .number(2))
        #expect(try elements.take(1).value == .null)
        #expect(try elements.take(0).value == .object([("id", .string("a"))]))
        #expect(try elements.take(2).path == "groups[2]")
    }

    @Test("a repeated key gives the last array, as lookups do")
    func repeatedKeyTakesTheLast() throws {
        let document = try document(#"{"groups": [1], "groups": [2, 3]}"#)
        let elements = try #require(document.takeElements(of: "groups"))
        #expect(elements.count == 2)
        #expect(try document.node.value == .object([("groups", .array([.number(1)])), ("groups", .null)]))
    }

    @Test("a root array is taken whole; no array means nil and the document unchanged")
    func rootArrayAndMissing() throws {
        let array = try document("[[1], [2]]")
        let elements = try #require(array.takeElements(of: nil))
        #expect(try elements.take(1).path == "[1]")
        #expect(try array.node.value == .null)

        let object = try document(#"{"groups": "none"}"#)
        #expect(object.takeElements(of: "groups") == nil)
        #expect(object.takeElements(of: "missing") == nil)
        #expect(object.takeElements(of: nil) == nil)
        #expect(try object.node.value == .object([("groups", .string("none"))]))
    }

    @Test("hyperoslo groups that are not an array still stop decoding with the same message")
    func groupsNotAnArray() {
        #expect(throws: DecodeFailure("\"groups\" must be an array of groups")) {
            try FormDecoder.decode(Data(#"{"groups": {"id": "g"}}"#.utf8), format: .hyperoslo)
        }
    }

    @Test("groups decoded from a root array and from {\"groups\": …} give the same form and paths")
    func rootArrayFormEqualsObjectForm() throws {
        let groups = #"[{"id": "g", "title": "G", "sections": [{"id": "s", "fields": [{"id": "f", "title": "F", "type": "text"}]}]}]"#
        let fromArray = try FormDecoder.decode(Data(groups.utf8), format: .hyperoslo).form
        let fromObject = try FormDecoder.decode(Data(#"{"groups": \#(groups)}"#.utf8), format: .hyperoslo).form
        #expect(fromArray.groups.map(\.id) == ["g"])
        #expect(fromArray.allCells.map(\.id) == fromObject.allCells.map(\.id))
        #expect(fromArray.allCells.first?.sourcePath == "[0].sections[0].fields[0]")
        #expect(fromObject.allCells.first?.sourcePath == "groups[0].sections[0].fields[0]")
    }
}
