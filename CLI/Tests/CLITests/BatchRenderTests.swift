import Foundation
import Formsetter
import TestSupport
import Testing

@Suite("formsetter render with several inputs: a folder of outputs, sidecars, -j, summary, exit 1 on failures")
struct BatchRenderTests {
    static let gig = Paths.fixture("gigformulary")

    @Test("a folder, a file and a broken file: outputs equal single renders with the sidecars; the failure is named; exit 1")
    func mixedBatch() throws {
        try withTemporaryFolder { folder in
            let broken = try folder.writing(#"[{"sections":["#, to: "broken.json")
            let out = folder.appendingPathComponent("out")
            let ansatt = Paths.fixture("hyperoslo/ansatt-nb.json")
            let run = try runCLI(["render", Self.gig.path, ansatt.path, broken.path, "-o", out.path, "--type", "pdf", "-j", "2"])
            #expect(run.status == 1)
            let forms = try FileManager.default.contentsOfDirectory(atPath: Self.gig.path).filter { $0.hasSuffix(".json") && !$0.hasSuffix(".values.json") && !$0.hasSuffix(".errors.json") }
            let written = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
            #expect(written == (forms.map { $0.replacingOccurrences(of: ".json", with: ".pdf") } + ["ansatt-nb.pdf"]).sorted())
            #expect(run.stderr.contains("error: \(broken.path): input is not valid JSON"))
            let summary = try #require(run.stderr.split(separator: "\n").last.map(String.init))
            #expect(summary.hasPrefix("rendered \(forms.count + 1) of \(forms.count + 2) forms as PDF to \(out.path) in "))
            #expect(summary.contains(" s with 2 jobs; 1 failed; "))
            #expect(!run.stderr.contains("\r"), "no progress bar when stderr is not a terminal")
            // Each output equals the single render with the form's sidecars.
            for name in ["alta-socio-es", "repo-orchextra-vendored-form1"] {
                let input = Self.gig.appendingPathComponent("\(name).json")
                var arguments = ["render", input.path, "-o", folder.appendingPathComponent("\(name).pdf").path]
                for kind in ["values", "errors"] {
                    let sidecar = Self.gig.appendingPathComponent("\(name).\(kind).json")
                    if FileManager.default.fileExists(atPath: sidecar.path) { arguments += ["--\(kind)", sidecar.path] }
                }
                #expect(arguments.count > 4, "\(name) has a sidecar")
                #expect(try runCLI(arguments).status == 0)
                #expect(try Data(contentsOf: folder.appendingPathComponent("\(name).pdf")) == Data(contentsOf: out.appendingPathComponent("\(name).pdf")), "\(name)")
            }
        }
    }

    @Test("-j 1 and -j 2 write the same bytes; PNG pages are numbered per form")
    func deterministic() throws {
        try withTemporaryFolder { folder in
            let one = folder.appendingPathComponent("one"), two = folder.appendingPathComponent("two")
            let inputs = [Paths.fixture("hyperoslo-3lvis/test-forms.json").path, Self.gig.path]
            #expect(try runCLI(["render"] + inputs + ["-o", one.path, "--page", "a4", "--type", "png", "--scale", "1", "-j", "1"]).status == 0)
            #expect(try runCLI(["render"] + inputs + ["-o", two.path, "--page", "a4", "--type", "png", "--scale", "1", "-j", "2"]).status == 0)
            let names = try FileManager.default.contentsOfDirectory(atPath: one.path).sorted()
            #expect(names.contains("test-forms-1.png") && names.contains("test-forms-2.png") && names.contains("alta-socio-es-1.png"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: two.path).sorted() == names)
            for name in names {
                #expect(try Data(contentsOf: one.appendingPathComponent(name)) == Data(contentsOf: two.appendingPathComponent(name)), "\(name)")
            }
        }
    }

    @Test("two inputs with one name, standard input, and -o file.pdf are usage errors (64)")
    func usage() throws {
        try withTemporaryFolder { folder in
            let copy = folder.appendingPathComponent("alta-socio-es.json")
            try FileManager.default.copyItem(at: Self.gig.appendingPathComponent("alta-socio-es.json"), to: copy)
            let clash = try runCLI(["render", Self.gig.path, copy.path, "-o", folder.appendingPathComponent("out").path, "--type", "png"])
            #expect(clash.status == 64)
            // Inputs are taken in path order, so which is named first depends on where the checkout is.
            let pair = [copy.path, "\(Self.gig.path)/alta-socio-es.json"].sorted()
            #expect(clash.stderr.contains("error: \(pair[0]) and \(pair[1]) would both write \(folder.path)/out/alta-socio-es.png"), "\(clash.stderr)")
            #expect(try runCLI(["render", copy.path, "-", "-o", folder.path]).status == 64)
            #expect(try runCLI(["render", copy.path, copy.path, "-o", folder.appendingPathComponent("x.pdf").path]).status == 64)
        }
    }
}
