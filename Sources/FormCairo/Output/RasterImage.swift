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
        var rgba = [UInt8](repeating: fill.0, count: width * height * 4)
        rgba.withUnsafeMutableBufferPointer { pixels in
            for offset in stride(from: 0, to: pixels.count, by: 4) {
                pixels[offset + 1] = fill.1; pixels[offset + 2] = fill.2; pixels[offset + 3] = fill.3
            }
        }
        self.init(width: width, height: height, rgba: rgba)
    }

    /// Decodes PNG bytes (libpng); nil when they are not a readable PNG or have more pixels
    /// than a PNG page may (`PageRenderer.maximumPagePixels`).
    public init?(png: Data) {
        var image = fs_png_image()
        let status = png.withUnsafeBytes { bytes in
            fs_png_decode_rgba(bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, PageRenderer.maximumPagePixels, &image)
        }
        guard status == 0, let pixels = image.pixels else { return nil }
        defer { fs_png_image_free(&image) }
        let count = Int(image.width) * Int(image.height) * 4
        self.init(width: Int(image.width), height: Int(image.height), rgba: [UInt8](UnsafeBufferPointer(start: pixels, count: count)))
    }

    /// The image as an RGB PNG (alpha is dropped: snapshot images are opaque).
    public func pngData() -> Data {
        let argb = rgba.withUnsafeBufferPointer { pixels in
            [UInt32](unsafeUninitializedCapacity: width * height) { words, initialized in
                for index in 0..<(width * height) {
                    let offset = index * 4
                    words[index] = UInt32(pixels[offset]) << 16 | UInt32(pixels[offset + 1]) << 8 | UInt32(pixels[offset + 2])
                }
                initialized = width * height
            }
        }
        var buffer = fs_png_buffer()
        // libdeflate level 1: snapshot artifacts and references are written at once, read by people.
        let status = argb.withUnsafeBytes { bytes in
            fs_png_encode_fast(bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(width), Int32(height), Int32(width * 4), 1, &buffer)
        }
        defer { fs_png_free(&buffer) }
        guard status == 0, let bytes = buffer.bytes else { return Data() }
        return Data(bytes: bytes, count: buffer.count)
    }
}
