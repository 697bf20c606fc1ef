import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import TestSupport
import Testing

/// `formsetter preview`: a server on 127.0.0.1 whose page follows the files, checked in headless
/// Chromium. Every server runs with a free port and --stop-after, and is terminated at the end.
@Suite("Live preview", .serialized)
struct PreviewTests {
    /// A running preview (or review: `command`): its process and address.
    final class Server {
        let process = Process()
        let url: URL

        /// `fileLimit`: the server runs under `ulimit -n` of that many file descriptors.
        init(_ arguments: [String], command: String = "preview", fileLimit: Int? = nil) throws {
            let preview = [command] + arguments + ["--port", "0", "--stop-after", "90"]
            if let fileLimit {
                process.executableURL = URL(fileURLWithPath: "/bin/sh")
                process.arguments = ["-c", "ulimit -n \(fileLimit) && exec \"$0\" \"$@\"", Paths.cli.path] + preview
            } else {
                process.executableURL = Paths.cli
                process.arguments = preview
            }
            let out = Pipe()
            process.standardOutput = out
            process.standardError = FileHandle.nullDevice
            try process.run()
            var line = Data()
            while !line.contains(0x0A) {
                let chunk = out.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                line += chunk
            }
            let text = String(decoding: line, as: UTF8.self)
            guard let start = text.range(of: "http://127.0.0.1:") else {
                process.terminate()
                throw PreviewError(message: "no address printed: \(text)")
            }
            url = URL(string: String(text[start.lowerBound...].prefix { !$0.isWhitespace }))!
        }

        /// Kills the server: the test runner's blocked signal mask can make SIGTERM wait.
        func stop() {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }

        /// `/state.json` as an object.
        func state() throws -> [String: Any] {
            let data = try Data(contentsOf: url.appendingPathComponent("state.json"))
            return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
        }
    }

    struct PreviewError: Error { var message: String }

    @Test("The open page follows a broken save and a good one by itself (headless Chromium)")
    func roundTripInChromium() throws {
        let chromium = try #require(Paths.chromium(), "chromium not found; install Debian's chromium package")
        try withTemporaryFolder { folder in
            let form = folder.appendingPathComponent("form.json")
            try FileManager.default.copyItem(at: Paths.fixture("preview/form.json"), to: form)
            let server = try Server([form.path])
            defer { server.stop() }
            #expect(server.url.host == "127.0.0.1")
            let run = Process()
            run.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
            run.arguments = [Paths.fixture("preview/preview_cdp.py").path, chromium.path, server.url.absoluteString, form.path,
                             Paths.fixture("preview/form-broken.json").path, Paths.fixture("preview/form-edited.json").path,
                             folder.appendingPathComponent("profile").path]
            let out = Pipe(), err = Pipe()
            run.standardOutput = out
            run.standardError = err
            try run.run()
            let output = out.fileHandleForReading.readDataToEndOfFile()
            let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            run.waitUntilExit()
            #expect(run.terminationStatus == 0, "\(errors)")
            let states = try #require(try JSONSerialization.jsonObject(with: output) as? [String: [String: Any]], "\(errors)")
            let loaded = try #require(states["loaded"]), failed = try #require(states["failed"]), updated = try #require(states["updated"])
            #expect(loaded["version"] as? String == "1")
            #expect(loaded["image"] as? String == "/render.png?v=1")
            // A broken save: the error is shown, the last good render stays.
            #expect(failed["error"] as? String == "form.json: input is not valid JSON at line 3, column 1: unexpected end of input (truncated?)")
            #expect(failed["image"] as? String == "/render.png?v=1")
            #expect(failed["height"] as? Int == loaded["height"] as? Int)
            // A good save: a new, taller render (one more field), no error.
            #expect(updated["version"] as? String == "2")
            #expect(updated["image"] as? String == "/render.png?v=2")
            #expect((updated["height"] as? Int ?? 0) > (loaded["height"] as? Int ?? 0))
        }
    }

    @Test("Changing the style file re-renders with its warnings; the PNG and SVG are served")
    func styleChange() throws {
        try withTemporaryFolder { folder in
            let form = folder.appendingPathComponent("form.json"), style = folder.appendingPathComponent("style.json")
            try FileManager.default.copyItem(at: Paths.fixture("preview/form.json"), to: form)
            try Data(##"{"color": {"$type": "color", "background": {"$value": "#FFEEDD"}}}"##.utf8).write(to: style)
            let server = try Server([form.path, "--style", style.path])
            defer { server.stop() }
            #expect(try server.state()["version"] as? Int == 1)
            let png = try Data(contentsOf: server.url.appendingPathComponent("render.png"))
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            let svg = String(decoding: try Data(contentsOf: server.url.appendingPathComponent("render.svg")), as: UTF8.self)
            #expect(svg.contains("<svg"))
            try Data(##"{"color": {"$type": "color", "background": {"$value": "not-a-colour"}}}"##.utf8).write(to: style)
            var state: [String: Any] = [:]
            for _ in 0..<100 {
                state = try server.state()
                if state["version"] as? Int == 2 { break }
                Thread.sleep(forTimeInterval: 0.1)
            }
            #expect(state["version"] as? Int == 2)
            let diagnostics = state["diagnostics"] as? [String] ?? []
            #expect(diagnostics.contains("warning: color.background: \"not-a-colour\" is not a colour; the skin's value is kept (style.json)"))
        }
    }

    @Test("Each path answers with its content type (images and state with no-store); HEAD as GET without a body; other paths and methods are 404")
    func routes() throws {
        let server = try Server([Paths.fixture("preview/form.json").path])
        defer { server.stop() }
        // One kept-alive connection for all requests, as a browser does.
        let script = """
        import http.client, json, sys
        connection = http.client.HTTPConnection("127.0.0.1", int(sys.argv[1]))
        answers = []
        for method, path in json.loads(sys.argv[2]):
            connection.request(method, path)
            response = connection.getresponse()
            answers.append([response.status, response.getheader("Content-Type"), response.getheader("Cache-Control"), len(response.read())])
        print(json.dumps(answers))
        """
        let requests = [["GET", "/"], ["GET", "/render.png?v=1"], ["GET", "/render.svg"], ["GET", "/state.json"],
                        ["GET", "/nope"], ["HEAD", "/state.json"], ["POST", "/"]]
        let run = try runPython(["-c", script, String(server.url.port ?? 0), String(decoding: try JSONSerialization.data(withJSONObject: requests), as: UTF8.self)])
        #expect(run.status == 0, "\(run.output)")
        let answers = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[Any]], "\(run.output)")
        let expected: [(Int, String?, String?, Bool)] = [(200, "text/html; charset=utf-8", nil, true), (200, "image/png", "no-store", true),
                                                         (200, "image/svg+xml", "no-store", true), (200, "application/json", "no-store", true),
                                                         (404, nil, nil, false), (200, "application/json", "no-store", false), (404, nil, nil, false)]
        #expect(answers.count == expected.count)
        for ((answer, request), (status, type, cache, body)) in zip(zip(answers, requests), expected) {
            #expect(answer[0] as? Int == status, "\(request)")
            #expect(answer[1] as? String == type, "\(request)")
            #expect(answer[2] as? String == cache, "\(request)")
            #expect(((answer[3] as? Int ?? 0) > 0) == body, "\(request)")
        }
    }

    @Test("A request naming another host (DNS rebinding) gets 421 and nothing of the render; localhost and [::1] are served")
    func hostAllowList() throws {
        let server = try Server([Paths.fixture("preview/form.json").path])
        defer { server.stop() }
        let script = """
        import http.client, json, sys
        port = int(sys.argv[1])
        answers = []
        for host in ["attacker.example", "attacker.example:%d" % port, "localhost:%d" % port, "[::1]:%d" % port, "127.0.0.1:%d" % port]:
            connection = http.client.HTTPConnection("127.0.0.1", port)
            connection.putrequest("GET", "/render.png", skip_host=True)
            connection.putheader("Host", host)
            connection.endheaders()
            response = connection.getresponse()
            answers.append([response.status, len(response.read())])
            connection.close()
        print(json.dumps(answers))
        """
        let run = try runPython(["-c", script, String(server.url.port ?? 0)])
        #expect(run.status == 0, "\(run.output)")
        let answers = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[Int]], "\(run.output)")
        #expect(answers.map { $0[0] } == [421, 421, 200, 200, 200])
        #expect(answers.map { $0[1] > 0 } == [false, false, true, true, true])
    }

    @Test("6,000 pipelined renders a client never reads: the server stops answering until they are read, and its memory stays put")
    func pipelinedRequestsNotRead() throws {
        let server = try Server([Paths.fixture("hyperoslo/ansatt-nb.json").path])
        defer { server.stop() }
        let script = """
        import socket, sys, time
        port, pid = int(sys.argv[1]), sys.argv[2]
        def rss():
            for line in open("/proc/%s/status" % pid):
                if line.startswith("VmRSS:"): return int(line.split()[1]) // 1024
        before = rss()
        sock = socket.create_connection(("127.0.0.1", port))
        request = ("GET /render.png HTTP/1.1\\r\\nHost: 127.0.0.1:%d\\r\\n\\r\\n" % port).encode()
        sock.sendall(request * 6000)
        time.sleep(4)
        after = rss()
        sock.close()
        print(before, after)
        """
        let run = try runPython(["-c", script, String(server.url.port ?? 0), String(server.process.processIdentifier)])
        #expect(run.status == 0, "\(run.output)")
        let megabytes = run.output.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        #expect(megabytes.count == 2, "\(run.output)")
        // Answered without limit the replies took 1.27 GB more; bounded, 3 MB more.
        #expect(megabytes.count == 2 && megabytes[1] - megabytes[0] < 48, "RSS before and after, MB: \(run.output)")
        // The server still answers others.
        #expect(try !server.state().isEmpty)
    }

    @Test("Idle connections past the slots (half the file descriptors) close the oldest, so a browser still gets its answer")
    func connectionSlots() throws {
        let server = try Server([Paths.fixture("preview/form.json").path], fileLimit: 128)
        defer { server.stop() }
        let script = """
        import http.client, socket, sys, time
        port = int(sys.argv[1])
        idle = [socket.create_connection(("127.0.0.1", port)) for _ in range(150)]
        time.sleep(1)
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
        connection.request("GET", "/state.json")
        print(connection.getresponse().status)
        """
        let run = try runPython(["-c", script, String(server.url.port ?? 0)])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output == "200\n")
    }

    @Test("A request with a body (the server answers GET and HEAD) is closed at once, not held while the body trickles in")
    func requestBodyCloses() throws {
        let server = try Server([Paths.fixture("preview/form.json").path])
        defer { server.stop() }
        let script = """
        import socket, sys, time
        port = int(sys.argv[1])
        sock = socket.create_connection(("127.0.0.1", port))
        sock.settimeout(5)
        sock.sendall(b"POST /state.json HTTP/1.1\\r\\nHost: 127.0.0.1:%d\\r\\nContent-Length: 100000000\\r\\n\\r\\nx" % port)
        start = time.time()
        print(repr(sock.recv(100)), time.time() - start < 2)
        """
        let run = try runPython(["-c", script, String(server.url.port ?? 0)])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output == "b'' True\n")
    }

    @Test("A form that cannot be drawn at start is an error, not a page")
    func badStart() throws {
        try withTemporaryFolder { folder in
            let form = try folder.writing("[1, 2", to: "form.json")
            let run = try runCLI(["preview", form.path, "--port", "0", "--stop-after", "5"])
            #expect(run.status == 65)
            #expect(run.stderr.contains("not valid JSON"))
            #expect(try runCLI(["preview", Paths.fixture("preview/form.json").path, "--palette", "sepia", "--port", "0", "--stop-after", "5"]).status == 64)
        }
    }

    @Test("--page shows every paper page; --values shows those values instead of the sidecar's")
    func paperPagesAndValues() throws {
        try withTemporaryFolder { folder in
            let fields = (0..<60).map { #"{"key":"f\#($0)","type":"text","label":"Field \#($0)"}"# }.joined(separator: ",")
            let form = try folder.writing(#"{"fields":[\#(fields)]}"#, to: "form.json")
            _ = try folder.writing(#"{"f0":"from the sidecar"}"#, to: "form.values.json")
            let values = try folder.writing(#"{"f0":"Ola Nordmann","nope":"x"}"#, to: "given.json")
            let server = try Server([form.path, "--page", "a5", "--values", values.path])
            defer { server.stop() }
            let state = try server.state()
            let pages = try #require(state["pages"] as? Int)
            #expect(pages >= 2, "\(state)")
            let second = try Data(contentsOf: server.url.appendingPathComponent("render-2.png"))
            #expect(second.starts(with: Data([0x89, 0x50, 0x4E, 0x47])))
            // The given values, not the sidecar's: their unknown key is reported.
            #expect((state["diagnostics"] as? [String])?.contains("warning: values.nope: no field has this key; ignored") == true, "\(state)")
        }
    }

    @Test("A busy port says which and suggests --port 0 (exit 69)")
    func busyPort() throws {
        let first = try Server([Paths.fixture("preview/form.json").path])
        defer { first.stop() }
        let port = try #require(first.url.port)
        let second = try runCLI(["preview", Paths.fixture("preview/form.json").path, "--port", String(port), "--stop-after", "5"])
        #expect(second.status == 69)
        #expect(second.stderr == "error: port \(port) on 127.0.0.1 is in use (another preview or review?); choose another with --port, or --port 0 for any free one\n")
    }
}
