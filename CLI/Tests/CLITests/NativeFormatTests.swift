import Foundation
import TestSupport
import Testing

@Suite("Native format through the CLI: converted fixtures pass the JSON Schema; convert then render")
struct NativeFormatTests {
    @Test("the JSON Schema validates every converted fixture (python jsonschema, Draft 2020-12)")
    func schemaValidatesConversions() throws {
        try withTemporaryFolder { folder in
            var count = 0
            for format in FixtureInput.snapshotFormats {
                for input in try Paths.inputs(format) {
                    let run = try runCLI(["convert", input.json.path, "-o", folder.appendingPathComponent("\(format)-\(input.name).json").path] + input.sidecarArguments)
                    #expect(run.status == 0, "\(input): \(run.stderr)")
                    count += 1
                }
            }
            let schema = Paths.root.appendingPathComponent("Schemas/formsetter-form.schema.json")
            let script = """
            import json, sys, glob, jsonschema
            schema = json.load(open(sys.argv[1])); jsonschema.Draft202012Validator.check_schema(schema)
            validator = jsonschema.Draft202012Validator(schema); files = sorted(glob.glob(sys.argv[2] + '/*.json')); bad = 0
            for f in files:
                for error in validator.iter_errors(json.load(open(f))): bad += 1; print(f, list(error.absolute_path), error.message)
            print('validated', len(files), 'files,', bad, 'errors')
            """
            let (status, text) = try runPython(["-c", script, schema.path, folder.path])
            #expect(status == 0, "\(text)")
            #expect(text.contains("validated \(count) files, 0 errors"), "\(text)")
        }
    }

    @Test("CLI: convert then render equals rendering the original")
    func cliRoundTrip() throws {
        // Every `try` here is inside #expect, so the closure says it throws.
        try withTemporaryFolder { (folder: URL) throws in
            let input = Paths.fixture("hyperoslo/ansatt-nb.json")
            let values = Paths.fixture("hyperoslo/ansatt-nb.values.json")
            let native = folder.appendingPathComponent("ansatt.native.json")
            #expect(try runCLI(["convert", input.path, "--values", values.path, "-o", native.path]).status == 0)
            // One output name in two folders: PNG files carry a mark naming their output.
            let a = folder.appendingPathComponent("a/out.png"), b = folder.appendingPathComponent("b/out.png")
            for file in [a, b] { try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true) }
            #expect(try runCLI(["render", input.path, "--values", values.path, "-o", a.path]).status == 0)
            #expect(try runCLI(["render", native.path, "-o", b.path]).status == 0)
            #expect(try Data(contentsOf: a) == Data(contentsOf: b))
        }
    }
}
