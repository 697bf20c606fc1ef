import CQPDF
import Foundation

/// The parts of an accessible PDF (PDF/UA-1) that cairo cannot write, added with libqpdf to
/// the structure tree cairo wrote: each widget annotation inside the `Form` element its box
/// left in reading order (`StructureTags.formField`), with `/StructParent` and its entry in
/// the parent tree; the language, `/MarkInfo`, `/ViewerPreferences /DisplayDocTitle` and the
/// XMP metadata with the title and the PDF/UA identification.
struct PDFStructure {
    let document: QPDFDocument

    /// Puts each widget of `widgets` (per page, in box order) into its `Form` element: an
    /// object reference `<< /Type /OBJR /Obj widget /Pg page >>` among the element's kids.
    /// Throws when the tree does not hold one `Form` element per widget.
    func attach(_ widgets: [[qpdf_oh]]) throws(RenderError) {
        let placed = widgets.enumerated().flatMap { index, widgets in widgets.map { (widget: $0, page: document.page(index)) } }
        guard !placed.isEmpty else { return }
        guard let root = document.value("StructTreeRoot", in: document.root) else {
            throw .pdfPostProcessing("the PDF has \(placed.count) form fields but no structure tree to put them in")
        }
        let forms = elements(named: StructureTags.formField, under: root)
        guard forms.count == placed.count else {
            throw .pdfPostProcessing("the structure tree has \(forms.count) form elements for \(placed.count) form fields")
        }
        let (parentTree, nums) = parentTreeNumbers(root)
        var key = nextParentTreeKey(nums, root: root)
        for (form, field) in zip(forms, placed) {
            let reference = document.dictionary(["Type": document.name("OBJR"), "Obj": field.widget, "Pg": field.page])
            if let kids = document.value("K", in: form), let items = document.items(of: kids) {
                document.set("K", document.array(items + [reference]), in: form)
            } else if let kid = document.value("K", in: form) {
                document.set("K", document.array([kid, reference]), in: form)
            } else {
                document.set("K", reference, in: form)
                document.set("Pg", field.page, in: form)
            }
            document.set("StructParent", document.integer(key), in: field.widget)
            document.append(document.integer(key), to: nums)
            document.append(form, to: nums)
            key += 1
        }
        document.set("ParentTree", parentTree, in: root)
        document.set("ParentTreeNextKey", document.integer(key), in: root)
    }

    /// Marks the document tagged and adds what PDF/UA-1 asks of a tagged document besides
    /// the tree: `/Lang` (when known), the viewer showing the title rather than the file
    /// name, and XMP metadata naming the title and PDF/UA part 1.
    func declareAccessible(title: String?, language: String?) {
        document.markTagged()
        if let language { document.setLanguage(language) }
        document.set("ViewerPreferences", document.dictionary(["DisplayDocTitle": document.bool(true)]), in: document.root)
        let metadata = XMPMetadata(title: title, language: language, creatorTool: PDFCreator.name).packet
        document.set("Metadata", document.stream(Data(metadata.utf8), dictionary: [
            "Type": document.name("Metadata"), "Subtype": document.name("XML"),
        ]), in: document.root)
    }

    /// The structure elements of type `name` under `element`, in the tree's (reading) order.
    private func elements(named name: String, under element: qpdf_oh) -> [qpdf_oh] {
        guard let kids = document.value("K", in: element) else { return [] }
        var found: [qpdf_oh] = []
        for kid in document.items(of: kids) ?? [kids] where document.isDictionary(kid) {
            // Marked-content and object references (/MCR, /OBJR) are leaves, not elements.
            guard let type = document.value("S", in: kid).flatMap(document.nameValue) else { continue }
            if type == name { found.append(kid) }
            found += elements(named: name, under: kid)
        }
        return found
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
