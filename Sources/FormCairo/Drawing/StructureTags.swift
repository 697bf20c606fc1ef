import FormLayout
import FormModel

/// What a tagged PDF page's boxes become in the structure tree cairo writes (PDF/UA-1): the
/// first page's running header is the document's heading (H1), group titles H2, field titles
/// Lbl, hints, option texts and printed values P; rules, boxes, a comb's separators and the
/// page furniture (running headers, footers) are artifacts. The twin's widgets and the link
/// annotations get `Form` and `Link` elements of their own after their boxes' elements in
/// reading order (`PDFStructure.attach`).
struct StructureTags {
    /// The page is the document's first: its running header is the title.
    var firstPage: Bool
    /// cairo writes `Artifact` marked content (`CairoBugs.rejectsArtifactTag` is false); else
    /// the furniture is drawn apart and marked by `PDFFurnitureArtifacts`.
    var marksArtifacts: Bool

    /// The element of the cairo tag that wraps the whole document.
    static let root = "Document"
    /// The element of a fillable box's widget.
    static let formField = "Form"
    /// The element of a link annotation.
    static let link = "Link"
    static let artifact = "Artifact"
    /// The colour of a PDF page with nothing drawn on it.
    static let pageColor = Color.white

    /// The indices of `boxes` in the order they enter the tree: as drawn, but the document's
    /// heading (the first page's running header, drawn after the page's content) first. It
    /// overlaps no box, so drawing it first changes nothing on the page.
    func readingOrder(_ boxes: [LayoutBox]) -> [Int] {
        var ordered = Array(boxes.indices)
        guard firstPage, let heading = boxes.firstIndex(where: { textTag(for: $0) == "H1" }) else { return ordered }
        ordered.insert(ordered.remove(at: heading), at: 0)
        return ordered
    }

    /// The element of a box's text lines; nil for page furniture.
    func textTag(for box: LayoutBox) -> String? {
        switch box.role {
        case .separator: return firstPage && box.id == "page-header" ? "H1" : nil
        case .groupHeader: return "H2"
        case .title: return "Lbl"
        default: return "P"
        }
    }

    /// The tag around one line of `box`: its element, `Artifact` for furniture, or nil when
    /// furniture cannot be marked.
    func tag(for line: TextLine, in box: LayoutBox) -> String? {
        guard !line.isFurniture, let tag = textTag(for: box) else { return artifactTag }
        return tag
    }

    /// The tag around a box's fill, outline and shapes, which are always furniture.
    var artifactTag: String? { marksArtifacts ? Self.artifact : nil }
}
