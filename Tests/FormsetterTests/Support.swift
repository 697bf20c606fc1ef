import Foundation
import Formsetter
import Testing

/// Paths the tests read: the package root, Tests/Fixtures, Snapshots/, the built CLI.
enum Paths {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let snapshots = root.appendingPathComponent("Snapshots")

    static let fixtures = root.appendingPathComponent("Tests/Fixtures")

    /// A fixture file, e.g. `fixture("hyperoslo/ansatt-nb.json")`.
    static func fixture(_ relativePath: String) -> URL { fixtures.appendingPathComponent(relativePath) }

    /// Every form of a format the tests render, with its sidecars, from Tests/Fixtures (for
    /// hyperoslo also the 3lvis/Form demo and test JSONs).
    static func inputs(_ format: String) throws -> [FixtureInput] {
        let folders: [URL] = switch format {
        case "hyperoslo": [fixtures.appendingPathComponent("hyperoslo"), fixtures.appendingPathComponent("hyperoslo-3lvis")]
        default: [fixtures.appendingPathComponent(format)]
        }
        var inputs: [FixtureInput] = []
        for folder in folders {
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            for name in names where name.hasSuffix(".json") && !FormatRegistry.isSidecar(name) && name != "test-postal_codes.json" {
                inputs.append(FixtureInput(json: folder.appendingPathComponent(name), format: format))
            }
        }
        return inputs
    }

    /// The hyperoslo inputs the foundation issue must render, with their values sidecars.
    static func hyperosloInputs() throws -> [(json: URL, values: URL?)] {
        try inputs("hyperoslo").map { ($0.json, $0.values) }
    }

    /// The `formsetter` executable next to the test bundle.
    static var cli: URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("formsetter")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return root.appendingPathComponent(".build/debug/formsetter")
    }
}

/// One Formsetter (fonts are set up once per process).
let sharedFormsetter: Formsetter = try! Formsetter()

/// Decodes a JSON string as hyperoslo and lays it out with the fixed-advance measurer.
func fakeLayout(_ json: String, page: PageSetup = .screen(width: 768)) throws -> (tree: LayoutTree, diagnostics: [Diagnostic]) {
    let decoded = try Formsetter.decode(Data(json.utf8), options: Formsetter.Options())
    let log = DiagnosticLog()
    let tree = LayoutEngine(skin: HyperosloSkin(), measurer: FixedAdvanceMeasurer()).layout(decoded.form, page: page, log: log)
    return (tree, decoded.diagnostics + log.items)
}

/// The result of running the CLI.
struct CommandResult {
    var status: Int32
    var stdout: Data
    var stderr: String
    var output: String { String(decoding: stdout, as: UTF8.self) }
}

/// Runs the built `formsetter` with `arguments`, feeding `stdin`.
func runCLI(_ arguments: [String], stdin: Data? = nil, environment: [String: String]? = nil) throws -> CommandResult {
    let process = Process()
    process.executableURL = Paths.cli
    process.arguments = arguments
    if let environment { process.environment = environment }
    let out = Pipe(), err = Pipe(), input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    try process.run()
    if let stdin { input.fileHandleForWriting.write(stdin) }
    try input.fileHandleForWriting.close()
    let stdoutData = out.fileHandleForReading.readDataToEndOfFile()
    let stderrData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CommandResult(status: process.terminationStatus, stdout: stdoutData, stderr: String(decoding: stderrData, as: UTF8.self))
}

/// A fresh temporary folder.
func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("formsetter-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The cell frames of a page, by id.
func cellFrames(_ page: Page) -> [String: Rect] {
    Dictionary(page.boxes.filter { $0.role == .cell }.map { ($0.id ?? "", $0.frame) }, uniquingKeysWith: { first, _ in first })
}

/// A form file and the sidecars next to it (`<name>.values.json` or `<name>.answers.json`, `<name>.errors.json`).
struct FixtureInput: CustomStringConvertible {
    var json: URL
    var format: String

    var name: String { json.deletingPathExtension().lastPathComponent }
    var description: String { "\(format)/\(name)" }
    var values: URL? { FormatRegistry.sidecars(of: json).values }
    var errors: URL? { FormatRegistry.sidecars(of: json).errors }

    /// CLI arguments for the sidecars.
    var sidecarArguments: [String] {
        (values.map { ["--values", $0.path] } ?? []) + (errors.map { ["--errors", $0.path] } ?? [])
    }

    /// Options for the Formsetter API.
    func options(skin: String? = nil, width: Double) throws -> Formsetter.Options {
        Formsetter.Options(skin: skin, width: width, values: try values.map { try Data(contentsOf: $0) },
                           errors: try errors.map { try Data(contentsOf: $0) })
    }

    /// The canvas width each format's phone layout was designed for.
    static func width(for format: String) -> Double { format == "hyperoslo" ? 768 : 375 }
}
