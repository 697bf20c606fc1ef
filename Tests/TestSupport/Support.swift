import Foundation
import Formsetter
import Testing

/// Paths the tests read: the package root, Tests/Fixtures, Snapshots/, the built CLI.
public enum Paths {
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    public static let snapshots = root.appendingPathComponent("Snapshots")

    public static let fixtures = root.appendingPathComponent("Tests/Fixtures")

    /// A fixture file, e.g. `fixture("hyperoslo/ansatt-nb.json")`.
    public static func fixture(_ relativePath: String) -> URL { fixtures.appendingPathComponent(relativePath) }

    /// Every form of a format the tests render, with its sidecars, from Tests/Fixtures (for
    /// hyperoslo also the 3lvis/Form demo and test JSONs).
    public static func inputs(_ format: String) throws -> [FixtureInput] {
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
    public static func hyperosloInputs() throws -> [(json: URL, values: URL?)] {
        try inputs("hyperoslo").map { ($0.json, $0.values) }
    }

    /// Debian's `chromium` (or one on PATH), for the tests that load pages headless.
    public static func chromium() -> URL? {
        var candidates = ["/usr/bin/chromium"]
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            candidates += ["chromium", "chromium-browser"].map { "\(folder)/\($0)" }
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map { URL(fileURLWithPath: $0) }
    }

    /// The `formsetter` executable next to the test bundle.
    public static var cli: URL { built("formsetter") }

    /// An executable built next to the test bundle (else in `CLI/.build/debug`, where the CLI package builds).
    public static func built(_ name: String) -> URL {
        let beside = testBundle.deletingLastPathComponent().appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return root.appendingPathComponent("CLI/.build/debug/\(name)")
    }

    /// The test bundle being run (its binary links every library of the package).
    public static var testBundle: URL { URL(fileURLWithPath: CommandLine.arguments[0]) }
}

/// One Formsetter (fonts are set up once per process).
public let sharedFormsetter: Formsetter = try! Formsetter()

/// Decodes a JSON string as hyperoslo and lays it out with the fixed-advance measurer.
public func fakeLayout(_ json: String, page: PageSetup = .screen(width: 768)) throws -> (tree: LayoutTree, diagnostics: [Diagnostic]) {
    let decoded = try Formsetter.decode(Data(json.utf8), options: Formsetter.Options())
    let log = DiagnosticLog()
    let tree = LayoutEngine(skin: HyperosloSkin(), measurer: FixedAdvanceMeasurer()).layout(decoded.form, page: page, log: log)
    return (tree, decoded.diagnostics + log.items)
}

/// The result of running the CLI.
public struct CommandResult {
    public var status: Int32
    public var stdout: Data
    public var stderr: String

    public init(status: Int32, stdout: Data, stderr: String) {
        self.status = status
        self.stdout = stdout
        self.stderr = stderr
    }
    public var output: String { String(decoding: stdout, as: UTF8.self) }
}

/// Runs the built `formsetter` with `arguments`, feeding `stdin`, in `directory` (default: this
/// process's). Without `environment`, in this process's environment with `TZ=UTC`: the CLI
/// reads the host's zone, which must not reach a test's expectations.
public func runCLI(_ arguments: [String], stdin: Data? = nil, environment: [String: String]? = nil, directory: URL? = nil) throws -> CommandResult {
    let pinned = environment ?? ProcessInfo.processInfo.environment.merging(["TZ": "UTC"]) { $1 }
    return try runProgram(Paths.cli, arguments, stdin: stdin, environment: pinned, directory: directory)
}

/// Runs `executable` with `arguments`, feeding `stdin`, in `directory` (default: this process's).
public func runProgram(_ executable: URL, _ arguments: [String], stdin: Data? = nil, environment: [String: String]? = nil,
                       directory: URL? = nil) throws -> CommandResult {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    if let directory { process.currentDirectoryURL = directory }
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
public func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("formsetter-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The cell frames of a page, by id.
public func cellFrames(_ page: Page) -> [String: Rect] {
    Dictionary(page.boxes.filter { $0.role == .cell }.map { ($0.id ?? "", $0.frame) }, uniquingKeysWith: { first, _ in first })
}

/// A form file and the sidecars next to it (`<name>.values.json` or `<name>.answers.json`, `<name>.errors.json`).
public struct FixtureInput: CustomStringConvertible {
    /// The formats whose fixtures have reference snapshots in Snapshots/<format>/.
    public static let snapshotFormats = ["hyperoslo", "gigformulary", "formworks"]

    public var json: URL
    public var format: String

    public init(json: URL, format: String) {
        self.json = json
        self.format = format
    }

    public var name: String { json.deletingPathExtension().lastPathComponent }
    public var description: String { "\(format)/\(name)" }
    public var values: URL? { FormatRegistry.sidecars(of: json).values }
    public var errors: URL? { FormatRegistry.sidecars(of: json).errors }

    /// CLI arguments for the sidecars.
    public var sidecarArguments: [String] {
        (values.map { ["--values", $0.path] } ?? []) + (errors.map { ["--errors", $0.path] } ?? [])
    }

    /// Options for the Formsetter API.
    public func options(skin: String? = nil, width: Double) throws -> Formsetter.Options {
        Formsetter.Options(skin: skin, width: width, values: try values.map { try Data(contentsOf: $0) },
                           errors: try errors.map { try Data(contentsOf: $0) })
    }

    /// The canvas width each format's phone layout was designed for.
    public static func width(for format: String) -> Double { format == "hyperoslo" ? 768 : 375 }
}

/// Runs `python3` (the one on PATH) with `arguments`: its exit status and everything it printed.
public func runPython(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3"] + arguments
    let out = Pipe()
    process.standardOutput = out
    process.standardError = out
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// Runs a tool and returns its standard output.
public func runTool(_ path: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
}

/// Runs `body` with a fresh temporary folder and removes the folder afterwards, whatever happens.
public func withTemporaryFolder<T>(_ body: (URL) throws -> T) throws -> T {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
}

extension URL {
    /// Writes `text` as UTF-8 to the file `name` in this folder and returns the file's URL.
    public func writing(_ text: String, to name: String) throws -> URL {
        let file = appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file
    }
}

/// The python of `Scripts/pdf-engines.sh`'s environment, which has pypdf, pypdfium2 (PDFium) and
/// PyMuPDF (MuPDF) at pinned versions; `.ci/run` makes it. Fails the calling test when missing.
/// `FORMSETTER_PDF_ENGINES` names another environment folder (the Debian 13 lane has its own python).
public func pdfEnginesPython() throws -> URL {
    let folder = ProcessInfo.processInfo.environment["FORMSETTER_PDF_ENGINES"].map { URL(fileURLWithPath: $0, relativeTo: Paths.root) }
        ?? Paths.root.appendingPathComponent(".build/pdf-engines")
    let python = folder.appendingPathComponent("bin/python")
    guard FileManager.default.isExecutableFile(atPath: python.path) else {
        throw PDFEnginesMissing()
    }
    return python
}

/// The PDF engines' environment is missing: `bash Scripts/pdf-engines.sh` makes it.
public struct PDFEnginesMissing: Error, CustomStringConvertible {
    public var description: String { "the PDF engines are not installed: run `bash Scripts/pdf-engines.sh` (CI does)" }
}

/// Runs `script` (python source) with the PDF engines' python and `arguments`: its exit status,
/// standard output and standard error.
public func runPDFEngines(_ script: String, _ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
    let process = Process()
    process.executableURL = try pdfEnginesPython()
    process.arguments = ["-c", script] + arguments
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let errors = err.fileHandleForReading.readDataToEndOfFile()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self), String(decoding: errors, as: UTF8.self))
}
