import Formsetter
import Foundation
import TestSupport
import Testing

/// Inputs a review found crashing or misplacing things.
@Suite("Regressions from review through the CLI: a huge template height, snapshot exit codes")
struct ReviewRegressionTests {

    @Test("a template with a huge height is skipped with a diagnostic; rendering does not crash")
    func hugeTemplate() throws {
        try withTemporaryFolder { folder in
            try Data(#"{"height": 1e300}"#.utf8).write(to: folder.appendingPathComponent("big.json"))
            let loaded = try Formsetter.loadTemplates(from: folder)
            #expect(loaded.templates.isEmpty)
            #expect(loaded.diagnostics.map(\.path) == ["templates/big.json.height"])
            let form = try folder.writing(#"{"fields":[{"key":"a","type":"text","label":"A","style":{"styleCell":"custom","nameXib":"big"}}]}"#, to: "f.json")
            let run = try runCLI(["render", form.path, "--templates", folder.path, "-o", folder.appendingPathComponent("o.png").path])
            #expect(run.status == 0)
        }
    }

    @Test("snapshot: bad options exit 64, not 65")
    func snapshotUsageExitCode() throws {
        try withTemporaryFolder { folder in
            let form = try folder.writing(#"{"fields":[{"key":"a","type":"text"}]}"#, to: "f.json")
            #expect(try runCLI(["snapshot", "verify", form.path, "--snapshots", folder.path, "--skin", "bogus"]).status == 64)
            #expect(try runCLI(["snapshot", "verify", form.path, "--snapshots", folder.path, "--scale", "5"]).status == 64)
        }
    }
}
