import Foundation
import FormModel

/// A printed link cannot be clicked: paper writes its address after its text, in brackets
/// ("terms (https://example.com/terms)"). Only web, mail and phone links are written (mail and
/// phone without their scheme); a key of the form that the link map does not send to a URL is
/// an internal target and gets nothing.
enum PaperLinkURLs {
    /// `text` with the address of each of its URL links after the link's span; the links keep
    /// their spans (shifted past the inserted addresses), so the twin's link areas still cover the
    /// text itself.
    static func written(_ text: RichText, linkMap: [String: String]) -> RichText {
        guard !text.links.isEmpty else { return text }
        var utf16 = Array(text.text.utf16)
        var links = text.links
        // From the last span back, so earlier offsets stay valid while text is inserted.
        for index in links.indices.sorted(by: { links[$0].range.upperBound > links[$1].range.upperBound }) {
            let link = links[index]
            guard let shown = address(of: link.target, linkMap: linkMap), link.range.upperBound <= utf16.count else { continue }
            let spanText = String(decoding: utf16[link.range], as: UTF16.self)
            if spanText.contains(shown) { continue }
            let insertion = Array(" (\(shown))".utf16)
            utf16.insert(contentsOf: insertion, at: link.range.upperBound)
            for other in links.indices where links[other].range.lowerBound >= link.range.upperBound && other != index {
                links[other].range = (links[other].range.lowerBound + insertion.count)..<(links[other].range.upperBound + insertion.count)
            }
        }
        return RichText(String(decoding: utf16, as: UTF16.self), links: links)
    }

    /// What a reader types to follow `target`: the URL, a mail address, a phone number; nil for
    /// an internal target or a scheme links may not use.
    static func address(of target: String, linkMap: [String: String]) -> String? {
        let url = LinkArea(target: target, rects: []).isURL ? target : linkMap[target]
        guard let url, LinkPolicy.isClickable(url) else { return nil }
        for scheme in ["mailto:", "tel:"] where url.lowercased().hasPrefix(scheme) {
            return String(url.dropFirst(scheme.count)).removingPercentEncoding ?? String(url.dropFirst(scheme.count))
        }
        return url
    }

    /// Every title, label and detail of `form` with its addresses written.
    static func apply(to form: inout Form, linkMap: [String: String]) {
        for g in form.groups.indices {
            if let title = form.groups[g].title, !title.links.isEmpty { form.groups[g].title = written(title, linkMap: linkMap) }
            for s in form.groups[g].sections.indices {
                for c in form.groups[g].sections[s].cells.indices {
                    let cell = form.groups[g].sections[s].cells[c]
                    if let label = cell.label, !label.links.isEmpty { form.groups[g].sections[s].cells[c].label = written(label, linkMap: linkMap) }
                    if let detail = cell.detail, !detail.links.isEmpty { form.groups[g].sections[s].cells[c].detail = written(detail, linkMap: linkMap) }
                }
            }
        }
    }
}
