import Foundation
import FormLayout
import FormModel

/// Everything `PaperReader.read` found.
public struct PaperReadResult: Sendable {
    /// Every page of every scan, in the order of the files and their pages.
    public var pages: [ScannedPage] = []
    /// One per record the pages belong to (one without a print run), in the order first seen.
    public var records: [RecordReading] = []
    /// Files that could not be read, with the reason; the others are read.
    public var unreadableFiles: [UnreadableFile] = []

    /// Whether a person must look at something: a mark to review, a page unidentified, of
    /// another form, refused, missing or duplicated. Writing boxes for keying are not counted.
    public var needsPerson: Bool {
        pages.contains { [.unidentified, .otherForm, .refused, .duplicate].contains($0.status) }
            || records.contains { !$0.flagged.isEmpty || !$0.missingPages.isEmpty || !$0.duplicatePages.isEmpty }
    }
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
        /// The code belongs to another form, or to this one printed with other options.
        case otherForm = "other-form"
        /// Beyond the documented limits of resolution, scale or slant.
        case refused
        /// A page of a record read before from another scan.
        case duplicate
        /// The page could not be decoded.
        case unreadable
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
}

/// A record's values and what about it needs a person.
public struct RecordReading: Sendable {
    /// The record's line and name in a print run; nil for a single form.
    public var line: Int?
    public var name: String?
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
}

public struct UnreadableFile: Sendable, Hashable {
    public var path: String
    public var reason: String
}
