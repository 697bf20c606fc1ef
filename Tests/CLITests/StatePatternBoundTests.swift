import Foundation
import TestSupport
import Testing

@Suite("State stage regexes are bounded: a backtracking pattern is a warning, not a stall")
struct StatePatternBoundTests {
    @Test("20 hyperoslo fields with ^(a+)+$ and 40 a's + '!' render; each rule is reported at its JSON path and ignored")
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
            #expect(warnings.count == 20)
            #expect(warnings.first?.hasPrefix("warning: [0].sections[0].fields[0].validations.format:") == true)
        }
    }
}

@Suite("ICU and libqpdf are opened when first needed, not at start")
struct LibraryLoadingTests {
    /// The libraries the dynamic loader opened while `formsetter` ran `arguments` (glibc's LD_DEBUG=libs).
    private func librariesOpened(_ arguments: [String]) throws -> String {
        var environment = ProcessInfo.processInfo.environment
        environment["LD_DEBUG"] = "libs"
        let run = try runCLI(arguments, environment: environment)
        #expect(run.status == 0)
        return run.stderr.split(separator: "\n").filter { $0.contains("calling init:") }.joined(separator: "\n")
    }

    @Test("a render with no pattern never loads ICU; a format validator loads it and is checked")
    func icuLoadsOnDemand() throws {
        try withTemporaryFolder { folder in
            let plain = folder.appendingPathComponent("plain.json"), patterned = folder.appendingPathComponent("patterned.json")
            try Data(#"[{"id":"g","sections":[{"id":"s","fields":[{"id":"a","title":"A","type":"text"}]}]}]"#.utf8).write(to: plain)
            try Data(#"[{"id":"g","sections":[{"id":"s","fields":[{"id":"a","title":"A","type":"text","value":"abc","validations":{"format":"^[0-9]+$"}}]}]}]"#.utf8).write(to: patterned)
            let plainRun = try librariesOpened(["layout", plain.path])
            #expect(plainRun.contains("libcairo.so"))
            #expect(!plainRun.contains("libicu"))
            let patternedRun = try librariesOpened(["layout", patterned.path])
            #expect(patternedRun.contains("libicui18n.so"))
            #expect(patternedRun.contains("libicuuc.so"))
        }
    }

    @Test("a PNG or SVG render never loads libqpdf (nor gnutls); a PDF render loads it and finishes the file")
    func qpdfLoadsForPDFsOnly() throws {
        try withTemporaryFolder { folder in
            let form = folder.appendingPathComponent("form.json")
            try Data(#"[{"id":"g","sections":[{"id":"s","fields":[{"id":"a","title":"A","type":"text"}]}]}]"#.utf8).write(to: form)
            for type in ["png", "svg"] {
                let libraries = try librariesOpened(["render", form.path, "-o", folder.appendingPathComponent("out.\(type)").path])
                #expect(libraries.contains("libcairo.so"))
                #expect(!libraries.contains("libqpdf"))
                #expect(!libraries.contains("libgnutls"))
            }
            let pdf = folder.appendingPathComponent("out.pdf")
            #expect(try librariesOpened(["render", form.path, "-o", pdf.path]).contains("libqpdf.so"))
            try QPDF.expectClean(pdf, "the PDF finished by the loaded libqpdf")
        }
    }
}
