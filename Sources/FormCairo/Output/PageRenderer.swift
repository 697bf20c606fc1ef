import CFormPNG
import CPangoCairo
import Foundation
import FormLayout
import FormModel

/// Turns a LayoutTree into file bytes: one PDF for all pages, or one PNG or SVG per page.
public struct PageRenderer: Sendable {
    public let fonts: FontSystem
    /// The largest PNG side cairo's image surfaces allow.
    public static let maximumPixels = 32767
    /// The most pixels one PNG page may have (400 MB of pixel memory).
    public static let maximumPagePixels = 100_000_000
    /// A fixed date so PDF bytes do not change from run to run.
    static let pdfDate = "2000-01-01T00:00:00Z"

    public init(fonts: FontSystem) { self.fonts = fonts }

    /// The bytes of each output file: one for PDF, one per page for PNG and SVG. In PDF, links
    /// whose target is a URL, or a key `linkMap` maps to one, become clickable.
    public func render(_ tree: LayoutTree, as output: OutputFormat, linkMap: [String: String] = [:]) throws(RenderError) -> [Data] {
        switch output {
        case .pdf: [try pdf(tree, linkMap: linkMap)]
        case .svg: try tree.pages.map { page throws(RenderError) in try svg(page) }
        case let .png(scale): try pngPages(tree.pages, scale: scale)
        }
    }

    /// PNG pages, drawn and encoded on every core: each worker has its own font map.
    private func pngPages(_ pages: [Page], scale: Double) throws(RenderError) -> [Data] {
        for page in pages { _ = try pixelSize(page, scale: scale) }
        let workers = min(pages.count, ProcessInfo.processInfo.activeProcessorCount)
        let results = PageResults(count: pages.count)
        if workers > 1 {
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                let fontMap = fonts.makeThreadFontMap()
                for index in stride(from: worker, to: pages.count, by: workers) {
                    results.store(Result { () throws(RenderError) in try png(pages[index], scale: scale, fontMap: fontMap) }, at: index)
                }
            }
        } else {
            let fontMap = fonts.makeThreadFontMap()
            for (index, page) in pages.enumerated() {
                results.store(Result { () throws(RenderError) in try png(page, scale: scale, fontMap: fontMap) }, at: index)
            }
        }
        return try results.all()
    }

    /// One PNG page.
    public func png(_ page: Page, scale: Double) throws(RenderError) -> Data {
        _ = try pixelSize(page, scale: scale)
        return try png(page, scale: scale, fontMap: fonts.makeThreadFontMap())
    }

    private func pixelSize(_ page: Page, scale: Double) throws(RenderError) -> (width: Int, height: Int) {
        let width = (page.size.width * scale).rounded(.up), height = (page.size.height * scale).rounded(.up)
        guard width.isFinite, height.isFinite, width <= Double(Self.maximumPixels), height <= Double(Self.maximumPixels) else {
            throw .imageTooLarge(width: width, height: height, limit: Self.maximumPixels)
        }
        guard width * height <= Double(Self.maximumPagePixels) else {
            throw .tooManyPixels(width: width, height: height, limit: Self.maximumPagePixels)
        }
        return (Int(width), Int(height))
    }

    private func png(_ page: Page, scale: Double, fontMap: ThreadFontMap) throws(RenderError) -> Data {
        let (width, height) = try pixelSize(page, scale: scale)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        try RenderError.check(cairo_surface_status(surface), .png)
        let cairo = cairo_create(surface)!
        cairo_scale(cairo, scale, scale)
        PagePainter(fonts: fonts, cairo: cairo, fontMap: fontMap).draw(page)
        let drawn = cairo_status(cairo)
        cairo_destroy(cairo)
        try RenderError.check(drawn, .png)
        cairo_surface_flush(surface)
        var buffer = fs_png_buffer()
        let status = fs_png_encode_rgb(cairo_image_surface_get_data(surface), Int32(width), Int32(height),
                                       cairo_image_surface_get_stride(surface), 3, &buffer)
        defer { fs_png_free(&buffer) }
        guard status == 0, let bytes = buffer.bytes else { throw .pngEncodingFailed }
        return Data(bytes: bytes, count: buffer.count)
    }

    /// One PDF of every page: cairo draws, then libqpdf adds the link annotations (cairo 1.16's
    /// link tags damage the file), the form fields of boxes the look marked (the paper look's
    /// fillable twin), page labels and dates, and writes it with a deterministic /ID.
    public func pdf(_ tree: LayoutTree, linkMap: [String: String] = [:]) throws(RenderError) -> Data {
        let sink = ByteSink()
        let first = tree.pages.first?.size ?? Size(width: 1, height: 1)
        let surface = cairo_pdf_surface_create_for_stream(ByteSink.write, Unmanaged.passUnretained(sink).toOpaque(), first.width, first.height)!
        defer { cairo_surface_destroy(surface) }
        try RenderError.check(cairo_surface_status(surface), .pdf)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, Self.pdfDate)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, Self.pdfDate)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Formsetter")
        if let title = tree.title { cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title) }
        let cairo = cairo_create(surface)!
        let painter = PagePainter(fonts: fonts, cairo: cairo, fontMap: fonts.makeThreadFontMap())
        // cairo 1.16's structure tags (unlike its link tags) write a sound tree.
        let tagged = tree.tagged
        for page in tree.pages {
            cairo_pdf_surface_set_size(surface, page.size.width, page.size.height)
            painter.draw(page, tagged: tagged)
            cairo_show_page(cairo)
        }
        for entry in tree.outline where tree.pages.indices.contains(entry.page) {
            cairo_pdf_surface_add_outline(surface, Int32(CAIRO_PDF_OUTLINE_ROOT), entry.title,
                                          "page=\(entry.page + 1) pos=[0 \(entry.y)]", cairo_pdf_outline_flags_t(rawValue: 0))
        }
        let drawn = cairo_status(cairo)
        cairo_destroy(cairo)
        cairo_surface_finish(surface)
        try RenderError.check(drawn, .pdf)
        try RenderError.check(cairo_surface_status(surface), .pdf)
        let document = try QPDFDocument(sink.data)
        PDFFormFields(document: document).add(tree.pages)
        document.setDecimalPageLabels()
        if tagged { document.markTagged() }
        document.setFixedDates("D:20000101000000Z")
        PDFLinkAnnotations(document: document).add(tree.pages) { target in
            linkMap[target] ?? (LinkArea(target: target, rects: []).isURL ? target : nil)
        }
        return try document.write()
    }

    /// One SVG page, with cairo's process-wide surface numbers normalised.
    public func svg(_ page: Page) throws(RenderError) -> Data {
        let sink = ByteSink()
        let surface = cairo_svg_surface_create_for_stream(ByteSink.write, Unmanaged.passUnretained(sink).toOpaque(), page.size.width, page.size.height)!
        defer { cairo_surface_destroy(surface) }
        try RenderError.check(cairo_surface_status(surface), .svg)
        cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
        let cairo = cairo_create(surface)!
        PagePainter(fonts: fonts, cairo: cairo, fontMap: fonts.makeThreadFontMap()).draw(page)
        let drawn = cairo_status(cairo)
        cairo_destroy(cairo)
        cairo_surface_finish(surface)
        try RenderError.check(drawn, .svg)
        try RenderError.check(cairo_surface_status(surface), .svg)
        return SVGIdentifiers.normalize(sink.data)
    }
}

/// PNG pages stored by index from several threads.
private final class PageResults: @unchecked Sendable {
    private var pages: [Result<Data, RenderError>?]
    private let lock = NSLock()
    init(count: Int) { pages = Array(repeating: nil, count: count) }
    func store(_ page: Result<Data, RenderError>, at index: Int) { lock.lock(); pages[index] = page; lock.unlock() }
    /// Every page in order, or the first page's failure.
    func all() throws(RenderError) -> [Data] {
        lock.lock(); defer { lock.unlock() }
        return try pages.map { page throws(RenderError) in try page!.get() }
    }
}

/// Collects what cairo writes to a stream.
private final class ByteSink {
    var data = Data()

    static let write: cairo_write_func_t = { closure, bytes, length in
        guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
        Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
        return CAIRO_STATUS_SUCCESS
    }
}
