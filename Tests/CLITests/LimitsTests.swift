import Foundation
import Formsetter
import TestSupport
import Testing

@Suite("Limits: each enforced once, with a diagnostic naming where")
struct LimitsTests {
    @Test("nesting deeper than the parser's limit is refused with its position")
    func nesting() throws {
        let deep = String(repeating: "[", count: 129) + String(repeating: "]", count: 129)
        #expect(throws: DecodeFailure.self) { try FormDecoder.decode(Data(deep.utf8)) }
        let result = try runCLI(["render", "-", "-o", "-", "--type", "svg"], stdin: Data(#"{"fields":\#(deep)}"#.utf8))
        #expect(result.status == 65)
        #expect(result.stderr == "error: input is not valid JSON at line 1, column 138: nesting deeper than 128 levels\n")
        let fine = String(repeating: "[", count: 125) + String(repeating: "]", count: 125)
        #expect(try runCLI(["layout", "-"], stdin: Data(#"{"fields":[{"key":"a","type":"text","label":"A","x":\#(fine)}]}"#.utf8)).status == 0)
    }

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

    @Test("repeated keys are noted up to 1,000 times, then counted in one line")
    func repeatedKeys() throws {
        let members = (0..<5_000).map { #""k\#($0 % 3)": 1"# }.joined(separator: ",\n")
        let values = Data("{\(members)}".utf8)
        let decoded = try FormDecoder.decode(Data(#"{"fields":[{"key":"k0","type":"text","label":"A"}]}"#.utf8), values: values)
        let notes = decoded.diagnostics.filter { $0.message.contains("appears twice") }
        #expect(notes.count == 1_000)
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

    @Test("input larger than 32 MiB is refused before parsing")
    func inputSize() throws {
        var big = Data(#"{"fields":[],"pad":""#.utf8)
        big.append(Data(repeating: UInt8(ascii: "x"), count: JSONValue.maximumInputBytes))
        big.append(Data(#""}"#.utf8))
        let result = try runCLI(["layout", "-"], stdin: big)
        #expect(result.status == 65)
        #expect(result.stderr == "error: input is not valid JSON at line 1, column 1: the input is \(big.count) bytes; at most 33554432 (32 MiB) are read\n")
    }

    @Test("cells past the limit are left out, with a warning at the first one")
    func cells() throws {
        let cells = (0..<(FormLimits.maximumCells + 3)).map { Cell(id: "c\($0)", kind: .text, sourcePath: "cells[\($0)]") }
        let form = Form(groups: [Group(id: "g", sections: [Section(id: "a", cells: Array(cells.prefix(10))),
                                                           Section(id: "b", cells: Array(cells.dropFirst(10)))])],
                        defaultSkin: "gigformulary")
        let log = DiagnosticLog()
        let capped = FormLimits.cappingCells(form, log: log)
        #expect(capped.allCells.count == FormLimits.maximumCells)
        #expect(capped.allCells.last?.id == "c99999")
        #expect(log.items.map(\.description) == ["warning: cells[100000]: the form has 100003 cells; only the first 100000 are drawn"])
        let small = Form(groups: [Group(id: "g", sections: [Section(id: "a", cells: Array(cells.prefix(3)))])], defaultSkin: "gigformulary")
        #expect(FormLimits.cappingCells(small, log: log) == small)
    }

    @Test("pages past the limit are left out, with a warning at the first cell of the first one left out")
    func pages() throws {
        let pages = (0...FormLimits.maximumPages).map { index in
            Page(size: Size(width: 100, height: 100), background: Color(red: 1, green: 1, blue: 1),
                 boxes: [LayoutBox(id: "c\(index)", role: .cell, frame: Rect(x: 0, y: 0, width: 10, height: 10))])
        }
        let form = Form(groups: [Group(id: "g", sections: [Section(id: "a", cells: [Cell(id: "c5000", kind: .text, sourcePath: "fields[5000]")])])],
                        defaultSkin: "gigformulary")
        let log = DiagnosticLog()
        let capped = FormLimits.cappingPages(LayoutTree(pages: pages), form: form, log: log)
        #expect(capped.pages.count == FormLimits.maximumPages)
        #expect(log.items.map(\.description) == ["warning: fields[5000]: the form needs 5001 pages; only the first 5000 are drawn"])
    }

    @Test("a PNG page of more than 100 million pixels is refused with exit 65 and a hint")
    func imagePixels() throws {
        let fields = (0..<20).map { #"{"key":"f\#($0)","type":"text","label":"F"}"# }.joined(separator: ",")
        let result = try runCLI(["render", "-", "-o", "-", "--type", "png", "--width", "10000", "--scale", "3"],
                                stdin: Data(#"{"fields":[\#(fields)]}"#.utf8))
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("error: a PNG of 30000 × "))
        #expect(result.stderr.hasSuffix(" px has more than 100 million pixels; use a smaller --scale or --width, or --page a4 (or WxH)\n"))
    }
}

private final class Cells: @unchecked Sendable { var count = 0 }
