import FormFormats
import Foundation

extension PrintRun {
    /// `plan` with its records file's columns checked against its form, once for the run: the
    /// columns that name no field of the form (the `--name-field` column aside, which names the
    /// outputs) make one warning listing them with the form's field ids, and no longer a
    /// warning in every record. With `strict` they fail the run: throws `InputFile.Failure`
    /// (65) before anything is drawn. A plan of forms, or of records without a header (JSON
    /// Lines, folders), is returned as it is.
    public func checkingColumns(of plan: RunPlan) throws -> RunPlan {
        guard let columns = plan.recordColumns, let form = plan.jobs.first?.form ?? columns.form else { return plan }
        let probe = Dictionary(columns.ids.map { ($0, "x") }, uniquingKeysWith: { first, _ in first })
        let values = try JSONSerialization.data(withJSONObject: probe, options: [.sortedKeys])
        let decoded: DecodedForm
        do { decoded = try FormDecoder.decode(InputFile.read(form, what: "form"), format: options.format, values: values) } catch {
            // The form's own failure is each job's to report.
            return plan
        }
        let unknownKeys = Set(decoded.diagnostics.compactMap(UnknownValueKey.key))
        let unknown = columns.ids.filter { unknownKeys.contains($0) && $0 != plan.nameField }
        guard !unknown.isEmpty else { return plan }
        let message = Self.unknownColumnsMessage(unknown, fields: Formsetter.fields(of: decoded.form).map(\.id))
        if strict { throw InputFile.Failure(code: 65, message: "--strict: \(columns.source): \(message)") }
        var checked = plan
        checked.notes.append(Diagnostic(.warning, path: "", "\(columns.source): \(message)"))
        checked.jobs.setAside(unknown)
        return checked
    }

    /// `columns Fornavn, e-post are no field of the form; its fields are: fornavn, etternavn, …`.
    static func unknownColumnsMessage(_ unknown: [String], fields: [String]) -> String {
        let shown = 60
        var list = fields.prefix(shown).joined(separator: ", ")
        if fields.count > shown { list += ", and \(fields.count - shown) more" }
        let columns = unknown.count == 1 ? "column \(unknown[0]) is" : "columns \(unknown.joined(separator: ", ")) are"
        return "\(columns) no field of the form; its fields are: \(list)"
    }

    /// `diagnostics` without the unknown-key warnings for `job`'s keys set aside.
    func keepingKeysAside(_ diagnostics: [Diagnostic], of job: RunPlan.Job) -> [Diagnostic] {
        guard !job.keysAside.isEmpty else { return diagnostics }
        return diagnostics.filter { UnknownValueKey.key($0).map { !job.keysAside.contains($0) } ?? true }
    }
}
