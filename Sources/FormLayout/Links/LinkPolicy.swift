import FormModel

/// Which link targets may become clickable: only web, mail and phone URLs. A `javascript:`,
/// `file:` or `data:` link in a form could run code or read files in the reader's viewer, so it
/// is drawn as plain text instead, with a warning.
public enum LinkPolicy {
    /// The most links one text keeps; the rest of its links are drawn as plain text.
    public static let maximumLinksPerText = 100
    /// The most lines one link is clickable on (one rectangle each); its text goes on as link-coloured text.
    public static let maximumRectsPerLink = 100
    /// The most links one form keeps, over all its texts; the rest are drawn as plain text.
    public static let maximumLinksPerForm = 1_000
    /// The most characters (UTF-16 units) one form's links may cover, over all its texts: each
    /// line a link covers costs a rectangle and two measurements, so this bounds them per form
    /// (about 1,500 lines). The links past it are drawn as plain text.
    public static let maximumLinkedCharactersPerForm = 100_000

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
    /// label or detail. Past the per-text and per-form budgets, links are drawn as plain text, with
    /// one warning each.
    public static func apply(to form: Form, log: DiagnosticLog) -> Form {
        // Written back only where a link goes: rewriting every cell would copy the whole form.
        var form = form
        var budget = FormLinkBudget()
        for g in form.groups.indices {
            let group = form.groups[g]
            if let title = group.title, let kept = filtered(title, at: (group.sourcePath.isEmpty ? group.id : group.sourcePath) + ".title", budget: &budget, log: log) {
                form.groups[g].title = kept
            }
            for s in group.sections.indices {
                for (c, cell) in group.sections[s].cells.enumerated() {
                    let path = cell.sourcePath.isEmpty ? cell.id : cell.sourcePath
                    if let label = cell.label, let kept = filtered(label, at: path + ".label", budget: &budget, log: log) {
                        form.groups[g].sections[s].cells[c].label = kept
                    }
                    if let detail = cell.detail, let kept = filtered(detail, at: path + ".detail", budget: &budget, log: log) {
                        form.groups[g].sections[s].cells[c].detail = kept
                    }
                }
            }
        }
        return form
    }

    /// `text` without its unsafe links and those past the budgets; nil when every link is kept.
    private static func filtered(_ text: RichText, at path: String, budget: inout FormLinkBudget, log: DiagnosticLog) -> RichText? {
        guard !text.links.isEmpty else { return nil }
        var capped = text
        if text.links.count > maximumLinksPerText {
            log.warn("\(path).links", "\(text.links.count) links; the first \(maximumLinksPerText) are links, the rest are drawn as plain text")
            capped.links = Array(text.links.prefix(maximumLinksPerText))
        }
        capped = filter(capped, at: path, log: log)
        let affordable = budget.take(capped.links, textLength: text.text.utf16.count)
        if affordable < capped.links.count {
            budget.warnOnce(at: "\(path).links", log: log)
            capped.links = Array(capped.links.prefix(affordable))
        }
        return capped.links.count == text.links.count ? nil : capped
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

/// What is left of a form's link budgets (`LinkPolicy.maximumLinksPerForm`,
/// `maximumLinkedCharactersPerForm`) as its texts are read in order.
struct FormLinkBudget {
    private var links = LinkPolicy.maximumLinksPerForm
    private var characters = LinkPolicy.maximumLinkedCharactersPerForm
    private var warned = false

    /// How many of `wanted`, from the first, fit what is left; takes them from the budget.
    mutating func take(_ wanted: [RichText.Link], textLength: Int) -> Int {
        var taken = 0
        for link in wanted {
            let length = max(0, min(link.range.upperBound, textLength) - max(link.range.lowerBound, 0))
            guard links > 0, length <= characters else { break }
            links -= 1
            characters -= length
            taken += 1
        }
        return taken
    }

    /// One warning for the form, at the first text the budget cut.
    mutating func warnOnce(at path: String, log: DiagnosticLog) {
        guard !warned else { return }
        warned = true
        log.warn(path, "the form's links reach its budget (\(LinkPolicy.maximumLinksPerForm) links, \(LinkPolicy.maximumLinkedCharactersPerForm) linked characters); from here on links are drawn as plain text")
    }
}
