import FormFormats
import Foundation
import Testing

@Suite("The JSON parser: nesting on a small stack, repeated keys, long texts, lone surrogates")
struct JSONParserLimitsTests {
    @Test("the deepest accepted nesting decodes on a thread with a 512 KiB stack (a Dispatch worker's size)")
    func nestingOnSmallStack() throws {
        let deep = String(repeating: "[", count: 120) + String(repeating: "]", count: 120)
        let json = Data(#"{"groups":[{"id":"g","sections":[{"id":"s","fields":[{"id":"a","type":"text","x":\#(deep)}]}]}]}"#.utf8)
        let done = DispatchSemaphore(value: 0)
        let cells = Cells()
        let thread = Thread {
            cells.count = (try? FormDecoder.decode(json))?.form.allCells.count ?? -1
            done.signal()
        }
        thread.stackSize = 512 << 10
        thread.start()
        done.wait()
        #expect(cells.count == 1)
    }

    @Test("repeated keys are noted up to 1,000 times, then counted in one line; of one kind 10 are kept and the rest counted")
    func repeatedKeys() throws {
        let members = (0..<5_000).map { #""k\#($0 % 3)": 1"# }.joined(separator: ",\n")
        let values = Data("{\(members)}".utf8)
        let decoded = try FormDecoder.decode(Data(#"{"fields":[{"key":"k0","type":"text","label":"A"}]}"#.utf8), values: values)
        let notes = decoded.diagnostics.filter { $0.message.contains("appears twice") }
        #expect(notes.count == 11)
        #expect(notes.last?.description == #"warning: and 990 more like this: key "k0" appears twice (line 1003); the last value is used, as JSONSerialization does"#)
        #expect(notes.first?.description == #"warning: values: key "k0" appears twice (line 4); the last value is used, as JSONSerialization does"#)
        #expect(decoded.diagnostics.contains { $0.description == "warning: values: 3997 more repeated keys, trailing commas or cut texts are not listed" })
    }

    @Test("a string longer than the limit is cut with a warning on its JSON path")
    func longText() throws {
        let label = String(repeating: "ab", count: 12_500)
        let decoded = try FormDecoder.decode(Data(#"{"fields":[{"key":"a","type":"text","label":"\#(label)"}]}"#.utf8))
        #expect(decoded.form.allCells[0].label?.text.count == JSONValue.maximumStringLength)
        #expect(decoded.diagnostics.map(\.description) == ["warning: fields[0].label: text of 25000 characters cut to its first 20000"])
    }

    @Test("a lone high surrogate keeps the character after it")
    func loneSurrogate() throws {
        var notes: [(path: String, message: String)] = []
        let value = try JSONValue.parse(Data(#"["\uD800\u0041"]"#.utf8), notes: &notes)
        #expect(value == .array([.string("\u{FFFD}A")]))
    }
}

private final class Cells: @unchecked Sendable { var count = 0 }
