import Foundation
import Formsetter

/// Where `PaperReader.read(_:into:)` writes what it reads: snippets as each page is read (so
/// a read keeps no page's pixels), then one values file per record and the report. Nothing is
/// written over an existing file unless `overwrite` (then only regular files, atomically), but
/// for a sealed report a read left unchanged, and no file twice in one read.
public struct ReadOutput: Sendable {
    /// Where the values go.
    public enum Values: Sendable, Hashable {
        /// One `<stem>.values.json` per record in this folder, the snippets beside them.
        case folder(URL)
        /// One record's values in this file; snippets beside it as `<file stem>-p<page>-<field>.png`.
        case file(URL)
        /// The caller writes the one record's values (standard output); snippets go to
        /// `snippetFolder` as `values-p<page>-<field>.png`.
        case caller(snippetFolder: URL)
    }

    public var values: Values
    /// The read report (`reportJSON`), or nil for none.
    public var report: URL?
    /// Replace existing regular files.
    public var overwrite = false

    public init(values: Values, report: URL?, overwrite: Bool = false) {
        self.values = values; self.report = report; self.overwrite = overwrite
    }

    /// Whether one values file holds every record read (a file or the caller): a second record is then an error.
    var holdsOneRecord: Bool {
        if case .folder = values { return false }
        return true
    }

    /// The stem a record's files take: beside `-o FILE` its name; in a folder the name the
    /// print run gave the record's output, else the name its pages carry, else `line-N`, else `values`.
    func stem(line: Int?, name: String?, outputStem: String?) -> String {
        switch values {
        case let .file(url): return url.deletingPathExtension().lastPathComponent
        case .caller: return "values"
        case .folder:
            if let outputStem { return outputStem }
            if let name, !name.isEmpty { return Self.safe(name) }
            if let line { return "line-\(line)" }
            return "values"
        }
    }

    /// The values file of a record with `stem`; nil when the caller writes it.
    func valuesURL(stem: String) -> URL? {
        switch values {
        case let .folder(folder): folder.appendingPathComponent(stem + ".values.json")
        case let .file(url): url
        case .caller: nil
        }
    }

    /// `<stem>-p<page>-<field>.png`: a radio option's box adds its option (from 1), as a
    /// multi-select's boxes are `<id>.<n>` by their field name.
    func snippetURL(stem: String, page: Int, box: BoxReading) -> URL {
        let field = Self.safe(box.name) + (box.kind == .radio ? "." + String((box.option ?? 0) + 1) : "")
        return folder.appendingPathComponent("\(stem)-p\(page)-\(field).png")
    }

    /// The folder snippets go to.
    var folder: URL {
        switch values {
        case let .folder(folder): folder
        case let .file(url): url.deletingLastPathComponent()
        case let .caller(snippetFolder): snippetFolder
        }
    }

    /// A name made safe as a file name: letters, digits, `-`, `_` and `.`, the rest `_`.
    static func safe(_ text: String) -> String {
        String(text.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." ? $0 : "_" })
    }
}

/// Why a read could not write its outputs (the CLI's exit 73, or 64 for more records than one file holds).
public struct ReadOutputError: Error, CustomStringConvertible, Sendable {
    /// The file or folder concerned.
    public var path: String
    public var reason: String
    /// The scans hold more records than the output can (one values file, standard output).
    public var tooManyRecords = false

    public var description: String { path.isEmpty ? reason : "\(path): \(reason)" }
}

/// Writes a read's files by `ReadOutput`'s rules, from the reader's threads one at a time.
final class ReadWriter: @unchecked Sendable {
    let output: ReadOutput
    private let lock = NSLock()
    private var written: Set<String> = []

    init(_ output: ReadOutput) throws(ReadOutputError) {
        self.output = output
        if case let .folder(folder) = output.values {
            do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
                throw ReadOutputError(path: folder.path, reason: "cannot make the folder: \(error.localizedDescription)")
            }
        }
    }

    /// Throws when `url` cannot be written: this read wrote it already (two records of one
    /// name), or a regular file is there and `overwrite` is not given. The report (`isReport`)
    /// is the one exception: it is sealed (`OutputSeal`), so a report a read left, as it left
    /// it, is replaced; a read retried with the flag it lacked is not refused by its own report.
    func check(_ url: URL, isReport: Bool = false) throws(ReadOutputError) {
        lock.lock()
        defer { lock.unlock() }
        try checkLocked(url, isReport: isReport)
    }

    private func checkLocked(_ url: URL, isReport: Bool) throws(ReadOutputError) {
        if written.contains(url.path) { throw ReadOutputError(path: url.path, reason: "two records or pages of this read would both write it") }
        if isReport {
            do { try OutputFiles.checkReplaceable(url, kind: .json, overwrite: output.overwrite) } catch { throw ReadOutputError(path: "", reason: "\(error)") }
            return
        }
        var status = stat()
        if !output.overwrite, stat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG {
            throw ReadOutputError(path: url.path, reason: "exists; move it away or pass --overwrite")
        }
    }

    /// Writes `data` to `url` atomically; the report (a JSON object) sealed.
    func write(_ data: Data, to url: URL, isReport: Bool = false) throws(ReadOutputError) {
        lock.lock()
        defer { lock.unlock() }
        try checkLocked(url, isReport: isReport)
        do { try OutputFiles.write(isReport ? OutputSeal.sealing(data, kind: .json) : data, to: url) } catch { throw ReadOutputError(path: "", reason: "\(error)") }
        written.insert(url.path)
    }
}
