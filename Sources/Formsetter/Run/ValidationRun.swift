import Foundation

extension PrintRun {
    /// How one job validated.
    public struct Validation: Sendable {
        public var job: RunPlan.Job
        /// The library's validate/send result, or nil when the job failed.
        public var report: ValidationReport?
        public var diagnostics: [Diagnostic] = []
        public var failure: String?
        public var failureCode: Int32 = 0

        /// One JSON Lines entry: `{"input", "record"?, "valid", "values", "errors"}`, or `"error"`.
        public var jsonLine: String {
            var members = ["\"input\":" + Self.quoted(job.form.relativePath)]
            if let record = job.record { members.append("\"record\":" + Self.quoted(record.source)) }
            if let report {
                // The report's own members, spliced in: its values keep the library's shape and key order.
                members.append(String(report.json.dropFirst().dropLast()))
            } else {
                members.append("\"error\":" + Self.quoted(failure ?? ""))
            }
            return "{" + members.joined(separator: ",") + "}"
        }

        private static func quoted(_ text: String) -> String {
            String(decoding: (try? JSONSerialization.data(withJSONObject: [text], options: [.withoutEscapingSlashes])) ?? Data("[\"\"]".utf8), as: UTF8.self)
                .dropFirst().dropLast().description
        }
    }

    /// Runs the library's validate/send action for every job, in order, calling `each` as it
    /// goes (one thread: validation costs far less than reading the output).
    public func validate(_ plan: RunPlan, each: (Validation) -> Void) {
        for job in plan.jobs {
            var result = Validation(job: job)
            let log = DiagnosticLog()
            do {
                let (input, options) = try prepare(job, log: log)
                let (report, diagnostics) = try Formsetter.validate(input, options: options)
                result.report = report
                result.diagnostics = log.items + keepingKeysAside(diagnostics, of: job)
                if let failure = failure(taking: &result.diagnostics) {
                    result.report = nil
                    (result.failureCode, result.failure) = failure
                }
            } catch {
                result.diagnostics = log.items
                (result.failureCode, result.failure) = Self.describe(error)
            }
            each(result)
        }
    }
}
