import FormCairo
import FormLayout
import Foundation

/// One PDF holding several forms, one after another, with an outline entry at the first page
/// of each: the print file of a mail merge. Fonts are embedded once for the whole document.
public final class MergedPDF {
    /// A failure that leaves the document unusable (a page could not be drawn or written),
    /// unlike a form that cannot be read, which is simply left out.
    public struct Broken: Error { public var underlying: Error }

    private let formsetter: Formsetter
    private let stream: PageStream
    private var outline: [OutlineEntry] = []

    /// A document written to `sink` when it is finished.
    public init(formsetter: Formsetter, linkMap: [String: String] = [:], sink: PageSink) {
        self.formsetter = formsetter
        stream = PageStream(fonts: formsetter.fonts, output: .pdf, linkMap: linkMap, sink: sink)
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
        let firstPage = stream.pageCount
        let drawn = try formsetter.draw(decoded, options: options, into: stream)
        if let failure = drawn.failure { throw Broken(underlying: failure) }
        if stream.pageCount > firstPage { outline.append(OutlineEntry(title: title, page: firstPage, y: 0)) }
        return drawn.diagnostics
    }

    /// Ends the document with `title` and writes it to the sink.
    public func finish(title: String?) throws {
        do { try stream.finish(LayoutTree(pages: [], title: title, outline: outline)) } catch { throw Broken(underlying: error) }
    }
}
