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
        /// A record that cannot be read as written (a CSV row with more or fewer cells than the
        /// header, a quote left open, text invalid in the file's encoding): it fails on its own.
        case unreadable(String)

        /// The JSON object's bytes; throws `InputFile.Failure` (65) for an unreadable record.
        public func read() throws -> Data {
            switch self {
            case let .data(data): return data
            case let .file(url): return try InputFile.read(url, what: "record")
            case let .unreadable(why): throw InputFile.Failure(code: 65, message: why)
            }
        }

        var isReadable: Bool {
            if case .unreadable = self { return false }
            return true
        }
    }

    public var records: [Record]
    /// What reading found besides the records: the CSV dialect read (a note), too many records.
    public var problems: [Diagnostic]
    /// The records file's name (`people.csv`), as messages name it.
    public var source: String = ""
    /// A CSV file's header: the field ids its columns fill in (nil for JSON Lines and folders,
    /// whose records each name their own).
    public var columns: [String]?

    /// The most records one set may hold.
    public static let maximumCount = 1_000_000

    /// Reads `url`: a folder of values files (`*.json`, sorted by name), a JSON Lines file
    /// (`.jsonl`, `.ndjson`: one object per line) or a CSV file (`.csv`: a header row of field
    /// ids, then one row per record) in the `dialect` given, or else the one detected
    /// (`CSVDialect.detectEncoding`, `detectDelimiter`). Throws when it cannot be read at all.
    public init(contentsOf url: URL, encoding: CSVDialect.Encoding? = nil, delimiter: CSVDialect.Delimiter? = nil) throws {
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
        source = url.lastPathComponent
        let data = try InputFile.read(url, what: "records", limit: InputFile.maximumRecordsBytes)
        switch url.pathExtension.lowercased() {
        case "csv": (records, problems, columns) = try Self.csv(data, source: url.lastPathComponent, encoding: encoding, delimiter: delimiter)
        case "jsonl", "ndjson": (records, problems) = Self.jsonLines(data, source: url.lastPathComponent)
        default:
            throw InputFile.Failure(code: 64, message: "records must be a folder of values files, a JSON Lines file (.jsonl) or a CSV file (.csv), not \(url.path)")
        }
        if records.count > Self.maximumCount {
            problems.append(Diagnostic(.warning, path: "", "\(url.lastPathComponent) holds \(records.count) records; only the first \(Self.maximumCount) are used"))
            records.removeLast(records.count - Self.maximumCount)
        }
    }

    /// One JSON object per line; blank lines are skipped. A line that is no JSON object, or
    /// not UTF-8, is a record that fails on its own.
    static func jsonLines(_ data: Data, source: String) -> ([Record], [Diagnostic]) {
        var records: [Record] = []
        var lineNumber = 0
        let bom = Data([0xEF, 0xBB, 0xBF])
        let body = data.starts(with: bom) ? data.dropFirst(3) : data
        var lineStart = body.startIndex - data.startIndex
        for line in body.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            defer { lineStart += line.count + 1 }
            let trimmed = line.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
            guard !trimmed.isEmpty, !trimmed.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) else { continue }
            let values: Values
            if let invalid = RecordText.firstInvalidUTF8(Data(line), line: lineNumber) {
                values = .unreadable("byte offset \(lineStart + invalid.offset) (0x\(String(invalid.byte, radix: 16, uppercase: true))) is not valid UTF-8; JSON Lines are UTF-8")
            } else if trimmed.first != UInt8(ascii: "{") {
                values = .unreadable("expected a JSON object")
            } else {
                values = .data(Data(line))
            }
            records.append(Record(name: "line\(lineNumber)", source: "\(source) line \(lineNumber)", values: values))
        }
        return (records, [])
    }

    /// RFC 4180 CSV: a header of field ids, then one row per record. Empty cells are left out;
    /// the others become values as `value(_:)` says.
    /// A row with more or fewer cells than the header, or a quote left open, is a record that
    /// fails on its own; text invalid in the encoding fails the file (65), naming line and offset.
    static func csv(_ data: Data, source: String, encoding: CSVDialect.Encoding? = nil, delimiter: CSVDialect.Delimiter? = nil) throws
        -> (records: [Record], problems: [Diagnostic], columns: [String]) {
        let encoding = encoding ?? CSVDialect.detectEncoding(data)
        let text: String
        do throws(RecordText.Invalid) { text = try RecordText.decode(data, as: encoding) } catch {
            throw InputFile.Failure(code: 65, message: "\(source) \(error.position) is not valid \(encoding.name); give the file's encoding with --csv-encoding, or save it as CSV UTF-8")
        }
        let dialect = CSVDialect(encoding: encoding, delimiter: delimiter ?? CSVDialect.detectDelimiter(text))
        let rows = CSVReader.rows(text, delimiter: dialect.delimiter.scalar)
        guard let header = rows.first(where: { !$0.isBlank }) else {
            throw InputFile.Failure(code: 65, message: "\(source) is empty: it needs a header row of field ids")
        }
        if let problem = header.problem { throw InputFile.Failure(code: 65, message: "\(source) line \(header.line): the header row cannot be read: \(problem)") }
        let ids = header.cells.map { $0.trimmingCharacters(in: .whitespaces) }
        var records: [Record] = []
        for row in rows.drop(while: { $0.line <= header.line }) where !row.isBlank {
            let values: Values
            if let problem = row.problem {
                values = .unreadable(problem)
            } else if row.cells.count != ids.count {
                values = .unreadable("\(row.cells.count) cell\(row.cells.count == 1 ? "" : "s"), but the header has \(ids.count) column\(ids.count == 1 ? "" : "s")")
            } else {
                var object: [String: Any] = [:]
                for (id, cell) in zip(ids, row.cells) where !id.isEmpty && !cell.isEmpty { object[id] = Self.value(cell) }
                guard let json = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { continue }
                values = .data(json)
            }
            records.append(Record(name: "line\(row.line)", source: "\(source) line \(row.line)", values: values))
        }
        return (records, [Diagnostic(.note, path: "", "\(source): \(dialect)")], ids.filter { !$0.isEmpty })
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
