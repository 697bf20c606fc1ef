import CQPDF
import Foundation
import FormLayout
import FormModel

/// Link annotations written with libqpdf rather than cairo 1.16's link tags, which leave an
/// xref entry for an object they never write (qpdf: "file is damaged"). Each says what it
/// links (`/Contents`: the linked words, else the URL) and its page asks for structure order
/// (`/Tabs /S`), as PDF/UA-1 7.18.5 and 7.18.3 ask; `PDFStructure` puts it in a `Link` element.
struct PDFLinkAnnotations {
    let document: QPDFDocument

    /// An annotation and the index of the page's box whose link it is.
    typealias Added = (box: Int, annotation: qpdf_oh)

    /// Adds one `/Link` annotation with a `/URI` action per link of each page whose target
    /// `resolve` turns into a URL that `LinkPolicy` allows; returns them per page.
    func add(_ pages: [Page], resolve: (String) -> String?) -> [[Added]] {
        // Reading the page tree parses every page: only a document with links needs it.
        guard pages.contains(where: { !$0.links.isEmpty }) else { return pages.map { _ in [] } }
        let pageCount = document.pageCount
        return pages.enumerated().map { index, page in
            guard index < pageCount, !page.links.isEmpty else { return [] }
            let pdfPage = document.page(index)
            let height = document.pageHeight(pdfPage)
            var added: [Added] = []
            for (box, links) in page.boxes.map(\.links).enumerated() {
                for link in links {
                    guard let url = resolve(link.target), LinkPolicy.isClickable(url), !link.rects.isEmpty else { continue }
                    let annotation = annotation(url: url, rects: link.rects, pageHeight: height)
                    let words = link.text.trimmingCharacters(in: .whitespacesAndNewlines)
                    document.set("Contents", document.text(words.isEmpty ? url : words), in: annotation)
                    document.addAnnotation(annotation, to: pdfPage)
                    added.append((box, annotation))
                }
            }
            if !added.isEmpty { document.set("Tabs", document.name("S"), in: pdfPage) }
            return added
        }
    }

    private func annotation(url: String, rects: [Rect], pageHeight: Double) -> qpdf_oh {
        let left = rects.map(\.x).min()!, right = rects.map(\.maxX).max()!
        let top = rects.map(\.y).min()!, bottom = rects.map(\.maxY).max()!
        // One quadrilateral per line: left-top, right-top, right-bottom, left-bottom (y up).
        let quads = rects.flatMap { rect in
            [rect.x, pageHeight - rect.y, rect.maxX, pageHeight - rect.y, rect.maxX, pageHeight - rect.maxY, rect.x, pageHeight - rect.maxY]
        }
        return document.indirect(document.dictionary([
            "Type": document.name("Annot"),
            "Subtype": document.name("Link"),
            "Rect": document.numbers([left, pageHeight - bottom, right, pageHeight - top]),
            "QuadPoints": document.numbers(quads),
            "Border": document.numbers([0, 0, 0]),
            "F": document.integer(4),
            "A": document.dictionary(["S": document.name("URI"), "URI": document.bytes(Self.sevenBit(url))]),
        ]))
    }

    /// PDF URIs are 7-bit ASCII: other characters are percent-encoded as UTF-8.
    static func sevenBit(_ url: String) -> String {
        url.unicodeScalars.allSatisfy(\.isASCII) ? url
            : url.unicodeScalars.map { $0.isASCII ? String($0) : $0.utf8Bytes.map { String(format: "%%%02X", $0) }.joined() }.joined()
    }
}

extension QPDFDocument {
    /// Appends `annotation` to the page's /Annots array, creating it when missing.
    func addAnnotation(_ annotation: qpdf_oh, to page: qpdf_oh) {
        if let annots = value("Annots", in: page) {
            append(annotation, to: annots)
        } else {
            set("Annots", array([annotation]), in: page)
        }
    }
}

private extension Unicode.Scalar {
    var utf8Bytes: [UInt8] { Array(String(self).utf8) }
}
