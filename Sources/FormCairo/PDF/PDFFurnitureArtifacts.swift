import CQPDF
import Foundation

/// Page furniture marked as an artifact where cairo cannot mark it (`CairoBugs.rejectsArtifactTag`):
/// `PDFDocumentWriter` has cairo draw each page's furniture (rules, boxes, running headers and
/// footers, a comb's separators) on a page of its own just before the page's content. `fold`
/// makes each furniture page's content stream a form XObject, paints it first on the page after
/// inside `/Artifact BMC … EMC`, and removes the furniture page. cairo's content is not edited:
/// its stream only gains the entries of a form, and the page a content stream of its own.
struct PDFFurnitureArtifacts {
    let document: QPDFDocument
    /// The furniture form's name in a page's resources (cairo names its own `/x<n>`).
    static let formName = "FormsetterFurniture"
    /// The page's first content stream: the furniture, under everything else and marked.
    static let wrapper = "/Artifact BMC q /\(formName) Do Q EMC\n"

    /// Folds pages 1, 3, 5… (from 0: the furniture) each into the page after it.
    func fold() throws(RenderError) {
        let count = document.pageCount
        guard count % 2 == 0 else { throw .pdfPostProcessing("the PDF cairo wrote has \(count) pages, not a furniture page before each page") }
        let pairs = stride(from: 0, to: count, by: 2).map { (furniture: document.page($0), page: document.page($0 + 1)) }
        for (furniture, page) in pairs {
            guard let content = document.value("Contents", in: furniture), document.isStream(content),
                  let resources = document.value("Resources", in: page), let pageContent = document.value("Contents", in: page) else {
                throw .pdfPostProcessing("a furniture page cairo wrote has no single content stream, or its page no resources")
            }
            let form = document.streamDictionary(content)
            document.set("Type", document.name("XObject"), in: form)
            document.set("Subtype", document.name("Form"), in: form)
            for key in ["MediaBox", "Resources"] {
                guard let value = document.value(key, in: furniture) else { continue }
                document.set(key == "MediaBox" ? "BBox" : key, value, in: form)
            }
            let forms = document.value("XObject", in: resources) ?? {
                let forms = document.dictionary([:])
                document.set("XObject", forms, in: resources)
                return forms
            }()
            document.set(Self.formName, content, in: forms)
            let wrapper = document.stream(Data(Self.wrapper.utf8), dictionary: [:])
            document.set("Contents", document.array([wrapper, pageContent]), in: page)
        }
        for (furniture, _) in pairs { try document.removePage(furniture) }
    }
}
