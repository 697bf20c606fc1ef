import Foundation
import TestSupport
import Testing

@Suite("GIGFormulary through the CLI: cell heights with Pango and the bundled fonts")
struct GIGFormularyTests {
    @Test("the same heights with Pango and the bundled fonts, through the CLI")
    func cellHeightsWithPango() throws {
        let run = try runCLI(["layout", "-", "--width", "375"], stdin: Data(SampleForms.gigformularyThreeFields.utf8))
        #expect(run.status == 0)
        let cells = run.output.split(separator: "\n").filter { $0.contains("\"role\":\"cell\"") }
        #expect(cells.map { String($0) } == [
            #"{"id":"a","role":"cell","frame":{"x":0,"y":0,"width":375,"height":64}},"#,
            #"{"id":"b","role":"cell","frame":{"x":0,"y":67,"width":375,"height":77}},"#,
            #"{"id":"c","role":"cell","frame":{"x":0,"y":147,"width":375,"height":80}},"#,
        ])
    }
}
