import Foundation
import FormLayout
import Formsetter

/// A form laid out for printing and as its fillable twin, with what reading its pages needs.
struct PageLayouts: Sendable {
    /// The twin, its pages holding only their field boxes: for the values.
    let twin: Formsetter.Result
    let hash: String
    let pageCount: Int
    /// Per page, the twin's field boxes with the text the printed page has in them.
    let fieldPages: [[LayoutBox]]
    let sheet: SheetGeometry

    /// Throws `PaperReaderError` when the printed pages carry no code or the twin's fields do
    /// not sit on the printed boxes.
    init(printed: Formsetter.Result, twin: Formsetter.Result) throws {
        guard let first = printed.tree.pages.first, let code = first.code else { throw PaperReaderError.noMarks }
        // A printed page keeps no field marks (only the fillable twin's boxes are fields); the
        // twin laid out with the same options has them, at the printed boxes' places.
        guard twin.tree.pages.count == printed.tree.pages.count else { throw PaperReaderError.fieldsNotPlaced(page: nil) }
        var fieldPages: [[LayoutBox]] = []
        for (index, (printedPage, twinPage)) in zip(printed.tree.pages, twin.tree.pages).enumerated() {
            let printedBoxes = Dictionary(printedPage.boxes.filter { $0.role == .control || $0.role == .placeholderBox }.map { (BoxPlace($0), $0) },
                                          uniquingKeysWith: { first, _ in first })
            fieldPages.append(try twinPage.boxes.filter { $0.field != nil }.map { box in
                guard let printedBox = printedBoxes[BoxPlace(box)] else { throw PaperReaderError.fieldsNotPlaced(page: index + 1) }
                // What the paper prints in the box (a comb's separators, a print run's value, the
                // ruled lines of a box of several lines), which the twin leaves to its field.
                var field = box
                field.text = printedBox.text
                field.shapes = printedBox.shapes
                return field
            })
        }
        // Only the field boxes are kept (the values read them): a print run keeps one of these
        // per record until its values are written.
        var fields = twin
        fields.diagnostics = []
        for index in fields.tree.pages.indices { fields.tree.pages[index].boxes.removeAll { $0.field == nil } }
        self.twin = fields
        self.fieldPages = fieldPages
        hash = code.layoutHash
        pageCount = printed.tree.pages.count
        sheet = SheetGeometry(page: first.size)
    }

    /// Whether a page with `code` was printed from these pages.
    func matches(_ code: PaperPageCode) -> Bool {
        code.layoutHash == hash && code.count == pageCount && (1...pageCount).contains(code.page)
    }
}

/// Why a page with a code is not read.
struct PageRefusal: Error {
    var status: ScannedPage.Status
    var reason: String
}

/// A print run's records, each laid out with its values the first time a page names its line
/// (a stack of 20 returned forms from a run of 10,000 lays out 20), at most
/// `PaperReader.maximumRecords` of them.
final class RecordLayouts: @unchecked Sendable {
    /// The records file's name, as messages name it.
    let source: String
    private let set: RecordSet
    private let indexByLine: [Int: Int]
    private let form: Data
    private let options: Formsetter.Options
    private let formsetter: Formsetter
    private let lock = NSLock()
    private var laidOut: [Int: Result<PageLayouts, PageRefusal>] = [:]

    init(_ set: RecordSet, form: Data, options: Formsetter.Options, formsetter: Formsetter) {
        self.set = set
        source = set.source.isEmpty ? "the records" : set.source
        var index: [Int: Int] = [:]
        for (position, record) in set.records.enumerated() where index[record.line] == nil { index[record.line] = position }
        indexByLine = index
        self.form = form
        self.options = options
        self.formsetter = formsetter
    }

    /// The name the print run gave the output of the record on `line` (`--name-field`'s value,
    /// else `line<N>`), or nil when there is none.
    func outputStem(line: Int) -> String? {
        indexByLine[line].map { set.records[$0].outputName ?? set.records[$0].name }
    }

    /// The record on `line` laid out with its values, once; refused when the file has no
    /// record there, the record cannot be read or laid out, its name is not the one printed,
    /// or the read has laid out `PaperReader.maximumRecords` already.
    func layouts(line: Int, printedName: String) -> Result<PageLayouts, PageRefusal> {
        lock.lock()
        defer { lock.unlock() }
        if let done = laidOut[line] { return check(done, line: line, printedName: printedName) }
        guard let position = indexByLine[line] else {
            return .failure(PageRefusal(status: .unknownRecord, reason: "a page of the record on line \(line), which \(source) does not have"))
        }
        guard laidOut.count < PaperReader.maximumRecords else {
            return .failure(PageRefusal(status: .refused, reason: "a page of the record on line \(line), past the \(PaperReader.maximumRecords) records one read lays out; read it in another run"))
        }
        let record = set.records[position]
        let result: Result<PageLayouts, PageRefusal>
        do {
            var printed = options
            printed.values = try record.values.read()
            printed.skinOptions.printRunRecord = PrintRunRecord(line: record.line, name: record.printedName)
            var twin = printed
            twin.skinOptions.fillable = true
            result = .success(try PageLayouts(printed: formsetter.layout(form, options: printed), twin: formsetter.layout(form, options: twin)))
        } catch {
            result = .failure(PageRefusal(status: .unknownRecord, reason: "\(record.source) cannot be laid out: \(error)"))
        }
        laidOut[line] = result
        return check(result, line: line, printedName: printedName)
    }

    /// `layouts`, unless the name printed on the page is not the record's.
    private func check(_ layouts: Result<PageLayouts, PageRefusal>, line: Int, printedName: String) -> Result<PageLayouts, PageRefusal> {
        guard case .success = layouts, let position = indexByLine[line] else { return layouts }
        let name = set.records[position].printedName
        let carried = PaperPageCode(layoutHash: "", page: 1, count: 1, recordLine: line, recordName: name).recordName ?? ""
        guard carried == printedName else {
            return .failure(PageRefusal(status: .recordChanged, reason: "printed for \"\(printedName)\", but line \(line) of \(source) is now \"\(name)\" (its rows changed since printing, or the run named its records by another --name-field)"))
        }
        return layouts
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
