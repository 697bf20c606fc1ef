import FormFormats
import Formsetter
import Foundation

/// A review of the folder `formsetter read … -o FOLDER/` wrote: the items its read report
/// leaves to a person (writing to key from snippets, marks to settle), each answer checked by
/// the form's own rules and saved at once into the record's values file and FOLDER/review.json,
/// so a review cut off resumes at the first unsettled item. The read report is never changed;
/// a values file is replaced only while its bytes are those review (or read) left there.
public final class ReviewSession: @unchecked Sendable {
    /// The progress file's name in the folder.
    public static let progressName = "review.json"

    public let folder: URL
    /// The form the pages were printed from.
    public let formURL: URL
    /// Every item, record by record, in the form's order within a record.
    public let items: [ReviewItem]
    public let records: [ReviewRecord]
    /// What review passed over in the report (a record without a values file, a snippet
    /// outside the folder), one line each.
    public let notes: [String]

    private let form: ReviewForm
    private let lock = NSLock()
    private var progress: ReviewProgress
    private var progressURL: URL { folder.appendingPathComponent(Self.progressName) }

    /// Opens the review of `folder`: its read-report.json, the form (`form`, else the report's
    /// `"form"`) decoded with `options` (format, time zone), and review.json when a review was
    /// begun. Throws a message naming the file that stops it.
    public init(folder: URL, form: URL?, options: Formsetter.Options) throws(ReviewError) {
        self.folder = folder.standardizedFileURL
        let reportURL = self.folder.appendingPathComponent("read-report.json")
        let report = try Self.json(reportURL, missing: "no read report; make the folder with formsetter read SCANS --form FORM -o \(folder.path)/")
        guard let formURL = form ?? report["form"].flatMap({ if case let .string(path) = $0 { Self.resolve(path, in: folder) } else { nil } }) else {
            throw ReviewError("\(reportURL.path): names no form; give it with --form")
        }
        self.formURL = formURL
        let formData: Data
        do { formData = try Data(contentsOf: formURL) } catch { throw ReviewError("\(formURL.path): cannot read the form: \(error.localizedDescription)") }
        let reviewForm: ReviewForm
        do { reviewForm = try ReviewForm(data: formData, options: options) } catch { throw ReviewError("\(formURL.path): \(error)") }
        var notes: [String] = []
        var items: [ReviewItem] = [], records: [ReviewRecord] = []
        guard case let .array(recordEntries)? = report["records"], case let .array(pages)? = report["pages"] else {
            throw ReviewError("\(reportURL.path): not a read report (no \"records\" and \"pages\" arrays)")
        }
        for (index, entry) in recordEntries.enumerated() {
            let who = Self.recordName(entry["record"])
            guard case let .string(path)? = entry["values"], let values = Self.resolve(path, in: self.folder), Self.isInside(values, self.folder) else {
                notes.append("records[\(index)]\(who.map { " (\($0))" } ?? ""): no values file in the folder; its items are not reviewed")
                continue
            }
            let name = who ?? values.lastPathComponent
            let fileKey = Self.relative(values, to: self.folder)
            var reasons: [String: String] = [:], order: [String] = []
            if case let .array(keying)? = entry["needsKeying"] {
                for case let .string(id) in keying where !order.contains(id) { order.append(id) }
            }
            if case let .array(flagged)? = entry["needsReview"] {
                for note in flagged {
                    guard case let .string(id)? = note["id"] else { continue }
                    if case let .string(reason)? = note["reason"] { reasons[id] = reason }
                    if !order.contains(id) { order.append(id) }
                }
            }
            order.sort { (reviewForm.order[$0] ?? Int.max) < (reviewForm.order[$1] ?? Int.max) }
            var recordItems: [Int] = []
            for id in order {
                var item = ReviewItem(key: fileKey + "#" + id, kind: reviewForm.isMark(id) ? .mark : .key, record: records.count, field: id,
                                      question: reviewForm.question(id), hint: reviewForm.hint(id), reason: reasons[id])
                if item.kind == .mark { (item.options, item.multiple) = reviewForm.options(id) }
                for page in pages where page["status"] == .string("read") && page["record"] == entry["record"] {
                    guard case let .array(fields)? = page["fields"] else { continue }
                    for field in fields where field["id"] == .string(id) {
                        guard case let .string(path)? = field["snippet"], let url = Self.resolve(path, in: self.folder) else { continue }
                        guard Self.isInside(url, self.folder) else { notes.append("\(path): a snippet outside \(self.folder.path); not shown"); continue }
                        var option: Int?
                        if case let .string(export)? = field["option"] { option = reviewForm.optionIndex(id, export: export) }
                        item.snippets.append(ReviewSnippet(url: url, option: option))
                    }
                }
                recordItems.append(items.count)
                items.append(item)
            }
            records.append(ReviewRecord(name: name, values: values, items: recordItems))
        }
        self.form = reviewForm
        self.items = items
        self.records = records
        self.notes = notes
        let progressURL = self.folder.appendingPathComponent(Self.progressName)
        if FileManager.default.fileExists(atPath: progressURL.path) {
            let data: Data
            do { data = try Data(contentsOf: progressURL) } catch { throw ReviewError("\(progressURL.path): \(error.localizedDescription)") }
            progress = try ReviewProgress(data, file: progressURL.path)
        } else {
            progress = ReviewProgress()
        }
        for record in records {
            let key = Self.relative(record.values, to: self.folder)
            guard progress.files[key] == nil, let data = try? Data(contentsOf: record.values) else { continue }
            progress.files[key] = ReviewProgress.FileState(written: ReviewProgress.digest(data))
        }
    }

    /// The saved answer of item `index`, if any.
    public func settled(_ index: Int) -> SettledAnswer? {
        lock.withLock { progress.answers[items[index].key] }
    }

    /// The items without a saved answer, in order.
    public var unsettled: [Int] {
        lock.withLock { items.indices.filter { progress.answers[items[$0].key] == nil } }
    }

    /// Checks `answer` to item `index` by the form's rules without saving it: the refusal, or nil.
    public func check(_ answer: ReviewAnswer, item index: Int) -> ReviewRefusal? {
        let item = items[index]
        guard let values = try? currentValues(records[item.record]) else { return nil }
        if case let .failure(refusal) = form.members(of: answer, id: item.field, values: values) { return refusal }
        return nil
    }

    /// Saves `answer` to item `index`: checked by the form's rules, then review.json and the
    /// record's values file replaced atomically. Throws the refusal and changes nothing when
    /// the answer is refused or the values file was changed by someone else.
    public func save(_ answer: ReviewAnswer, item index: Int) throws(ReviewRefusal) {
        lock.lock()
        defer { lock.unlock() }
        let item = items[index], record = records[item.record]
        let fileKey = Self.relative(record.values, to: folder)
        let bytes: Data
        do { bytes = try Data(contentsOf: record.values) } catch { throw ReviewRefusal("\(record.values.path): cannot be read: \(error.localizedDescription)") }
        let digest = ReviewProgress.digest(bytes)
        guard let state = progress.files[fileKey], digest == state.written || digest == state.previous else {
            throw ReviewRefusal("\(record.values.path) was changed since review wrote it; nothing saved. Move your copy away (or back) and restart the review")
        }
        var notes: [(path: String, message: String)] = []
        guard let values = try? JSONValue.parse(bytes, notes: &notes), case .object = values else {
            throw ReviewRefusal("\(record.values.path): not a values file (a JSON object)")
        }
        let members: [(String, JSONValue)]
        switch form.members(of: answer, id: item.field, values: values) {
        case let .success(found): members = found
        case let .failure(refusal): throw refusal
        }
        var next = progress
        next.answers[item.key] = SettledAnswer(answer: answer, members: members)
        let written = Data(applied(next, to: values, record: record).prettyText().utf8)
        next.files[fileKey] = ReviewProgress.FileState(written: ReviewProgress.digest(written), previous: digest)
        // review.json first: cut off before the values file is written, the next save finds
        // that file at `previous` and writes it whole again from the answers.
        do {
            try OutputFiles.write(next.json(), to: progressURL, streams: false)
            try OutputFiles.write(written, to: record.values, streams: false)
        } catch {
            throw ReviewRefusal("\(error)")
        }
        progress = next
    }

    /// The fields of records whose items are all settled that the form's validation still
    /// refuses, but for those marked unreadable (a required answer missing on paper).
    public func problems() -> [ReviewProblem] {
        lock.withLock {
            records.indices.flatMap { index -> [ReviewProblem] in
                let record = records[index]
                guard record.items.allSatisfy({ progress.answers[items[$0].key] != nil }),
                      let values = try? currentValues(record), let errors = form.validationErrors(values) else { return [] }
                let unreadable = Set(record.items.filter { progress.answers[items[$0].key]?.answer == .unreadable }.map { items[$0].field })
                return errors.keys.sorted { (form.order[$0] ?? Int.max) < (form.order[$1] ?? Int.max) }.filter { !unreadable.contains($0) }
                    .map { ReviewProblem(record: index, field: $0, message: errors[$0]!) }
            }
        }
    }

    /// The question of field `id`, as the form words it.
    public func question(_ id: String) -> String { form.question(id) }

    /// The record's values with every saved answer of the record applied, in item order.
    private func applied(_ progress: ReviewProgress, to values: JSONValue, record: ReviewRecord) -> JSONValue {
        var result = values
        for index in record.items {
            guard let settled = progress.answers[items[index].key] else { continue }
            if settled.answer == .unreadable, case var .object(members) = result {
                members.removeAll { $0.0 == items[index].field }
                result = .object(members)
            } else {
                result = ReviewForm.merged(result, settled.members, order: form.order)
            }
        }
        return result
    }

    private func currentValues(_ record: ReviewRecord) throws -> JSONValue {
        var notes: [(path: String, message: String)] = []
        return try JSONValue.parse(Data(contentsOf: record.values), notes: &notes)
    }

    private static func json(_ url: URL, missing: String) throws(ReviewError) -> JSONValue {
        guard FileManager.default.fileExists(atPath: url.path) else { throw ReviewError("\(url.path): \(missing)") }
        var notes: [(path: String, message: String)] = []
        do { return try JSONValue.parse(Data(contentsOf: url), notes: &notes) } catch { throw ReviewError("\(url.path): \(error)") }
    }

    /// A report's path: absolute, or relative to the folder.
    static func resolve(_ path: String, in folder: URL) -> URL? {
        guard !path.isEmpty else { return nil }
        return (path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)).standardizedFileURL
    }

    /// Whether `url`, links resolved, lies inside `folder`: review reads and writes nothing else.
    static func isInside(_ url: URL, _ folder: URL) -> Bool {
        let base = folder.resolvingSymlinksInPath().path
        return url.resolvingSymlinksInPath().path.hasPrefix(base.hasSuffix("/") ? base : base + "/")
    }

    static func relative(_ url: URL, to folder: URL) -> String {
        let base = folder.resolvingSymlinksInPath().path + "/", path = url.resolvingSymlinksInPath().path
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : url.lastPathComponent
    }

    private static func recordName(_ record: JSONValue?) -> String? {
        if case let .string(name)? = record?["name"], !name.isEmpty { return name }
        if case let .number(line)? = record?["line"] { return "line \(Int(line))" }
        return nil
    }
}
