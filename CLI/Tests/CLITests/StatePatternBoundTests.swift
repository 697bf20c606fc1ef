import Foundation
import TestSupport
import Testing

@Suite("State stage regexes are bounded: a backtracking pattern is a warning, not a stall")
struct StatePatternBoundTests {
    @Test("20 hyperoslo fields with ^(a+)+$ and 40 a's + '!' render; each rule is reported (ten at their JSON paths, the rest counted) and ignored")
    func catastrophicBacktrackingIsReported() throws {
        try withTemporaryFolder { folder in
            let fields = (0..<20).map { #"{"id":"f\#($0)","title":"F","type":"text","validations":{"format":"^(a+)+$"}}"# }
            let form = folder.appendingPathComponent("redos.json"), values = folder.appendingPathComponent("redos.values.json")
            try Data(#"[{"id":"g","sections":[{"id":"s","fields":[\#(fields.joined(separator: ","))]}]}]"#.utf8).write(to: form)
            let answers = (0..<20).map { #""f\#($0)":"\#(String(repeating: "a", count: 40))!""# }
            try Data("{\(answers.joined(separator: ","))}".utf8).write(to: values)
            let run = try runCLI(["layout", form.path, "--values", values.path])
            #expect(run.status == 0)
            let warnings = run.stderr.split(separator: "\n").filter { $0.contains(".validations.format: matching stopped at the step bound") }
            // Ten at their paths, then the rest of the kind counted in one line.
            #expect(warnings.count == 10)
            #expect(run.stderr.contains("and 10 more like this: matching stopped at the step bound"))
            #expect(warnings.first?.hasPrefix("warning: [0].sections[0].fields[0].validations.format:") == true)
        }
    }
}
