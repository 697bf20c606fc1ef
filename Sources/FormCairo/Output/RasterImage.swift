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
        precondition(width >= 0 && height >= 0 && rgba.count == width * height * 4, "RGBA data must hold width × height pixels")
        self.width = width; self.height = height; self.rgba = rgba
    }

    /// A blank image filled with one colour.
    public init(width: Int, height: Int, fill: (UInt8, UInt8, UInt8, UInt8)) {
        precondition(width >= 0 && height >= 0, "an image cannot have a negative size")
        // Filled in C: a per-pixel Swift loop is slow in the debug builds snapshot tests run in.
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        rgba.withUnsafeMutableBufferPointer { pixels in fs_rgba_fill(pixels.baseAddress, width * height, fill.0, fill.1, fill.2, fill.3) }
        self.init(width: width, height: height, rgba: rgba)
    }

    /// The width and height a PNG's header gives, read without decoding its pixels; nil when
    /// the bytes are not a readable PNG or claim more pixels than a PNG page may.
    public static func pngSize(_ png: Data) -> (width: Int, height: Int)? {
        png.withUnsafeBytes { bytes in
            var width: Int32 = 0, height: Int32 = 0
            guard fs_png_read_size(bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, PageRenderer.maximumPagePixels, &width, &height) == 0 else { return nil }
            return (Int(width), Int(height))
        }
    }

    /// Decodes PNG bytes (Formsetter's own palette PNGs directly, any other with libpng, to the
    /// same pixels); nil when they are not a readable PNG or have more pixels than a PNG page
    /// may (`PageRenderer.maximumPagePixels`).
    public init?(png: Data) {
        let decoded: RasterImage? = png.withUnsafeBytes { bytes in
            let start = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self)
            var width: Int32 = 0, height: Int32 = 0
            guard fs_png_read_size(start, bytes.count, PageRenderer.maximumPagePixels, &width, &height) == 0 else { return nil }
            let count = Int(width) * Int(height) * 4
            var decodedAll = false
            // libpng writes straight into the array's storage: no second page-sized buffer to copy from.
            let rgba = [UInt8](unsafeUninitializedCapacity: count) { pixels, initialized in
                decodedAll = fs_png_decode_rgba_into(start, bytes.count, pixels.baseAddress, width, height) == 0
                initialized = decodedAll ? count : 0
            }
            return decodedAll ? RasterImage(width: Int(width), height: Int(height), rgba: rgba) : nil
        }
        guard let decoded else { return nil }
        self = decoded
    }

    /// The image as an RGB PNG (alpha is dropped: snapshot images are opaque).
    public func pngData() -> Data {
        Self.pngData(sideBySide: [self], gutter: 0, background: (0, 0, 0, 255))
    }

    /// The PNG `pngData()` makes of `images` side by side, top-aligned, `gutter` pixels apart on
    /// `background`, to the byte, without making that image: a strip of pages costs its size
    /// in memory and page faults. At most 16 images; empty data when there are more, or none.
    public static func pngData(sideBySide images: [RasterImage], gutter: Int, background: (UInt8, UInt8, UInt8, UInt8)) -> Data {
        // The C encoder trusts the sizes (`rgba` is settable).
        for image in images { precondition(image.rgba.count == image.width * image.height * 4, "RGBA data must hold width × height pixels") }
        guard (1...16).contains(images.count), let gutter = Int32(exactly: gutter) else { return Data() }
        var buffer = fs_png_buffer()
        let color = [background.0, background.1, background.2, background.3]
        // Level 0, the run encoder: the quickest on form art; artifacts are read by people, not kept.
        let status = withPanels(images[...], []) { panels in fs_png_encode_rgba_strip(panels, Int32(panels.count), gutter, color, 0, &buffer) }
        defer { fs_png_free(&buffer) }
        guard status == 0, let bytes = buffer.bytes else { return Data() }
        return Data(bytes: bytes, count: buffer.count)
    }

    /// Calls `body` with every image's pixels pinned.
    private static func withPanels<Result>(_ images: ArraySlice<RasterImage>, _ panels: [fs_rgba_panel], _ body: ([fs_rgba_panel]) -> Result) -> Result {
        guard let image = images.first else { return body(panels) }
        guard let width = Int32(exactly: image.width), let height = Int32(exactly: image.height) else { return body([]) }
        return image.rgba.withUnsafeBufferPointer { pixels in
            withPanels(images.dropFirst(), panels + [fs_rgba_panel(rgba: pixels.baseAddress, width: width, height: height)], body)
        }
    }
}
