import FormCairo
import Foundation
import TestSupport
import Testing

@Suite("formsetter snapshot: a bad input is one failure, long forms become pages")
struct SnapshotBatchTests {
    private func environment() -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = nil
        environment["FORMSETTER_RECORD"] = nil
        return environment
    }

    @Test("unreadable and non-form inputs are reported with their paths; the other forms are still recorded and verified")
    func badInputsDoNotStopTheBatch() throws {
        try withTemporaryFolder { folder in
            let inputs = folder.appendingPathComponent("forms"), snapshots = folder.appendingPathComponent("refs")
            try FileManager.default.createDirectory(at: inputs, withIntermediateDirectories: true)
            let notForm = inputs.appendingPathComponent("0-notform.json"), truncated = inputs.appendingPathComponent("1-truncated.json")
            try Data(#"{"hello": 1}"#.utf8).write(to: notForm)
            try Data(#"{"fields":[{"key":"a","#.utf8).write(to: truncated)
            try Data(#"{"fields":[{"key":"a","type":"text","label":"Nombre"}]}"#.utf8).write(to: inputs.appendingPathComponent("2-form.json"))
            let common = [inputs.path, "--snapshots", snapshots.path, "--scale", "1"]

            let record = try runCLI(["snapshot", "record"] + common, environment: environment())
            #expect(record.status == 1)
            #expect(record.output.contains("FAILED   0-notform: \(notForm.path) cannot be checked: unrecognised form format"))
            #expect(record.output.contains("FAILED   1-truncated: \(truncated.path) cannot be checked:"))
            #expect(record.output.contains("recorded 2-form: new reference 2-form.png recorded"))
            #expect(record.output.contains("1 recorded, 0 kept, 2 unreadable"))
            #expect(record.stderr.contains("error: \(notForm.path): unrecognised form format"))
            #expect(FileManager.default.fileExists(atPath: snapshots.appendingPathComponent("2-form.png").path))

            let verify = try runCLI(["snapshot", "verify"] + common, environment: environment())
            #expect(verify.status == 1)
            #expect(verify.output.contains("ok       2-form"))
            #expect(verify.output.contains("1 passed, 2 failed"))
            #expect(!verify.output.contains("obsolete"))
        }
    }

    @Test("a form taller than cairo's PNG limit is recorded and verified as pages within the limit")
    func tallFormsBecomePages() throws {
        try withTemporaryFolder { folder in
            let inputs = folder.appendingPathComponent("forms"), snapshots = folder.appendingPathComponent("refs")
            try FileManager.default.createDirectory(at: inputs, withIntermediateDirectories: true)
            let fields = (0..<170).map { #"{"key":"f\#($0)","type":"text","label":"Field \#($0)"}"# }.joined(separator: ",")
            try Data(#"{"fields":[\#(fields)]}"#.utf8).write(to: inputs.appendingPathComponent("tall.json"))
            let common = [inputs.path, "--snapshots", snapshots.path, "--scale", "3", "--width", "100"]

            let record = try runCLI(["snapshot", "record"] + common, environment: environment())
            #expect(record.status == 0, "\(record.output)\(record.stderr)")
            #expect(record.output.contains("recorded tall-1:") && record.output.contains("recorded tall-2:"))
            #expect(record.output.contains("2 recorded, 0 kept"))
            let names = try FileManager.default.contentsOfDirectory(atPath: snapshots.path).sorted()
            #expect(names == ["tall-1.png", "tall-2.png"])
            for name in ["tall-1.png", "tall-2.png"] {
                let image = try #require(RasterImage(png: try Data(contentsOf: snapshots.appendingPathComponent(name))))
                #expect(image.width == 408)
                #expect(image.height <= PageRenderer.maximumPixels)
            }
            let verify = try runCLI(["snapshot", "verify"] + common, environment: environment())
            #expect(verify.status == 0, "\(verify.output)\(verify.stderr)")
            #expect(verify.output.contains("2 passed, 0 failed"))
            #expect(!verify.output.contains("obsolete"))
        }
    }
}
