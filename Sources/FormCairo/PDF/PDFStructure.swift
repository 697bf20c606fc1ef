import CQPDF
import Foundation
import FormLayout

/// The parts of an accessible PDF (PDF/UA-1) that cairo cannot write, added with libqpdf to
/// the structure tree cairo wrote: a `Form` element per widget and a `Link` element per link
/// annotation, holding only its object reference, at its place in reading order among the
/// root element's children, with `/StructParent` and its entry in the parent tree; the language, `/MarkInfo`,
/// `/ViewerPreferences /DisplayDocTitle` and the XMP metadata with the title and the PDF/UA
/// identification.
struct PDFStructure {
    let document: QPDFDocument

    /// An annotation, the structure element it goes in, its page and its place: the index of
    /// the root element's child it goes before (`PagePainter.draw`).
    struct Placed {
        var annotation: qpdf_oh
        var role: String
        var page: Int
        var place: Int
    }

    /// The widgets (per page, in the order of the boxes with a field) and the link annotations
    /// (per page, with the index of their box) of `pages`, with the places of `places` (per
    /// page, one per box with a field or links, in box order), in reading order.
    func placed(widgets: [[qpdf_oh]], links: [[PDFLinkAnnotations.Added]], pages: [Page], places: [[Int]]) throws(RenderError) -> [Placed] {
        var placed: [Placed] = []
        for (index, page) in pages.enumerated() {
            let boxes = page.boxes.indices.filter { page.boxes[$0].field != nil || !page.boxes[$0].links.isEmpty }
            let pageWidgets = widgets.indices.contains(index) ? widgets[index] : []
            let pageLinks = links.indices.contains(index) ? links[index] : []
            guard places.indices.contains(index), places[index].count == boxes.count else {
                throw .pdfPostProcessing("page \(index + 1) has annotations the drawing placed no structure element for")
            }
            let placeOf = Dictionary(uniqueKeysWithValues: zip(boxes, places[index]))
            let fieldBoxes = boxes.filter { page.boxes[$0].field != nil }
            guard pageWidgets.count == fieldBoxes.count, pageLinks.allSatisfy({ placeOf[$0.box] != nil }) else {
                throw .pdfPostProcessing("page \(index + 1) has \(pageWidgets.count) widgets for \(fieldBoxes.count) fields")
            }
            var onPage = zip(pageWidgets, fieldBoxes).map { Placed(annotation: $0, role: StructureTags.formField, page: index, place: placeOf[$1]!) }
            onPage += pageLinks.map { Placed(annotation: $0.annotation, role: StructureTags.link, page: index, place: placeOf[$0.box]!) }
            // By place, and in the order added within one place (a box's links).
            placed += onPage.enumerated().sorted { ($0.element.place, $0.offset) < ($1.element.place, $1.offset) }.map(\.element)
        }
        return placed
    }

    /// Puts each annotation into an element of its own (`Form` for a widget, `Link` for a link):
    /// `<< /S /Form /K << /Type /OBJR /Obj annotation /Pg page >> >>`, inserted among the
    /// children of the tree's root element at its place, with `/StructParent` and its entry in
    /// the parent tree. `elements` is how many children the painter began: throws when cairo's
    /// tree has another number.
    func attach(_ annotations: [Placed], elements: Int) throws(RenderError) {
        guard !annotations.isEmpty else { return }
        guard let root = document.value("StructTreeRoot", in: document.root), let top = document.value("K", in: root),
              let element = (document.items(of: top) ?? [top]).first, document.isDictionary(element) else {
            throw .pdfPostProcessing("the PDF has annotations but no structure tree to put them in")
        }
        let kids = document.value("K", in: element).map { document.items(of: $0) ?? [$0] } ?? []
        guard kids.count == elements, kids.allSatisfy(document.isDictionary) else {
            throw .pdfPostProcessing("the structure tree's root element has \(kids.count) children, not the \(elements) elements drawn")
        }
        let added = annotations.map { annotation in
            let page = document.page(annotation.page)
            let reference = document.dictionary(["Type": document.name("OBJR"), "Obj": annotation.annotation, "Pg": page])
            let own = document.indirect(document.dictionary([
                "Type": document.name("StructElem"), "S": document.name(annotation.role), "P": element, "Pg": page, "K": reference,
            ]))
            // The linked words are drawn in the element of their box's text: the Link element
            // names them for what it holds, its annotation (outloud LNK-003).
            if annotation.role == StructureTags.link, let contents = document.value("Contents", in: annotation.annotation) {
                document.set("Alt", contents, in: own)
            }
            return (place: annotation.place, element: own, annotation: annotation.annotation)
        }
        var children: [qpdf_oh] = []
        var next = added.startIndex
        for index in 0...kids.count {
            while next < added.endIndex, added[next].place == index {
                children.append(added[next].element)
                next += 1
            }
            if index < kids.count { children.append(kids[index]) }
        }
        guard next == added.endIndex else { throw .pdfPostProcessing("the annotations' places are not in drawing order") }
        document.set("K", document.array(children), in: element)
        let (parentTree, nums) = parentTreeNumbers(root)
        var key = nextParentTreeKey(nums, root: root)
        for (_, element, annotation) in added {
            document.set("StructParent", document.integer(key), in: annotation)
            document.append(document.integer(key), to: nums)
            document.append(element, to: nums)
            key += 1
        }
        document.set("ParentTree", parentTree, in: root)
        document.set("ParentTreeNextKey", document.integer(key), in: root)
    }

    /// Marks the document tagged and adds what PDF/UA-1 asks of a tagged document besides
    /// the tree: `/Lang` (when known), the viewer showing the title rather than the file
    /// name, and XMP metadata naming the title and, when there is one, PDF/UA part 1.
    func declareAccessible(title: String?, language: String?) {
        document.markTagged()
        if let language { document.setLanguage(language) }
        document.set("ViewerPreferences", document.dictionary(["DisplayDocTitle": document.bool(true)]), in: document.root)
        let metadata = XMPMetadata(title: title, language: language, creatorTool: PDFCreator.name).packet
        document.set("Metadata", document.stream(Data(metadata.utf8), dictionary: [
            "Type": document.name("Metadata"), "Subtype": document.name("XML"),
        ]), in: document.root)
    }

    /// The parent tree's dictionary and its `/Nums` array (cairo writes one flat array),
    /// made when cairo wrote none.
    private func parentTreeNumbers(_ root: qpdf_oh) -> (tree: qpdf_oh, nums: qpdf_oh) {
        if let tree = document.value("ParentTree", in: root), let nums = document.value("Nums", in: tree), document.items(of: nums) != nil {
            return (tree, nums)
        }
        let nums = document.array([])
        return (document.indirect(document.dictionary(["Nums": nums])), nums)
    }

    /// The first key after those in use: past the largest in `nums` and `/ParentTreeNextKey`.
    private func nextParentTreeKey(_ nums: qpdf_oh, root: qpdf_oh) -> Int {
        let items = document.items(of: nums) ?? []
        let keys = stride(from: 0, to: items.count, by: 2).compactMap { document.integerValue(items[$0]) }
        let declared = document.value("ParentTreeNextKey", in: root).flatMap(document.integerValue) ?? 0
        return max(declared, (keys.max() ?? -1) + 1)
    }
}
