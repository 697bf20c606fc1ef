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
public struct PaperReader: Sendable {
    /// The form's fillable twin laid out with the printed pages' options: the fields and their boxes.
    public let laidOut: Formsetter.Result
    private let pageCount: Int
    /// Per page, the twin's field boxes with the text the printed page has in them.
    private let fieldPages: [[LayoutBox]]
    private let sheet: SheetGeometry
    private let layoutHash: String?
    /// The layout hash of the same form printed with `--blank` toggled, and what to say of a
    /// page carrying it: blank or not is the option people most often forget when reading.
    private let blankToggled: (hash: String, advice: String)?
    private let timeZone: TimeZone
    private let formsetter: Formsetter
    /// The form as decoded: its library decides how values are written.
    private let form: Form

    /// Lays out `form` in the paper look with `options` (the look flags the pages were printed
    /// with; A4 when no page is given). Throws what `Formsetter.layout` throws, and
    /// `PaperReaderError` when the layout prints no page code or its fields cannot be placed.
    public init(form: Data, options: Formsetter.Options) throws {
        var paper = options
        paper.skin = "paper"
        paper.skinOptions.fillable = false
        paper.values = nil
        if paper.page == nil { paper.page = .a4 }
        formsetter = try Formsetter()
        self.form = try FormDecoder.decode(form, format: options.format).form
        let printed = try formsetter.layout(self.form, options: paper)
        guard let first = printed.tree.pages.first, let code = first.code else { throw PaperReaderError.noMarks }
        // A printed page keeps no field marks (only the fillable twin's boxes are fields); the
        // twin laid out with the same options has them, at the printed boxes' places.
        var twin = paper
        twin.skinOptions.fillable = true
        laidOut = try formsetter.layout(self.form, options: twin)
        guard laidOut.tree.pages.count == printed.tree.pages.count else { throw PaperReaderError.fieldsNotPlaced(page: nil) }
        var fieldPages: [[LayoutBox]] = []
        for (index, (printedPage, twinPage)) in zip(printed.tree.pages, laidOut.tree.pages).enumerated() {
            let printedBoxes = Dictionary(printedPage.boxes.filter { $0.role == .control || $0.role == .placeholderBox }.map { (BoxPlace($0), $0) },
                                          uniquingKeysWith: { first, _ in first })
            fieldPages.append(try twinPage.boxes.filter { $0.field != nil }.map { box in
                guard let printedBox = printedBoxes[BoxPlace(box)] else { throw PaperReaderError.fieldsNotPlaced(page: index + 1) }
                // What the paper prints in the box (a comb's separators), which the twin leaves to its field.
                var field = box
                field.text = printedBox.text
                return field
            })
        }
        self.fieldPages = fieldPages
        sheet = SheetGeometry(page: first.size)
        layoutHash = code.layoutHash
        var toggled = paper
        toggled.questionnaire.blank.toggle()
        blankToggled = try formsetter.layout(self.form, options: toggled).tree.pages.first?.code.flatMap { other in
            guard other.layoutHash != code.layoutHash else { return nil }
            return (other.layoutHash, toggled.questionnaire.blank ? "printed with --blank: read it with --blank" : "printed without --blank: read it without --blank")
        }
        pageCount = printed.tree.pages.count
        timeZone = paper.state.timeZone
    }

    /// Reads every page of `scans` (PNG, JPEG, TIFF, PDF; any order, upside down, blank backs).
    public func read(_ scans: [URL], workers: Int = 2) -> PaperReadResult {
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
        let collector = PageCollector(count: jobs.count)
        let work = jobs
        DispatchQueue.concurrentPerform(iterations: max(1, min(workers, work.count))) { _ in
            while let next = collector.take() {
                let job = work[next]
                collector.store(next, readPage(job.file, index: job.index))
            }
        }
        var failedFiles: Set<String> = []
        for page in collector.pages {
            if page.status == .unreadable, let reason = page.reason {
                if failedFiles.insert(page.file).inserted {
                    result.unreadableFiles.append(UnreadableFile(path: page.file, reason: "page \(page.indexInFile): \(reason)"))
                }
            }
        }
        result.pages = collector.pages
        result.records = records(&result.pages)
        return result
    }

    private func readPage(_ file: ScanFile, index: Int) -> ScannedPage {
        var page = ScannedPage(file: file.url.path, indexInFile: index + 1)
        let image: ScanImage
        do throws(ScanFileError) { image = try file.page(index) } catch {
            page.status = .unreadable
            page.reason = error.reason
            return page
        }
        switch PageRegistration.register(image, sheet: sheet) {
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
            guard code.layoutHash == layoutHash, code.count == pageCount, laidOut.tree.pages.indices.contains(code.page - 1) else {
                page.status = .otherForm
                page.reason = code.layoutHash == blankToggled?.hash ? blankToggled?.advice : "printed from another form or with other options"
                return page
            }
            if let refusal = registration.refusal {
                page.status = .refused
                page.reason = refusal
                return page
            }
            page.status = .read
            page.boxes = BoxReader(image: image, registration: registration).read(fieldPages[code.page - 1])
        }
        return page
    }

    /// The records the read pages belong to, their values and what needs a person; marks
    /// duplicates in `pages`.
    private func records(_ pages: inout [ScannedPage]) -> [RecordReading] {
        var order: [RecordKey] = []
        var seen: [RecordKey: [Int: Int]] = [:]
        var duplicates: [RecordKey: Set<Int>] = [:]
        for index in pages.indices where pages[index].status == .read {
            guard let code = pages[index].code else { continue }
            let key = RecordKey(line: code.recordLine, name: code.recordName)
            if seen[key] == nil { order.append(key); seen[key] = [:] }
            if seen[key]![code.page] != nil {
                pages[index].status = .duplicate
                pages[index].reason = "page \(code.page) was read before from another scan; this one is not read"
                duplicates[key, default: []].insert(code.page)
            } else {
                seen[key]![code.page] = index
            }
        }
        return order.map { key in
            let read = seen[key]!.sorted { $0.key < $1.key }.map { pages[$0.value] }
            var record = RecordReading(line: key.line, name: key.name)
            record.missingPages = (1...laidOut.tree.pages.count).filter { seen[key]![$0] == nil }
            record.duplicatePages = duplicates[key, default: []].sorted()
            let boxes = read.flatMap(\.boxes)
            var decided = FieldDecisions(boxes)
            // An answer where the routing says to skip the question is for a person to judge.
            for id in RoutingCheck.answeredButSkipped(boxes, form: laidOut.form) where !decided.flagged.contains(where: { $0.id == id }) {
                decided.flagged.append(FieldNote(id: id, option: nil, reason: "answered, but the form's routing skips this question on these answers"))
                decided.states.removeAll { $0.name == id || ($0.name.hasPrefix(id + ".") && $0.name.dropFirst(id.count + 1).allSatisfy(\.isNumber)) }
            }
            record.flagged = decided.flagged
            record.notes = decided.notes
            record.keying = decided.keying
            let (values, diagnostics) = formsetter.values(ofFieldStates: decided.states, form: form, laidOut: laidOut, timeZone: timeZone)
            record.values = values
            record.diagnostics = diagnostics
            return record
        }
    }
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

/// A box's cell and frame, to the hundredth of a point.
private struct BoxPlace: Hashable {
    var id: String?
    var frame: [Int]
    init(_ box: LayoutBox) {
        id = box.id
        frame = [box.frame.x, box.frame.y, box.frame.width, box.frame.height].map { Int(($0 * 100).rounded()) }
    }
}

private struct RecordKey: Hashable {
    var line: Int?
    var name: String?
}

/// The pages read so far, stored by the workers in job order.
private final class PageCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private let count: Int
    private(set) var pages: [ScannedPage]

    init(count: Int) {
        self.count = count
        pages = Array(repeating: ScannedPage(file: "", indexInFile: 0), count: count)
    }

    func take() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }

    func store(_ index: Int, _ page: ScannedPage) {
        lock.lock()
        pages[index] = page
        lock.unlock()
    }
}
