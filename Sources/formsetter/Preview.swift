import ArgumentParser
import FlyingFox
import FlyingSocks
import Formsetter
import Foundation

struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
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

    @Option(help: "TCP port on 127.0.0.1 (0 = any free port).")
    var port: UInt16 = 8765

    @Option(help: ArgumentHelp("Stop after this many seconds (for scripts and tests).", visibility: .hidden))
    var stopAfter: Double?

    @OptionGroup var look: LookOptions

    func run() throws {
        try runMapped {
            _ = try readInput(input, what: "input")
            let (variant, formsetter) = try look.variant(palette: skinChoice.palette)
            let renderer = PreviewRenderer(input: URL(fileURLWithPath: input), styles: look.styles.map { URL(fileURLWithPath: $0) },
                                           skin: skinChoice.skin, width: width, look: variant, formsetter: formsetter)
            renderer.refreshIfChanged()
            // Bad options fail at once, not as an error on the page.
            if renderer.snapshot.version == 0, let failure = renderer.failure { throw failure }
            try serve(renderer, title: URL(fileURLWithPath: input).lastPathComponent)
        }
    }

    private func serve(_ renderer: PreviewRenderer, title: String) throws {
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: port), logger: .disabled)
        let page = Data(PreviewPage.html(title: title).utf8)
        Task {
            await server.appendRoute("GET /") { _ in
                HTTPResponse(statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8"], body: page)
            }
            await server.appendRoute("GET /render.png") { _ in
                HTTPResponse(statusCode: .ok, headers: [.contentType: "image/png", .cacheControl: "no-store"], body: renderer.snapshot.png)
            }
            await server.appendRoute("GET /render.svg") { _ in
                HTTPResponse(statusCode: .ok, headers: [.contentType: "image/svg+xml", .cacheControl: "no-store"], body: renderer.snapshot.svg)
            }
            await server.appendRoute("GET /state.json") { _ in
                HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"], body: Self.stateJSON(renderer.snapshot))
            }
        }
        let finished = DispatchSemaphore(value: 0)
        let failure = FailureBox()
        Task {
            do { try await server.run() } catch { failure.error = error }
            finished.signal()
        }
        Task {
            try await server.waitUntilListening()
            if case let .ip4(host, port)? = await server.listeningAddress {
                FileHandle.standardOutput.write(Data("Preview at http://\(host):\(port)/\n".utf8))
            }
        }
        let deadline = stopAfter.map { Date().addingTimeInterval($0) }
        while finished.wait(timeout: .now() + .milliseconds(250)) == .timedOut {
            renderer.refreshIfChanged()
            if let deadline, Date() > deadline {
                Task { await server.stop() }
                _ = finished.wait(timeout: .now() + .seconds(5))
                return
            }
        }
        if let error = failure.error { throw ExitWith(70, "preview server stopped: \(error)") }
    }

    static func stateJSON(_ snapshot: PreviewSnapshot) -> Data {
        let object: [String: Any] = ["version": snapshot.version, "diagnostics": snapshot.diagnostics, "error": snapshot.error ?? NSNull()]
        return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
    }
}

/// The server task's error, read once the task has finished.
private final class FailureBox: @unchecked Sendable {
    var error: (any Error)?
}
