import FormModel

/// Which link targets may become clickable: only web, mail and phone URLs. A `javascript:`,
/// `file:` or `data:` link in a form could run code or read files in the reader's viewer, so it
/// is drawn as plain text instead, with a warning.
public enum LinkPolicy {
    /// The most links one text keeps; the rest of its links are drawn as plain text.
    public static let maximumLinksPerText = 100
    /// The most lines one link is clickable on (one rectangle each); its text goes on as link-coloured text.
    public static let maximumRectsPerLink = 100

    /// The URL schemes a PDF link may open.
    public static let allowedSchemes: Set<String> = ["http", "https", "mailto", "tel"]

    /// The scheme of a URL target (lowercased), or nil for a key of the form.
    public static func scheme(of target: String) -> String? {
        guard LinkArea(target: target, rects: []).isURL, let colon = target.firstIndex(of: ":") else { return nil }
        return target[..<colon].lowercased()
    }

    /// Whether `url` may become a `/URI` action.
    public static func isClickable(_ url: String) -> Bool {
        scheme(of: url).map(allowedSchemes.contains) ?? false
    }

    /// `form` with every link whose target is a URL of another scheme removed (its text stays,
    /// drawn as plain text); one warning per removed link, at the group's title or the cell's
    /// label or detail.
    public static func apply(to form: Form, log: DiagnosticLog) -> Form {
        // Written back only where a link goes: rewriting every cell would copy the whole form.
        var form = form
        for g in form.groups.indices {
            let group = form.groups[g]
            if let title = group.title, let kept = filtered(title, at: (group.sourcePath.isEmpty ? group.id : group.sourcePath) + ".title", log: log) {
                form.groups[g].title = kept
            }
            for s in group.sections.indices {
                for (c, cell) in group.sections[s].cells.enumerated() {
                    let path = cell.sourcePath.isEmpty ? cell.id : cell.sourcePath
                    if let label = cell.label, let kept = filtered(label, at: path + ".label", log: log) {
                        form.groups[g].sections[s].cells[c].label = kept
                    }
                    if let detail = cell.detail, let kept = filtered(detail, at: path + ".detail", log: log) {
                        form.groups[g].sections[s].cells[c].detail = kept
                    }
                }
            }
        }
        return form
    }

    /// `text` without its unsafe links; nil when every link is kept.
    private static func filtered(_ text: RichText, at path: String, log: DiagnosticLog) -> RichText? {
        guard !text.links.isEmpty else { return nil }
        if text.links.count > maximumLinksPerText {
            log.warn("\(path).links", "\(text.links.count) links; the first \(maximumLinksPerText) are links, the rest are drawn as plain text")
            var capped = text
            capped.links = Array(text.links.prefix(maximumLinksPerText))
            return filter(capped, at: path, log: log)
        }
        let kept = filter(text, at: path, log: log)
        return kept.links.count == text.links.count ? nil : kept
    }

    private static func filter(_ text: RichText, at path: String, log: DiagnosticLog) -> RichText {
        var kept = text
        kept.links = []
        for (index, link) in text.links.enumerated() {
            if let scheme = scheme(of: link.target), !allowedSchemes.contains(scheme) {
                log.warn("\(path).links[\(index)]", "link target \"\(link.target)\" uses the \(scheme): scheme; only http, https, mailto and tel links are made clickable, so it is drawn as plain text")
            } else {
                kept.links.append(link)
            }
        }
        return kept
    }
}
