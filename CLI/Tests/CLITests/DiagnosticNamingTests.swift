import Foundation
import TestSupport
import Testing

@Suite("Warnings found by the hostile corpus name a JSON path or the file")
struct DiagnosticNamingTests {
    @Test("a warning about the whole input names the input file (or <stdin>)")
    func wholeInputNamesTheFile() throws {
        try withTemporaryFolder { folder in
            let input = try folder.writing(#"{"fields":[]}"#, to: "empty.json")
            let result = try runCLI(["layout", input.path])
            #expect(result.status == 0)
            #expect(result.stderr == "warning: \(input.path): the form has no fields; an empty page is drawn\n")
            let piped = try runCLI(["layout", "-"], stdin: Data(#"{"fields":[]}"#.utf8))
            #expect(piped.stderr == "warning: <stdin>: the form has no fields; an empty page is drawn\n")
        }
    }

    @Test("an unknown defaultSkin in a native form is a warning on defaultSkin, not a usage error")
    func unknownDefaultSkin() throws {
        let json = #"{"format":"formsetter","version":1,"defaultSkin":"glossy","groups":[{"id":"g","sections":[{"id":"s","cells":[{"id":"a","kind":"text","label":"A"}]}]}]}"#
        let result = try runCLI(["render", "-", "-o", "-", "--type", "svg"], stdin: Data(json.utf8))
        #expect(result.status == 0)
        #expect(result.stderr.contains("warning: defaultSkin: unknown skin \"glossy\"; hyperoslo is used\n"))
        let forced = try runCLI(["render", "-", "-o", "-", "--type", "svg", "--skin", "glossy"], stdin: Data(json.utf8))
        #expect(forced.status == 64)
    }

    @Test("text without glyphs is quoted up to 40 characters, on the cell's path even when wrapped")
    func missingGlyphs() throws {
        let label = String(repeating: "word ", count: 30) + String(repeating: "\u{0378}", count: 60)
        let json = #"{"fields":[{"key":"a","type":"index","label":"\#(label)"}]}"#
        let result = try runCLI(["render", "-", "-o", "-", "--type", "svg"], stdin: Data(json.utf8))
        #expect(result.status == 0)
        let lines = result.stderr.split(separator: "\n").filter { $0.contains("no bundled font has a glyph") }
        #expect(!lines.isEmpty)
        for line in lines {
            #expect(line.hasPrefix("warning: fields[0]: no bundled font has a glyph for some characters of \""), "\(line)")
            let quoted = line.split(separator: "\"", omittingEmptySubsequences: false)[1]
            #expect(quoted.count <= 41, "\(line)")
        }
    }
}
