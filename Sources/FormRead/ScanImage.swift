import CScanImage
import Foundation
import FormModel

/// One scanned page's grey pixels (CScanImage), owned by one reader at a time.
final class ScanImage {
    let pointer: OpaquePointer

    init(_ pointer: OpaquePointer) { self.pointer = pointer }
    deinit { fsscan_image_free(pointer) }

    var width: Int { Int(fsscan_image_width(pointer)) }
    var height: Int { Int(fsscan_image_height(pointer)) }
    /// The resolution the file records, or nil.
    var recordedDPI: Double? {
        let dpi = fsscan_image_resolution(pointer)
        return dpi > 0 ? Double(dpi) : nil
    }

    /// An image from grey bytes (tests).
    static func grey(_ bytes: [UInt8], width: Int, height: Int) -> ScanImage? {
        guard bytes.count == width * height else { return nil }
        return fsscan_image_from_grey(bytes, Int32(width), Int32(height)).map(ScanImage.init)
    }

    /// The page rectangle `rect` resampled upright at `scale` pixels per point.
    func warp(_ transform: Homography, _ rect: Rect, scale: Double) -> ScanImage? {
        fsscan_warp(pointer, transform.coefficients, rect.x, rect.y, rect.width, rect.height, scale).map(ScanImage.init)
    }

    /// The QR code ZBar finds in the image: payload and corner points (pixels).
    func decodeQR() -> (payload: String, corners: [Point])? {
        var payload = [CChar](repeating: 0, count: 512)
        var corners = [Double](repeating: 0, count: 8)
        let length = fsscan_decode_qr(pointer, &payload, payload.count, &corners)
        guard length >= 0 else { return nil }
        let bytes = payload.prefix(Int(length)).map { UInt8(bitPattern: $0) }
        return (String(decoding: bytes, as: UTF8.self), (0..<4).map { Point(x: corners[2 * $0], y: corners[2 * $0 + 1]) })
    }

    /// The grey levels sampled every `step` points inside `rect` (or its ellipse) and outside
    /// `hole`, as `coverage` samples them: how many of each (0...255).
    func greyCounts(_ transform: Homography, _ rect: Rect, ellipse: Bool = false, excluding hole: Rect? = nil, step: Double) -> [Double] {
        var counts = [Double](repeating: 0, count: 256)
        let hole = hole ?? Rect(x: 0, y: 0, width: 0, height: 0)
        fsscan_histogram(pointer, transform.coefficients, rect.x, rect.y, rect.width, rect.height, ellipse ? 1 : 0,
                         hole.x, hole.y, hole.width, hole.height, step, &counts)
        return counts
    }

    /// How many pieces the paper (grey `threshold` and lighter) inside `rect` (or its ellipse),
    /// sampled as `greyCounts` samples it, falls into once everything within `clearance` points
    /// of ink or of the edge is left out; nil when it cannot be measured.
    func paperPieces(_ transform: Homography, _ rect: Rect, ellipse: Bool, step: Double, threshold: Int, clearance: Double) -> Int? {
        let count = fsscan_paper_pieces(pointer, transform.coefficients, rect.x, rect.y, rect.width, rect.height, ellipse ? 1 : 0,
                                        step, Int32(threshold), clearance)
        return count >= 0 ? Int(count) : nil
    }

    /// The share of `counts`' samples darker than `threshold`.
    static func share(_ counts: [Double], under threshold: Int) -> Double {
        let total = counts.reduce(0, +)
        guard total > 0 else { return 0 }
        return counts.prefix(max(0, min(256, threshold))).reduce(0, +) / total
    }

    /// The lowest grey level under which at least `share` of `counts`' samples fall (nil for none).
    static func level(_ counts: [Double], share: Double) -> Int? {
        let total = counts.reduce(0, +)
        guard total > 0 else { return nil }
        var below = 0.0
        for (grey, count) in counts.enumerated() {
            below += count
            if below >= share * total { return grey }
        }
        return counts.count - 1
    }

    /// The offset within ±`range` points that puts the most ink on `rect`'s printed outline, and that share.
    func snapOutline(_ transform: Homography, _ rect: Rect, ellipse: Bool, range: Double, step: Double, threshold: Int) -> (offset: Point, score: Double) {
        var dx = 0.0, dy = 0.0
        let score = fsscan_snap_outline(pointer, transform.coefficients, rect.x, rect.y, rect.width, rect.height, ellipse ? 1 : 0,
                                        range, step, Int32(threshold), &dx, &dy)
        return (Point(x: dx, y: dy), score)
    }

    /// The share of ink over the whole page at a quarter of its resolution.
    func inkShare(threshold: Int) -> Double { fsscan_ink_share(pointer, Int32(threshold)) }

    /// The image as PNG.
    func png() -> Data? {
        var bytes: UnsafeMutablePointer<UInt8>?
        var length = 0
        guard fsscan_png(pointer, &bytes, &length) == 0, let bytes else { return nil }
        defer { fsscan_bytes_free(bytes) }
        return Data(bytes: bytes, count: length)
    }

    /// The four registration marks, clockwise from the image's top left corner region (nil where
    /// none was found), their outer sizes in pixels, and the ink threshold.
    func findMarks() -> (centres: [Point?], sides: [Double], threshold: Int) {
        var centres = [Double](repeating: 0, count: 8), sides = [Double](repeating: 0, count: 4)
        var threshold: Int32 = 128
        _ = fsscan_find_marks(pointer, &centres, &sides, &threshold)
        let points = (0..<4).map { sides[$0] > 0 ? Point(x: centres[2 * $0], y: centres[2 * $0 + 1]) : nil }
        return (points, sides, Int(threshold))
    }

    /// A mark anywhere within `radius` pixels of `place`, found with a threshold local to each
    /// pixel (`fsscan_find_mark_near`), `side` being the size the other marks measure: its centre
    /// and outer size in pixels, or nil.
    func findMark(near place: Point, within radius: Double, side: Double) -> (centre: Point, side: Double)? {
        var centre = [Double](repeating: 0, count: 2), found = 0.0
        guard fsscan_find_mark_near(pointer, place.x, place.y, radius, side, &centre, &found) == 1 else { return nil }
        return (Point(x: centre[0], y: centre[1]), found)
    }
}

/// A scan file: its format from its first bytes, its pages loaded one at a time.
struct ScanFile {
    enum Format { case png, jpeg, tiff, pdf }
    let url: URL
    let format: Format

    /// Resolution PDF pages are rendered at.
    static let pdfDPI = 300.0

    /// Reads the first bytes of `url`; throws a reason when it is no image or PDF this reads.
    init(_ url: URL) throws(ScanFileError) {
        self.url = url
        guard let handle = try? FileHandle(forReadingFrom: url) else { throw .unreadable("cannot be opened") }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 8)) ?? Data()
        let format = head.withUnsafeBytes { fsscan_sniff($0.bindMemory(to: UInt8.self).baseAddress, head.count) }
        switch format {
        case FSSCAN_PNG: self.format = .png
        case FSSCAN_JPEG: self.format = .jpeg
        case FSSCAN_TIFF: self.format = .tiff
        case FSSCAN_PDF: self.format = .pdf
        default: throw .unreadable("is not a PNG, JPEG, TIFF or PDF file")
        }
    }

    private var cFormat: fsscan_format {
        switch format {
        case .png: FSSCAN_PNG
        case .jpeg: FSSCAN_JPEG
        case .tiff: FSSCAN_TIFF
        case .pdf: FSSCAN_PDF
        }
    }

    func pageCount() throws(ScanFileError) -> Int {
        var message = [CChar](repeating: 0, count: 512)
        let count = fsscan_page_count(url.path, cFormat, &message, message.count)
        guard count >= 0 else { throw .unreadable(Self.text(message)) }
        return Int(count)
    }

    func page(_ index: Int) throws(ScanFileError) -> ScanImage {
        var message = [CChar](repeating: 0, count: 512)
        guard let pointer = fsscan_load(url.path, cFormat, Int32(index), Self.pdfDPI, &message, message.count) else {
            throw .unreadable(Self.text(message))
        }
        return ScanImage(pointer)
    }

    private static func text(_ message: [CChar]) -> String {
        String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// Why a scan file or one of its pages could not be read.
struct ScanFileError: Error {
    var reason: String
    static func unreadable(_ reason: String) -> ScanFileError { ScanFileError(reason: reason) }
}
