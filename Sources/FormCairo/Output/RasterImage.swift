import CFormPNG
import CPangoCairo
import Foundation

/// An image as 8-bit RGBA pixels (straight alpha), rows top to bottom: what snapshot
/// comparison reads and writes.
public struct RasterImage: Sendable, Equatable {
    public var width: Int
    public var height: Int
    /// `width × height × 4` bytes: red, green, blue, alpha.
    public var rgba: [UInt8]

    public init(width: Int, height: Int, rgba: [UInt8]) {
        self.width = width; self.height = height; self.rgba = rgba
    }

    /// A blank image filled with one colour.
    public init(width: Int, height: Int, fill: (UInt8, UInt8, UInt8, UInt8)) {
        self.init(width: width, height: height, rgba: Array((0..<(width * height)).flatMap { _ in [fill.0, fill.1, fill.2, fill.3] }))
    }

    /// Decodes PNG bytes with cairo; nil when they are not a PNG.
    public init?(png: Data) {
        let source = PNGSource(data: png)
        let surface = cairo_image_surface_create_from_png_stream(PNGSource.read, Unmanaged.passUnretained(source).toOpaque())!
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let format = cairo_image_surface_get_format(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let argb = row[x]
                var alpha = format == CAIRO_FORMAT_RGB24 ? 255 : Int(argb >> 24)
                var (r, g, b) = (Int((argb >> 16) & 0xFF), Int((argb >> 8) & 0xFF), Int(argb & 0xFF))
                if alpha < 255 {
                    // cairo stores premultiplied alpha.
                    if alpha == 0 { (r, g, b) = (0, 0, 0) } else { (r, g, b) = (r * 255 / alpha, g * 255 / alpha, b * 255 / alpha) }
                } else {
                    alpha = 255
                }
                let offset = (y * width + x) * 4
                rgba[offset] = UInt8(min(255, r)); rgba[offset + 1] = UInt8(min(255, g)); rgba[offset + 2] = UInt8(min(255, b)); rgba[offset + 3] = UInt8(alpha)
            }
        }
        self.init(width: width, height: height, rgba: rgba)
    }

    /// The image as an RGB PNG (alpha is dropped: snapshot images are opaque).
    public func pngData() -> Data {
        var argb = [UInt32](repeating: 0, count: width * height)
        for index in 0..<(width * height) {
            let offset = index * 4
            argb[index] = UInt32(rgba[offset]) << 16 | UInt32(rgba[offset + 1]) << 8 | UInt32(rgba[offset + 2])
        }
        var buffer = fs_png_buffer()
        let status = argb.withUnsafeBytes { bytes in
            fs_png_encode_rgb(bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(width), Int32(height), Int32(width * 4), 6, &buffer)
        }
        defer { fs_png_free(&buffer) }
        guard status == 0, let bytes = buffer.bytes else { return Data() }
        return Data(bytes: bytes, count: buffer.count)
    }
}

/// Feeds PNG bytes to cairo's stream reader.
private final class PNGSource {
    let data: Data
    var offset = 0
    init(data: Data) { self.data = data }

    static let read: cairo_read_func_t = { closure, buffer, length in
        guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
        let source = Unmanaged<PNGSource>.fromOpaque(closure).takeUnretainedValue()
        let count = Int(length)
        guard source.offset + count <= source.data.count else { return CAIRO_STATUS_READ_ERROR }
        source.data.copyBytes(to: buffer, from: source.offset..<(source.offset + count))
        source.offset += count
        return CAIRO_STATUS_SUCCESS
    }
}
