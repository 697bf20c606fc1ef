import FormModel

/// Full names of the fillable twin's fields. A full name's `.`s separate its parts, so an id with
/// `.` (a dynamic instance's `barn[0].navn`) becomes a field `navn` under a parent `barn[0]`, and
/// reads back as the id. Viewers cut names at a control character, so those become `_`, as do the
/// `.`s of an id with an empty part (`a..b`, `.a`). A field cannot be both a value and a parent,
/// nor have the name of another: the later of two such ids (`a` and `a.b`, or two that read the
/// same) gets its `.`s as `_` and then `_2`, `_3`, … until it is free, with a warning naming both.
public enum FillableFieldNames {
    /// `id` as a full field name, before collisions are resolved.
    public static func pdfName(_ id: String) -> String {
        let clean = String(String.UnicodeScalarView(id.unicodeScalars.map { $0.properties.generalCategory == .control ? "_" : $0 }))
        return clean.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty) ? flat(clean) : clean
    }

    /// Gives every field mark on `pages` a unique full name; `paths` maps cell ids to their JSON
    /// paths for the warnings. The marks of one field (a radio group's options) share a name.
    public static func assign(_ pages: inout [Page], paths: [String: String], log: DiagnosticLog) {
        var names = Names()
        for pageIndex in pages.indices {
            for boxIndex in pages[pageIndex].boxes.indices {
                guard let id = pages[pageIndex].boxes[boxIndex].field?.name else { continue }
                if let name = names.nameOf[id] {
                    pages[pageIndex].boxes[boxIndex].field?.name = name
                    continue
                }
                let wanted = pdfName(id)
                var name = wanted
                if let first = names.conflict(wanted) {
                    let base = flat(wanted)
                    name = base
                    var suffix = 1
                    while names.conflict(name) != nil { suffix += 1; name = "\(base)_\(suffix)" }
                    let cell = pages[pageIndex].boxes[boxIndex].id ?? id
                    log.warn(paths[cell] ?? "", "the fillable field of \(quoted(id)) would have the full name \(quoted(wanted)), which clashes with \(quoted(first)); it is named \(quoted(name))")
                }
                names.take(name, for: id)
                pages[pageIndex].boxes[boxIndex].field?.name = name
            }
        }
        renameCalculations(in: &pages) { names.nameOf[$0] ?? pdfName($0) }
    }

    /// Points each calculation at the full names its fields were given.
    private static func renameCalculations(in pages: inout [Page], _ fullName: (String) -> String) {
        for pageIndex in pages.indices {
            for boxIndex in pages[pageIndex].boxes.indices {
                guard let calculation = pages[pageIndex].boxes[boxIndex].field?.calculation else { continue }
                pages[pageIndex].boxes[boxIndex].field?.calculation = calculation.renamingFields(fullName)
            }
        }
    }

    /// The names given so far: terminal fields and the parents their `.`s make.
    private struct Names {
        var nameOf: [String: String] = [:]     // field mark name → full name
        var owner: [String: String] = [:]      // full name of a field → the field mark name that has it
        var parents: [String: String] = [:]    // full name of a parent → a field mark name under it

        /// The field mark name `name` clashes with: one that has it, one under it, or one that has
        /// a parent's name of it.
        func conflict(_ name: String) -> String? {
            if let other = owner[name] ?? parents[name] { return other }
            return prefixes(name).lazy.compactMap { owner[$0] }.first
        }

        mutating func take(_ name: String, for id: String) {
            nameOf[id] = name
            owner[name] = id
            for prefix in prefixes(name) where parents[prefix] == nil { parents[prefix] = id }
        }

        private func prefixes(_ name: String) -> [String] {
            let parts = name.split(separator: ".", omittingEmptySubsequences: false)
            return (1..<max(1, parts.count)).map { parts.prefix($0).joined(separator: ".") }
        }
    }

    private static func flat(_ name: String) -> String { name.replacingOccurrences(of: ".", with: "_") }

    private static func quoted(_ id: String) -> String {
        "\"" + id.unicodeScalars.map { $0.properties.generalCategory == .control ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined() + "\""
    }
}
