import FormModel

/// Parses each distinct condition once and evaluates it against the current values; a condition
/// that cannot be parsed is false, with one warning naming its JSON path.
struct ConditionCache {
    let log: DiagnosticLog
    private var parsed: [String: ConditionExpression?] = [:]

    init(log: DiagnosticLog) { self.log = log }

    mutating func holds(_ condition: String, path: String, values: [String: RawValue]) -> Bool {
        let expression: ConditionExpression?
        if let cached = parsed[condition] {
            expression = cached
        } else {
            do {
                expression = try ConditionExpression.parse(condition)
            } catch {
                log.warn(path, "the condition \"\(Self.shortened(condition))\" cannot be parsed (\(error)); it is treated as false")
                expression = nil
            }
            parsed[condition] = .some(expression)
        }
        guard let expression else { return false }
        do {
            return try ConditionEvaluator(values: values).holds(expression)
        } catch {
            if case let .unsupported(reason) = error { log.warn(path, "\(reason); the condition is treated as false") }
            return false
        }
    }

    /// Long (possibly hostile) expressions are cut in messages.
    static func shortened(_ text: String) -> String {
        text.count <= 80 ? text : String(text.prefix(77)) + "…"
    }
}
