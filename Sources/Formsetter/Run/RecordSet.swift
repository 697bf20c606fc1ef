import Foundation

/// The records of a mail merge: one form filled in once per record. A record is the values
/// object the form's `--values` takes (field id → value; dynamic instances as `kids[0].name`).
public struct RecordSet: Sendable {
    /// One record: where it came from and its values.
    public struct Record: Sendable {
        /// The values file's name without `.json` (a folder), or `line<N>` (JSON Lines, CSV),
        /// N being the line the record starts on.
        public var name: String
        /// How messages name it: `people.csv line 3`, `records/ola.json`.
        public var source: String
        /// The values JSON object, or the file holding it.
        public var values: Values
    }

    public enum Values: Sendable {
        case data(Data)
        case file(URL)

        /// The JSON object's bytes.
        public func read() throws -> Data {
            switch self {
            case let .data(data): return data
            case let .file(url): return try InputFile.read(url, what: "record")
            }
        }
    }

    public var records: [Record]
    /// Records that could not be read (a line that is not a JSON object, a CSV row with more
    /// cells than the header): each is reported and left out.
    public var problems: [Diagnostic]

    /// The most records one set may hold.
    public static let maximumCount = 1_000_000

    /// Reads `url`: a folder of values files (`*.json`, sorted by name), a JSON Lines file
    /// (`.jsonl`, `.ndjson`: one object per line) or a CSV file (`.csv`: a header row of field
    /// ids, then one row per record). Throws when it cannot be read at all.
    public init(contentsOf url: URL) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw InputFile.Failure(code: 66, message: "records not found: \(url.path)")
        }
        if isFolder.boolValue {
            let names = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
            records = names.map { name in
                let file = url.appendingPathComponent(name)
                var stem = String(name.dropLast(".json".count))
                for suffix in FormatRegistry.sidecarSuffixes.map({ String($0.dropLast(".json".count)) }) where stem.hasSuffix(suffix) {
                    stem = String(stem.dropLast(suffix.count))
                }
                return Record(name: stem, source: file.path, values: .file(file))
            }
            problems = []
            return
        }
        let data = try InputFile.read(url, what: "records", limit: InputFile.maximumRecordsBytes)
        switch url.pathExtension.lowercased() {
        case "csv": (records, problems) = Self.csv(data, source: url.lastPathComponent)
        case "jsonl", "ndjson": (records, problems) = Self.jsonLines(data, source: url.lastPathComponent)
        default:
            throw InputFile.Failure(code: 64, message: "records must be a folder of values files, a JSON Lines file (.jsonl) or a CSV file (.csv), not \(url.path)")
        }
        if records.count > Self.maximumCount {
            problems.append(Diagnostic(.warning, path: "", "\(url.lastPathComponent) holds \(records.count) records; only the first \(Self.maximumCount) are used"))
            records.removeLast(records.count - Self.maximumCount)
        }
    }

    /// One JSON object per line; blank lines are skipped.
    static func jsonLines(_ data: Data, source: String) -> ([Record], [Diagnostic]) {
        var records: [Record] = [], problems: [Diagnostic] = []
        var lineNumber = 0
        let bom = Data([0xEF, 0xBB, 0xBF])
        for line in (data.starts(with: bom) ? data.dropFirst(3) : data).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            let trimmed = line.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
            guard !trimmed.isEmpty, !trimmed.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) else { continue }
            guard trimmed.first == UInt8(ascii: "{") else {
                problems.append(Diagnostic(.error, path: "", "\(source) line \(lineNumber): expected a JSON object; the line is skipped"))
                continue
            }
            records.append(Record(name: "line\(lineNumber)", source: "\(source) line \(lineNumber)", values: .data(Data(line))))
        }
        return (records, problems)
    }

    /// RFC 4180 CSV: a header of field ids, then one row per record. Empty cells are left out;
    /// the others become values as `value(_:)` says.
    static func csv(_ data: Data, source: String) -> ([Record], [Diagnostic]) {
        guard let text = String(data: data, encoding: .utf8) else {
            return ([], [Diagnostic(.error, path: "", "\(source) is not UTF-8 text; save it as CSV UTF-8")])
        }
        let (rows, unclosedQuote) = CSVReader.rows(text)
        guard let header = rows.first else { return ([], [Diagnostic(.error, path: "", "\(source) is empty: it needs a header row of field ids")]) }
        let ids = header.cells.map { $0.trimmingCharacters(in: .whitespaces) }
        var records: [Record] = [], problems: [Diagnostic] = []
        if let line = unclosedQuote {
            problems.append(Diagnostic(.error, path: "", "\(source) line \(line): a quoted cell is never closed; the rows from there on are read as one cell"))
        }
        for row in rows.dropFirst() where !row.cells.allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
            guard row.cells.count <= ids.count else {
                problems.append(Diagnostic(.error, path: "", "\(source) line \(row.line): \(row.cells.count) cells but the header names \(ids.count) fields; the row is skipped"))
                continue
            }
            var object: [String: Any] = [:]
            for (id, cell) in zip(ids, row.cells) where !id.isEmpty && !cell.isEmpty { object[id] = Self.value(cell) }
            guard let json = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { continue }
            records.append(Record(name: "line\(row.line)", source: "\(source) line \(row.line)", values: .data(json)))
        }
        return (records, problems)
    }

    /// A CSV cell as the JSON value a values file would hold: the cell's text as the person typed
    /// it, so `0150`, `613000.00` and `2.10` keep every digit and each format's own rules decide
    /// how a number field shows them (hyperoslo's `number` shows a string untouched, `float` with
    /// two decimals); `true`/`false` are booleans, and a cell starting with `[` a JSON array when it is one.
    static func value(_ cell: String) -> Any {
        switch cell {
        case "true": return true
        case "false": return false
        default: break
        }
        if cell.first == "[", let array = try? JSONSerialization.jsonObject(with: Data(cell.utf8)) as? [Any] { return array }
        return cell
    }

    /// The name a record's output takes from `field` (its value), made safe as a file name;
    /// nil when the record has no such value.
    public static func outputName(_ values: Data, field: String) -> String? {
        guard let object = try? JSONSerialization.jsonObject(with: values) as? [String: Any], let value = object[field] else { return nil }
        let text: String
        switch value {
        case let string as String: text = string
        case let number as NSNumber: text = number.stringValue
        default: return nil
        }
        let safe = text.unicodeScalars.map { scalar -> String in
            if scalar == "/" || scalar == "\\" || scalar.properties.generalCategory == .control { return "_" }
            return String(scalar)
        }.joined().trimmingCharacters(in: CharacterSet.whitespaces.union(CharacterSet(charactersIn: ".")))
        // At most 200 bytes: file names are limited to 255, and the extension and page number follow.
        var name = ""
        for character in safe where name.utf8.count + String(character).utf8.count <= 200 { name.append(character) }
        return name.isEmpty ? nil : name
    }
}

/// RFC 4180 rows: quoted cells may hold commas, quotes (doubled) and line breaks; CRLF or LF.
/// Written here rather than taken from a package so that depending on Formsetter resolves no
/// other package (SwiftCSV and CSV.swift would be the library's first dependency).
enum CSVReader {
    struct Row { var line: Int; var cells: [String] }

    /// The rows of `text`, and the line of a quoted cell left open at the end (nil when none).
    /// A quote opens a quoted cell only at the cell's start; elsewhere it is an ordinary
    /// character (`12" pipe`), as spreadsheets read it.
    static func rows(_ text: String) -> (rows: [Row], unclosedQuote: Int?) {
        var rows: [Row] = [], cells: [String] = [], cell = ""
        var quoted = false, afterQuote = false, cellStarted = false
        var line = 1, rowLine = 1, quoteLine = 1
        var scalars = Substring(text).unicodeScalars.drop { $0 == "\u{FEFF}" }.makeIterator()
        func endCell() { cells.append(cell); cell = ""; cellStarted = false; afterQuote = false }
        func endRow() { endCell(); rows.append(Row(line: rowLine, cells: cells)); cells = [] }
        while let scalar = scalars.next() {
            if quoted {
                if scalar == "\"" { quoted = false; afterQuote = true; continue }
                if scalar == "\n" { line += 1 }
                cell.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\"" where afterQuote:
                cell.append("\"")
                quoted = true
                afterQuote = false
            case "\"" where !cellStarted:
                quoted = true
                cellStarted = true
                quoteLine = line
            case ",": endCell()
            case "\r": break
            case "\n":
                endRow()
                line += 1
                rowLine = line
            default:
                cell.unicodeScalars.append(scalar)
                cellStarted = true
                afterQuote = false
            }
        }
        if quoted || !cell.isEmpty || !cells.isEmpty { endRow() }
        return (rows, quoted ? quoteLine : nil)
    }
}
