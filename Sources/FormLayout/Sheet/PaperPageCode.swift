/// What a paper page's QR code says: `FS1:<16 uppercase hex layout hash>:<page>:<count>[:<record line>:<record name, ≤ 16 UTF-8 bytes, cut at a character boundary>]`.
///
/// Everything before the name is in QR's alphanumeric set; the name is bytes. The code is
/// always version 3 at level M, so a name that would not fit with the numbers before it is cut
/// further (`PaperCodeSymbol`); a print run prints the whole name in words beside the code.
public struct PaperPageCode: Sendable, Hashable {
    /// The first 64 bits of SHA-256 of the laid-out pages, 16 uppercase hexadecimal digits.
    public var layoutHash: String
    /// The page, from 1.
    public var page: Int
    public var count: Int
    /// A print run's record, from 1.
    public var recordLine: Int?
    public var recordName: String?

    /// The format and its version, the payload's first field.
    public static let format = "FS1"
    /// The most UTF-8 bytes of a record's name a payload holds.
    public static let maximumNameBytes = 16

    /// A page's code; `recordName` is cut to `maximumNameBytes` at a character boundary.
    public init(layoutHash: String, page: Int, count: Int, recordLine: Int? = nil, recordName: String? = nil) {
        self.layoutHash = layoutHash; self.page = page; self.count = count; self.recordLine = recordLine
        self.recordName = recordName.map { Self.cut($0, toBytes: Self.maximumNameBytes) }
    }

    /// The text the code holds.
    public var payload: String { alphanumericPart + nameBytes }

    /// The name as the payload carries it: none without a record line.
    var nameBytes: String { recordLine == nil ? "" : recordName ?? "" }

    /// The payload up to the name: all in QR's alphanumeric set.
    var alphanumericPart: String {
        var text = "\(Self.format):\(layoutHash):\(page):\(count)"
        if let recordLine { text += ":\(recordLine):" }
        return text
    }

    /// The code a payload reads back as; nil for anything that is not a well-formed FS1 payload
    /// (another format, a hash that is not 16 uppercase hex digits, numbers that are not
    /// decimal without leading zeros, a page outside 1…count, a name longer than 16 bytes).
    public init?(payload: String) {
        let fields = payload.split(separator: ":", maxSplits: 5, omittingEmptySubsequences: false)
        guard fields.count == 4 || fields.count == 6, fields[0] == Self.format else { return nil }
        let hash = fields[1]
        guard hash.utf8.count == 16, hash.utf8.allSatisfy({ (48...57).contains($0) || (65...70).contains($0) }),
              let page = Self.number(fields[2]), let count = Self.number(fields[3]), page >= 1, page <= count else { return nil }
        var line: Int?
        var name: String?
        if fields.count == 6 {
            guard let number = Self.number(fields[4]), number >= 1, fields[5].utf8.count <= Self.maximumNameBytes else { return nil }
            line = number
            name = String(fields[5])
        }
        self.init(layoutHash: String(hash), page: page, count: count, recordLine: line, recordName: name)
    }

    /// A positive decimal number without sign or leading zeros, of at most 9 digits.
    private static func number(_ text: Substring) -> Int? {
        guard (1...9).contains(text.utf8.count), text.utf8.allSatisfy({ (48...57).contains($0) }), text.first != "0" else { return nil }
        return Int(text)
    }

    /// `text` cut to at most `limit` UTF-8 bytes, whole characters only.
    static func cut(_ text: String, toBytes limit: Int) -> String {
        var kept = ""
        var bytes = 0
        for character in text {
            let size = String(character).utf8.count
            guard bytes + size <= limit else { break }
            kept.append(character)
            bytes += size
        }
        return kept
    }
}
