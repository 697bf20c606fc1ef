import Foundation

extension RecordSet {
    /// RFC 4180 CSV: a header of field ids, then one row per record. Empty cells are left out;
    /// the others become values as `value(_:)` says.
    /// A row with more or fewer cells than the header, a quote left open, or a cell or row past
    /// its limit is a record that fails on its own; text invalid in the encoding fails the file
    /// (65), naming line and offset, and so does a header past the column limit.
    static func csv(_ data: Data, source: String, encoding: CSVDialect.Encoding? = nil, delimiter: CSVDialect.Delimiter? = nil) throws
        -> (records: [Record], problems: [Diagnostic], columns: [String]) {
        var collector = Collector(source: source, shard: nil, nameField: nil, limits: .standard)
        let columns = try readCSV(data, encoding: encoding, delimiter: delimiter, file: nil, into: &collector)
        return (RecordSet(collector).records, collector.notes, columns)
    }

    /// Reads the rows of CSV `data` into `collector`, building only the rows it builds (of the
    /// others, the name field's cells at most); returns the header's ids. A record keeps its row's
    /// place in `file` (the file `data` was read from) when its text is the file's; else its bytes.
    static func readCSV(_ data: Data, encoding: CSVDialect.Encoding?, delimiter: CSVDialect.Delimiter?, file: RecordFile?,
                        into collector: inout Collector) throws -> [String] {
        let source = collector.source, limits = collector.limits
        let encoding = encoding ?? CSVDialect.detectEncoding(data)
        let text: Data
        do throws(RecordText.Invalid) { text = try RecordText.utf8(data, from: encoding) } catch {
            throw InputFile.Failure(code: 65, message: "\(source) \(error.position) is not valid \(encoding.name); give the file's encoding with --csv-encoding, or save it as CSV UTF-8")
        }
        // UTF-8 text is the file's bytes (after a byte order mark): a row's place in it is its place in the file.
        let fileOffset = encoding == .utf8 ? file.map { ($0, text.startIndex - data.startIndex) } : nil
        return try text.withUnsafeBytes { raw throws -> [String] in
            let bytes = raw.bindMemory(to: UInt8.self)
            let dialect = CSVDialect(encoding: encoding, delimiter: delimiter ?? CSVDialect.detectDelimiter(utf8: bytes))
            var reader = CSVReader(bytes, delimiter: dialect.delimiter.scalar, limits: limits)
            var header: CSVReader.Row?
            while header == nil, let row = reader.next() {
                if !row.isBlank { header = row }
            }
            guard let header else {
                throw InputFile.Failure(code: 65, message: "\(source) is empty: it needs a header row of field ids")
            }
            if let problem = header.problem { throw InputFile.Failure(code: 65, message: "\(source) line \(header.line): the header row cannot be read: \(problem)") }
            guard header.count <= limits.columns else {
                throw InputFile.Failure(code: 65, message: "\(source) line \(header.line): the header has \(header.count) columns; at most \(limits.columns) are read")
            }
            let ids = header.cells.map { $0.trimmingCharacters(in: .whitespaces) }
            let shared = CSVHeader(ids: ids, delimiter: dialect.delimiter.scalar, limits: limits)
            // A column named twice: the last cell with a value is the record's value, as in its JSON.
            let nameColumns = collector.nameField.map { field in field.isEmpty ? [] : ids.indices.filter { ids[$0] == field } } ?? []
            // A record keeps its row's bytes, read again as it is drawn: of its cells only the
            // name field's are made into text now.
            let keep: CSVReader.Keep = nameColumns.isEmpty ? .none : .columns(nameColumns)
            while true {
                guard let row = reader.next(keeping: keep) else { break }
                guard !row.isBlank else { continue }
                if collector.isFull() { break }
                guard collector.readsNext else { collector.pass(); continue }
                let problem = row.problem ?? (row.count == ids.count ? nil
                    : "\(row.count) cell\(row.count == 1 ? "" : "s"), but the header has \(ids.count) column\(ids.count == 1 ? "" : "s")")
                var outputName: String?
                if problem == nil, !nameColumns.isEmpty {
                    outputName = row.cells.last { !$0.isEmpty }.flatMap { Self.outputName(of: Self.value($0)) }
                }
                collector.add(line: row.line, outputName: outputName) {
                    if let problem { return .unreadable(problem) }
                    let place: RecordBytes.Place = fileOffset.map { .file($0.0, offset: $0.1 + row.bytes.lowerBound, count: row.bytes.count) }
                        ?? .kept(Array(bytes[row.bytes]))
                    return .row(CSVRow(bytes: RecordBytes(place: place), header: shared))
                }
            }
            collector.notes.append(Diagnostic(.note, path: "", "\(source): \(dialect)"))
            return ids.filter { !$0.isEmpty }
        }
    }

    /// A row's values JSON: each non-empty cell under its column's id.
    static func values(ids: [String], cells: [String]) -> Values {
        var object: [String: Any] = [:]
        for (id, cell) in zip(ids, cells) where !id.isEmpty && !cell.isEmpty { object[id] = value(cell) }
        guard let json = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else {
            return .unreadable("its cells make no values JSON")
        }
        return .data(json)
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
}
