@testable import FormFormats
import FormModel
import Foundation
import Testing

@Suite("Deferred groups: located while the document is parsed, built one at a time, as a whole parse builds them")
struct DeferredElementsTests {
    typealias Notes = [(path: String, message: String)]

    static let documents: [String] = [
        #"{"title": "T", "groups": [{"id": "a", "sections": [{"fields": [{"id": "f", "title": "say \"]}\" and \\", "values": [1, 2.5e3, true, null]}]}]}, [], "s", 12, -0.5, false, null], "after": {"x": [1]}}"#,
        #"{"groups": [ {"id": "a",}, {"id": "b", "id": "c"} , ], "templates": {"sections": []}}"#,
        "\u{FEFF}{\"groups\":[{\"t\":\"\\u00e6\\ud83d\\ude00\"}]}",
        #"{"groups": []}"#,
        #"{"groups": "not an array", "x": 1}"#,
        #"[{"id": "g", "sections": []}]"#,
    ]

    func whole(_ text: String) throws -> (JSONValue, Notes) {
        var notes: Notes = []
        let value = try JSONValue.parse(Data(text.utf8), notes: &notes)
        return (value, notes)
    }

    /// The deferred parse with its elements put back in their place, and all its notes.
    func deferred(_ text: String) throws -> (JSONValue, Notes) {
        var notes: Notes = []
        let (root, deferred) = try JSONValue.parse(Data(text.utf8), deferring: "groups", notes: &notes)
        guard let deferred else { return (root, notes) }
        let (elements, elementNotes) = try deferred.all()
        guard case var .object(members) = root, let index = members.lastIndex(where: { $0.0 == "groups" }) else {
            Issue.record("no groups member")
            return (root, notes)
        }
        #expect(members[index].1 == .array([]))
        members[index].1 = .array(elements)
        return (.object(members), notes + elementNotes)
    }

    @Test("every element, and every note with its path, is what a whole parse gives", arguments: documents)
    func sameAsWholeParse(text: String) throws {
        let (value, notes) = try whole(text)
        let (rebuilt, deferredNotes) = try deferred(text)
        #expect(rebuilt == value)
        #expect(deferredNotes.map { "\($0.path): \($0.message)" }.sorted() == notes.map { "\($0.path): \($0.message)" }.sorted())
    }

    @Test("notes of elements come after the root's, in document order within the elements")
    func noteOrder() throws {
        let (_, notes) = try deferred(#"{"groups": [{"a": 1, "a": 2}, [3,]], "z": [4,]}"#)
        #expect(notes.map(\.path) == ["z", "groups[0]", "groups[1]"])
    }

    @Test("syntax errors are a whole parse's, wherever they are",
          arguments: [#"{"groups": [{"id": "a"}, {"id": tru}], "x": 1}"#, #"{"groups": [{"id": "a"}, {"id": "b"} x], "y": 2}"#,
                      #"{"groups": [{"id": "a"}, {"id": "unterminated}]}"#, #"{"groups": [1, 2"#, #"{"groups": [1,,2]}"#,
                      #"{"groups": [1] "x": 2}"#, #"{"groups": [{"id": "a"}, truex]}"#, "{\"groups\": [{\"s\": \"\u{01}\"}]}"])
    func sameErrors(text: String) throws {
        let expected = try #require(throws: JSONSyntaxError.self) { try whole(text) }
        let found = try #require(throws: JSONSyntaxError.self) { try deferred(text) }
        #expect(found.description == expected.description)
    }

    @Test("an error inside a group stops decoding with the whole parse's message")
    func errorInsideAGroupStopsDecoding() throws {
        let text = #"{"groups": [{"id": "a", "sections": []}, {"id": "b", "sections": [nul]}]}"#
        let expected = try #require(throws: JSONSyntaxError.self) { try whole(text) }
        #expect(throws: DecodeFailure("input is \(expected)")) { try FormDecoder.decode(Data(text.utf8), format: .hyperoslo) }
    }

    @Test("a repeated groups key is parsed whole, and lookups take the last")
    func repeatedKey() throws {
        let text = #"{"groups": [{"id": "first"}], "groups": [{"id": "last"}]}"#
        var notes: Notes = []
        let (root, deferred) = try JSONValue.parse(Data(text.utf8), deferring: "groups", notes: &notes)
        #expect(deferred == nil)
        #expect(root == (try whole(text)).0)
        #expect(notes.count == 1)
    }

    @Test("nesting past the limit inside a group is refused as a whole parse refuses it")
    func depthInsideAGroup() throws {
        let deep = String(repeating: "[", count: JSONValue.maximumDepth) + String(repeating: "]", count: JSONValue.maximumDepth)
        let text = #"{"groups": [\#(deep)]}"#
        let expected = try #require(throws: JSONSyntaxError.self) { try whole(text) }
        let found = try #require(throws: JSONSyntaxError.self) { try deferred(text) }
        #expect(found.description == expected.description)
    }

    @Test("notes past the budget are counted across the groups and summed up once, after the last")
    func noteBudget() throws {
        let group = #"{"k": 1, "k": 2}"#
        let text = #"{"groups": [\#(Array(repeating: group, count: JSONParser.maximumNotes + 5).joined(separator: ","))]}"#
        let (_, notes) = try deferred(text)
        #expect(notes.count == JSONParser.maximumNotes + 1)
        #expect(notes.last?.message == "5 more repeated keys, trailing commas or cut texts are not listed")
        #expect(notes.map(\.message) == (try whole(text)).1.map(\.message))
    }

    @Test("a native form's groups reach its decoder whole")
    func nativeFormsGetEveryGroup() throws {
        let text = #"{"format": "formsetter", "version": 1, "groups": [{"id": "a", "sections": [{"id": "s", "cells": [{"id": "c", "kind": "text"}]}]}, {"id": "b", "sections": []}]}"#
        let decoded = try FormDecoder.decode(Data(text.utf8))
        #expect(decoded.format == .native)
        #expect(decoded.form.groups.map(\.id) == ["a", "b"])
        #expect(decoded.form.allCells.map(\.id) == ["c"])
    }
}
