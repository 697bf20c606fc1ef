extension RecordSet {
    /// Records as a file is read: those of the shard built, every record's output name kept (with
    /// a name field), no record past the cap.
    struct Collector {
        let source: String
        let shard: Shard?
        let nameField: String?
        let limits: RecordLimits
        var records: [Record] = []
        var names: [OutputName] = []
        var notes: [Diagnostic] = []
        /// Records so far, every shard's.
        var count = 0
        /// Whether a record past the cap was met (and reading stopped there).
        var cut = false

        /// Whether the next record is one to build.
        var buildsNext: Bool { shard?.takes(count) ?? true }

        /// Whether the next record needs reading beyond where it ends: it is built, or its
        /// output name is read.
        var readsNext: Bool { buildsNext || nameField != nil }

        /// Whether a record met now is past the cap; it then marks the set as cut.
        mutating func isFull() -> Bool {
            if count >= limits.records { cut = true }
            return cut
        }

        /// Counts a record neither built nor named (`readsNext` is false).
        mutating func pass() { count += 1 }

        /// Counts the record starting on `line`: built with `values` when the shard takes it,
        /// named `outputName` (its name field's value, nil when it has none or cannot be read).
        mutating func add(line: Int, outputName: String?, values: () -> Values) {
            if buildsNext {
                records.append(Record(name: "line\(line)", file: source, line: line, values: values(), position: count, outputName: outputName))
            }
            if nameField != nil { names.append(OutputName(name: outputName, line: line)) }
            count += 1
        }
    }
}
