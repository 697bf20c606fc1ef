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
    /// A fixed date so PDF bytes do not change from run to run.
    static let pdfDate = "2000-01-01T00:00:00Z"
    /// The run encoder (0): form pages are flat fills, whose long runs it codes several times
    /// faster than libdeflate or zlib at any level, in about the size of libdeflate's level 1.
    static let deflateLevel: Int32 = 0

    public init(fonts: FontSystem) { self.fonts = fonts }

    /// The bytes of each output file: one for PDF, one per page for PNG and SVG. In PDF, links
    /// whose target is a URL, or a key `linkMap` maps to one, become clickable.
    public func render(_ tree: LayoutTree, as type: OutputType, scale: Double = 2, linkMap: [String: String] = [:]) throws(RenderError) -> [Data] {
        switch type {
        case .pdf: [pdf(tree, linkMap: linkMap)]
        case .svg: tree.pages.map(svg)
        case .png: try pngPages(tree.pages, scale: scale)
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
                    results.store(png(pages[index], scale: scale, fontMap: fontMap), at: index)
                }
            }
        } else {
            let fontMap = fonts.makeThreadFontMap()
            for (index, page) in pages.enumerated() { results.store(png(page, scale: scale, fontMap: fontMap), at: index) }
        }
        guard let all = results.all else { throw RenderError("PNG encoding failed (out of memory?)") }
        return all
    }

    public func png(_ page: Page, scale: Double) throws(RenderError) -> Data {
        _ = try pixelSize(page, scale: scale)
        guard let data = png(page, scale: scale, fontMap: fonts.makeThreadFontMap()) else { throw RenderError("PNG encoding failed (out of memory?)") }
        return data
    }

    private func pixelSize(_ page: Page, scale: Double) throws(RenderError) -> (width: Int, height: Int) {
        let width = (page.size.width * scale).rounded(.up), height = (page.size.height * scale).rounded(.up)
        guard width.isFinite, height.isFinite, width <= Double(Self.maximumPixels), height <= Double(Self.maximumPixels) else {
            throw RenderError("a PNG of \(width) × \(height) px is larger than cairo's limit of \(Self.maximumPixels) px; use --page a4 (or WxH) to split it into pages, or a smaller --scale")
        }
        return (Int(width), Int(height))
    }

    private func png(_ page: Page, scale: Double, fontMap: ThreadFontMap) -> Data? {
        let width = Int((page.size.width * scale).rounded(.up)), height = Int((page.size.height * scale).rounded(.up))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)!
        cairo_scale(cairo, scale, scale)
        PagePainter(fonts: fonts, cairo: cairo, fontMap: fontMap).draw(page)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        var buffer = fs_png_buffer()
        let status = fs_png_encode_fast(cairo_image_surface_get_data(surface), Int32(width), Int32(height),
                                        cairo_image_surface_get_stride(surface), Self.deflateLevel, &buffer)
        defer { fs_png_free(&buffer) }
        guard status == 0, let bytes = buffer.bytes else { return nil }
        return Data(bytes: bytes, count: buffer.count)
    }

    public func pdf(_ tree: LayoutTree, linkMap: [String: String] = [:]) -> Data {
        let sink = ByteSink()
        let first = tree.pages.first?.size ?? Size(width: 1, height: 1)
        let surface = cairo_pdf_surface_create_for_stream(ByteSink.write, Unmanaged.passUnretained(sink).toOpaque(), first.width, first.height)!
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, Self.pdfDate)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, Self.pdfDate)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Formsetter")
        let cairo = cairo_create(surface)!
        let painter = PagePainter(fonts: fonts, cairo: cairo, fontMap: fonts.makeThreadFontMap())
        for page in tree.pages {
            cairo_pdf_surface_set_size(surface, page.size.width, page.size.height)
            painter.draw(page)
            painter.annotateLinks(page) { target in linkMap[target] ?? (LinkArea(target: target, rects: []).isURL ? target : nil) }
            cairo_show_page(cairo)
        }
        cairo_destroy(cairo)
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
        return sink.data
    }

    public func svg(_ page: Page) -> Data {
        let sink = ByteSink()
        let surface = cairo_svg_surface_create_for_stream(ByteSink.write, Unmanaged.passUnretained(sink).toOpaque(), page.size.width, page.size.height)!
        cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
        let cairo = cairo_create(surface)!
        PagePainter(fonts: fonts, cairo: cairo, fontMap: fonts.makeThreadFontMap()).draw(page)
        cairo_destroy(cairo)
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
        return SVGIdentifiers.normalize(sink.data)
    }
}

/// PNG pages stored by index from several threads.
private final class PageResults: @unchecked Sendable {
    private var pages: [Data?]
    private let lock = NSLock()
    init(count: Int) { pages = Array(repeating: nil, count: count) }
    func store(_ data: Data?, at index: Int) { lock.lock(); pages[index] = data; lock.unlock() }
    /// Every page, or nil when one failed.
    var all: [Data]? { lock.lock(); defer { lock.unlock() }; return pages.contains(nil) ? nil : pages.compactMap { $0 } }
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
