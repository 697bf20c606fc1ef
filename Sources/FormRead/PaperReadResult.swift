import Foundation
import FormLayout
import FormModel

/// Everything `PaperReader.read` found.
public struct PaperReadResult: Sendable {
    /// The form file the pages were read against, when the caller named one (the report's `form`).
    public var form: String?
    /// Every page of every scan, in the order of the files and their pages.
    public var pages: [ScannedPage] = []
    /// One per record the pages belong to (one without a print run), in the order first seen.
    public var records: [RecordReading] = []
    /// Files that could not be read, with the reason; the others are read.
    public var unreadableFiles: [UnreadableFile] = []

    /// Whether a person must look at something: a field to review or to key from its snippet,
    /// a page unidentified, of another form or record, refused, missing or duplicated. A run
    /// is done only when this is false (as `snapshot verify`, it exits 1 until then).
    public var needsPerson: Bool {
        pages.contains { $0.status.needsPerson } || records.contains(where: \.needsPerson)
    }

    /// The run's counts (the report's `summary`, the last line `read` prints).
    public var summary: ReadSummary { ReadSummary(self) }
}

/// One page of a scan file and what became of it.
public struct ScannedPage: Sendable {
    public enum Status: String, Sendable, Codable {
        /// Identified, registered and its boxes read.
        case read
        /// No code and almost no ink: the back of a sheet, skipped.
        case blank
        /// No page code could be read: never guessed.
        case unidentified
        /// The code belongs to another form, or to this one printed with other options or by a
        /// formsetter that laid it out otherwise.
        case otherForm = "other-form"
        /// A print run's page whose record line is not in the records file read with it.
        case unknownRecord = "unknown-record"
        /// A print run's page whose record, laid out from the records file now, is not what was
        /// printed: the record's row changed since printing (or its name, or the options).
        case recordChanged = "record-changed"
        /// Beyond the documented limits of resolution, scale or slant.
        case refused
        /// A page of a record read before from another scan.
        case duplicate
        /// The page could not be decoded.
        case unreadable

        /// Whether a page with this status needs a person (blank backs and read pages do not;
        /// an unreadable page is its file's error).
        public var needsPerson: Bool {
            switch self {
            case .read, .blank, .unreadable: false
            case .unidentified, .otherForm, .unknownRecord, .recordChanged, .refused, .duplicate: true
            }
        }

        /// Whether the page was not recognised as a page of the form (or of a record of the run).
        public var notRecognised: Bool {
            switch self {
            case .unidentified, .otherForm, .unknownRecord, .recordChanged, .refused, .unreadable: true
            case .read, .blank, .duplicate: false
            }
        }
    }

    public var file: String
    /// The page's place in its file, from 1.
    public var indexInFile: Int
    public var status = Status.unidentified
    public var reason: String?
    public var code: PaperPageCode?
    public var skewDegrees: Double?
    public var scale: Double?
    public var dpi: Double?
    public var boxes: [BoxReading] = []
    /// The snippet files written for this page's boxes (`ReadOutput`), by the box's field name.
    /// The boxes' own PNG bytes are dropped once written, so pages read keep no pixels.
    public var snippets: [String: String] = [:]
}

/// A record's values and what about it needs a person.
public struct RecordReading: Sendable {
    /// The record's line and name in a print run; nil for a single form.
    public var line: Int?
    public var name: String?
    /// In a print run read with its records, the name the run gave the record's output
    /// (`RunPlan.records`: the `--name-field` value, else `line<N>`): its values file is
    /// `<outputStem>.values.json`. Nil otherwise.
    public var outputStem: String?
    /// How many pages the record has.
    public var pageCount = 0
    /// The values file, `extract`'s shape: fields flagged or to key are left out.
    public var values = Data()
    public var diagnostics: [Diagnostic] = []
    /// Fields left out for review.
    public var flagged: [FieldNote] = []
    /// Notes on boxes read (a filled box counted as crossed out).
    public var notes: [FieldNote] = []
    /// Writing boxes with ink, left out for keying from their snippets.
    public var keying: [String] = []
    public var missingPages: [Int] = []
    public var duplicatePages: [Int] = []

    /// Every page read and every field decided: nothing to review or key, no page missing.
    public var complete: Bool { missingPages.isEmpty && flagged.isEmpty && keying.isEmpty }

    /// Whether a person must look at this record: it is not complete, or a page was scanned twice.
    public var needsPerson: Bool { !complete || !duplicatePages.isEmpty }
}

public struct UnreadableFile: Sendable, Hashable {
    public var path: String
    public var reason: String
}
