import CFormPNG
import CPangoCairo
import Foundation
import FormLayout
import FormModel

/// Turns a LayoutTree into file bytes: one PDF for all pages, or one PNG or SVG per page.
public struct PageRenderer {
    public let fonts: FontSystem
    /// The largest PNG side cairo's image surfaces allow.
    public static let maximumPixels = 32767
    /// A fixed date so PDF bytes do not change from run to run.
    static let pdfDate = "2000-01-01T00:00:00Z"

    public init(fonts: FontSystem) { self.fonts = fonts }

    /// The bytes of each output file: one for PDF, one per page for PNG and SVG. In PDF, links
    /// whose target is a URL, or a key `linkMap` maps to one, become clickable.
    public func render(_ tree: LayoutTree, as type: OutputType, scale: Double = 2, linkMap: [String: String] = [:]) throws(RenderError) -> [Data] {
        switch type {
        case .pdf: [pdf(tree, linkMap: linkMap)]
        case .svg: tree.pages.map(svg)
        case .png: try tree.pages.map { page throws(RenderError) in try png(page, scale: scale) }
        }
    }

    public func png(_ page: Page, scale: Double) throws(RenderError) -> Data {
        let width = Int((page.size.width * scale).rounded(.up)), height = Int((page.size.height * scale).rounded(.up))
        guard width <= Self.maximumPixels, height <= Self.maximumPixels else {
            throw RenderError("a PNG of \(width) × \(height) px is larger than cairo's limit of \(Self.maximumPixels) px; use --page a4 (or WxH) to split it into pages, or a smaller --scale")
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)!
        cairo_scale(cairo, scale, scale)
        PagePainter(fonts: fonts, cairo: cairo).draw(page)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        var buffer = fs_png_buffer()
        let status = fs_png_encode_rgb(cairo_image_surface_get_data(surface), Int32(width), Int32(height),
                                       cairo_image_surface_get_stride(surface), 3, &buffer)
        defer { fs_png_free(&buffer) }
        guard status == 0, let bytes = buffer.bytes else { throw RenderError("PNG encoding failed") }
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
        let painter = PagePainter(fonts: fonts, cairo: cairo)
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
        PagePainter(fonts: fonts, cairo: cairo).draw(page)
        cairo_destroy(cairo)
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
        return SVGIdentifiers.normalize(sink.data)
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
