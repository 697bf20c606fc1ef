import CFormPNG
import CPangoCairo
import Foundation
import FormLayout

/// Draws PNG pages for one thread at a time, on one image surface reused from page to page (a
/// fresh 5 MB surface per page costs more in page faults than drawing).
final class RasterCanvas {
    private let fonts: FontSystem
    private var surface: OpaquePointer?
    private var surfaceSize = (width: 0, height: 0)

    init(fonts: FontSystem) {
        self.fonts = fonts
    }

    deinit { if let surface { cairo_surface_destroy(surface) } }

    /// The page drawn at `scale` and encoded as PNG. The size must have been checked with
    /// `PageRenderer.pixelSize`.
    func png(_ page: Page, scale: Double) throws(RenderError) -> Data {
        let width = Int((page.size.width * scale).rounded(.up)), height = Int((page.size.height * scale).rounded(.up))
        // The painter starts with the page background over whole points; when that is opaque
        // and covers every pixel, what the reused surface held is painted over anyway.
        let covered = page.background.alpha == 1 && page.size.width.rounded(.up) * scale >= Double(width)
            && page.size.height.rounded(.up) * scale >= Double(height)
        let surface = try reusableSurface(width: width, height: height, clear: !covered)
        let cairo = cairo_create(surface)!
        cairo_scale(cairo, scale, scale)
        PagePainter(fonts: fonts, cairo: cairo).draw(page)
        let drawn = cairo_status(cairo)
        cairo_destroy(cairo)
        try RenderError.check(drawn, .png)
        cairo_surface_flush(surface)
        var buffer = fs_png_buffer()
        let status = fs_png_encode_fast(cairo_image_surface_get_data(surface), Int32(width), Int32(height),
                                        cairo_image_surface_get_stride(surface), PageRenderer.deflateLevel, &buffer)
        defer { fs_png_free(&buffer) }
        guard status == 0, let bytes = buffer.bytes else { throw .pngEncodingFailed }
        return Data(bytes: bytes, count: buffer.count)
    }

    /// A surface of the size: the last one when it fits, cleared to zero (as a new one is) when
    /// `clear`; a new one otherwise.
    private func reusableSurface(width: Int, height: Int, clear: Bool) throws(RenderError) -> OpaquePointer {
        if let surface, surfaceSize == (width, height) {
            if clear {
                cairo_surface_flush(surface)
                memset(cairo_image_surface_get_data(surface)!, 0, Int(cairo_image_surface_get_stride(surface)) * height)
                cairo_surface_mark_dirty(surface)
            }
            return surface
        }
        if let surface { cairo_surface_destroy(surface) }
        surface = nil
        let created = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height))!
        let status = cairo_surface_status(created)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(created)
            try RenderError.check(status, .png)
            return created
        }
        surface = created
        surfaceSize = (width, height)
        return created
    }
}
