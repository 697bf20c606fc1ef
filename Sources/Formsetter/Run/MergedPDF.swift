import FormCairo
import FormLayout
import Foundation

/// One PDF holding several forms, one after another, with an outline entry at the first page
/// of each: the print file of a mail merge. Fonts are embedded once for the whole document,
/// whose structure tags are decided once for it (`tagged`), whatever look each form is drawn in.
public final class MergedPDF {
    /// A failure that leaves the document unusable (a page could not be drawn or written),
    /// unlike a form that cannot be read, which is simply left out.
    public struct Broken: Error { public var underlying: Error }

    private let formsetter: Formsetter
    private let stream: PageStream
    private let tagged: Bool
    private var outline: [OutlineEntry] = []

    /// A document written to `sink` when it is finished. `tagged`: its pages carry structure
    /// tags, which only forms whose look tags pages may join (`Formsetter.tagsPages`, true for
    /// every form: paper); untagged, any form may, paper drawn without its tags.
    public init(formsetter: Formsetter, linkMap: [String: String] = [:], tagged: Bool, sink: PageSink) {
        self.formsetter = formsetter
        self.tagged = tagged
        stream = PageStream(fonts: formsetter.fonts, output: .pdf, linkMap: linkMap, sink: sink)
        stream.tagged = tagged
    }

    /// Forms added so far.
    public var count: Int { outline.count }

    /// Adds `input` drawn with `options` (paper pages, normally), under `title` in the outline,
    /// unless `admit`, given the decoding diagnostics, says no (then those are returned and
    /// nothing is drawn). Throws the decoding or option failure of a form that is then left
    /// out, or `Broken`.
    public func add(_ input: Data, options: Formsetter.Options, title: String,
                    admit: ([Diagnostic]) -> Bool = { _ in true }) throws -> [Diagnostic] {
        try formsetter.checkOptions(options)
        let decoded = try Formsetter.decode(input, options: options)
        guard admit(decoded.diagnostics) else { return decoded.diagnostics }
        if tagged, !Formsetter.tagsPages(decoded.form, options: options) {
            throw FormsetterError.untaggedLookInTaggedMerge(title)
        }
        let firstPage = stream.pageCount
        let drawn = try formsetter.draw(decoded, options: options, into: stream, tagging: tagged)
        if let failure = drawn.failure { throw Broken(underlying: failure) }
        if stream.pageCount > firstPage { outline.append(OutlineEntry(title: title, page: firstPage, y: 0)) }
        return drawn.diagnostics
    }

    /// Ends the document with `title` and writes it to the sink.
    public func finish(title: String?) throws {
        do { try stream.finish(LayoutTree(pages: [], title: title, outline: outline)) } catch { throw Broken(underlying: error) }
    }
}
