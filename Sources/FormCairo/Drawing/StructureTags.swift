import FormLayout
import FormModel

/// What a tagged PDF page's boxes become in the structure tree cairo writes (PDF/UA-1): the
/// first page's running header is the document's heading (H1), group titles H2, field titles
/// Lbl, hints, option texts, printed values and text cells (headers, intros) P; the form's id
/// printed beside the title in the first page's running header is a P of its own (not glued to
/// the heading). A running header that says only the first group's title (a form titled by its
/// first group) is not said twice: that group title is the H1 and the running header furniture.
/// Rules, boxes, a comb's separators and the page furniture (running headers, footers) are artifacts. The twin's widgets and the link
/// annotations get `Form` and `Link` elements of their own after their boxes' elements in
/// reading order (`PDFStructure.attach`).
struct StructureTags {
    /// The page is the document's first: its running header is the title.
    var firstPage: Bool
    /// cairo writes `Artifact` marked content (`CairoBugs.rejectsArtifactTag` is false); else
    /// the furniture is drawn apart and marked by `PDFFurnitureArtifacts`.
    var marksArtifacts: Bool
    /// The frame of the first page's first group title when it says the running header's
    /// title: that group title is the document's heading.
    private var titleBox: Rect?

    /// The tags of `boxes`, a page's.
    init(firstPage: Bool, marksArtifacts: Bool, boxes: [LayoutBox] = []) {
        self.firstPage = firstPage
        self.marksArtifacts = marksArtifacts
        guard firstPage, let header = boxes.first(where: Self.isRunningHeader), let group = boxes.first(where: { $0.role == .groupHeader }),
              Self.words(of: header.text) == Self.words(of: group.text) else { return }
        titleBox = group.frame
    }

    private static func isRunningHeader(_ box: LayoutBox) -> Bool { box.role == .separator && box.id == "page-header" }

    /// The words `lines` say (furniture lines left out), white space made single.
    private static func words(of lines: [TextLine]) -> [Substring] {
        lines.filter { !$0.isFurniture }.flatMap { $0.text.split(whereSeparator: \.isWhitespace) }
    }

    /// Whether `line` of the running header is its title: the paper look prints the title from
    /// the header's left edge and the form's id flush right beside it.
    private static func isTitleLine(_ line: TextLine, of header: LayoutBox) -> Bool {
        line.origin.x <= header.frame.x + 0.5
    }

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
        case .separator: return firstPage && titleBox == nil && Self.isRunningHeader(box) ? "H1" : nil
        case .groupHeader: return firstPage && box.frame == titleBox ? "H1" : "H2"
        case .title: return "Lbl"
        default: return "P"
        }
    }

    /// The tag around one line of `box`: its element, `Artifact` for furniture, or nil when
    /// furniture cannot be marked.
    func tag(for line: TextLine, in box: LayoutBox) -> String? {
        if firstPage, Self.isRunningHeader(box), !Self.isTitleLine(line, of: box) { return "P" }
        guard !line.isFurniture, let tag = textTag(for: box) else { return artifactTag }
        return tag
    }

    /// The tag around a box's fill, outline and shapes, which are always furniture.
    var artifactTag: String? { marksArtifacts ? Self.artifact : nil }
}
