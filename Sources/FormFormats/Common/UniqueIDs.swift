import FormModel

/// Keeps cell ids unique, renaming repeats (`id#2`) with a diagnostic.
struct UniqueIDs {
    let log: DiagnosticLog
    private var used: Set<String> = []

    init(log: DiagnosticLog) { self.log = log }

    mutating func claim(_ id: String, path: String) -> String {
        guard used.contains(id) else { used.insert(id); return id }
        var counter = 2
        while used.contains("\(id)#\(counter)") { counter += 1 }
        let renamed = "\(id)#\(counter)"
        log.warn(path, "id \"\(id)\" is used twice; this one is called \"\(renamed)\"")
        used.insert(renamed)
        return renamed
    }
}
