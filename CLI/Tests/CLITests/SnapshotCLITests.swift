import Foundation
import TestSupport
import Testing

@Suite("formsetter snapshot record | verify")
struct SnapshotCLITests {
    static let form = #"""
    {"fields":[
      {"key":"name","type":"text","label":"Nombre","value":"María"},
      {"key":"email","type":"text","label":"Correo","value":"maria@example.es"},
      {"key":"city","type":"text","label":"Ciudad","value":"Madrid"}]}
    """#

    private func environment(_ extra: [String: String]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = nil
        environment["FORMSETTER_RECORD"] = nil
        for (key, value) in extra { environment[key] = value }
        return environment
    }

    @Test("record then verify passes; a changed value fails naming only that field; reverting passes")
    func recordVerifyChange() throws {
        try withTemporaryFolder { folder in
            let inputs = folder.appendingPathComponent("forms"), snapshots = folder.appendingPathComponent("refs")
            let artifacts = folder.appendingPathComponent("artifacts"), report = folder.appendingPathComponent("report")
            try FileManager.default.createDirectory(at: inputs, withIntermediateDirectories: true)
            let form = try inputs.writing(Self.form, to: "socio.json")
            try Data(#"{"fields":[{"key":"a","type":"boolean","label":"Acepto"}]}"#.utf8).write(to: inputs.appendingPathComponent("other.json"))
            let env = environment(["SNAPSHOT_ARTIFACTS": artifacts.path])
            let common = [inputs.path, "--snapshots", snapshots.path, "--scale", "1"]

            let record = try runCLI(["snapshot", "record"] + common, environment: env)
            #expect(record.status == 0, "\(record.stderr)")
            #expect(record.output.contains("2 recorded"))
            #expect(FileManager.default.fileExists(atPath: snapshots.appendingPathComponent("socio.png").path))
            // The PNG carries its layout: no file beside it for a layout reference of the same name to collide with.
            #expect(!FileManager.default.fileExists(atPath: snapshots.appendingPathComponent("socio.layout.json").path))
            let verify = try runCLI(["snapshot", "verify"] + common, environment: env)
            #expect(verify.status == 0, "\(verify.output)\(verify.stderr)")
            #expect(verify.output.contains("2 passed, 0 failed"))

            try Data(Self.form.replacingOccurrences(of: "maria@example.es", with: "maria@ejemplo.com").utf8).write(to: form)
            let changed = try runCLI(["snapshot", "verify"] + common + ["--report", report.path], environment: env)
            #expect(changed.status == 1)
            #expect(changed.output.contains("FAILED   socio"))
            #expect(changed.output.contains(#"text of `email`: "maria@example.es" → "maria@ejemplo.com""#), "\(changed.output)")
            #expect(!changed.output.contains("`name`") && !changed.output.contains("`city`"))
            for suffix in ["expected.png", "actual.png", "diff.png", "expected-diff-actual.png"] {
                #expect(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("socio.\(suffix)").path), "\(suffix)")
            }
            let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
            #expect(html.contains("email") && !html.contains("\"city\""))

            try Data(Self.form.utf8).write(to: form)
            #expect(try runCLI(["snapshot", "verify"] + common, environment: env).status == 0)
        }
    }

    @Test("FORMSETTER_RECORD=never with a missing reference exits 1 and writes nothing; missing records it and fails once")
    func missingReference() throws {
        try withTemporaryFolder { folder in
            let form = folder.appendingPathComponent("socio.json"), snapshots = folder.appendingPathComponent("refs")
            try Data(Self.form.utf8).write(to: form)
            let never = try runCLI(["snapshot", "verify", form.path, "--snapshots", snapshots.path], environment: environment(["FORMSETTER_RECORD": "never"]))
            #expect(never.status == 1)
            #expect(never.output.contains("MISSING  socio"))
            #expect(!FileManager.default.fileExists(atPath: snapshots.path))
            let underCI = try runCLI(["snapshot", "verify", form.path, "--snapshots", snapshots.path], environment: environment(["CI": "true"]))
            #expect(underCI.status == 1 && !FileManager.default.fileExists(atPath: snapshots.path))

            let missing = try runCLI(["snapshot", "verify", form.path, "--snapshots", snapshots.path], environment: environment([:]))
            #expect(missing.status == 1)
            #expect(missing.output.contains("recorded socio"))
            #expect(try runCLI(["snapshot", "verify", form.path, "--snapshots", snapshots.path], environment: environment([:])).status == 0)
        }
    }

    @Test("verify of a folder lists obsolete references")
    func obsolete() throws {
        try withTemporaryFolder { folder in
            let form = folder.appendingPathComponent("socio.json"), snapshots = folder.appendingPathComponent("refs")
            try Data(Self.form.utf8).write(to: form)
            _ = try runCLI(["snapshot", "record", folder.path, "--snapshots", snapshots.path, "--scale", "1"], environment: environment([:]))
            try Data().write(to: snapshots.appendingPathComponent("gone.png"))
            let verify = try runCLI(["snapshot", "verify", folder.path, "--snapshots", snapshots.path, "--scale", "1"], environment: environment([:]))
            #expect(verify.output.contains("obsolete reference (no input): gone.png"))
        }
    }

    @Test("--report naming a file (the form itself) is refused before checking, 64, and the file is left as it was")
    func reportNamingAFile() throws {
        try withTemporaryFolder { folder in
            let form = try folder.writing(Self.form, to: "socio.json"), snapshots = folder.appendingPathComponent("refs")
            _ = try runCLI(["snapshot", "record", form.path, "--snapshots", snapshots.path, "--scale", "1"], environment: environment([:]))
            let verify = try runCLI(["snapshot", "verify", form.path, "--snapshots", snapshots.path, "--scale", "1", "--report", form.path],
                                    environment: environment([:]))
            #expect(verify.status == 64)
            #expect(verify.stderr.hasSuffix("--report names the folder the HTML report is written to; \(form.path) is a file\n"), "\(verify.stderr)")
            #expect(try String(contentsOf: form, encoding: .utf8) == Self.form)
        }
    }
}
