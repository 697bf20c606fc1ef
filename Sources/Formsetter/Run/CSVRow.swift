import Foundation

extension RecordSet {
    /// One CSV record as its file wrote it: the row's own bytes (as UTF-8) and its file's header.
    /// A run holds this, not the values JSON, until the record is drawn: the JSON names every
    /// column again in every record (`ansatt-nb`'s rows are 243 bytes, their JSON 607).
    public struct CSVRow: Sendable {
        let bytes: RecordBytes
        let header: CSVHeader

        /// The row's values JSON (`RecordSet.values(ids:cells:)`); throws `InputFile.Failure` (65)
        /// when its cells make none.
        func values() throws -> Data {
            let row = try bytes.read().withUnsafeBufferPointer { buffer -> CSVReader.Row? in
                var reader = CSVReader(buffer, delimiter: header.delimiter, limits: header.limits, isRow: true)
                return reader.next()
            }
            // The bytes of a row read without a problem (its file unchanged, `RecordFile`) give it
            // again; should they not, the record is refused, never drawn from another row.
            if let problem = row?.problem { throw InputFile.Failure(code: 65, message: problem) }
            return try RecordSet.values(ids: header.ids, cells: row?.cells ?? []).read()
        }
    }

    /// What every row of one CSV file shares: its header's ids and how its rows are read.
    final class CSVHeader: Sendable {
        let ids: [String]
        let delimiter: Unicode.Scalar
        let limits: RecordLimits

        init(ids: [String], delimiter: Unicode.Scalar, limits: RecordLimits) {
            self.ids = ids; self.delimiter = delimiter; self.limits = limits
        }
    }
}
