import Foundation
import TestSupport
import Testing

@Suite("The formsetter executable: outputs, exit codes, diagnostics")
struct CLITests {
    @Test("every fixture renders to PNG, PDF and SVG with its sidecars, exit 0, twice identically", arguments: FixtureInput.snapshotFormats)
    func everyFixtureRenders(format: String) throws {
        try withTemporaryFolder { folder in
            let inputs = try Paths.inputs(format)
            #expect(inputs.count >= (format == "hyperoslo" ? 30 : 6))
            for input in inputs {
                for type in ["png", "pdf", "svg"] {
                    // --width sets the screen canvas; on paper the rows take the page's width.
                    let size = type == "pdf" ? ["--page", "a4"] : ["--page", "screen", "--width", String(Int(FixtureInput.width(for: format)))]
                    let arguments = ["render", input.json.path] + size + input.sidecarArguments
                    // One output name in two folders: PNG and SVG files carry a mark naming their output.
                    let first = folder.appendingPathComponent("first/out.\(type)"), second = folder.appendingPathComponent("second/out.\(type)")
                    try FileManager.default.createDirectory(at: first.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try FileManager.default.createDirectory(at: second.deletingLastPathComponent(), withIntermediateDirectories: true)
                    let run = try runCLI(arguments + ["-o", first.path])
                    #expect(run.status == 0, "\(input) → \(type): \(run.stderr)")
                    // Only warnings and notes; every warning names a JSON path (`warning: <path>: …`).
                    let lines = run.stderr.split(separator: "\n")
                    let warnings = lines.filter { $0.hasPrefix("warning: ") }, notes = lines.filter { $0.hasPrefix("note: ") }
                    #expect(warnings.count + notes.count == lines.count, "\(input): \(run.stderr)")
                    for warning in warnings {
                        let firstWord = warning.dropFirst("warning: ".count).prefix { $0 != " " }
                        #expect(firstWord.hasSuffix(":"), "\(input): \(warning)")
                    }
                    if type == "pdf" { try QPDF.expectClean(first, "\(input) → pdf") }
                    _ = try runCLI(arguments + ["-o", second.path])
                    #expect(try Data(contentsOf: first) == Data(contentsOf: second), "\(input) → \(type) differs between runs")
                }
            }
        }
    }

    @Test("fragments that are not whole forms fail with exit 65 naming each format tried; output JSONs render with warnings")
    func fragments() throws {
        let folder = Paths.fixtures.appendingPathComponent("fragments")
        // The Formworks output examples have "components", so they decode as forms whose components are all unknown.
        let rendered: Set = ["seed-readme-output-long.json", "seed-readme-output-short.json"]
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().filter { $0.hasSuffix(".json") }
        #expect(names.count == 9)
        for name in names {
            let run = try runCLI(["layout", folder.appendingPathComponent(name).path])
            if rendered.contains(name) {
                #expect(run.status == 0, "\(name): \(run.stderr)")
                #expect(run.stderr.hasPrefix("warning: components[0].id: unknown component type \"id\", \"type\""), "\(name): \(run.stderr)")
            } else {
                #expect(run.status == 65, "\(name): \(run.stderr)")
                #expect(run.stderr.hasPrefix("error: unrecognised form format; tried native: "), "\(name): \(run.stderr)")
            }
        }
    }

    @Test("layout prints the JSON contract; warnings name the JSON path")
    func layoutContract() throws {
        let form = #"[{"id":"g","title":"G","sections":[{"fields":[{"id":"a","title":"A","type":"text","size":{"width":-5}}]}]}]"#
        let run = try runCLI(["layout", "-"], stdin: Data(form.utf8))
        #expect(run.status == 0)
        #expect(run.stderr.contains("warning: [0].sections[0].fields[0].size.width: -5 is not a positive percentage; 100 % is used"))
        let json = try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
        let pages = try #require(json["pages"] as? [[String: Any]])
        #expect(pages[0]["width"] as? Double == 768)
        let boxes = try #require(pages[0]["boxes"] as? [[String: Any]])
        let cell = try #require(boxes.first { $0["role"] as? String == "cell" })
        #expect(cell["id"] as? String == "a")
        #expect(cell["frame"] as? [String: Double] == ["x": 15, "y": 85, "width": 738, "height": 85])
        #expect(boxes.contains { ($0["role"] as? String)?.contains("header") == true })
    }

    @Test("exit codes: 65 truncated JSON, 66 missing input, 64 bad options")
    func exitCodes() throws {
        let truncated = try runCLI(["layout", "-"], stdin: Data(#"[{"sections":[{"fields":[{"id":"a""#.utf8))
        #expect(truncated.status == 65)
        #expect(truncated.stderr.contains("error: input is not valid JSON at line 1"))
        #expect(try runCLI(["render", "/nonexistent/form.json"]).status == 66)
        #expect(try runCLI(["render", "-", "--page", "huge", "--type", "pdf"], stdin: Data("[]".utf8)).status == 64)
        #expect(try runCLI(["render", "-", "--scale", "7", "-o", "-", "--type", "png"], stdin: Data("[]".utf8)).status == 64)
        #expect(try runCLI(["render", "-", "-o", "x.gif"], stdin: Data("[]".utf8)).status == 64)
    }

    @Test("-o - with --type writes to stdout; --page a4 gives A4 pages; PNG pages are numbered")
    func outputs() throws {
        let fields = (0..<24).map { #"{"id":"f\#($0)","title":"Felt","type":"text"}"# }.joined(separator: ",")
        let form = Data(#"[{"title":"G","sections":[{"fields":[\#(fields)]}]}]"#.utf8)
        let pdf = try runCLI(["render", "-", "-o", "-", "--type", "pdf", "--page", "a4"], stdin: form)
        #expect(pdf.status == 0)
        #expect(pdf.output.hasPrefix("%PDF-"))
        let objects = try PDFObjects(pdf.stdout)
        #expect(!objects.pages.isEmpty)
        #expect(objects.pages.allSatisfy { objects.array($0["/MediaBox"]).compactMap { $0 as? Double } == [0, 0, 595.28, 841.89] })
        try withTemporaryFolder { folder in
            let png = try runCLI(["render", "-", "-o", folder.appendingPathComponent("form.png").path, "--page", "a4", "--scale", "1"], stdin: form)
            #expect(png.status == 0)
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            #expect(names == ["form-1.png", "form-2.png", "form-3.png"])
        }
    }

    @Test("a custom field 10^9 chunks tall and a 30,000-field form render to a paginated PDF")
    func hugeInputs() throws {
        let tall = #"[{"sections":[{"fields":[{"id":"x","type":"signature","size":{"height":1000000000}}]}]}]"#
        let run = try runCLI(["render", "-", "-o", "-", "--type", "pdf", "--page", "a4"], stdin: Data(tall.utf8))
        #expect(run.status == 0)
        #expect(run.stderr.contains("fields[0].size.height"))
        let fields = (0..<30_000).map { #"{"id":"field_\#($0)","title":"Felt nummer \#($0) med en ganske lang tittel","type":"text","value":"Verdi \#($0)","size":{"width":\#([25, 50, 100][$0 % 3])}}"# }
        let big = Data(#"[{"id":"g","title":"Stort skjema","sections":[{"id":"s","fields":[\#(fields.joined(separator: ","))]}]}]"#.utf8)
        #expect(big.count > 3_000_000)
        let result = try runCLI(["render", "-", "-o", "-", "--type", "pdf", "--page", "a4"], stdin: big)
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("%PDF-"))
    }

    @Test("fonts lists the bundled families and the iOS name mapping")
    func fonts() throws {
        let run = try runCLI(["fonts"])
        #expect(run.status == 0)
        #expect(run.output.contains("Lato"))
        #expect(run.output.contains("avenirnext-demibold → Lato 600"))
    }

    @Test("rendering opens no font file outside Fonts/ (strace)")
    func fontIsolation() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/strace") else {
            Issue.record("strace is not installed (apt-get install strace)")
            return
        }
        try withTemporaryFolder { folder in
            let trace = folder.appendingPathComponent("trace.txt")
            let form = Paths.fixture("hyperoslo/kurspamelding-nb.json")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/strace")
            process.arguments = ["-f", "-e", "trace=open,openat", "-o", trace.path, Paths.cli.path, "render", form.path, "-o", folder.appendingPathComponent("k.pdf").path]
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            let opened = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n").filter { !$0.contains("ENOENT") }
            let fontFiles = opened.filter { $0.contains(".ttf") || $0.contains(".otf") || $0.contains(".pfb") || $0.contains(".woff") }
            let fontsFolder = Paths.root.appendingPathComponent("Fonts").path
            #expect(!fontFiles.isEmpty)
            for line in fontFiles { #expect(line.contains(fontsFolder), "\(line)") }
            #expect(!opened.contains { $0.contains("/etc/fonts/") })
            #expect(!opened.contains { $0.contains("/usr/share/fonts") })
        }
    }
}
