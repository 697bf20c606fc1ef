import FormCairo
import FormLayout
import Foundation

/// What a streaming render made and found; the pages themselves went to the sink. It does not
/// keep the form: that is freed before the PDF is finished (`layout` returns it).
public struct StreamedRender: Sendable {
    /// Pages drawn (PDF pages or PNG/SVG files).
    public var pageCount: Int
    /// Decoding, state, layout and font diagnostics, in that order.
    public var diagnostics: [Diagnostic]
    /// Every link of every page, in page order (for `unmappedLinks`).
    public var links: [LinkArea]
}

extension Formsetter {
    /// Decodes, lays out and renders JSON input in one pass: each PNG or SVG page is drawn and
    /// handed to `sink` as soon as it is laid out, so memory does not grow with the number of
    /// pages; PDF pages are drawn as they come and the document, post-processed by libqpdf, goes
    /// to the sink at the end (`render(_:as:)` returns the same bytes, all at once). Throws like
    /// `layout` and `render`. Input held nowhere else is freed once parsed.
    public func render(_ input: consuming Data, options: Options, as type: OutputType, scale: Double = 2,
                       linkMap: [String: String] = [:], to sink: PageSink) throws -> StreamedRender {
        if type == .png, !FormsetterError.scales.contains(scale) {
            throw FormsetterError.scaleNotSupported(scale, allowed: FormsetterError.scales)
        }
        try checkOptions(options)
        let stream = PageStream(fonts: fonts, output: OutputFormat(type, scale: scale), linkMap: linkMap, sink: sink)
        let digest = options.skinOptions.fillable ? SHA256.hex(input) : nil
        let decoded = try Formsetter.decode(consume input, options: options)
        let options = options.recordingTwin(of: decoded.format, digest: digest)
        let drawn = try draw(decoded, options: options, into: stream)
        if let failure = drawn.failure {
            // Pages already queued finish first, so nothing writes after the caller cleans up.
            try? stream.finish(drawn.tree)
            throw failure
        }
        try stream.finish(drawn.tree)
        return StreamedRender(pageCount: stream.pageCount, diagnostics: drawn.diagnostics + stream.diagnostics, links: drawn.links)
    }

    /// Lays `decoded` out into `stream`, page by page. The form ends with this call, so
    /// libqpdf's objects for the finished PDF do not come on top of it. The look decides whether
    /// the pages are tagged, unless the stream's document already did (`tagging`, a merged PDF).
    func draw(_ decoded: consuming DecodedForm, options: Options, into stream: PageStream, tagging: Bool? = nil) throws
        -> (tree: LayoutTree, diagnostics: [Diagnostic], links: [LinkArea], failure: Error?) {
        var failure: Error?
        var links: [LinkArea] = []
        let result = try layout(decoded.form, diagnostics: decoded.diagnostics, options: options, emit: { page in
            guard failure == nil else { return }
            links += page.links
            do { try stream.add(page) } catch { failure = error }
        }, tagged: { stream.tagged = tagging ?? $0 }, fontMet: stream.prepare)
        return (result.tree, result.diagnostics, links, failure)
    }

    /// One note per link key that stays unclickable because it is not a URL and the map lacks it,
    /// and one warning per key the map sends to a scheme `LinkPolicy` does not allow.
    public static func unmappedLinks(_ links: [LinkArea], linkMap: [String: String]) -> [Diagnostic] {
        var seen: Set<String> = []
        return links.compactMap { link in
            guard !link.isURL, seen.insert(link.target).inserted else { return nil }
            guard let url = linkMap[link.target] else {
                return Diagnostic(.note, path: "", "link \"\(link.target)\" has no URL in the link map; it is not clickable")
            }
            guard LinkPolicy.isClickable(url) else {
                return Diagnostic(.warning, path: "link map.\(link.target)", "\"\(url)\" is not an http, https, mailto or tel URL; the link is not clickable")
            }
            return nil
        }
    }
}
