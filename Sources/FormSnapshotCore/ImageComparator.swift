import FormModel
import FormCairo

/// What comparing two images found.
public struct ImageComparison: Sendable {
    public var expectedSize: (width: Int, height: Int)
    public var actualSize: (width: Int, height: Int)
    /// Pixels that differ beyond the colour threshold and are not anti-aliasing (or are, when counted).
    public var differentPixels: Int
    /// Differing pixels the detector took for anti-aliasing (0 when they are counted).
    public var antiAliasedPixels: Int
    /// Whether anti-aliased pixels were counted as differences (`ImageTolerance.includeAntiAliasing`).
    public var antiAliasingCounted = false
    public var pixelCount: Int
    public var allowedPixels: Int
    /// Per pixel: 0 same, 1 different, 2 anti-aliasing (empty when the sizes differ).
    public var mask: [UInt8]
    /// pixelmatch's picture: a faded grey expected image, differences red, anti-aliasing yellow.
    public var diffImage: RasterImage?

    /// With `ImageTolerance.portable`: the rule applied (nil for a pixelmatch comparison).
    public var layoutRule: LayoutRule?
    /// With a layout rule: where the two layouts first differ (nil when equal).
    public var layoutDifference: String?
    /// With a layout rule: the text lines whose ink differs by more than the rule allows.
    public var differingTextLines: [String] = []
    /// With a layout rule: pixels outside text that differ within the channel limit, and how
    /// many may, when there are more (nil when within).
    public var slightPixelsOverLimit: (count: Int, allowed: Int)?
    /// Why the comparison was not the one asked for (a reference without a layout), or nil.
    public var note: String?

    public var sizesMatch: Bool { expectedSize == actualSize }
    public var passed: Bool {
        sizesMatch && differentPixels <= allowedPixels && layoutDifference == nil && differingTextLines.isEmpty && slightPixelsOverLimit == nil
    }

    /// The measured figures in words.
    public var summary: String {
        guard sizesMatch else {
            return "size mismatch: expected \(expectedSize.width) × \(expectedSize.height) px, actual \(actualSize.width) × \(actualSize.height) px"
        }
        if let rule = layoutRule {
            var parts: [String] = []
            if let layoutDifference { parts.append(layoutDifference) }
            parts.append("\(differentPixels) pixels outside text lines differ by more than \(rule.maxChannelDelta) of 255")
            if let slight = slightPixelsOverLimit {
                parts.append("\(slight.count) pixels outside text lines differ slightly, more than the \(slight.allowed) rendering noise may")
            }
            if !differingTextLines.isEmpty {
                parts.append("\(differingTextLines.count) text lines' ink differs by more than \(Self.format(rule.maxInkDifference * 100)) %: "
                             + differingTextLines.prefix(3).map { "\"\($0)\"" }.joined(separator: ", "))
            }
            if passed { parts = ["same layout; pixels outside text within \(rule.maxChannelDelta) of 255, text ink within \(Self.format(rule.maxInkDifference * 100)) %"] }
            return parts.joined(separator: "; ")
        }
        if let note { return Self.pixelSummary(self) + "; " + note }
        return Self.pixelSummary(self)
    }

    private static func pixelSummary(_ comparison: ImageComparison) -> String {
        let (differentPixels, pixelCount, antiAliasingCounted, antiAliasedPixels, allowedPixels) =
            (comparison.differentPixels, comparison.pixelCount, comparison.antiAliasingCounted, comparison.antiAliasedPixels, comparison.allowedPixels)
        let ratio = pixelCount == 0 ? 0 : Double(differentPixels) / Double(pixelCount)
        let antiAliasing = antiAliasingCounted ? "anti-aliased pixels counted" : "\(antiAliasedPixels) anti-aliased pixels not counted"
        return "\(differentPixels) pixels differ (ratio \(Self.format(ratio)) of \(pixelCount)); \(antiAliasing); \(allowedPixels) allowed"
    }

    static func format(_ value: Double) -> String {
        if value == 0 { return "0" }
        var text = CNumericLocale.format("%.6f", value)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}

/// Compares images like pixelmatch 7.x: YIQ colour distance per pixel (Kotsarenko & Ramos)
/// against `35215 × threshold²`, and Vyšniauskas's anti-aliasing detector on the 3 × 3
/// neighbourhood in both images.
public enum ImageComparator {
    public static func compare(expected: RasterImage, actual: RasterImage, tolerance: ImageTolerance = .strict) throws(ToleranceError) -> ImageComparison {
        let pixelCount = actual.width * actual.height
        let allowed = try tolerance.allowedPixels(of: pixelCount)
        var result = ImageComparison(expectedSize: (expected.width, expected.height), actualSize: (actual.width, actual.height),
                                     differentPixels: 0, antiAliasedPixels: 0, pixelCount: pixelCount, allowedPixels: allowed,
                                     mask: [], diffImage: nil)
        result.antiAliasingCounted = tolerance.includeAntiAliasing
        guard result.sizesMatch else { return result }
        let width = actual.width, height = actual.height
        let a = expected.rgba, b = actual.rgba
        let a32 = words(a), b32 = words(b)
        let maxDelta = 35215 * tolerance.colorThreshold * tolerance.colorThreshold
        var mask = [UInt8](repeating: 0, count: pixelCount)
        var diff = [UInt8](repeating: 0, count: pixelCount * 4)
        for y in 0..<height {
            for x in 0..<width {
                let index = y * width + x, offset = index * 4
                let delta = a32[index] == b32[index] ? 0 : colorDelta(a, b, offset, offset, brightnessOnly: false)
                if abs(delta) > maxDelta {
                    let antiAliased = isAntiAliased(a, x, y, width, height, a32, b32) || isAntiAliased(b, x, y, width, height, b32, a32)
                    if antiAliased && !tolerance.includeAntiAliasing {
                        mask[index] = 2
                        result.antiAliasedPixels += 1
                        paint(&diff, offset, 255, 255, 0)
                    } else {
                        mask[index] = 1
                        result.differentPixels += 1
                        paint(&diff, offset, 255, 0, 0)
                    }
                } else {
                    let gray = grayOf(a, offset)
                    paint(&diff, offset, gray, gray, gray)
                }
            }
        }
        result.mask = mask
        result.diffImage = RasterImage(width: width, height: height, rgba: diff)
        return result
    }

    private static func words(_ rgba: [UInt8]) -> [UInt32] {
        stride(from: 0, to: rgba.count, by: 4).map { UInt32(rgba[$0]) << 24 | UInt32(rgba[$0 + 1]) << 16 | UInt32(rgba[$0 + 2]) << 8 | UInt32(rgba[$0 + 3]) }
    }

    static func paint(_ image: inout [UInt8], _ offset: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8) {
        image[offset] = r; image[offset + 1] = g; image[offset + 2] = b; image[offset + 3] = 255
    }

    /// pixelmatch's faded grey (alpha 0.1) of the expected pixel.
    private static func grayOf(_ image: [UInt8], _ offset: Int) -> UInt8 {
        let y = brightness(Double(image[offset]), Double(image[offset + 1]), Double(image[offset + 2]))
        let value = 255 + (y - 255) * 0.1 * Double(image[offset + 3]) / 255
        return UInt8(max(0, min(255, value.rounded())))
    }

    private static func brightness(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    /// Squared YIQ distance (negative when the second pixel is brighter), or the brightness
    /// difference alone; transparent pixels are blended over a fixed pattern as pixelmatch does.
    static func colorDelta(_ img1: [UInt8], _ img2: [UInt8], _ k: Int, _ m: Int, brightnessOnly: Bool) -> Double {
        var r1 = Double(img1[k]), g1 = Double(img1[k + 1]), b1 = Double(img1[k + 2])
        var r2 = Double(img2[m]), g2 = Double(img2[m + 1]), b2 = Double(img2[m + 2])
        let a1 = Double(img1[k + 3]), a2 = Double(img2[m + 3])
        if r1 == r2 && g1 == g2 && b1 == b2 && a1 == a2 { return 0 }
        if a1 < 255 || a2 < 255 {
            let rb = 48 + 159 * Double(k % 2), gb = 48 + 159 * Double(Int(Double(k) / 1.618033988749895) % 2)
            let bb = 48 + 159 * Double(Int(Double(k) / 2.618033988749895) % 2)
            (r1, g1, b1) = (blend(r1, a1, rb), blend(g1, a1, gb), blend(b1, a1, bb))
            (r2, g2, b2) = (blend(r2, a2, rb), blend(g2, a2, gb), blend(b2, a2, bb))
        }
        let y1 = brightness(r1, g1, b1), y2 = brightness(r2, g2, b2)
        let y = y1 - y2
        if brightnessOnly { return y }
        let dr = r1 - r2, dg = g1 - g2, db = b1 - b2
        let i = dr * 0.59597799 - dg * 0.2741761 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y1 > y2 ? -delta : delta
    }

    private static func blend(_ channel: Double, _ alpha: Double, _ background: Double) -> Double {
        background + (channel - background) * alpha / 255
    }

    /// Whether the pixel at (x, y) of `image` looks like anti-aliasing: both darker and
    /// brighter neighbours, at most two identical ones, and its darkest or brightest neighbour
    /// lies in a flat area in both images.
    private static func isAntiAliased(_ image: [UInt8], _ x1: Int, _ y1: Int, _ width: Int, _ height: Int, _ own: [UInt32], _ other: [UInt32]) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let center = (y1 * width + x1) * 4
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var minimum = 0.0, maximum = 0.0
        var minPoint = (0, 0), maxPoint = (0, 0)
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                let delta = colorDelta(image, image, center, (y * width + x) * 4, brightnessOnly: true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minimum {
                    minimum = delta; minPoint = (x, y)
                } else if delta > maximum {
                    maximum = delta; maxPoint = (x, y)
                }
            }
        }
        if minimum == 0 || maximum == 0 { return false }
        return (hasManySiblings(own, minPoint.0, minPoint.1, width, height) && hasManySiblings(other, minPoint.0, minPoint.1, width, height))
            || (hasManySiblings(own, maxPoint.0, maxPoint.1, width, height) && hasManySiblings(other, maxPoint.0, maxPoint.1, width, height))
    }

    /// Whether at least three neighbours of (x, y) have exactly its colour.
    private static func hasManySiblings(_ image: [UInt32], _ x1: Int, _ y1: Int, _ width: Int, _ height: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let value = image[y1 * width + x1]
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) && image[y * width + x] == value {
                zeroes += 1
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}

import Foundation
