import Foundation
import TestSupport
import Testing

/// The README's and the guides' shell examples, run as written: every `$F …` line of their
/// ```sh blocks, page by page in order (a later line reads what an earlier one wrote), from a
/// folder that holds the repository's `Examples/` and `Tests/` as the root does, with `F` the
/// built `formsetter`. A line that names a file nobody has, or fails, fails here.
@Suite("Every formsetter command of the README and the guides runs as written from the repository root")
struct DocCommandTests {
    /// Lines not run, by their command (without its comment) or its first words, and why.
    static let notRun: [String: String] = [
        "$F preview": "a server that runs until it is stopped (PreviewTests drive it)",
        "$F review": "a server that runs until it is stopped (ReviewTests drive it in Chromium)",
        "$F bench": "a timing, run by Benchmarks/compare.sh",
        "$F read returned/": "needs scans of filled sheets (PrintRunReadTests makes and reads a stack of them)",
        "$F snapshot verify": "the project-file form needs a formsetter.json of the reader's own",
    ]

    /// The lines whose documented exit status is not 0, by their command or first words.
    static let exitStatus: [String: Int32] = [
        "$F validate Examples/forms/ansatt-nb.json --values filled.json": 1,
        "$F validate Examples/forms/ansatt-nb.json --values Examples/forms/ansatt-nb.values.json": 1,
        "$F validate Examples/forms/ansatt-nb.json --records Examples/forms/ansatt-nb.people.csv --name-field id": 1,
        "$F tokens check --style Tests/Fixtures/styles/night.tokens.json": 1,
        "$F read run.pdf --form Examples/forms/ansatt-nb.json --records Examples/forms/ansatt-nb.people.csv --name-field id --blank -o answers/": 1,
    ]

    /// `command` without its trailing comment (two spaces or more, then `#`).
    static func bare(_ command: String) -> String {
        guard let comment = command.range(of: #"\s{2,}#"#, options: .regularExpression) else { return command }
        return String(command[..<comment.lowerBound])
    }

    /// Whether `key` is `command`'s whole text or its first words.
    static func matches(_ command: String, _ key: String) -> Bool {
        let bare = bare(command)
        return bare == key || bare.hasPrefix(key + " ")
    }

    /// The pages with shell examples: the README and Docs/guide/.
    static var pages: [URL] {
        let guide = Paths.root.appendingPathComponent("Docs/guide")
        let files = (try? FileManager.default.contentsOfDirectory(at: guide, includingPropertiesForKeys: nil)) ?? []
        return [Paths.root.appendingPathComponent("README.md")] + files.filter { $0.pathExtension == "md" }.sorted { $0.path < $1.path }
    }

    /// The `$F` lines of `page`'s ```sh blocks, a line ending in `\` joined with the next.
    static func commands(in page: URL) throws -> [String] {
        let text = try String(contentsOf: page, encoding: .utf8)
        var commands: [String] = [], inBlock = false, pending = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if !inBlock { inBlock = line == "```sh"; continue }
            if line == "```" { inBlock = false; continue }
            let joined = pending + line
            if joined.hasSuffix("\\") { pending = String(joined.dropLast()); continue }
            pending = ""
            if joined.contains("$F ") { commands.append(joined.trimmingCharacters(in: .whitespaces)) }
        }
        return commands
    }

    @Test("each page's commands, in order, exit as documented", arguments: pages.map(\.lastPathComponent))
    func page(_ name: String) throws {
        let page = Self.pages.first { $0.lastPathComponent == name }!
        let commands = try Self.commands(in: page)
        try withTemporaryFolder { folder in
            for shared in ["Examples", "Tests"] {
                try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent(shared), withDestinationURL: Paths.root.appendingPathComponent(shared))
            }
            var environment = ProcessInfo.processInfo.environment
            environment["F"] = Paths.cli.path
            environment["TZ"] = "UTC"
            for command in commands where !Self.notRun.keys.contains(where: { Self.matches(command, $0) }) {
                let run = try runProgram(URL(fileURLWithPath: "/bin/bash"), ["-c", command], environment: environment, directory: folder)
                let expected = Self.exitStatus.first { Self.matches(command, $0.key) }?.value ?? 0
                #expect(run.status == expected, "\(name): \(command)\n\(run.stderr)")
            }
        }
    }

    @Test("the lines not run are still in the docs (a stale entry fails)")
    func exceptionsAreCurrent() throws {
        let all = try Self.pages.flatMap(Self.commands)
        for start in Array(Self.notRun.keys) + Array(Self.exitStatus.keys) {
            #expect(all.contains { Self.matches($0, start) }, "\(start)")
        }
    }

    @Test("the token file of the styles guide is one a render takes without a warning")
    func styleGuideTokens() throws {
        let text = try String(contentsOf: Paths.root.appendingPathComponent("Docs/guide/styles.md"), encoding: .utf8)
        let block = try #require(text.components(separatedBy: "```json\n").dropFirst().first?.components(separatedBy: "\n```").first)
        try withTemporaryFolder { folder in
            let tokens = try folder.writing(block, to: "brand.tokens.json")
            let run = try runCLI(["render", Paths.root.appendingPathComponent("Examples/forms/ansatt-nb.json").path, "--style", tokens.path,
                                  "-o", folder.appendingPathComponent("form.png").path])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(!run.stderr.contains("warning"), "\(run.stderr)")
        }
    }

    @Test("Examples/render-all.sh starts every line of out/warnings.txt with the output it is about")
    func renderAllNamesTheOutputOfEachWarning() throws {
        try withTemporaryFolder { folder in
            // The script's own render function, run on one form that draws with notes and a warning.
            let form = Paths.fixture("hyperoslo-3lvis/CustomField_forms.json").path
            let script = #"eval "$(sed -n '/^render() {/,/^}/p' "$0")" && mkdir -p out && : > out/warnings.txt && render out/custom.png "$1""#
            var environment = ProcessInfo.processInfo.environment
            environment["formsetter"] = Paths.cli.path
            let run = try runProgram(URL(fileURLWithPath: "/bin/bash"), ["-c", "formsetter=\"$formsetter\"; " + script,
                                                                         Paths.root.appendingPathComponent("Examples/render-all.sh").path, form],
                                     environment: environment, directory: folder)
            #expect(run.status == 0, "\(run.stderr)")
            let lines = try String(contentsOf: folder.appendingPathComponent("out/warnings.txt"), encoding: .utf8).split(separator: "\n")
            #expect(!lines.isEmpty)
            #expect(lines.allSatisfy { $0.hasPrefix("out/custom.png: ") }, "\(lines)")
        }
    }
}
