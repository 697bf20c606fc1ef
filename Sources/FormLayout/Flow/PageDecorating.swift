import Foundation
import FormModel

/// A skin made for paper: it may change the form before layout (expand groups, drop buttons),
/// reserves bands for a running header and footer on paper pages, repeats a group's title after
/// a page break, and draws the page furniture once the page count is known.
public protocol PageDecorating: Skin {
    /// Height kept free at the top of each paper page's content area for the running header.
    var headerBand: Double { get }
    /// Height kept free at the bottom of each paper page's content area for the footer.
    var footerBand: Double { get }
    /// The form as this look draws it, for rows `contentWidth` wide.
    func prepare(_ form: Form, contentWidth: Double) -> Form
    /// The group whose header is repeated at the top of a page that continues it.
    func continued(_ group: Group) -> Group
    /// The header and footer boxes of page `number` (from 1) of `count`.
    /// `identifier` is the form's own id, when its format has one; `marksRequired`: some
    /// question on the pages is marked required, so the footer explains the mark; `code`: the
    /// page's QR code, drawn with the registration marks (nil: a page without them).
    func furniture(page number: Int, of count: Int, size: Size, margin: Double, title: String?, identifier: String?,
                   marksRequired: Bool, code: PaperCodeSymbol?, measurer: TextMeasurer) -> [LayoutBox]
    /// Whether paper pages carry registration marks and a QR code (`PaperSheetMarks`).
    var printsSheetMarks: Bool { get }
    /// The print run's record the pages print, which their codes carry; nil outside a run.
    var printRunRecord: PrintRunRecord? { get }
    /// The BCP 47 tag of the language the look words its pages in (a PDF's `/Lang`); nil when
    /// it adds no words of its own.
    var language: String? { get }
}

extension PageDecorating {
    public var language: String? { nil }
    public var printsSheetMarks: Bool { false }
    public var printRunRecord: PrintRunRecord? { nil }
}

extension Form {
    /// The title a document of this form shows (its running header, H1, `/Title` and
    /// `dc:title`): its own, else its first titled group's, else the text of the text cell the
    /// form opens with (a GIGFormulary index header, a hyperoslo text cell) when its first cell is
    /// one and says one line. Never a question's label, and never invented: a form with none of these has
    /// no title, and its PDF does not claim PDF/UA.
    public var displayTitle: String? {
        if let title, !title.isEmpty { return title }
        if let group = groups.lazy.compactMap({ $0.title?.text }).first(where: { !$0.isEmpty }) { return group }
        var reading = cells.makeIterator()
        guard let first = reading.next(), first.kind == .label,
              let text = first.label?.text.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty, !text.contains(where: \.isNewline) else { return nil }
        return text
    }
}
