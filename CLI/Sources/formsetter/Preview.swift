import ArgumentParser
import Formsetter
import Foundation
import NIOCore

struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve a live preview of a form on 127.0.0.1: it re-renders when the form, its sidecars or the style files change.",
        discussion: """
        Open the printed address: the page shows the render (/render.png, /render.svg) and the \
        diagnostics, and follows the files by itself. A save that cannot be drawn keeps the last \
        good render and shows the error. The server listens on 127.0.0.1 only; --port 0 picks a \
        free port. Stop it with Ctrl-C.
        """)

    @Argument(help: "The form JSON file.")
    var input: String

    @OptionGroup var skinChoice: SkinChoice

    @Option(help: "Canvas width in points (default: the format's design width).")
    var width: Double?

    @Option(help: ArgumentHelp(OptionText.pageHelp))
    var page: String = "screen"

    @Option(help: "Values to show instead of NAME.values.json (or .answers.json) beside the form; followed like it.")
    var values: String?

    @Option(help: "Error messages to show instead of NAME.errors.json beside the form; followed like it.")
    var errors: String?

    @Option(help: "TCP port on 127.0.0.1 (0 = any free port).")
    var port: UInt16 = 8765

    @Option(help: ArgumentHelp("Stop after this many seconds (for scripts and tests).", visibility: .hidden))
    var stopAfter: Double?

    @OptionGroup var look: LookOptions

    func run() throws {
        try runMapped {
            var status = stat()
            if stat(input, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
                throw UsageError("preview follows a file as it is saved; \(input) is not a regular file (a FIFO or a device cannot be followed)")
            }
            _ = try readInput(input, what: "input")
            let (variant, formsetter) = try look.variant(palette: skinChoice.palette)
            for file in [values, errors].compactMap({ $0 }) { _ = try readInput(file, what: "sidecar") }
            let renderer = PreviewRenderer(input: URL(fileURLWithPath: input), styles: look.styles.map { URL(fileURLWithPath: $0) },
                                           skin: skinChoice.skin, width: width, page: try OptionText.page(page),
                                           values: values.map { URL(fileURLWithPath: $0) }, errors: errors.map { URL(fileURLWithPath: $0) },
                                           look: variant, formsetter: formsetter)
            renderer.tokenSets = try look.setSelection()
            renderer.refreshIfChanged()
            // Bad options fail at once, not as an error on the page.
            if renderer.snapshot.version == 0, let failure = renderer.failure { throw failure }
            try serve(renderer, title: URL(fileURLWithPath: input).lastPathComponent)
        }
    }

    private func serve(_ renderer: PreviewRenderer, title: String) throws {
        let page = Data(PreviewPage.html(title: title).utf8)
        let server = try LocalServer.listen(port: port) { request in
            switch request.path {
            case "/": LocalResponse(contentType: "text/html; charset=utf-8", body: page)
            case "/render.png": LocalResponse(contentType: "image/png", noStore: true, body: renderer.snapshot.png)
            case "/render.svg": LocalResponse(contentType: "image/svg+xml", noStore: true, body: renderer.snapshot.svg)
            case "/state.json": LocalResponse(contentType: "application/json", noStore: true, body: Self.stateJSON(renderer.snapshot))
            default: Self.page(request.path, of: renderer.snapshot)
            }
        }
        defer { server.stop() }
        try writeStandardOutput(Data("Preview at http://127.0.0.1:\(server.port)/\n".utf8))
        let deadline = stopAfter.map { Date().addingTimeInterval($0) }
        while deadline.map({ Date() <= $0 }) ?? true {
            Thread.sleep(forTimeInterval: 0.25)
            renderer.tokenSets = try look.setSelection()
            renderer.refreshIfChanged()
        }
    }

    /// `/render-N.png`: page N (from 2) of a paper render.
    static func page(_ path: String, of snapshot: PreviewSnapshot) -> LocalResponse? {
        guard path.hasPrefix("/render-"), path.hasSuffix(".png"), let number = Int(path.dropFirst("/render-".count).dropLast(".png".count)),
              snapshot.pages.count >= 2, (2...snapshot.pages.count).contains(number) else { return nil }
        return LocalResponse(contentType: "image/png", noStore: true, body: snapshot.pages[number - 1])
    }

    static func stateJSON(_ snapshot: PreviewSnapshot) -> Data {
        let object: [String: Any] = ["version": snapshot.version, "pages": snapshot.pages.count, "diagnostics": snapshot.diagnostics,
                                     "error": snapshot.error ?? NSNull()]
        return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
    }
}
