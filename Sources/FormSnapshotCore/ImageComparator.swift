import CImageCompare
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
    /// Under a layout rule, the pixels the mask counts as changed once text lines that changed
    /// (and slight differences over the limit) are counted too, and those still set aside as
    /// rendering noise: what a report shows as differing and as not counted. nil for a pixel comparison.
    public var maskCounts: (changed: Int, notCounted: Int)?

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
        // The C loop trusts the sizes, as Swift's bounds checks did not need to.
        precondition(expected.rgba.count == pixelCount * 4 && actual.rgba.count == pixelCount * 4, "RGBA data must hold width × height pixels")
        let maxDelta = 35215 * tolerance.colorThreshold * tolerance.colorThreshold
        var mask = [UInt8](repeating: 0, count: pixelCount)
        var diff = [UInt8](repeating: 0, count: pixelCount * 4)
        // In C (CImageCompare): in a debug build, where users run snapshot tests, this loop in
        // Swift takes seconds on a page.
        let counts = mask.withUnsafeMutableBufferPointer { mask in diff.withUnsafeMutableBufferPointer { diff in
            fs_pixelmatch(expected.rgba, actual.rgba, width, height, maxDelta, tolerance.includeAntiAliasing ? 1 : 0, mask.baseAddress, diff.baseAddress)
        } }
        (result.differentPixels, result.antiAliasedPixels) = (counts.different, counts.anti_aliased)
        result.mask = mask
        result.diffImage = RasterImage(width: width, height: height, rgba: diff)
        return result
    }
}

import Foundation
