import Foundation
import FormCairo
import FormFormats
import FormLayout
import FormModel
import Formsetter

/// Reads scanned or photographed filled paper pages (`render --skin paper`, printed with marks)
/// back into the values file `extract` writes for a filled twin (`formsetter read`). Each page
/// is identified by its code and registered by its four marks; tick boxes and circles are
/// decided by `TickRule`, anything ambiguous flagged and left out of the values, never guessed;
/// writing boxes with ink are cut out for keying and left out. Pages are read two at a time,
/// one page's pixels per worker.
///
/// A print run's pages (`render FORM --records FILE`) carry their record's line: read with the
/// same records (`init(form:options:records:)`), each record a page names is laid out with its
/// values, once and only when a page names it, for its layout hash and boxes.
public struct PaperReader: Sendable {
    /// The form's fillable twin laid out with the printed pages' options (no record's values),
    /// its pages keeping only their field boxes.
    public var laidOut: Formsetter.Result { base.twin }
    /// The most records one read lays out (pages of further records are refused with the reason):
    /// each is two layouts and stays in memory until the values are written.
    public static let maximumRecords = 1_000

    private let base: PageLayouts
    /// The layout hash of the same form printed with `--blank` toggled, and what to say of a
    /// page carrying it: blank or not is the option people most often forget when reading.
    private let blankToggled: (hash: String, advice: String)?
    private let timeZone: TimeZone
    private let formsetter: Formsetter
    /// The form as decoded: its library decides how values are written.
    private let form: Form
    /// The print run's records, laid out as pages name them; nil without records.
    private let records: RecordLayouts?

    /// Lays out `form` in the paper look with `options` (the look flags the pages were printed
    /// with; A4 when no page is given). Throws what `Formsetter.layout` throws, and
    /// `PaperReaderError` when the layout prints no page code or its fields cannot be placed.
    public init(form: Data, options: Formsetter.Options) throws {
        try self.init(form: form, options: options, recordSet: nil)
    }

    /// A reader of a print run's pages: `form` printed with `options` once per record of
    /// `records` (read with the `nameField` the run was rendered with, which named each
    /// record's output and printed name). Pages without a record line are read against the
    /// form without values.
    public init(form: Data, options: Formsetter.Options, records: RecordSet) throws {
        try self.init(form: form, options: options, recordSet: records)
    }

    private init(form input: Data, options: Formsetter.Options, recordSet: RecordSet?) throws {
        var paper = options
        paper.skin = "paper"
        paper.skinOptions.fillable = false
        paper.skinOptions.printRunRecord = nil
        paper.values = nil
        if paper.page == nil { paper.page = .a4 }
        let formsetter = try Formsetter()
        let form = try FormDecoder.decode(input, format: options.format).form
        var twin = paper
        twin.skinOptions.fillable = true
        let base = try PageLayouts(printed: formsetter.layout(form, options: paper), twin: formsetter.layout(form, options: twin))
        var toggled = paper
        toggled.questionnaire.blank.toggle()
        blankToggled = try formsetter.layout(form, options: toggled).tree.pages.first?.code.flatMap { other in
            guard other.layoutHash != base.hash else { return nil }
            return (other.layoutHash, toggled.questionnaire.blank ? "printed with --blank: read it with --blank" : "printed without --blank: read it without --blank")
        }
        self.formsetter = formsetter
        self.form = form
        self.base = base
        timeZone = paper.state.timeZone
        records = recordSet.map { RecordLayouts($0, form: input, options: paper, formsetter: formsetter) }
    }

    /// Reads every page of `scans` (PNG, JPEG, TIFF, PDF; any order, upside down, blank backs),
    /// keeping each box's snippet in memory (`BoxReading.snippet`).
    public func read(_ scans: [URL], workers: Int = 2) -> PaperReadResult {
        // Without an output nothing is written, so nothing can fail.
        (try? read(scans, writer: nil, workers: workers)) ?? PaperReadResult()
    }

    /// Reads every page of `scans` into `output`: each page's snippets written as soon as the
    /// pages before it are done (and its PNG bytes then dropped, so memory stays flat in the
    /// number of pages), then each record's values file and the report. Throws
    /// `ReadOutputError` when a file cannot be written (what was written stays; nothing is
    /// written over an existing file unless `output.overwrite`, but for a sealed report a read
    /// left unchanged).
    public func read(_ scans: [URL], into output: ReadOutput, form formPath: String? = nil, workers: Int = 2) throws(ReadOutputError) -> PaperReadResult {
        let writer = try ReadWriter(output)
        // The files whose names are known before reading are checked before anything is written.
        if let report = output.report { try writer.check(report, isReport: true) }
        if case let .file(values) = output.values { try writer.check(values) }
        var result = try read(scans, writer: writer, workers: workers)
        result.form = formPath
        var valuesPaths: [Int: String] = [:]
        for (index, record) in result.records.enumerated() {
            let stem = output.stem(line: record.line, name: record.name, outputStem: record.outputStem)
            guard let url = output.valuesURL(stem: stem) else { continue }
            try writer.write(record.values, to: url)
            valuesPaths[index] = url.path
        }
        if let report = output.report {
            let json = result.reportJSON(valuesPath: { record in
                result.records.firstIndex { $0.line == record.line && $0.name == record.name }.flatMap { valuesPaths[$0] }
            }, snippetPath: { page, box in page.snippets[box.snippetKey] })
            try writer.write(json, to: report, isReport: true)
        }
        return result
    }

    private func read(_ scans: [URL], writer: ReadWriter?, workers: Int) throws(ReadOutputError) -> PaperReadResult {
        var result = PaperReadResult()
        var jobs: [(file: ScanFile, index: Int)] = []
        for url in scans {
            do throws(ScanFileError) {
                let file = try ScanFile(url)
                let count = try file.pageCount()
                jobs += (0..<count).map { (file, $0) }
            } catch {
                result.unreadableFiles.append(UnreadableFile(path: url.path, reason: error.reason))
            }
        }
        let workerCount = max(1, min(workers, jobs.count))
        let collector = PageCollector(count: jobs.count, buffered: 2 * workerCount) { page, seen, recordsSeen in
            try self.settle(&page, writer: writer, seen: &seen, recordsSeen: &recordsSeen)
        }
        let work = jobs
        DispatchQueue.concurrentPerform(iterations: workerCount) { _ in
            while let next = collector.take() {
                let job = work[next]
                collector.store(next, readPage(job.file, index: job.index))
            }
        }
        if let failure = collector.failure { throw failure }
        var failedFiles: Set<String> = []
        for page in collector.pages {
            if page.status == .unreadable, let reason = page.reason {
                if failedFiles.insert(page.file).inserted {
                    result.unreadableFiles.append(UnreadableFile(path: page.file, reason: "page \(page.indexInFile): \(reason)"))
                }
            }
        }
        result.pages = collector.pages
        result.records = recordReadings(result.pages)
        return result
    }

    /// A page in file order, once every page before it is settled: a second scan of a page
    /// read before becomes a duplicate (its boxes dropped), a read page's snippets are written.
    private func settle(_ page: inout ScannedPage, writer: ReadWriter?, seen: inout Set<PageKey>, recordsSeen: inout Set<RecordKey>) throws(ReadOutputError) {
        guard page.status == .read, let code = page.code else { return }
        let key = RecordKey(line: code.recordLine, name: code.recordName)
        guard seen.insert(PageKey(record: key, page: code.page)).inserted else {
            page.status = .duplicate
            page.reason = "page \(code.page) was read before from another scan; this one is not read"
            page.boxes = []
            return
        }
        guard let writer else { return }
        let outputStem = code.recordLine.flatMap { records?.outputStem(line: $0) }
        if recordsSeen.insert(key).inserted {
            if writer.output.holdsOneRecord, recordsSeen.count > 1 {
                throw ReadOutputError(path: "", reason: "the scans hold more than one record; name a folder (-o folder/) for one values file each", tooManyRecords: true)
            }
            let stem = writer.output.stem(line: code.recordLine, name: code.recordName, outputStem: outputStem)
            if let values = writer.output.valuesURL(stem: stem) { try writer.check(values) }
        }
        let stem = writer.output.stem(line: code.recordLine, name: code.recordName, outputStem: outputStem)
        for index in page.boxes.indices {
            guard let png = page.boxes[index].snippet else { continue }
            let url = writer.output.snippetURL(stem: stem, page: code.page, box: page.boxes[index])
            try writer.write(png, to: url)
            page.snippets[page.boxes[index].snippetKey] = url.path
            page.boxes[index].snippet = nil
        }
    }

    private func readPage(_ file: ScanFile, index: Int) -> ScannedPage {
        var page = ScannedPage(file: file.url.path, indexInFile: index + 1)
        let image: ScanImage
        do throws(ScanFileError) { image = try file.page(index) } catch {
            page.status = .unreadable
            page.reason = error.reason
            return page
        }
        switch PageRegistration.register(image, sheet: base.sheet) {
        case .blank:
            page.status = .blank
        case let .unidentified(reason):
            page.status = .unidentified
            page.reason = reason
        case let .registered(registration):
            page.skewDegrees = registration.skewDegrees
            page.scale = registration.scale.map { ($0 * 1000).rounded() / 1000 }
            page.dpi = registration.effectiveDPI.rounded()
            guard let code = PaperPageCode(payload: registration.payload) else {
                page.status = .unidentified
                page.reason = "the code is not a Formsetter page code"
                return page
            }
            page.code = code
            let layouts: PageLayouts
            switch self.layouts(of: code) {
            case let .success(found): layouts = found
            case let .failure(refusal):
                (page.status, page.reason) = (refusal.status, refusal.reason)
                return page
            }
            if let refusal = registration.refusal {
                page.status = .refused
                page.reason = refusal
                return page
            }
            page.status = .read
            page.boxes = BoxReader(image: image, registration: registration).read(layouts.fieldPages[code.page - 1])
        }
        return page
    }

    /// The layouts a page with `code` was printed from: its record's in a print run, else the
    /// form's; a page matching neither is refused, never guessed.
    private func layouts(of code: PaperPageCode) -> Result<PageLayouts, PageRefusal> {
        if let line = code.recordLine, let records {
            return records.layouts(line: line, printedName: code.recordName ?? "").flatMap { layouts in
                guard layouts.matches(code) else {
                    return .failure(PageRefusal(status: .recordChanged, reason: "line \(line) of \(records.source) lays out other pages than were printed: its row changed since printing, or the pages were printed with other options"))
                }
                return .success(layouts)
            }
        }
        guard base.matches(code) else {
            if code.recordLine != nil, records == nil {
                return .failure(PageRefusal(status: .otherForm, reason: "a page of a print run (line \(code.recordLine!)): read it with --records and the records file it was printed from"))
            }
            return .failure(PageRefusal(status: .otherForm, reason: code.layoutHash == blankToggled?.hash ? blankToggled!.advice : "printed from another form, with other options or by another version of formsetter"))
        }
        return .success(base)
    }

    /// The records the read pages belong to, their values and what needs a person.
    private func recordReadings(_ pages: [ScannedPage]) -> [RecordReading] {
        var order: [RecordKey] = []
        var seen: [RecordKey: [Int: Int]] = [:]
        var duplicates: [RecordKey: Set<Int>] = [:]
        for index in pages.indices {
            guard let code = pages[index].code else { continue }
            let key = RecordKey(line: code.recordLine, name: code.recordName)
            switch pages[index].status {
            case .read:
                if seen[key] == nil { order.append(key) }
                seen[key, default: [:]][code.page] = index
            case .duplicate:
                duplicates[key, default: []].insert(code.page)
            default:
                continue
            }
        }
        return order.map { key in
            let layouts = key.line.flatMap { line in records.flatMap { try? $0.layouts(line: line, printedName: key.name ?? "").get() } } ?? base
            let read = seen[key]!.sorted { $0.key < $1.key }.map { pages[$0.value] }
            var record = RecordReading(line: key.line, name: key.name)
            record.outputStem = key.line.flatMap { records?.outputStem(line: $0) }
            record.pageCount = layouts.pageCount
            record.missingPages = (1...layouts.pageCount).filter { seen[key]![$0] == nil }
            record.duplicatePages = duplicates[key, default: []].sorted()
            let boxes = read.flatMap(\.boxes)
            var decided = FieldDecisions(boxes)
            // An answer where the routing says to skip the question is for a person to judge.
            for id in RoutingCheck.answeredButSkipped(boxes, form: layouts.twin.form) where !decided.flagged.contains(where: { $0.id == id }) {
                decided.flagged.append(FieldNote(id: id, option: nil, reason: "answered, but the form's routing skips this question on these answers"))
                decided.states.removeAll { $0.name == id || ($0.name.hasPrefix(id + ".") && $0.name.dropFirst(id.count + 1).allSatisfy(\.isNumber)) }
            }
            record.flagged = decided.flagged
            record.notes = decided.notes
            record.keying = decided.keying
            let (values, diagnostics) = formsetter.values(ofFieldStates: decided.states, form: form, laidOut: layouts.twin, timeZone: timeZone)
            record.values = values
            record.diagnostics = diagnostics
            return record
        }
    }
}

extension BoxReading {
    /// The key of a box's snippet in `ScannedPage.snippets`: its field name, and a radio box's option.
    var snippetKey: String { kind == .radio ? "\(name)#\(option ?? 0)" : name }
}

/// Why a reader could not be made.
public enum PaperReaderError: Error, CustomStringConvertible {
    /// The form laid out with these options prints no page code (`--no-marks`, or no pages).
    case noMarks
    /// The twin's fields do not sit on the printed page's boxes (page from 1, nil: the page counts differ).
    case fieldsNotPlaced(page: Int?)

    public var description: String {
        switch self {
        case .noMarks: "the form laid out with these options prints no page code to identify its pages by"
        case let .fieldsNotPlaced(page?): "the fields of page \(page) do not sit where the printed page has its boxes; it cannot be read"
        case .fieldsNotPlaced(nil): "the fillable twin has another number of pages than the printed form; it cannot be read"
        }
    }
}

struct RecordKey: Hashable {
    var line: Int?
    var name: String?
}

private struct PageKey: Hashable {
    var record: RecordKey
    var page: Int
}

/// The pages read so far, stored by the workers in job order, each settled (duplicates marked,
/// snippets written) once every page before it is: at most `buffered` pages wait, so memory
/// does not grow with the number of pages while one slow page holds the others back.
private final class PageCollector: @unchecked Sendable {
    private let condition = NSCondition()
    private var next = 0
    private var settledCount = 0
    private let count: Int
    private let buffered: Int
    private var waiting: [Int: ScannedPage] = [:]
    private(set) var pages: [ScannedPage] = []
    private(set) var failure: ReadOutputError?
    private var seen: Set<PageKey> = []
    private var seenRecords: Set<RecordKey> = []
    private let settle: (inout ScannedPage, inout Set<PageKey>, inout Set<RecordKey>) throws -> Void

    init(count: Int, buffered: Int, settle: @escaping (inout ScannedPage, inout Set<PageKey>, inout Set<RecordKey>) throws -> Void) {
        self.count = count
        self.buffered = max(1, buffered)
        self.settle = settle
        pages.reserveCapacity(count)
    }

    /// The next page to read, once fewer than `buffered` pages wait to be settled; nil when all
    /// are taken or writing failed.
    func take() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while failure == nil, next < count, next - settledCount >= buffered { condition.wait() }
        guard failure == nil, next < count else { return nil }
        next += 1
        return next - 1
    }

    func store(_ index: Int, _ page: ScannedPage) {
        condition.lock()
        defer { condition.unlock() }
        waiting[index] = page
        while failure == nil, var ready = waiting.removeValue(forKey: settledCount) {
            do { try settle(&ready, &seen, &seenRecords) } catch {
                failure = error as? ReadOutputError ?? ReadOutputError(path: "", reason: "\(error)")
            }
            pages.append(ready)
            settledCount += 1
        }
        condition.broadcast()
    }
}
