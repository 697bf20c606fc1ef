import Foundation
import TestSupport
import Testing

/// Every entry of Tests/Fixtures/hostile (written by Scripts/make-hostile-corpus.py) through the
/// CLI: no crash, no hang, exit 0 or 65, output only on success, and every warning names a JSON
/// path or the file. Entries rotate through PNG, PDF (A4 pages) and SVG so each sees a third of them.
@Suite("Hostile corpus: every entry renders or fails cleanly")
struct HostileCorpusTests {
    struct Entry: Decodable, Sendable {
        var name: String
        var kind: String
        var options: [String]
        var values: String?
        var errors: String?
        var linkmap: String?
        var templates: String?
    }

    struct Manifest: Decodable { var entries: [Entry] }

    /// A hang is a failure: a process still running after this long is killed.
    static let timeoutSeconds = 30.0
    static let folder = Paths.fixture("hostile")

    /// A JSON path: `groups[0].sections[1].fields[3].size.width`, `[2]`, `values.s[-1].name`, `templates/x.json.box.frame`.
    static func isJSONPath(_ text: String) -> Bool {
        text.wholeMatch(of: #/(\[[^\]]*\]|[^\s.\[\]:]+)(\[[^\]]*\]|\.[^\s.\[\]]+)*/#) != nil
    }

    struct Run: Sendable {
        var entry: Entry
        var type: String
        var status: Int32
        var signalled: Bool
        var timedOut: Bool
        var stderr: String
        var outputs: [String]
    }

    @Test("at least 300 entries across the four JSON formats, native, sidecars, templates and link maps")
    func corpusShape() throws {
        let entries = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: Self.folder.appendingPathComponent("manifest.json"))).entries
        #expect(entries.count >= 300)
        for prefix in ["hyperoslo-", "gigformulary-", "formworks-", "formworks-readme-", "native-", "detect-"] {
            #expect(entries.filter { $0.name.hasPrefix(prefix) }.count >= 10, "\(prefix)")
        }
        #expect(entries.filter { $0.values != nil }.count >= 10)
        #expect(entries.filter { $0.errors != nil }.count >= 10)
        #expect(entries.filter { $0.linkmap != nil }.count >= 10)
        #expect(entries.filter { $0.templates != nil }.count >= 10)
    }

    @Test("every entry: exit 0 or 65, no signal, no hang, output only on success, warnings name a path or the file")
    func everyEntry() throws {
        let entries = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: Self.folder.appendingPathComponent("manifest.json"))).entries
        let scratch = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let runs = RunList(count: entries.count)
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            for index in stride(from: worker, to: entries.count, by: 2) {
                let type = ["png", "pdf", "svg"][index % 3]
                runs.store(Self.run(entries[index], type: type, in: scratch.appendingPathComponent("\(index)")), at: index)
            }
        }
        for run in runs.all {
            let label = "\(run.entry.name) (\(run.entry.kind)) as \(run.type)"
            #expect(!run.timedOut, "\(label): still running after \(Self.timeoutSeconds) s")
            #expect(!run.signalled, "\(label): killed by signal \(run.status)\n\(run.stderr.prefix(2000))")
            #expect([0, 65].contains(run.status), "\(label): exit \(run.status)\n\(run.stderr.prefix(2000))")
            if run.status == 0 {
                #expect(!run.outputs.isEmpty, "\(label): exit 0 without an output file")
            } else {
                #expect(run.outputs.isEmpty, "\(label): failed but left \(run.outputs)")
                #expect(run.stderr.split(separator: "\n").contains { $0.hasPrefix("error: ") }, "\(label): failed without an error line")
            }
            let inputPath = Self.folder.appendingPathComponent(run.entry.name + ".json").path
            for line in run.stderr.split(separator: "\n") where line.hasPrefix("warning: ") {
                let rest = line.dropFirst("warning: ".count)
                let subject = rest.range(of: ": ").map { String(rest[..<$0.lowerBound]) } ?? ""
                let named = subject == inputPath || Self.isJSONPath(subject)
                #expect(named, "\(label): warning without a JSON path or file: \(line.prefix(300))")
            }
        }
    }

    private static func run(_ entry: Entry, type: String, in folder: URL) -> Run {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var arguments = ["render", Self.folder.appendingPathComponent(entry.name + ".json").path,
                         "-o", folder.appendingPathComponent("out.\(type)").path] + entry.options
        // PDFs are paged, so pagination sees a third of the corpus too.
        if type == "pdf", !entry.options.contains("--page") { arguments += ["--page", "a4"] }
        for (flag, file) in [("--values", entry.values), ("--errors", entry.errors), ("--link-map", entry.linkmap), ("--templates", entry.templates)] {
            if let file { arguments += [flag, Self.folder.appendingPathComponent(file).path] }
        }
        let process = Process()
        process.executableURL = Paths.cli
        process.arguments = arguments
        let errorFile = folder.appendingPathComponent("stderr.txt")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        process.standardError = try? FileHandle(forWritingTo: errorFile)
        process.standardOutput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do { try process.run() } catch {
            return Run(entry: entry, type: type, status: -1, signalled: false, timedOut: false, stderr: "cannot start: \(error)", outputs: [])
        }
        let timedOut = finished.wait(timeout: .now() + timeoutSeconds) == .timedOut
        if timedOut {
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
        }
        let stderr = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        let outputs = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasPrefix("out") }.sorted()
        return Run(entry: entry, type: type, status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
                   timedOut: timedOut, stderr: stderr, outputs: outputs)
    }
}

/// Runs stored by index from two threads.
private final class RunList: @unchecked Sendable {
    private var runs: [HostileCorpusTests.Run?]
    private let lock = NSLock()
    init(count: Int) { runs = Array(repeating: nil, count: count) }
    func store(_ run: HostileCorpusTests.Run, at index: Int) { lock.withLock { runs[index] = run } }
    var all: [HostileCorpusTests.Run] { lock.withLock { runs.compactMap { $0 } } }
}
