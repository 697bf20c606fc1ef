/// libqpdf's warnings for a cross-reference entry whose object was never written, as cairo
/// 1.18.0 – 1.18.4 leave each artifact's (`CairoBugs.leavesArtifactObjectsUnwritten`). Reading
/// such an entry, libqpdf says the file is damaged, that the object is not at the entry's offset
/// (another one begins there), that it rebuilds the cross-reference table by scanning the file,
/// and that the object is not anywhere in the file: only the last proves the object was never
/// written, so the others are explained only for the objects it names.
enum UnwrittenObjectWarnings {
    static let damaged = "file is damaged"
    static let rebuilding = "Attempting to reconstruct cross-reference table"

    /// The indices of the warnings in `details` (libqpdf's message details, in order) that only
    /// say an object was never written; none when libqpdf found every object it looked for.
    static func explained(_ details: [String]) -> Set<Int> {
        let missing = Set(details.compactMap(missingObject))
        guard !missing.isEmpty else { return [] }
        return Set(details.indices.filter { index in
            let detail = details[index]
            if detail == damaged || detail == rebuilding || missingObject(detail) != nil { return true }
            return expectedObject(detail).map(missing.contains) ?? false
        })
    }

    /// N of "object N 0 not found in file after regenerating cross reference table".
    static func missingObject(_ detail: String) -> Int? {
        number(in: detail, after: "object ", before: " 0 not found in file after regenerating cross reference table")
    }

    /// N of "expected N 0 obj": the entry of object N points where it does not begin.
    static func expectedObject(_ detail: String) -> Int? {
        number(in: detail, after: "expected ", before: " 0 obj")
    }

    private static func number(in detail: String, after prefix: String, before suffix: String) -> Int? {
        guard detail.hasPrefix(prefix), detail.hasSuffix(suffix), detail.count > prefix.count + suffix.count else { return nil }
        let digits = detail.dropFirst(prefix.count).dropLast(suffix.count)
        guard digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return nil }
        return Int(digits)
    }
}
