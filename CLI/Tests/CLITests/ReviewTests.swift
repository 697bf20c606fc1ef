import Foundation
import TestSupport
import Testing

/// `formsetter review`: the folder `read` makes of filled ansatt-nb scans (Tests/ScanFilling),
/// keyed and settled in headless Chromium by keyboard only (Tests/ReviewDriving/drive_review.py),
/// then checked by `validate --values`.
@Suite("review: keying snippets and settling marks on a local page", .serialized)
struct ReviewTests {
    static let form = ReadScansTests.ansatt
    static let driver = Paths.root.appendingPathComponent("Tests/ReviewDriving/drive_review.py")
    /// The record as the page names it: a single form's values file.
    static let record = "values.values.json"

    /// Written in by hand (each a snippet to key), and the ticks: stillingstype's 2nd option,
    /// avdeling's 2nd half filled (a mark to review), grunnlonn's 1st and 2nd (two where one is
    /// asked), vikar_grunn's 1st (an answer the routing skips on a Midlertidig form).
    static let written = ["fornavn", "etternavn", "social_security_number", "epost", "poststed", "startdato", "sluttdato", "stillingsprosent"]
    static let ticks: [(id: String, option: Int, kind: String)] = [
        ("stillingstype", 1, "tick"), ("avdeling", 1, "half"), ("grunnlonn", 0, "tick"), ("grunnlonn", 1, "tick"), ("vikar_grunn", 0, "tick"),
    ]

    /// What a person answers, by field: typed text, option indices, or unreadable.
    static let answersJSON = """
    {"fornavn": "Kari", "etternavn": "Nordmann", "social_security_number": "15058510170", "epost": "kari@firma.no",
     "poststed": {"unreadable": true}, "avdeling": [1], "startdato": "01.02.2025", "sluttdato": "31.01.2026", "stillingsprosent": "80",
     "vikar_grunn": [], "grunnlonn": [0]}
    """
    static var answers: [String: Any] { (try? JSONSerialization.jsonObject(with: Data(answersJSON.utf8)) as? [String: Any]) ?? [:] }

    /// The items in the order the page shows them: the form's.
    static let order = ["fornavn", "etternavn", "social_security_number", "epost", "poststed", "avdeling", "startdato", "sluttdato",
                        "stillingsprosent", "vikar_grunn", "grunnlonn"]

    /// The values file once every item is settled: read's values and the answers; poststed,
    /// unreadable, left out.
    static let expectedValues = """
    {"fornavn": "Kari", "etternavn": "Nordmann", "social_security_number": "15058510170", "epost": "kari@firma.no",
     "phone_number": "", "adresse": "", "postnummer": "", "stillingstype": "midlertidig", "avdeling": "bergen",
     "startdato": "2025-02-01 00:00:00 +0000", "sluttdato": "2026-01-31 00:00:00 +0000", "stillingsprosent": 80,
     "arbeidstid_start": "", "vikar_for": "", "vikar_grunn": null, "grunnlonn": 0, "tillegg": "", "fagforening": false,
     "fagforening_navn": "", "notat": ""}
    """

    /// Scans of ansatt-nb filled with `written` and `ticks`, read into `folder`/out/: that folder.
    static func readFolder(in folder: URL, written: [String] = written, ticks: [(id: String, option: Int, kind: String)] = ticks) throws -> URL {
        let pages = try ReadScansTests.blankPages(form, in: folder)
        let marks = try ReadScansTests.marks(written.map { ($0, 0, "text") } + ticks, in: ReadScansTests.boxes(form))
        try ReadScansTests.fill(pages, marks: marks, outputs: [["kind": "png", "path": folder.appendingPathComponent("scan-%d.png").path]], in: folder)
        let out = folder.appendingPathComponent("out", isDirectory: true)
        let read = try runCLI(["read", folder.appendingPathComponent("scan-1.png").path, folder.appendingPathComponent("scan-2.png").path,
                               "--form", form.path, "--blank", "-o", out.path + "/"])
        try #require(read.status == 1, "\(read.stderr)")
        return out
    }

    /// A review server on the folder (dates read in UTC).
    static func serve(_ out: URL) throws -> PreviewTests.Server {
        try PreviewTests.Server([out.path, "--form", form.path, "--time-zone", "UTC"], command: "review")
    }

    /// Runs the keyboard driver on `server` with `answers` (one record): the (record, field) of
    /// every answer saved, and what it printed on standard error.
    static func drive(_ server: PreviewTests.Server, answers: [String: Any], stopAfter: Int? = nil, in folder: URL) throws -> (status: Int32, fields: [String], errors: String) {
        let answersURL = folder.appendingPathComponent("answers-\(UUID().uuidString).json")
        try JSONSerialization.data(withJSONObject: [record: answers]).write(to: answersURL)
        let chromium = try #require(Paths.chromium(), "chromium not found; install Debian's chromium package")
        let run = try runProgram(URL(fileURLWithPath: "/usr/bin/python3"),
                                 [driver.path, server.url.absoluteString, answersURL.path, "--chromium", chromium.path] + (stopAfter.map { ["--stop-after", String($0)] } ?? []))
        let lines = run.output.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        for line in lines { #expect(line["record"] as? String == record, "\(line)") }
        return (run.status, lines.compactMap { $0["field"] as? String }, run.stderr)
    }

    static func json(_ url: URL) throws -> NSDictionary {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url), options: [.fragmentsAllowed]) as? NSDictionary)
    }

    static func check(_ out: URL) throws -> CommandResult {
        try runCLI(["review", out.path, "--check", "--form", form.path])
    }

    @Test("read cuts a snippet of every tick box that is not empty, 3 mm around it, one file per option, named in the report")
    func marksGetSnippets() throws {
        try withTemporaryFolder { folder in
            let out = try Self.readFolder(in: folder, written: [])
            let names = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".png") }.sorted()
            #expect(names == ["values-p1-avdeling.2.png", "values-p1-grunnlonn.1.png", "values-p1-grunnlonn.2.png",
                              "values-p1-stillingstype.2.png", "values-p1-vikar_grunn.1.png"])
            // At the scan's 300 dpi: the box and 3 mm on each side.
            let box = try #require(try ReadScansTests.boxes(Self.form).filter { $0.id == "avdeling" }.dropFirst().first)
            let png = try Data(contentsOf: out.appendingPathComponent("values-p1-avdeling.2.png"))
            let width = png[16...19].reduce(0) { $0 << 8 | Int($1) }
            #expect(abs(Double(width) - (box.rect[2] + 2 * 3 / 25.4 * ReadScansTests.dpi)) <= 2, "\(width) px")
            let report = try Self.json(out.appendingPathComponent("read-report.json"))
            let fields = (report["pages"] as? [NSDictionary])?.first?["fields"] as? [NSDictionary] ?? []
            let avdeling = fields.filter { $0["id"] as? String == "avdeling" }.map { $0["snippet"] as? String }
            #expect(avdeling == [nil, out.appendingPathComponent("values-p1-avdeling.2.png").path, nil])
        }
    }

    @Test("every snippet keyed and every flagged mark settled by keyboard in headless Chromium: validate accepts the values, which are the answers typed")
    func keyboardReview() throws {
        try withTemporaryFolder { folder in
            let out = try Self.readFolder(in: folder)
            let before = try Self.check(out)
            #expect(before.status == 1)
            #expect(before.output == """
            values.values.json: fornavn (Fornavn): to key
            values.values.json: etternavn (Etternavn): to key
            values.values.json: social_security_number (Fødselsnummer): to key
            values.values.json: epost (E-post): to key
            values.values.json: poststed (Poststed): to key
            values.values.json: avdeling (Kontorsted): mark to settle: a mark to review
            values.values.json: startdato (Startdato): to key
            values.values.json: sluttdato (Sluttdato): to key
            values.values.json: stillingsprosent (Stillingsprosent): to key
            values.values.json: vikar_grunn (Årsak til fravær): mark to settle: answered, but the form's routing skips this question on these answers
            values.values.json: grunnlonn (Lønnstrinn): mark to settle: 2 options ticked where one is asked for
            0 of 11 items settled

            """)
            let server = try Self.serve(out)
            defer { server.stop() }
            let drive = try Self.drive(server, answers: Self.answers, in: folder)
            #expect(drive.status == 0, "\(drive.errors)")
            #expect(drive.fields == Self.order)
            let values = out.appendingPathComponent("values.values.json")
            let expected = try #require(try JSONSerialization.jsonObject(with: Data(Self.expectedValues.utf8)) as? NSDictionary)
            let text = String(decoding: try Data(contentsOf: values), as: UTF8.self)
            #expect(try Self.json(values) == expected, "\(text)")
            let validate = try runCLI(["validate", Self.form.path, "--values", values.path])
            #expect(validate.status == 0, "\(validate.output)\(validate.stderr)")
            let after = try Self.check(out)
            #expect(after.status == 0, "\(after.output)")
            #expect(after.output == "values.values.json: poststed (Poststed): unreadable; left out of the values\n11 of 11 items settled; the stack is done\n")
        }
    }

    @Test("a review stopped after 4 answers and started again finishes the stack: nothing lost, nothing asked twice")
    func interruptedReviewResumes() throws {
        try withTemporaryFolder { folder in
            let out = try Self.readFolder(in: folder)
            let first = try Self.serve(out)
            let part = try Self.drive(first, answers: Self.answers, stopAfter: 4, in: folder)
            first.stop()
            #expect(part.status == 0, "\(part.errors)")
            #expect(part.fields == Array(Self.order.prefix(4)))
            let values = out.appendingPathComponent("values.values.json")
            #expect(try Self.json(values)["epost"] as? String == "kari@firma.no")
            let check = try Self.check(out)
            #expect(check.status == 1)
            #expect(check.output.hasSuffix("4 of 11 items settled\n"), "\(check.output)")
            #expect(!check.output.contains("epost"), "\(check.output)")
            let second = try Self.serve(out)
            defer { second.stop() }
            let rest = try Self.drive(second, answers: Self.answers, in: folder)
            #expect(rest.status == 0, "\(rest.errors)")
            #expect(rest.fields == Array(Self.order.dropFirst(4)))
            let expected = try #require(try JSONSerialization.jsonObject(with: Data(Self.expectedValues.utf8)) as? NSDictionary)
            #expect(try Self.json(values) == expected)
            #expect(try runCLI(["validate", Self.form.path, "--values", values.path]).status == 0)
            #expect(try Self.check(out).status == 0)
        }
    }

    @Test("the server refuses: another Host (421), an answer without the page's header (403), a date the form cannot read, a body over 64 KiB, a values file changed behind its back")
    func serverRefusals() throws {
        try withTemporaryFolder { folder in
            let out = try Self.readFolder(in: folder)
            let server = try Self.serve(out)
            defer { server.stop() }
            let values = out.appendingPathComponent("values.values.json")
            let script = """
            import http.client, json, socket, sys
            port, values = int(sys.argv[1]), sys.argv[2]
            def call(method, path, body=None, header=True, host=None):
                connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
                connection.putrequest(method, path, skip_host=True)
                connection.putheader("Host", host or "127.0.0.1:%d" % port)
                data = json.dumps(body).encode() if body is not None else None
                if data is not None:
                    connection.putheader("Content-Type", "application/json")
                    connection.putheader("Content-Length", str(len(data)))
                    if header: connection.putheader("X-Formsetter-Review", "1")
                connection.endheaders(data)
                response = connection.getresponse()
                text = response.read()
                return [response.status, json.loads(text).get("message") if response.getheader("Content-Type") == "application/json" else None]
            connection = http.client.HTTPConnection("127.0.0.1", port)
            connection.request("GET", "/state.json")
            items = [item["field"] for item in json.loads(connection.getresponse().read())["items"]]
            answers = [call("GET", "/state.json", host="attacker.example:%d" % port)]
            answers.append(call("POST", "/answer", {"item": items.index("fornavn"), "typed": "Kari"}, header=False))
            answers.append(call("POST", "/check", {"item": items.index("startdato"), "typed": "31.02.2025"}))
            answers.append(call("POST", "/answer", {"item": items.index("startdato"), "typed": "31.02.2025"}))
            # A body over the 64 KiB an answer may have: the connection is closed, nothing answered.
            sock = socket.create_connection(("127.0.0.1", port))
            sock.settimeout(5)
            try:
                sock.sendall(b"POST /answer HTTP/1.1\\r\\nHost: 127.0.0.1:%d\\r\\nX-Formsetter-Review: 1\\r\\nContent-Length: 100000\\r\\n\\r\\n" % port + b"x" * 70000)
                answers.append([sock.recv(100).decode(), None])
            except ConnectionResetError:
                answers.append(["", None])
            with open(values, "a") as file:
                file.write(" ")
            answers.append(call("POST", "/answer", {"item": items.index("fornavn"), "typed": "Kari"}))
            print(json.dumps(answers))
            """
            let original = try Data(contentsOf: values)
            let run = try runProgram(URL(fileURLWithPath: "/usr/bin/python3"), ["-c", script, String(server.url.port ?? 0), values.path])
            #expect(run.status == 0, "\(run.stderr)")
            let answers = try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [[Any]], "\(run.output)\(run.stderr)")
            let date = "the PDF field \"startdato\" holds \"31.02.2025\", which is not a date (DD/MM/YYYY, DD.MM.YYYY, YYYY-MM-DD or DDMMYYYY)"
            #expect(answers.map { "\($0[0])" } == ["421", "403", "200", "409", "", "409"])
            #expect(answers.map { $0[1] as? String } == [nil, "refused: an answer comes from the review page only", date, date, nil,
                                                          "\(values.path) was changed since review wrote it; nothing saved. Move your copy away (or back) and restart the review"])
            // Nothing saved: the changed file is as its changer left it, and no progress was written.
            #expect(try Data(contentsOf: values) == original + Data(" ".utf8))
            #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("review.json").path))
        }
    }

    @Test("a save cut off after review.json but before the values file is finished by the next save: no answer lost")
    func cutOffSaveIsFinished() throws {
        try withTemporaryFolder { folder in
            let out = try Self.readFolder(in: folder)
            let server = try Self.serve(out)
            defer { server.stop() }
            let values = out.appendingPathComponent("values.values.json")
            // Answers fornavn, keeps the values file's bytes, answers etternavn, then puts those
            // bytes back: the values file as a save cut off between its two writes leaves it.
            let script = """
            import http.client, json, sys
            port, values = int(sys.argv[1]), sys.argv[2]
            def answer(item, text):
                connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
                body = json.dumps({"item": item, "typed": text})
                connection.request("POST", "/answer", body, {"Content-Type": "application/json", "X-Formsetter-Review": "1"})
                return connection.getresponse().status
            statuses = [answer(0, "Kari")]
            kept = open(values, "rb").read()
            statuses.append(answer(1, "Nordmann"))
            open(values, "wb").write(kept)
            statuses.append(answer(2, "15058510170"))
            print(json.dumps(statuses))
            """
            let run = try runProgram(URL(fileURLWithPath: "/usr/bin/python3"), ["-c", script, String(server.url.port ?? 0), values.path])
            #expect(run.output == "[200, 200, 200]\n", "\(run.output)\(run.stderr)")
            let written = try Self.json(values)
            #expect(written["fornavn"] as? String == "Kari")
            #expect(written["etternavn"] as? String == "Nordmann")
            #expect(written["social_security_number"] as? String == "15058510170")
        }
    }

    @Test("the report's form is used without --form, and its paths may be relative to the folder; without a form it is named")
    func reportFormAndRelativePaths() throws {
        try withTemporaryFolder { folder in
            let out = try Self.readFolder(in: folder, written: ["fornavn"], ticks: [("avdeling", 1, "half")])
            let reportURL = out.appendingPathComponent("read-report.json")
            // read names its form in the report; a report without one (written by hand) is named.
            let named = "{\n  \"form\": \"\(Self.form.path)\","
            var text = String(decoding: try Data(contentsOf: reportURL), as: UTF8.self)
            #expect(text.hasPrefix(named))
            try Data(("{" + text.dropFirst(named.count)).utf8).write(to: reportURL)
            let noForm = try runCLI(["review", out.path, "--check"])
            #expect(noForm.status == 65)
            #expect(noForm.stderr == "error: \(reportURL.path): names no form; give it with --form\n")
            // The form named again, and the paths made relative to the folder.
            text = text.replacingOccurrences(of: "\"" + out.path + "/", with: "\"")
            #expect(!text.contains(out.path) && text.contains("\"values\": \"values.values.json\""))
            try Data(text.utf8).write(to: reportURL)
            let check = try runCLI(["review", out.path, "--check"])
            #expect(check.status == 1, "\(check.stderr)")
            #expect(check.output == """
            values.values.json: fornavn (Fornavn): to key
            values.values.json: avdeling (Kontorsted): mark to settle: a mark to review
            0 of 2 items settled

            """, "\(check.stderr)")
            let server = try PreviewTests.Server([out.path], command: "review")
            defer { server.stop() }
            let state = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: server.url.appendingPathComponent("state.json"))) as? [String: Any])
            let items = try #require(state["items"] as? [[String: Any]])
            let snippets = items.map { ($0["snippets"] as? [[String: Any]] ?? []).compactMap { $0["url"] as? String } }
            #expect(snippets == [["/snippet/0/0.png"], ["/snippet/1/0.png"]])
            let png = try Data(contentsOf: server.url.appendingPathComponent("snippet/1/0.png"))
            #expect(png == (try Data(contentsOf: out.appendingPathComponent("values-p1-avdeling.2.png"))))
        }
    }

    @Test("once a record is settled, --check lists the answers its form still refuses (required answers missing on paper) and the stack is done")
    func missingRequiredAnswersAreListed() throws {
        try withTemporaryFolder { folder in
            let out = try Self.readFolder(in: folder, written: ["fornavn"], ticks: [("stillingstype", 1, "tick"), ("vikar_grunn", 0, "tick")])
            let server = try Self.serve(out)
            defer { server.stop() }
            let drive = try Self.drive(server, answers: ["fornavn": "Kari", "vikar_grunn": [Int]()], in: folder)
            #expect(drive.status == 0, "\(drive.errors)")
            #expect(drive.fields == ["fornavn", "vikar_grunn"])
            let check = try Self.check(out)
            #expect(check.status == 0, "\(check.output)")
            #expect(check.output == """
            values.values.json: etternavn (Etternavn): a value is required
            values.values.json: social_security_number (Fødselsnummer): a value is required
            values.values.json: epost (E-post): a value is required
            values.values.json: startdato (Startdato): a value is required
            values.values.json: sluttdato (Sluttdato): does not compare as compare_rule requires
            values.values.json: stillingsprosent (Stillingsprosent): a value is required
            2 of 2 items settled; the stack is done

            """)
        }
    }
}
