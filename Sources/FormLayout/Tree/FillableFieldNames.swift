import FormModel

/// Names of the fillable twin's fields. A PDF field name cannot hold `.` (it separates a full
/// name's parts) and viewers cut names at a control character, so both become `_`. Two fields
/// whose names then read the same would be one field in every viewer (typing in one fills the
/// other); the later ones get `_2`, `_3`, … and a warning naming both.
public enum FillableFieldNames {
    /// `id` as a PDF field name, before collisions are resolved.
    public static func pdfName(_ id: String) -> String {
        String(String.UnicodeScalarView(id.unicodeScalars.map { $0 == "." || $0.properties.generalCategory == .control ? "_" : $0 }))
    }

    /// Gives every field mark on `pages` a unique PDF name; `paths` maps cell ids to their JSON
    /// paths for the warnings. The marks of one field (a radio group's options) share a name.
    public static func assign(_ pages: inout [Page], paths: [String: String], log: DiagnosticLog) {
        var nameOf: [String: String] = [:]       // field mark name → PDF name
        var owner: [String: String] = [:]        // PDF name → the field mark name that has it
        for pageIndex in pages.indices {
            for boxIndex in pages[pageIndex].boxes.indices {
                guard let id = pages[pageIndex].boxes[boxIndex].field?.name else { continue }
                if let name = nameOf[id] {
                    pages[pageIndex].boxes[boxIndex].field?.name = name
                    continue
                }
                let wanted = pdfName(id)
                var name = wanted, suffix = 1
                while owner[name] != nil { suffix += 1; name = "\(wanted)_\(suffix)" }
                if let first = owner[wanted] {
                    let cell = pages[pageIndex].boxes[boxIndex].id ?? id
                    log.warn(paths[cell] ?? "", "the fillable field of \(quoted(id)) would have the PDF name \(quoted(wanted)) of \(quoted(first)); it is named \(quoted(name))")
                }
                nameOf[id] = name
                owner[name] = id
                pages[pageIndex].boxes[boxIndex].field?.name = name
            }
        }
    }

    private static func quoted(_ id: String) -> String {
        "\"" + id.unicodeScalars.map { $0.properties.generalCategory == .control ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined() + "\""
    }
}
