import Foundation
import FormFormats
import Formsetter

extension PaperReadResult {
    /// The read report (JSON): the form file read against (`form`), the run's counts
    /// (`summary`, `ReadSummary`); per page its file, place in the file, record, page number,
    /// skew, scale, status and reason, and per field box its state, coverage, confidence and
    /// whether it needs review or keying, with `snippetPath`'s name for its snippet (every box
    /// that has one); per record the values file `valuesPath` names, the fields flagged, to
    /// key and noted, and the pages missing or seen twice; the files that could not be read.
    public func reportJSON(valuesPath: (RecordReading) -> String?, snippetPath: (ScannedPage, BoxReading) -> String?) -> Data {
        let flaggedIDs = Set(records.flatMap { $0.flagged.map(\.id) })
        let pageObjects: [JSONValue] = pages.map { page in
            var members: [(String, JSONValue)] = [
                ("file", .string(page.file)), ("pageInFile", .number(Double(page.indexInFile))), ("status", .string(page.status.rawValue)),
            ]
            if let reason = page.reason { members.append(("reason", .string(reason))) }
            if let code = page.code {
                members.append(("page", .number(Double(code.page))))
                members.append(("pageCount", .number(Double(code.count))))
                members.append(("record", Self.record(code.recordLine, code.recordName)))
            }
            if let skew = page.skewDegrees { members.append(("skewDegrees", .number(skew))) }
            if let scale = page.scale { members.append(("scale", .number(scale))) }
            if let dpi = page.dpi { members.append(("dpi", .number(dpi))) }
            if page.status == .read {
                members.append(("fields", .array(page.boxes.map { box in
                    var field: [(String, JSONValue)] = [("id", .string(box.id)), ("name", .string(box.name)), ("kind", .string(box.kind.rawValue))]
                    if let option = box.option { field.append(("option", .string(box.mark.export(option)))) }
                    if let state = box.state { field.append(("state", .string(state.rawValue))) } else { field.append(("state", .string(box.written ? "written" : "empty"))) }
                    if let coverage = box.coverage { field.append(("coverage", .number(coverage))) }
                    if box.faint { field.append(("faint", .bool(true))) }
                    field.append(("confidence", .number(box.confidence)))
                    field.append(("needsReview", .bool(box.state == .review || flaggedIDs.contains(box.id))))
                    field.append(("needsKeying", .bool(box.written)))
                    if let path = snippetPath(page, box) { field.append(("snippet", .string(path))) }
                    return .object(field)
                })))
            }
            return .object(members)
        }
        let recordObjects: [JSONValue] = records.map { record in
            var members: [(String, JSONValue)] = [("record", Self.record(record.line, record.name))]
            if let path = valuesPath(record) { members.append(("values", .string(path))) }
            members.append(("complete", .bool(record.complete)))
            members.append(("needsReview", .array(record.flagged.map(Self.note))))
            members.append(("needsKeying", .array(record.keying.map { .string($0) })))
            members.append(("notes", .array(record.notes.map(Self.note))))
            members.append(("missingPages", .array(record.missingPages.map { .number(Double($0)) })))
            members.append(("duplicatePages", .array(record.duplicatePages.map { .number(Double($0)) })))
            return .object(members)
        }
        let files: [JSONValue] = unreadableFiles.map { .object([("file", .string($0.path)), ("reason", .string($0.reason))]) }
        var top: [(String, JSONValue)] = []
        if let form { top.append(("form", .string(form))) }
        top.append(("summary", summary.json))
        let report = JSONValue.object(top + [("pages", .array(pageObjects)), ("records", .array(recordObjects)), ("unreadableFiles", .array(files)),
                                       ("needsPerson", .bool(needsPerson))])
        return Data(report.prettyText().utf8)
    }

    private static func record(_ line: Int?, _ name: String?) -> JSONValue {
        guard line != nil || name != nil else { return .null }
        return .object([("line", line.map { .number(Double($0)) } ?? .null), ("name", name.map { .string($0) } ?? .null)])
    }

    private static func note(_ note: FieldNote) -> JSONValue {
        var members: [(String, JSONValue)] = [("id", .string(note.id))]
        if let option = note.option { members.append(("option", .number(Double(option)))) }
        members.append(("reason", .string(note.reason)))
        return .object(members)
    }
}
