import Foundation

/// The records of a mail merge: one form filled in once per record. A record is the values
/// object the form's `--values` takes (field id → value; dynamic instances as `kids[0].name`).
///
/// A CSV or JSON Lines file is read as a stream, within `RecordLimits`: only the records of the
/// shard asked for are built; of the others only the `--name-field` value is read, so that the
/// run's output names can still be checked for clashes before anything is drawn.
public struct RecordSet: Sendable {
    /// One record: where it came from and its values.
    public struct Record: Sendable {
        /// The values file's name without `.json` (a folder), or `line<N>` (JSON Lines, CSV),
        /// N being the line the record starts on.
        public var name: String
        /// How messages name it: `people.csv line 3`, `records/ola.json`.
        public var source: String { inFile ? "\(origin) line \(line)" : origin }
        /// The records file's name (one string every record of the file shares), or the values file's path.
        private var origin: String
        private var inFile: Bool
        /// The values JSON object, or the file holding it.
        public var values: Values
        /// Its place in the run (0-based, every shard's records counted), which decides its shard.
        public var position: Int
        /// The output name its name field's value gives, made safe as a file name
        /// (`RecordSet.outputName`), when the file was read with a name field; nil when it has
        /// no value there or cannot be read.
        public var outputName: String?
        /// Where it is in its file, from 1: the line it starts on (JSON Lines, CSV), or its
        /// place among a folder's values files sorted by name. A print run's page code carries it.
        public var line: Int = 0

        /// The name a printed page's code carries: the name field's value, else `name`.
        public var printedName: String { outputName ?? name }

        /// A record of a values file at `path`, or (`line` given) of the records file named `file`.
        init(name: String, path: String, values: Values, position: Int, line: Int) {
            self.name = name; origin = path; inFile = false; self.values = values; self.position = position; self.line = line
        }

        init(name: String, file: String, line: Int, values: Values, position: Int, outputName: String?) {
            self.name = name; origin = file; inFile = true; self.values = values; self.position = position
            self.outputName = outputName; self.line = line
        }
    }

    public enum Values: Sendable {
        case data(Data)
        case file(URL)
        /// A CSV row as written, made into its values JSON when it is read.
        case row(CSVRow)
        /// A JSON Lines record's line, read again from its file.
        case line(RecordBytes)
        /// A record that cannot be read as written (a CSV row with more or fewer cells than the
        /// header, a quote left open, text invalid in the file's encoding): it fails on its own.
        case unreadable(String)

        /// The JSON object's bytes; throws `InputFile.Failure` (65) for an unreadable record.
        public func read() throws -> Data {
            switch self {
            case let .data(data): return data
            case let .file(url): return try InputFile.read(url, what: "record")
            case let .row(row): return try row.values()
            case let .line(line): return try Data(line.read())
            case let .unreadable(why): throw InputFile.Failure(code: 65, message: why)
            }
        }

        var isReadable: Bool {
            if case .unreadable = self { return false }
            return true
        }
    }

    /// A record's output name as its name field gives it, kept for every record of a file
    /// (every shard's) while only the shard's records are built.
    public struct OutputName: Sendable, Hashable {
        /// The name (`RecordSet.outputName`), or nil: the record has no value there, or cannot be read.
        public var name: String?
        /// The line the record starts on.
        public var line: Int
    }

    /// The records read: a file's records of the shard it was read for (all without one); a
    /// folder's records, all of them (`RunPlan.sharded` takes the shard's).
    public var records: [Record]
    /// What reading found besides the records: the CSV dialect read (a note), too many records.
    public var problems: [Diagnostic]
    /// The records file's name (`people.csv`), as messages name it.
    public var source: String = ""
    /// A CSV file's header: the field ids its columns fill in (nil for JSON Lines and folders,
    /// whose records each name their own).
    public var columns: [String]?
    /// How many records the run has, every shard's (at most `RecordLimits.records`).
    public var count: Int
    /// The field whose value named each record as the file was read (`Record.outputName`,
    /// `names`); nil for a folder, whose values files are read when the run is planned.
    public var nameField: String?
    /// Every record's output name by `nameField`, in order, every shard's; empty without one.
    public var names: [OutputName] = []

    /// The most records one set may hold.
    public static let maximumCount = RecordLimits.standard.records

    /// Reads `url`: a folder of values files (`*.json`, sorted by name), a JSON Lines file
    /// (`.jsonl`, `.ndjson`: one object per line) or a CSV file (`.csv`: a header row of field
    /// ids, then one row per record) in the `dialect` given, or else the one detected
    /// (`CSVDialect.detectEncoding`, `detectDelimiter`). Of a file, builds the records of `shard`
    /// only (all without one) and reads each record's output name from `nameField`. Throws when
    /// it cannot be read at all.
    public init(contentsOf url: URL, encoding: CSVDialect.Encoding? = nil, delimiter: CSVDialect.Delimiter? = nil,
                shard: Shard? = nil, nameField: String? = nil) throws {
        try self.init(contentsOf: url, encoding: encoding, delimiter: delimiter, shard: shard, nameField: nameField, limits: .standard)
    }

    init(contentsOf url: URL, encoding: CSVDialect.Encoding? = nil, delimiter: CSVDialect.Delimiter? = nil,
         shard: Shard? = nil, nameField: String? = nil, limits: RecordLimits) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw InputFile.Failure(code: 66, message: "records not found: \(url.path)")
        }
        if isFolder.boolValue {
            self = try Self.folder(url, limits: limits)
            return
        }
        let kind = url.pathExtension.lowercased()
        guard ["csv", "jsonl", "ndjson"].contains(kind) else {
            throw InputFile.Failure(code: 64, message: "records must be a folder of values files, a JSON Lines file (.jsonl) or a CSV file (.csv), not \(url.path)")
        }
        // Opened before it is read: records are read again from this file, as it was read.
        let file = RecordFile(url)
        let data = try Self.bytes(of: url, through: file)
        var collector = Collector(source: url.lastPathComponent, shard: shard, nameField: nameField, limits: limits)
        var columns: [String]?
        if kind == "csv" {
            columns = try Self.readCSV(data, encoding: encoding, delimiter: delimiter, file: file, into: &collector)
        } else {
            Self.readJSONLines(data, file: file, into: &collector)
        }
        if let file, !file.isUnchanged { throw file.changed }
        self.init(collector)
        self.columns = columns
    }

    /// The bytes of the records file `url` (`file`, when it is a regular file opened): mapped when
    /// it is within the limit (pages are read as the scan reaches them and none is copied), else
    /// read as any input is (a FIFO; a file past the limit is refused there).
    private static func bytes(of url: URL, through file: RecordFile?) throws -> Data {
        var status = stat()
        let opened = file?.url ?? url
        if stat(opened.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size <= InputFile.maximumRecordsBytes,
           let mapped = try? Data(contentsOf: opened, options: .alwaysMapped), mapped.count <= InputFile.maximumRecordsBytes {
            return mapped
        }
        return try InputFile.read(url, what: "records", limit: InputFile.maximumRecordsBytes)
    }

    /// The records `collector` gathered, with the notes of reading and the cap's warning.
    init(_ collector: Collector) {
        records = collector.records
        problems = collector.notes
        source = collector.source
        count = collector.count
        nameField = collector.nameField
        names = collector.names
        if collector.cut {
            let cap = collector.limits.records
            problems.append(Diagnostic(.warning, path: "", "\(collector.source) holds more than \(cap) records; only the first \(cap) are used"))
        }
    }

    private init(folderRecords records: [Record], problems: [Diagnostic]) {
        self.records = records
        self.problems = problems
        count = records.count
    }

    /// The values files of `url`, sorted by name, each a record named by its file.
    private static func folder(_ url: URL, limits: RecordLimits) throws -> RecordSet {
        var names = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
        var problems: [Diagnostic] = []
        if names.count > limits.records {
            problems.append(Diagnostic(.warning, path: "", "\(url.lastPathComponent) holds \(names.count) records; only the first \(limits.records) are used"))
            names.removeLast(names.count - limits.records)
        }
        let records = names.enumerated().map { position, name in
            let file = url.appendingPathComponent(name)
            var stem = String(name.dropLast(".json".count))
            for suffix in FormatRegistry.sidecarSuffixes.map({ String($0.dropLast(".json".count)) }) where stem.hasSuffix(suffix) {
                stem = String(stem.dropLast(suffix.count))
            }
            return Record(name: stem, path: file.path, values: .file(file), position: position, line: position + 1)
        }
        return RecordSet(folderRecords: records, problems: problems)
    }

    /// The name a record's output takes from `field` (its value), made safe as a file name;
    /// nil when the record has no such value.
    public static func outputName(_ values: Data, field: String) -> String? {
        guard let object = try? JSONSerialization.jsonObject(with: values) as? [String: Any], let value = object[field] else { return nil }
        return outputName(of: value)
    }

    /// A name field's value (a string or number) made safe as a file name, or nil.
    static func outputName(of value: Any) -> String? {
        let text: String
        switch value {
        case let string as String: text = string
        case let number as NSNumber: text = number.stringValue
        default: return nil
        }
        if isPlainName(text) { return text }
        let trimmed = trimmedFromNames
        // Only the start of a long value can show in a name of 200 bytes: 1,000 scalars of it are read.
        let start = text.unicodeScalars.drop { trimmed.contains($0) }.prefix(1_000)
        let safe = start.map { scalar -> String in
            if scalar == "/" || scalar == "\\" || scalar.properties.generalCategory == .control || Self.bidiControls.contains(scalar.value) { return "_" }
            return String(scalar)
        }.joined().trimmingCharacters(in: trimmed)
        // At most 200 bytes: file names are limited to 255, and the extension and page number follow.
        var name = ""
        for character in safe where name.utf8.count + String(character).utf8.count <= 200 { name.append(character) }
        return name.isEmpty ? nil : name
    }

    /// The bidirectional controls (marks, embeddings, overrides, isolates): in a file name they
    /// make `‮gnp.exe.png` show as `png.exe.png`.
    private static let bidiControls: Set<UInt32> = [0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069]

    /// What names lose at either end: spaces and dots (`..` names no file).
    private static let trimmedFromNames = CharacterSet.whitespaces.union(CharacterSet(charactersIn: "."))

    /// Whether `text` is a name as it is: printable ASCII without a slash or backslash, neither
    /// starting nor ending with a space or dot, at most 200 bytes — the common case (`A0001`,
    /// `ola.nordmann`), named without Foundation's string work, a million times a run.
    private static func isPlainName(_ text: String) -> Bool {
        let utf8 = text.utf8
        guard let first = utf8.first, let last = utf8.last, utf8.count <= 200,
              first != 0x20, first != 0x2E, last != 0x20, last != 0x2E else { return false }
        return utf8.allSatisfy { (0x20...0x7E).contains($0) && $0 != 0x2F && $0 != 0x5C }
    }
}
