/// RFC 4180 rows of UTF-8 text, read one at a time: quoted cells may hold delimiters, quotes
/// (doubled) and line breaks; CRLF or LF. Written here rather than taken from a package so that
/// depending on Formsetter resolves no other package (SwiftCSV and CSV.swift would be the
/// library's first dependency). Rows are read from bytes the caller keeps alive (a file mapped
/// or read once); a row builds the text of the cells asked for only, so rows of records that are
/// not the run's cost a scan, never an allocation per cell.
struct CSVReader {
    struct Row {
        /// The line the row starts on.
        var line: Int
        /// The cells kept (see `Keep`), in order.
        var cells: [String]
        /// How many cells the row has, kept or not.
        var count: Int
        /// Why the row cannot be read as written (a quote left open, text after a closing
        /// quote, a cell or the row past its limit).
        var problem: String?
        /// A row of empty cells, or of spaces and tabs only (or none): no record.
        var isBlank: Bool
        /// Where the row's bytes are, its line break included: read again, they give the same row.
        var bytes: Range<Int> = 0..<0
    }

    /// Which cells' text a row keeps.
    enum Keep {
        case all
        /// The cells at these 0-based columns (a column named twice in a header).
        case columns([Int])
        case none

        func keeps(_ column: Int) -> Bool {
            switch self {
            case .all: true
            case let .columns(columns): columns.contains(column)
            case .none: false
            }
        }
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let delimiter: UInt8
    private let limits: RecordLimits
    private var offset: Int
    private var line = 1

    /// Rows of `bytes` (UTF-8, a byte order mark skipped unless they are a row read before), cells
    /// split at `delimiter` (ASCII).
    init(_ bytes: UnsafeBufferPointer<UInt8>, delimiter: Unicode.Scalar = ",", limits: RecordLimits = .standard, isRow: Bool = false) {
        self.bytes = bytes
        self.delimiter = UInt8(ascii: delimiter)
        self.limits = limits
        offset = !isRow && bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// The next row, or nil at the end. A quote opens a quoted cell only at the cell's start;
    /// elsewhere it is an ordinary character (`12" pipe`), as spreadsheets read it. A quoted cell
    /// never closed makes its row a problem, and reading goes on at the line after the quote: one
    /// stray quote costs one record, never the records after it.
    mutating func next(keeping keep: Keep = .all) -> Row? {
        guard offset < bytes.count else { return nil }
        let rowLine = line, rowStart = offset
        var cells: [String] = [], cell: [UInt8] = []
        var count = 0, cellLength = 0
        var quoted = false, afterQuote = false, cellStarted = false, blank = true, tooLong = false
        var keeping = keep.keeps(0)
        var problem: String?
        var quoteLine = line
        // Where reading goes on when the quote opened on `quoteLine` is never closed.
        var resume: (offset: Int, line: Int)?

        func append(_ byte: UInt8) {
            cellLength += 1
            if byte != 0x20, byte != 0x09 { blank = false }
            // Whether or not the cell is kept: a row is the same problem to every shard that reads it.
            if cellLength == limits.cellBytes + 1 {
                if problem == nil { problem = "cell \(count + 1) is longer than \(RecordLimits.size(limits.cellBytes))" }
                keeping = false
                cell = []
            }
            if keeping { cell.append(byte) }
        }
        func endCell() {
            if keeping { cells.append(String(decoding: cell, as: UTF8.self)) }
            count += 1
            cell.removeAll(keepingCapacity: true)
            cellLength = 0; cellStarted = false; afterQuote = false
            keeping = !tooLong && count < limits.columns && keep.keeps(count)
        }
        func row() -> Row {
            Row(line: rowLine, cells: cells, count: count, problem: problem, isBlank: problem == nil && blank, bytes: rowStart..<offset)
        }

        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            if !tooLong, offset - rowStart > limits.recordBytes {
                tooLong = true
                keeping = false
                cell = []
                if problem == nil { problem = "the row is longer than \(RecordLimits.size(limits.recordBytes))" }
            }
            if quoted {
                if byte == UInt8(ascii: "\"") { quoted = false; afterQuote = true; continue }
                if byte == UInt8(ascii: "\n") {
                    line += 1
                    if resume == nil { resume = (offset, line) }
                }
                append(byte)
                continue
            }
            switch byte {
            case UInt8(ascii: "\"") where afterQuote:
                append(byte)
                quoted = true
                afterQuote = false
            case UInt8(ascii: "\"") where !cellStarted:
                quoted = true
                cellStarted = true
                quoteLine = line
                resume = nil
            case delimiter: endCell()
            case UInt8(ascii: "\r"): break
            case UInt8(ascii: "\n"):
                endCell()
                line += 1
                return row()
            default:
                if afterQuote, problem == nil { problem = "text after the closing quote of a cell on line \(line)" }
                afterQuote = false
                append(byte)
                cellStarted = true
            }
        }
        if quoted {
            if let resume { (offset, line) = resume } else { offset = bytes.count }
            return Row(line: rowLine, cells: [], count: 0, problem: "a quoted cell opened on line \(quoteLine) is never closed", isBlank: false)
        }
        guard cellLength > 0 || count > 0 || cellStarted else { return nil }
        endCell()
        return row()
    }
}

extension CSVReader {
    /// Every row of `text`, each cell kept (delimiter detection reads a few rows).
    static func rows(_ text: String, delimiter: Unicode.Scalar = ",") -> [Row] {
        var utf8 = Array(text.utf8)
        return utf8.withUnsafeMutableBufferPointer { buffer in
            var reader = CSVReader(UnsafeBufferPointer(buffer), delimiter: delimiter)
            var rows: [Row] = []
            while let row = reader.next() { rows.append(row) }
            return rows
        }
    }
}
