import FormModel

/// GIGFormulary's `{* link *}` markup (FRHyperLabel use in BooleanFormField/IndexFormField):
/// markers are `"{* "` and `" *}"`, the link text is both what is shown and the key reported,
/// and each link applies to the first occurrence of its text in the shown string.
enum GIGLinkMarkup {
    static func parse(_ label: String) -> RichText {
        guard label.contains("{* ") else { return RichText(label) }
        var shown = ""
        var keys: [String] = []
        var rest = Substring(label)
        while let start = rest.range(of: "{* ") {
            shown += rest[..<start.lowerBound]
            let after = rest[start.upperBound...]
            guard let end = after.range(of: " *}") else {
                shown += rest[start.lowerBound...]
                rest = ""
                break
            }
            let key = String(after[..<end.lowerBound])
            shown += key
            keys.append(key)
            rest = after[end.upperBound...]
        }
        shown += rest
        let utf16 = Array(shown.utf16)
        let links = keys.compactMap { key -> RichText.Link? in
            let needle = Array(key.utf16)
            guard !needle.isEmpty, needle.count <= utf16.count else { return nil }
            for start in 0...(utf16.count - needle.count) where Array(utf16[start..<start + needle.count]) == needle {
                return RichText.Link(range: start..<start + needle.count, target: key)
            }
            return nil
        }
        return RichText(shown, links: links)
    }
}
