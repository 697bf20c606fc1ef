@testable import FormFormats
import FormModel
import Foundation
import Testing

@Suite("Deferred groups: checked with the document, built again one at a time, exactly as a whole parse builds them")
struct DeferredElementsTests {
    typealias Notes = [(path: String, message: String)]

    static let documents: [String] = [
        #"{"title": "T", "groups": [{"id": "a", "sections": [{"fields": [{"id": "f", "title": "say \"]}\" and \\", "values": [1, 2.5e3, true, null]}]}]}, [], "s", 12, -0.5, false, null], "after": {"x": [1]}}"#,
        #"{"groups": [ {"id": "a",}, {"id": "b", "id": "c"} , ], "templates": {"sections": []}, "z": [4,]}"#,
        "\u{FEFF}{\"groups\":[{\"t\":\"\\u00e6\\ud83d\\ude00\"}]}",
        #"{"groups": []}"#,
        #"{"groups": "not an array", "x": 1}"#,
        #"[{"id": "g", "sections": []}]"#,
        #"{"groups": [{"id": "first"}], "groups": null}"#,
        #"{"groups": 5, "groups": [{"id": "second"}]}"#,
    ]

    func whole(_ text: String) throws -> (JSONValue, Notes) {
        var notes: Notes = []
        let value = try JSONValue.parse(Data(text.utf8), notes: &notes)
        return (value, notes)
    }

    /// The deferred parse with its elements put back in their place, and its notes.
    func deferred(_ text: String) throws -> (JSONValue, Notes) {
        var notes: Notes = []
        let data = Data(text.utf8)
        let (root, ranges) = try JSONValue.parse(data, deferring: "groups", notes: &notes)
        guard let ranges else { return (root, notes) }
        let deferred = DeferredElements(data: data, key: "groups", ranges: ranges, label: "input")
        guard case var .object(members) = root, let index = members.lastIndex(where: { $0.0 == "groups" }) else {
            Issue.record("no groups member")
            return (root, notes)
        }
        #expect(members[index].1 == .array([]))
        members[index].1 = .array(try deferred.all())
        return (.object(members), notes)
    }

    func lines(_ notes: Notes) -> [String] { notes.map { "\($0.path): \($0.message)" } }

    @Test("every element, and every note in order with its path, is what a whole parse gives", arguments: documents)
    func sameAsWholeParse(text: String) throws {
        let (value, notes) = try whole(text)
        let (rebuilt, deferredNotes) = try deferred(text)
        #expect(rebuilt == value)
        #expect(lines(deferredNotes) == lines(notes))
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

    @Test("a syntax error inside a group comes before any check of the format or the sidecars, as before")
    func errorInsideAGroupComesFirst() throws {
        let text = #"{"groups": [{"id": "a", "sections": []}, {"id": "b", "sections": [nul]}]}"#
        let expected = try #require(throws: JSONSyntaxError.self) { try whole(text) }
        let message = DecodeFailure("input is \(expected)")
        #expect(throws: message) { try FormDecoder.decode(Data(text.utf8), format: .hyperoslo) }
        #expect(throws: message) { try FormDecoder.decode(Data(text.utf8), format: .formworks) }
        #expect(throws: message) { try FormDecoder.decode(Data(text.utf8), format: .hyperoslo, values: Data("{".utf8)) }
    }

    @Test("a repeated groups key is parsed whole, so the last one counts as before")
    func repeatedKey() throws {
        var notes: Notes = []
        let (_, ranges) = try JSONValue.parse(Data(#"{"groups": [{"id": "first"}], "groups": null}"#.utf8), deferring: "groups", notes: &notes)
        #expect(ranges == nil)
        #expect(throws: DecodeFailure("\"groups\" must be an array of groups")) {
            try FormDecoder.decode(Data(#"{"groups": [{"id": "first", "sections": []}], "groups": 5}"#.utf8), format: .hyperoslo)
        }
    }

    @Test("nesting past the limit inside a group is refused as a whole parse refuses it")
    func depthInsideAGroup() throws {
        let deep = String(repeating: "[", count: JSONValue.maximumDepth) + String(repeating: "]", count: JSONValue.maximumDepth)
        let text = #"{"groups": [\#(deep)]}"#
        let expected = try #require(throws: JSONSyntaxError.self) { try whole(text) }
        let found = try #require(throws: JSONSyntaxError.self) { try deferred(text) }
        #expect(found.description == expected.description)
    }

    @Test("notes past the budget are the same ones a whole parse leaves out, with groups before and after other members",
          arguments: [0, 1_005])
    func noteBudget(groups: Int) throws {
        let group = #"{"k": 1, "k": 2}"#
        let repeats = (0..<12).map { #""r": \#($0)"# }.joined(separator: ", ")
        let text = #"{"a": {\#(repeats)}, "groups": [\#(Array(repeating: group, count: groups).joined(separator: ","))], "z": {\#(repeats)}}"#
        let (_, notes) = try deferred(text)
        #expect(lines(notes) == lines(try whole(text).1))
        #expect(notes.count == min(22 + groups, JSONParser.maximumNotes) + (22 + groups > JSONParser.maximumNotes ? 1 : 0))
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
