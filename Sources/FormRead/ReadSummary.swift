import Foundation
import Formsetter

/// The counts of a read: what the report's `summary` holds and `read` says last.
public struct ReadSummary: Sendable, Hashable {
    /// Records the pages belong to (one for a single form's pages).
    public var records = 0
    /// Records with every page read and every field decided (`RecordReading.complete`).
    public var complete = 0
    /// Pages identified, registered and read (a duplicate's first scan counts once).
    public var pagesRead = 0
    /// Pages of the records found that no scan holds.
    public var pagesMissing = 0
    /// Pages scanned again after a first scan of them was read.
    public var pagesDuplicate = 0
    /// Pages not recognised as a page of the form or of a record of the run: no code read,
    /// another form, a record not in the records file or changed since printing, beyond the
    /// limits, or not decodable. Blank backs are not counted.
    public var pagesNotRecognised = 0
    /// Fields left out for a person to judge (a mark to review, an answer the routing skips).
    public var fieldsToReview = 0
    /// Written fields left out for keying from their snippets.
    public var fieldsToKey = 0

    public init() {}

    public init(_ result: PaperReadResult) {
        records = result.records.count
        complete = result.records.filter(\.complete).count
        for page in result.pages {
            if page.status == .read { pagesRead += 1 }
            if page.status == .duplicate { pagesDuplicate += 1 }
            if page.status.notRecognised { pagesNotRecognised += 1 }
        }
        for record in result.records {
            pagesMissing += record.missingPages.count
            fieldsToReview += record.flagged.count
            fieldsToKey += record.keying.count
        }
    }

    /// The report's `summary` object.
    var json: JSONValue {
        .object([("records", .number(Double(records))), ("complete", .number(Double(complete))), ("pagesRead", .number(Double(pagesRead))),
                 ("pagesMissing", .number(Double(pagesMissing))), ("pagesDuplicate", .number(Double(pagesDuplicate))),
                 ("pagesNotRecognised", .number(Double(pagesNotRecognised))), ("fieldsToReview", .number(Double(fieldsToReview))),
                 ("fieldsToKey", .number(Double(fieldsToKey)))])
    }

    /// `read: 20 records (18 complete), 1 page missing, 1 page scanned twice, 0 pages not
    /// recognised, 3 fields to review, 41 to key`.
    public var line: String {
        func count(_ number: Int, _ one: String, _ many: String) -> String { "\(number) \(number == 1 ? one : many)" }
        return "read: " + count(records, "record", "records") + " (\(complete) complete), " + count(pagesMissing, "page", "pages") + " missing, "
            + count(pagesDuplicate, "page", "pages") + " scanned twice, " + count(pagesNotRecognised, "page", "pages") + " not recognised, "
            + count(fieldsToReview, "field", "fields") + " to review, \(fieldsToKey) to key"
    }
}
