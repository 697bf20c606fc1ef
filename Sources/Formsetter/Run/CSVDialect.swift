import Foundation

/// How a CSV file is written: its text encoding and the character between cells. Offices save
/// CSV from spreadsheets in their own dialect (Excel in Norway: Windows-1252, `;`, CRLF), so
/// a records file is read in the dialect detected from its bytes unless one is given.
public struct CSVDialect: Sendable, Hashable, CustomStringConvertible {
    /// A text encoding a records CSV may be in.
    public enum Encoding: String, Sendable, Hashable, CaseIterable {
        case utf8 = "utf-8"
        /// UTF-16 with a byte order mark (little-endian without one, as Windows writes it).
        case utf16 = "utf-16"
        case windows1252 = "windows-1252"

        /// How notes name it.
        public var name: String {
            switch self {
            case .utf8: "UTF-8"
            case .utf16: "UTF-16"
            case .windows1252: "Windows-1252"
            }
        }
    }

    /// A character between cells.
    public enum Delimiter: String, Sendable, Hashable, CaseIterable {
        case comma = ","
        case semicolon = ";"
        case tab

        /// The character itself.
        public var scalar: Unicode.Scalar {
            switch self {
            case .comma: ","
            case .semicolon: ";"
            case .tab: "\t"
            }
        }

        /// How notes name it: `','`, `';'`, `tab`.
        public var name: String { self == .tab ? "tab" : "'\(rawValue)'" }
    }

    public var encoding: Encoding
    public var delimiter: Delimiter

    public init(encoding: Encoding, delimiter: Delimiter) {
        self.encoding = encoding; self.delimiter = delimiter
    }

    /// `Windows-1252, ';'-separated`.
    public var description: String { "\(encoding.name), \(delimiter.name)-separated" }

    /// The encoding of `data`: its byte order mark (UTF-8, UTF-16 LE or BE), else UTF-8 when the
    /// bytes are valid UTF-8, else Windows-1252.
    public static func detectEncoding(_ data: Data) -> Encoding {
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) { return .utf16 }
        return RecordText.firstInvalidUTF8(data) == nil ? .utf8 : .windows1252
    }

    /// The delimiter of `text`. Of `,`, `;` and tab, those splitting the header into two cells or
    /// more are candidates; the one that most of the next (up to 5) rows match cell for cell
    /// wins, then the one splitting the header into more cells, then `,` before `;` before
    /// tab. A header of one column is read with `,`.
    public static func detectDelimiter(_ text: String) -> Delimiter {
        let sample = Self.sample(of: text, lines: sampledLines)
        return detectDelimiter(sample: sample.text, cut: sample.cut)
    }

    /// The delimiter of the first rows of a text, `sample`; `cut` when the text goes on after it.
    private static func detectDelimiter(sample text: String, cut: Bool) -> Delimiter {
        // Ranked by (rows matching the header, cells of the header).
        var best: (delimiter: Delimiter, rank: (Int, Int))?
        for delimiter in Delimiter.allCases {
            let rows = CSVReader.rows(text, delimiter: delimiter.scalar).filter { !$0.isBlank }
            let kept = (cut ? rows.dropLast() : rows[...]).prefix(6)
            guard let header = kept.first, header.cells.count > 1 else { continue }
            let matching = kept.dropFirst().count { $0.problem == nil && $0.cells.count == header.cells.count }
            let rank = (matching, header.cells.count)
            if let current = best, current.rank >= rank { continue }
            best = (delimiter, rank)
        }
        return best?.delimiter ?? .comma
    }

    /// The delimiter of UTF-8 `bytes` (a byte order mark skipped), as `detectDelimiter(_:)` finds
    /// it, from the lines it samples only (and at most a row's limit of bytes): a records file is
    /// never made one string.
    static func detectDelimiter(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Delimiter {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let limit = min(bytes.count, start + RecordLimits.standard.recordBytes)
        var end = start, newlines = 0
        while end < limit {
            if bytes[end] == 0x0A {
                newlines += 1
                if newlines == sampledLines { break }
            }
            end += 1
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        return detectDelimiter(sample: text, cut: end < bytes.count)
    }

    /// Lines `detectDelimiter` reads at most: enough for 6 rows even when quoted cells hold line breaks.
    private static let sampledLines = 24

    /// The first `lines` lines of `text`, and whether the text goes on after them (the last row
    /// may then be cut).
    private static func sample(of text: String, lines: Int) -> (text: String, cut: Bool) {
        var newlines = 0
        var index = text.unicodeScalars.startIndex
        while index < text.unicodeScalars.endIndex {
            if text.unicodeScalars[index] == "\n" {
                newlines += 1
                if newlines == lines { return (String(text.unicodeScalars[..<index]), true) }
            }
            text.unicodeScalars.formIndex(after: &index)
        }
        return (text, false)
    }
}
