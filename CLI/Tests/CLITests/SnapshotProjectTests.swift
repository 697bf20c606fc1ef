import Foundation
import TestSupport
import Testing

@Suite("formsetter.json: snapshot verify with no flags; a subset leaves other references alone; the report says how to accept")
struct SnapshotProjectTests {
    private func environment() -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = "1"
        environment["FORMSETTER_RECORD"] = nil
        environment["FORMSETTER_SHARD"] = nil
        return environment
    }

    private func run(_ arguments: [String], in folder: URL, record: Bool = false) throws -> CommandResult {
        var environment = environment()
        if record { environment["CI"] = nil }
        return try runProgram(URL(fileURLWithPath: "/bin/sh"), ["-c", "cd \"$0\" && exec \"$@\"", folder.path, Paths.cli.path] + arguments, environment: environment)
    }

    @Test("record and verify take forms, folders and variants from formsetter.json; each variant has its own folder and options")
    func projectFile() throws {
        try withTemporaryFolder { folder in
            _ = try folder.writing(#"{"fields":[{"key":"a","type":"text","label":"Nombre"}]}"#, to: "Forms/socio.json")
            _ = try folder.writing(#"{"forms": ["Forms"], "snapshots": "Snapshots", "variants": {"phone": {"width": 375, "scale": 1}, "paper": {"skin": "paper", "scale": 1}}}"#, to: "formsetter.json")
            let record = try run(["snapshot", "record"], in: folder, record: true)
            #expect(record.status == 0, "\(record.output)\(record.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Snapshots/phone").path) == ["socio.png"])
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Snapshots/paper").path) == ["socio.paper.png"])
            let verify = try run(["snapshot", "verify"], in: folder)
            #expect(verify.status == 0, "\(verify.output)\(verify.stderr)")
            #expect(verify.output == "== phone\nok       socio\n== paper\nok       socio.paper\n2 passed, 0 failed\n")

            // A change fails both variants; the report lists the command that accepts it.
            _ = try folder.writing(#"{"fields":[{"key":"a","type":"text","label":"Nombres"}]}"#, to: "Forms/socio.json")
            let changed = try run(["snapshot", "verify", "--report", "report"], in: folder)
            #expect(changed.status == 1)
            #expect(changed.output.contains("to accept the changes: FORMSETTER_RECORD=failed \(Paths.cli.path) snapshot verify --report report\n"))
            let html = try String(contentsOf: folder.appendingPathComponent("report/index.html"), encoding: .utf8)
            #expect(html.contains("To accept these changes as the new references, run: <code>FORMSETTER_RECORD=failed \(Paths.cli.path) snapshot verify --report report</code>"))
            // Each variant's snapshot is named by its variant in the report.
            #expect(html.contains(#""name":"phone/socio""#) && html.contains(#""name":"paper/socio.paper""#))
            var accept = environment()
            accept["FORMSETTER_RECORD"] = "failed"
            let accepted = try runProgram(URL(fileURLWithPath: "/bin/sh"), ["-c", "cd \"$0\" && exec \"$@\"", folder.path, Paths.cli.path, "snapshot", "verify"], environment: accept)
            #expect(accepted.status == 1, "a re-recorded reference fails once")
            #expect(try run(["snapshot", "verify"], in: folder).status == 0)

            let flags = try run(["snapshot", "verify", "--width", "375"], in: folder)
            #expect(flags.status == 64)
            #expect(flags.stderr.contains("with formsetter.json the forms, folders and looks come from its variants"))
            let empty = try folder.writing(#"{"forms": ["Forms"], "snapshots": "S", "variants": {}}"#, to: "empty.json")
            #expect(try run(["snapshot", "verify", "--project", empty.path], in: folder).status == 65)
            let bad = try folder.writing(#"{"forms": ["Forms"], "snapshots": "S", "variants": {"x": {"colour": "red"}}}"#, to: "bad.json")
            let refused = try run(["snapshot", "verify", "--project", bad.path], in: folder)
            #expect(refused.status == 65)
            #expect(refused.stderr == "error: \(bad.path): variants.x.colour: unknown option; options: font-scale, fonts, locale, palette, rtl, scale, skin, strict, style, width\n")
        }
    }

    @Test("verifying one file calls no other reference obsolete; a folder does, and the report lists them")
    func subsetAndObsolete() throws {
        try withTemporaryFolder { folder in
            for name in ["a", "b"] { _ = try folder.writing(#"{"fields":[{"key":"x","type":"text","label":"\#(name)"}]}"#, to: "Forms/\(name).json") }
            let snapshots = folder.appendingPathComponent("refs").path
            #expect(try run(["snapshot", "record", "Forms", "--snapshots", snapshots, "--scale", "1"], in: folder, record: true).status == 0)
            _ = try folder.writing("stale", to: "refs/gone.png")
            let one = try run(["snapshot", "verify", "Forms/a.json", "--snapshots", snapshots, "--scale", "1"], in: folder)
            #expect(one.status == 0)
            #expect(!one.output.contains("obsolete"), "\(one.output)")
            let all = try run(["snapshot", "verify", "Forms", "--snapshots", snapshots, "--scale", "1", "--report", "report"], in: folder)
            #expect(all.output.contains("obsolete reference (no input): gone.png"))
            let html = try String(contentsOf: folder.appendingPathComponent("report/index.html"), encoding: .utf8)
            #expect(html.contains("1 obsolete reference (no input produced them)"))
            #expect(html.contains("<li><code>\(snapshots)/gone.png</code></li>"))
        }
    }
}
