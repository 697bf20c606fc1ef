import CImageCompare
import FormCairo
import Foundation
import Formsetter
import FormModel

/// Two decoded snapshot PNGs and what comparing them found.
public struct PNGComparison: Sendable {
    public var comparison: ImageComparison
    public var expected: RasterImage
    public var actual: RasterImage
}

extension ImageComparator {
    /// Compares two snapshot PNGs: by `tolerance.layoutRule` when it has one and both PNGs carry
    /// their layout (`SnapshotPNG`), else by pixels (a PNG without a layout is compared strictly
    /// under a layout rule). nil when either is not a readable PNG.
    public static func compare(expectedPNG: Data, actualPNG: Data, tolerance: ImageTolerance) throws(ToleranceError) -> PNGComparison? {
        // Decoding is most of a comparison's time: the two images are decoded side by side.
        let decoded = DecodedPair()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let image = RasterImage(png: index == 0 ? expectedPNG : actualPNG)
            decoded.set(index, image)
        }
        guard let expected = decoded.images[0], let actual = decoded.images[1] else { return nil }
        if let rule = tolerance.layoutRule {
            if let before = SnapshotPNG.layoutJSON(of: expectedPNG), let after = SnapshotPNG.layoutJSON(of: actualPNG) {
                return PNGComparison(comparison: compare(expected: expected, actual: actual, expectedLayout: before, actualLayout: after, rule: rule),
                                     expected: expected, actual: actual)
            }
            var comparison = try compare(expected: expected, actual: actual, tolerance: .strict)
            if !comparison.passed { comparison.note = "the reference carries no layout (recorded before layouts were stored in snapshot PNGs): compared exactly; record it again" }
            return PNGComparison(comparison: comparison, expected: expected, actual: actual)
        }
        return PNGComparison(comparison: try compare(expected: expected, actual: actual, tolerance: tolerance), expected: expected, actual: actual)
    }

    /// The portable comparison (`LayoutRule`): layouts equal to the byte, pixels outside the
    /// text lines within `maxChannelDelta`, each text line's ink within `maxInkDifference`.
    public static func compare(expected: RasterImage, actual: RasterImage, expectedLayout: String, actualLayout: String, rule: LayoutRule) -> ImageComparison {
        let pixelCount = actual.width * actual.height
        var result = ImageComparison(expectedSize: (expected.width, expected.height), actualSize: (actual.width, actual.height),
                                     differentPixels: 0, antiAliasedPixels: 0, pixelCount: pixelCount, allowedPixels: 0, mask: [], diffImage: nil)
        result.antiAliasingCounted = true
        result.layoutRule = rule
        if expectedLayout != actualLayout { result.layoutDifference = LayoutText.firstDifference(expectedLayout, actualLayout) }
        guard result.sizesMatch else { return result }
        let width = actual.width, height = actual.height
        guard expected.rgba.count == pixelCount * 4, actual.rgba.count == pixelCount * 4 else {
            result.layoutDifference = "the images' pixel data does not match their sizes"
            return result
        }
        // Text areas come from the actual layout only: the reference is a file anyone may hand
        // over, and its layout must not decide how much work a comparison does. When the layouts
        // are equal, the two lists are the same.
        let after = (try? LayoutDump(json: Data(actualLayout.utf8)))?.pages.first
        let scale = after.map { $0.width > 0 ? Double(width) / $0.width : 1 } ?? 1
        let lines = (after?.boxes ?? []).flatMap(\.text)
        let areas = lines.map { TextArea($0, scale: scale, margin: rule.textMargin, width: width, height: height) }
        // The pixel loops are C (CImageCompare): in a debug build, where users run snapshot
        // tests, the same loops in Swift take seconds on a page.
        var inText = [UInt8](repeating: 0, count: pixelCount)
        inText.withUnsafeMutableBufferPointer { plane in for area in areas { fs_plane_fill_rect(plane.baseAddress, width, area.pixels, 1) } }

        let a = expected.rgba, b = actual.rgba
        var mask = [UInt8](repeating: 0, count: pixelCount)
        var diff = [UInt8](repeating: 0, count: pixelCount * 4)
        let counts = mask.withUnsafeMutableBufferPointer { mask in diff.withUnsafeMutableBufferPointer { diff in
            fs_layout_pixels(a, b, inText, width, height, Int32(clamping: rule.maxChannelDelta), mask.baseAddress, diff.baseAddress)
        } }
        (result.differentPixels, result.antiAliasedPixels) = (counts.outside, counts.within)
        /// Counts the pixels of `area` that differ within the rule as changes after all.
        func markChanged(_ area: TextArea) {
            mask.withUnsafeMutableBufferPointer { mask in diff.withUnsafeMutableBufferPointer { diff in
                fs_mask_promote_in_rect(mask.baseAddress, diff.baseAddress, width, area.pixels)
            } }
        }
        // Noise is a few pixels; a box painted a little differently is many.
        let allowedSlight = Int(Double(pixelCount) * rule.maxSlightShare)
        if counts.slight > allowedSlight {
            result.slightPixelsOverLimit = (counts.slight, allowedSlight)
            mask.withUnsafeMutableBufferPointer { mask in diff.withUnsafeMutableBufferPointer { diff in
                fs_mask_promote_outside_text(mask.baseAddress, diff.baseAddress, inText, pixelCount)
            } }
        }
        // Lines that changed in the layout: their differing pixels are real changes (they name
        // the cells in the failure report), not glyph placement noise.
        let before = result.layoutDifference == nil ? [] : Set(((try? LayoutDump(json: Data(expectedLayout.utf8)))?.pages.first?.boxes ?? []).flatMap(\.text))
        for (line, area) in zip(lines, areas) where result.layoutDifference != nil && !before.contains(line) { markChanged(area) }
        for (line, area) in zip(lines, areas) where result.layoutDifference == nil {
            let (inkBefore, inkAfter) = (ink(a, area, width: width), ink(b, area, width: width))
            let most = max(inkBefore, inkAfter)
            guard most > 0, Double(abs(inkBefore - inkAfter)) / Double(most) > rule.maxInkDifference else { continue }
            result.differingTextLines.append(line.text)
            markChanged(area)
        }
        let whole = fs_pixel_rect(x0: 0, x1: width, y0: 0, y1: height)
        result.maskCounts = (fs_plane_count_in_rect(mask, width, whole, 1), fs_plane_count_in_rect(mask, width, whole, 2))
        result.mask = mask
        result.diffImage = RasterImage(width: width, height: height, rgba: diff)
        return result
    }

    /// A text line's ink: how far its pixels are from the commonest colour of its area (the
    /// background), summed over red, green and blue.
    static func ink(_ rgba: [UInt8], _ area: TextArea, width: Int) -> Int {
        let ink = fs_text_ink(rgba, width, area.pixels)
        precondition(ink >= 0, "out of memory counting a text line's colours")
        return Int(ink)
    }
}

/// The two images of a comparison, decoded on two threads.
private final class DecodedPair: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var images: [RasterImage?] = [nil, nil]
    func set(_ index: Int, _ image: RasterImage?) { lock.withLock { images[index] = image } }
}

/// A text line's box in pixels, grown by a share of its font size and clipped to the image.
struct TextArea {
    let rows: Range<Int>
    let columns: Range<Int>

    init(_ line: LayoutDump.Line, scale: Double, margin: Double, width: Int, height: Int) {
        let pad = line.size * margin
        // Clamped as Doubles first: a number too large for Int must not trap.
        func pixel(_ value: Double, _ limit: Int) -> Int { value.isFinite ? Int(min(Double(limit), max(0, value))) : 0 }
        let x0 = pixel(((line.frame.x - pad) * scale).rounded(.down), width), x1 = pixel(((line.frame.maxX + pad) * scale).rounded(.up), width)
        let y0 = pixel(((line.frame.y - pad) * scale).rounded(.down), height), y1 = pixel(((line.frame.maxY + pad) * scale).rounded(.up), height)
        rows = y0..<max(y0, y1)
        columns = x0..<max(x0, x1)
    }

    /// The area as the C comparison loops take it.
    var pixels: fs_pixel_rect {
        fs_pixel_rect(x0: columns.lowerBound, x1: columns.upperBound, y0: rows.lowerBound, y1: rows.upperBound)
    }
}

/// Layout dumps as text.
enum LayoutText {
    /// The first line where two layout dumps differ.
    static func firstDifference(_ expected: String, _ actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(old.count, new.count) {
            let a = index < old.count ? String(old[index]) : "(end)", b = index < new.count ? String(new[index]) : "(end)"
            if a != b { return "layout differs at line \(index + 1):\n  expected: \(a)\n  actual:   \(b)" }
        }
        return "layout differs"
    }
}
