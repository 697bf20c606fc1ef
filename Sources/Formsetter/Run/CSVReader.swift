/// RFC 4180 rows: quoted cells may hold delimiters, quotes (doubled) and line breaks; CRLF or LF.
/// Written here rather than taken from a package so that depending on Formsetter resolves no
/// other package (SwiftCSV and CSV.swift would be the library's first dependency).
enum CSVReader {
    struct Row {
        /// The line the row starts on.
        var line: Int
        var cells: [String]
        /// Why the row cannot be read as written (a quote left open, text after a closing quote).
        var problem: String?

        /// A row of empty cells (or none): no record.
        var isBlank: Bool { problem == nil && cells.allSatisfy { $0.allSatisfy { $0 == " " || $0 == "\t" } } }
    }

    /// The rows of `text`. A quote opens a quoted cell only at the cell's start; elsewhere it is
    /// an ordinary character (`12" pipe`), as spreadsheets read it. A quoted cell never closed
    /// makes its row a problem, and reading goes on at the line after the quote: one stray
    /// quote costs one record, never the records after it.
    static func rows(_ text: String, delimiter: Unicode.Scalar = ",") -> [Row] {
        let scalars = text.unicodeScalars
        var rows: [Row] = [], cells: [String] = [], cell = ""
        var quoted = false, afterQuote = false, cellStarted = false
        var problem: String?
        var line = 1, rowLine = 1, quoteLine = 1
        // Where reading goes on when the quote opened on `quoteLine` is never closed.
        var resume: (index: String.UnicodeScalarView.Index, line: Int)?
        var index = scalars.startIndex
        if index < scalars.endIndex, scalars[index] == "\u{FEFF}" { scalars.formIndex(after: &index) }
        func endCell() { cells.append(cell); cell = ""; cellStarted = false; afterQuote = false }
        func endRow() {
            endCell()
            rows.append(Row(line: rowLine, cells: cells, problem: problem))
            cells = []; problem = nil
        }
        while true {
            guard index < scalars.endIndex else {
                guard quoted else { break }
                rows.append(Row(line: rowLine, cells: [], problem: "a quoted cell opened on line \(quoteLine) is never closed"))
                guard let resume else { return rows }
                (index, line, rowLine) = (resume.index, resume.line, resume.line)
                (cells, cell, quoted, afterQuote, cellStarted, problem) = ([], "", false, false, false, nil)
                continue
            }
            let scalar = scalars[index]
            scalars.formIndex(after: &index)
            if quoted {
                if scalar == "\"" { quoted = false; afterQuote = true; continue }
                if scalar == "\n" {
                    line += 1
                    if resume == nil { resume = (index, line) }
                }
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
                resume = nil
            case delimiter: endCell()
            case "\r": break
            case "\n":
                endRow()
                line += 1
                rowLine = line
            default:
                if afterQuote, problem == nil { problem = "text after the closing quote of a cell on line \(line)" }
                afterQuote = false
                cell.unicodeScalars.append(scalar)
                cellStarted = true
            }
        }
        if !cell.isEmpty || !cells.isEmpty || cellStarted { endRow() }
        return rows
    }
}
