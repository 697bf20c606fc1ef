@testable import FormSnapshotCore
import FormCairo
import Foundation
import Formsetter

/// The comparison loops as they were in Swift before they moved to C (CImageCompare), kept
/// as the reference the C loops must agree with to the pixel.
enum SwiftReferenceComparison {
    /// A comparison's measured part: what the C loops compute.
    struct Pixels: Equatable {
        var different: Int
        var withinTolerance: Int
        var mask: [UInt8]
        var diff: [UInt8]
        var differingTextLines: [String] = []
        var slightPixelsOverLimit: [Int]? = nil
    }

    // MARK: pixelmatch

    static func pixelmatch(expected: RasterImage, actual: RasterImage, tolerance: ImageTolerance) -> Pixels {
        let width = actual.width, height = actual.height, pixelCount = width * height
        let a = expected.rgba, b = actual.rgba
        let a32 = words(a), b32 = words(b)
        let maxDelta = 35215 * tolerance.colorThreshold * tolerance.colorThreshold
        var result = Pixels(different: 0, withinTolerance: 0, mask: [UInt8](repeating: 0, count: pixelCount),
                            diff: [UInt8](repeating: 0, count: pixelCount * 4))
        for y in 0..<height {
            for x in 0..<width {
                let index = y * width + x, offset = index * 4
                let delta = a32[index] == b32[index] ? 0 : colorDelta(a, b, offset, offset, brightnessOnly: false)
                if abs(delta) > maxDelta {
                    let antiAliased = isAntiAliased(a, x, y, width, height, a32, b32) || isAntiAliased(b, x, y, width, height, b32, a32)
                    if antiAliased && !tolerance.includeAntiAliasing {
                        result.mask[index] = 2
                        result.withinTolerance += 1
                        paint(&result.diff, offset, 255, 255, 0)
                    } else {
                        result.mask[index] = 1
                        result.different += 1
                        paint(&result.diff, offset, 255, 0, 0)
                    }
                } else {
                    let gray = grayOf(a, offset)
                    paint(&result.diff, offset, gray, gray, gray)
                }
            }
        }
        return result
    }

    private static func words(_ rgba: [UInt8]) -> [UInt32] {
        stride(from: 0, to: rgba.count, by: 4).map { UInt32(rgba[$0]) << 24 | UInt32(rgba[$0 + 1]) << 16 | UInt32(rgba[$0 + 2]) << 8 | UInt32(rgba[$0 + 3]) }
    }

    static func paint(_ image: inout [UInt8], _ offset: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8) {
        image[offset] = r; image[offset + 1] = g; image[offset + 2] = b; image[offset + 3] = 255
    }

    private static func grayOf(_ image: [UInt8], _ offset: Int) -> UInt8 {
        let y = brightness(Double(image[offset]), Double(image[offset + 1]), Double(image[offset + 2]))
        let value = 255 + (y - 255) * 0.1 * Double(image[offset + 3]) / 255
        return UInt8(max(0, min(255, value.rounded())))
    }

    private static func brightness(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    private static func colorDelta(_ img1: [UInt8], _ img2: [UInt8], _ k: Int, _ m: Int, brightnessOnly: Bool) -> Double {
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

    // MARK: layout rule

    /// The pixel part of the layout rule (sizes and layouts already checked by the caller).
    static func layoutRule(expected: RasterImage, actual: RasterImage, expectedLayout: String, actualLayout: String, rule: LayoutRule) -> Pixels {
        let width = actual.width, height = actual.height, pixelCount = width * height
        let layoutDiffers = expectedLayout != actualLayout
        let after = (try? LayoutDump(json: Data(actualLayout.utf8)))?.pages.first
        let scale = after.map { $0.width > 0 ? Double(width) / $0.width : 1 } ?? 1
        let lines = (after?.boxes ?? []).flatMap(\.text)
        let areas = lines.map { TextArea($0, scale: scale, margin: rule.textMargin, width: width, height: height) }
        var inText = [Bool](repeating: false, count: pixelCount)
        for area in areas { for y in area.rows { for x in area.columns { inText[y * width + x] = true } } }

        let a = expected.rgba, b = actual.rgba
        var mask = [UInt8](repeating: 0, count: pixelCount)
        var diff = [UInt8](repeating: 255, count: pixelCount * 4)
        var (outside, within, slight) = (0, 0, 0)
        for index in 0..<pixelCount {
            let offset = index * 4
            let delta = max(abs(Int(a[offset]) - Int(b[offset])), abs(Int(a[offset + 1]) - Int(b[offset + 1])),
                            abs(Int(a[offset + 2]) - Int(b[offset + 2])), abs(Int(a[offset + 3]) - Int(b[offset + 3])))
            if delta > rule.maxChannelDelta, !inText[index] {
                mask[index] = 1
                outside += 1
                (diff[offset], diff[offset + 1], diff[offset + 2]) = (255, 0, 0)
            } else if delta > 0 {
                mask[index] = 2
                within += 1
                if !inText[index] { slight += 1 }
                (diff[offset], diff[offset + 1], diff[offset + 2]) = (255, 255, 0)
            } else {
                let luma = (Int(a[offset]) * 7651 + Int(a[offset + 1]) * 15017 + Int(a[offset + 2]) * 2931) >> 15
                let gray = UInt8(255 - (255 - luma) * Int(a[offset + 3]) / 2550)
                (diff[offset], diff[offset + 1], diff[offset + 2]) = (gray, gray, gray)
            }
        }
        var result = Pixels(different: outside, withinTolerance: within, mask: [], diff: [])
        func markChanged(_ area: TextArea) {
            for y in area.rows { for x in area.columns where mask[y * width + x] == 2 {
                mask[y * width + x] = 1
                paint(&diff, (y * width + x) * 4, 255, 0, 0)
            } }
        }
        let allowedSlight = Int(Double(pixelCount) * rule.maxSlightShare)
        if slight > allowedSlight {
            result.slightPixelsOverLimit = [slight, allowedSlight]
            for index in 0..<pixelCount where mask[index] == 2 && !inText[index] {
                mask[index] = 1
                paint(&diff, index * 4, 255, 0, 0)
            }
        }
        let before = !layoutDiffers ? [] : Set(((try? LayoutDump(json: Data(expectedLayout.utf8)))?.pages.first?.boxes ?? []).flatMap(\.text))
        for (line, area) in zip(lines, areas) where layoutDiffers && !before.contains(line) { markChanged(area) }
        for (line, area) in zip(lines, areas) where !layoutDiffers {
            let (inkBefore, inkAfter) = (ink(a, area, width: width), ink(b, area, width: width))
            let most = max(inkBefore, inkAfter)
            guard most > 0, Double(abs(inkBefore - inkAfter)) / Double(most) > rule.maxInkDifference else { continue }
            result.differingTextLines.append(line.text)
            markChanged(area)
        }
        result.mask = mask
        result.diff = diff
        return result
    }

    static func ink(_ rgba: [UInt8], _ area: TextArea, width: Int) -> Int {
        var counts: [UInt32: Int] = [:]
        for y in area.rows { for x in area.columns {
            let offset = (y * width + x) * 4
            counts[UInt32(rgba[offset]) << 16 | UInt32(rgba[offset + 1]) << 8 | UInt32(rgba[offset + 2]), default: 0] += 1
        } }
        guard let background = counts.max(by: { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key })?.key else { return 0 }
        let (red, green, blue) = (Int(background >> 16), Int(background >> 8 & 0xFF), Int(background & 0xFF))
        var total = 0
        for y in area.rows { for x in area.columns {
            let offset = (y * width + x) * 4
            total += abs(Int(rgba[offset]) - red) + abs(Int(rgba[offset + 1]) - green) + abs(Int(rgba[offset + 2]) - blue)
        } }
        return total
    }

    // MARK: changed cells

    /// `ChangedCells`' count of changed pixels (mask 1) in a cell's frame.
    static func changedPixels(in frame: Rect, mask: [UInt8], width: Int, scale: Double) -> Int {
        let height = width == 0 ? 0 : mask.count / width
        let x0 = max(0, Int((frame.x * scale).rounded(.down))), x1 = min(width, Int((frame.maxX * scale).rounded(.up)))
        let y0 = max(0, Int((frame.y * scale).rounded(.down))), y1 = min(height, Int((frame.maxY * scale).rounded(.up)))
        guard x0 < x1, y0 < y1 else { return 0 }
        var count = 0
        for y in y0..<y1 { for x in x0..<x1 where mask[y * width + x] == 1 { count += 1 } }
        return count
    }
}
