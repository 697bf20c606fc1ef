import ArgumentParser
import FormRead
import Formsetter
import Foundation

struct Review: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Key the snippets and settle the flagged marks `read -o FOLDER/` left, on a local page, by keyboard.",
        discussion: """
        Serves a page on 127.0.0.1 that shows one item at a time beside its question: a snippet \
        to key (type the value as the form's locale writes it, Enter saves and goes on) or a \
        flagged mark (keys 1–9 pick options, 0 none, Enter saves). Alt+U saves the item as \
        unreadable (left out of the values), Page Up goes back, Page Down skips ahead. Each value \
        is checked as typed by the form's own rules; a refused one is not saved. Every answer \
        goes at once into the record's values file (replaced atomically, and only while it holds \
        what review or read wrote) and FOLDER/review.json, so a review cut off resumes where it \
        stopped. read-report.json is never changed. --check serves nothing: it lists the items \
        still unsettled and the answers the form still refuses once a record is settled (a \
        required answer missing on paper), and exits 1 while any item is unsettled, 0 when the \
        stack is done. Exit codes: 0 served until stopped / done, 1 unsettled (--check), 64 \
        usage, 65 a report, form or review.json that cannot be used (named), 66 no read report, \
        69 port in use.
        """)

    @Argument(help: "The folder `formsetter read … -o FOLDER/` wrote.")
    var folder: String

    @Option(help: "The form JSON the pages were printed from (default: the read report's \"form\").")
    var form: String?

    @Option(help: ArgumentHelp(OptionText.formatHelp))
    var format: String = "auto"

    @Option(help: "Time zone to read dates in (default: formsetter.json's timeZone, else TZ, else UTC); as read was given.")
    var timeZone: String?

    @Option(help: "TCP port on 127.0.0.1 (0 = any free port).")
    var port: UInt16 = 8766

    @Flag(help: "Serve nothing: list what is still unsettled; exit 1 while anything is, 0 when done.")
    var check = false

    @Option(help: ArgumentHelp("Stop after this many seconds (for scripts and tests).", visibility: .hidden))
    var stopAfter: Double?

    func run() throws {
        try runMapped {
            var options = Formsetter.Options(format: try OptionText.format(format))
            options.state.choose(try chooseTimeZone(timeZone))
            let folderURL = URL(fileURLWithPath: folder, isDirectory: true)
            guard FileManager.default.fileExists(atPath: folderURL.appendingPathComponent("read-report.json").path) else {
                throw ExitWith(66, "\(folderURL.appendingPathComponent("read-report.json").path): no read report; make the folder with formsetter read SCANS --form FORM -o \(folder.hasSuffix("/") ? folder : folder + "/")")
            }
            if let form, !FileManager.default.fileExists(atPath: form) { throw ExitWith(66, "\(form): no such file") }
            let session: ReviewSession
            do {
                session = try ReviewSession(folder: folderURL, form: form.map { URL(fileURLWithPath: $0) }, options: options)
            } catch let error as ReviewError {
                throw ExitWith(65, error.description)
            }
            for note in session.notes { printError("note: \(note)") }
            if check { return try listUnsettled(session) }
            try serve(session)
        }
    }

    /// `--check`: the unsettled items and the problems on standard output; exit 1 while any item is unsettled.
    private func listUnsettled(_ session: ReviewSession) throws {
        let unsettled = session.unsettled
        var lines: [String] = []
        for index in unsettled {
            let item = session.items[index]
            let what = item.kind == .key ? "to key" : "mark to settle"
            lines.append("\(session.records[item.record].name): \(item.field) (\(item.question)): \(what)\(item.reason.map { ": \($0)" } ?? "")")
        }
        for (index, item) in session.items.enumerated() where session.settled(index)?.answer == .unreadable {
            lines.append("\(session.records[item.record].name): \(item.field) (\(item.question)): unreadable; left out of the values")
        }
        for problem in session.problems() {
            lines.append("\(session.records[problem.record].name): \(problem.field) (\(session.question(problem.field))): \(problem.message)")
        }
        let settled = session.items.count - unsettled.count
        lines.append("\(settled) of \(session.items.count) items settled" + (unsettled.isEmpty ? "; the stack is done" : ""))
        try writeStandardOutput(Data((lines.joined(separator: "\n") + "\n").utf8))
        if !unsettled.isEmpty { throw ExitCode(1) }
    }

    private func serve(_ session: ReviewSession) throws {
        let routes = ReviewRoutes(session: session, title: session.formURL.deletingPathExtension().lastPathComponent)
        let server = try LocalServer.listen(port: port, maximumBody: ReviewRoutes.maximumBody) { routes.answer($0) }
        defer { server.stop() }
        try writeStandardOutput(Data("Review at http://127.0.0.1:\(server.port)/ (\(session.unsettled.count) of \(session.items.count) items to settle)\n".utf8))
        let deadline = stopAfter.map { Date().addingTimeInterval($0) }
        while deadline.map({ Date() <= $0 }) ?? true {
            Thread.sleep(forTimeInterval: 0.25)
        }
    }
}
