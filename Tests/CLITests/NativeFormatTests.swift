import Foundation
import Formsetter
import TestSupport
import Testing

@Suite("Native format: convert, decode, same Form and same pixels; validated by the JSON Schema")
struct NativeFormatTests {
    /// The form with the input-position bookkeeping (not part of the format) cleared.
    /// The form without what a conversion cannot keep: input paths, and whose rules made the
    /// state (a native form is drawn as its state says).
    static func comparable(_ form: Form) -> Form {
        var form = form
        form.semantics = .none
        form.settings = [:]
        for g in form.groups.indices {
            form.groups[g].sourcePath = ""
            for s in form.groups[g].sections.indices {
                form.groups[g].sections[s].sourcePath = ""
                for c in form.groups[g].sections[s].cells.indices {
                    form.groups[g].sections[s].cells[c].sourcePath = ""
                    var logic = form.groups[g].sections[s].cells[c].logic
                    for t in logic.targets.indices { logic.targets[t].sourcePath = "" }
                    for o in logic.options.indices {
                        for t in logic.options[o].targets.indices { logic.options[o].targets[t].sourcePath = "" }
                    }
                    form.groups[g].sections[s].cells[c].logic = logic
                }
            }
        }
        return form
    }

    @Test("every fixture: native round trip gives an equal Form and a byte-identical PNG in its skin", arguments: FixtureInput.snapshotFormats)
    func roundTrip(format: String) throws {
        for input in try Paths.inputs(format) {
            let original = try Formsetter.decode(try Data(contentsOf: input.json),
                                                 options: .init(values: try input.values.map { try Data(contentsOf: $0) },
                                                                errors: try input.errors.map { try Data(contentsOf: $0) }))
            let native = NativeEncoder.encode(original.form)
            let decoded = try FormDecoder.decode(Data(native.utf8))
            #expect(decoded.format == .native)
            #expect(decoded.diagnostics.isEmpty, "\(input): \(decoded.diagnostics)")
            #expect(Self.comparable(decoded.form) == Self.comparable(original.form), "\(input)")
            let before = try sharedFormsetter.render(try sharedFormsetter.layout(original.form, options: .init()), as: .png, scale: 1)
            let after = try sharedFormsetter.render(try sharedFormsetter.layout(Data(native.utf8), options: .init()), as: .png, scale: 1)
            #expect(before == after, "\(input)")
        }
    }

    @Test("the JSON Schema validates every converted fixture (python jsonschema, Draft 2020-12)")
    func schemaValidatesConversions() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
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

    @Test("the schema rejects what the format forbids")
    func schemaRejects() throws {
        let schema = Paths.root.appendingPathComponent("Schemas/formsetter-form.schema.json")
        let bad = #"{"format":"formsetter","groups":[{"id":"g","sections":[{"id":"s","cells":[{"id":"a","kind":"slider","width":150}]}]}]}"#
        let script = "import json,sys,jsonschema\nv=jsonschema.Draft202012Validator(json.load(open(sys.argv[1])))\nprint(len(list(v.iter_errors(json.loads(sys.argv[2])))))"
        let (status, text) = try runPython(["-c", script, schema.path, bad])
        #expect(status == 0, "\(text)")
        #expect(text.trimmingCharacters(in: .whitespacesAndNewlines) == "2")
    }

    @Test("CLI: convert then render equals rendering the original")
    func cliRoundTrip() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = Paths.fixture("hyperoslo/ansatt-nb.json")
        let values = Paths.fixture("hyperoslo/ansatt-nb.values.json")
        let native = folder.appendingPathComponent("ansatt.native.json")
        #expect(try runCLI(["convert", input.path, "--values", values.path, "-o", native.path]).status == 0)
        let a = folder.appendingPathComponent("a.png"), b = folder.appendingPathComponent("b.png")
        #expect(try runCLI(["render", input.path, "--values", values.path, "-o", a.path]).status == 0)
        #expect(try runCLI(["render", native.path, "-o", b.path]).status == 0)
        #expect(try Data(contentsOf: a) == Data(contentsOf: b))
    }

    @Test("bad native input gives diagnostics with paths, never a crash")
    func badInput() throws {
        let json = ##"{"format":"formsetter","groups":[{"id":"g","sections":[{"id":"s","cells":[{"id":"a","kind":"slider","width":-3,"style":{"fill":"#XYZ","alignment":"middle"},"value":{"option":-1},"label":{"text":"ab","links":[{"start":1,"end":9,"target":"x"}]}}]}]}]}"##
        let decoded = try FormDecoder.decode(Data(json.utf8))
        let paths = Set(decoded.diagnostics.map(\.path))
        for path in ["groups[0].sections[0].cells[0].kind", "groups[0].sections[0].cells[0].width", "groups[0].sections[0].cells[0].style.fill",
                     "groups[0].sections[0].cells[0].style.alignment", "groups[0].sections[0].cells[0].value", "groups[0].sections[0].cells[0].label.links[0]"] {
            #expect(paths.contains(path), "\(path) in \(paths)")
        }
    }
}
