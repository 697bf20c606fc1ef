import Foundation
import Formsetter
import Testing

/// Paths the tests read: the package root, ../shared, Snapshots/, the built CLI.
enum Paths {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let shared = root.deletingLastPathComponent().appendingPathComponent("shared")
    static let snapshots = root.appendingPathComponent("Snapshots")

    /// The hyperoslo inputs the foundation issue must render, with their values sidecars.
    static func hyperosloInputs() throws -> [(json: URL, values: URL?)] {
        let folders = [shared.appendingPathComponent("fixtures/hyperoslo-form"), shared.appendingPathComponent("real-world/hyperoslo-form")]
        var inputs: [(URL, URL?)] = []
        for folder in folders {
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            for name in names where name.hasSuffix(".json") && !name.hasSuffix(".values.json") && name != "test-postal_codes.json" {
                let values = folder.appendingPathComponent(name.replacingOccurrences(of: ".json", with: ".values.json"))
                inputs.append((folder.appendingPathComponent(name), FileManager.default.fileExists(atPath: values.path) ? values : nil))
            }
        }
        return inputs
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
    let decoded = try FormDecoder.decode(Data(json.utf8))
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
