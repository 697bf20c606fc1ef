import Foundation

/// What a streaming render made and found; the pages themselves went to the sink.
public struct StreamedRender: Sendable {
    /// The decoded form.
    public var form: Form
    /// Pages drawn (PDF pages or PNG/SVG files).
    public var pageCount: Int
    /// Decoding, layout and font diagnostics, in that order.
    public var diagnostics: [Diagnostic]
    /// Every link of every page, in page order (for `unmappedLinks`).
    public var links: [LinkArea]
}

extension Formsetter {
    /// Decodes, lays out and renders JSON input in one pass: each page is drawn and handed to
    /// `sink` as soon as it is laid out, so memory does not grow with the number of pages
    /// (`render(_:as:)` returns the same bytes, all at once). Throws like `layout` and `render`.
    public func render(_ input: Data, options: Options, as type: OutputType, scale: Double = 2,
                       linkMap: [String: String] = [:], to sink: PageSink) throws -> StreamedRender {
        guard [1, 2, 3].contains(scale) else { throw UsageError("--scale must be 1, 2 or 3") }
        try checkOptions(options)
        let decoded = try FormDecoder.decode(input, format: options.format, values: options.values, errors: options.errors)
        let stream = PageStream(fonts: fonts, type: type, scale: scale, linkMap: linkMap, sink: sink)
        var failure: Error?
        var links: [LinkArea] = []
        let result = try layout(decoded.form, diagnostics: decoded.diagnostics, options: options) { page in
            guard failure == nil else { return }
            links += page.links
            do { try stream.add(page) } catch { failure = error }
        }
        if let failure {
            // Pages already queued finish first, so nothing writes after the caller cleans up.
            try? stream.finish()
            throw failure
        }
        try stream.finish()
        let fontNotes = FontDiagnostics.diagnostics(for: fonts.takeEvents(), in: result.form)
        return StreamedRender(form: result.form, pageCount: stream.pageCount, diagnostics: result.diagnostics + fontNotes, links: links)
    }

    /// One note per link key that stays unclickable because it is not a URL and the map lacks it.
    public static func unmappedLinks(_ links: [LinkArea], linkMap: [String: String]) -> [Diagnostic] {
        var seen: Set<String> = []
        return links.compactMap { link in
            guard !link.isURL, linkMap[link.target] == nil, seen.insert(link.target).inserted else { return nil }
            return Diagnostic(.note, path: "", "link \"\(link.target)\" has no URL in the link map; it is not clickable")
        }
    }
}
