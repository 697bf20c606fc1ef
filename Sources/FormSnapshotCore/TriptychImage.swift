import FormCairo
import Foundation

/// The expected | diff | actual panel written on failure, 10-px grey gutters between them.
public enum TriptychImage {
    static let gutter = 10
    static let background: (UInt8, UInt8, UInt8, UInt8) = (200, 200, 200, 255)

    /// The panel as an image.
    public static func make(expected: RasterImage, diff: RasterImage?, actual: RasterImage) -> RasterImage {
        let panels = panels(expected: expected, diff: diff, actual: actual)
        let width = panels.map(\.width).reduce(0, +) + 2 * gutter
        let height = panels.map(\.height).max() ?? 0
        var canvas = RasterImage(width: width, height: height, fill: background)
        var x = 0
        for panel in panels {
            for row in 0..<panel.height {
                let source = row * panel.width * 4, target = (row * width + x) * 4
                canvas.rgba.replaceSubrange(target..<(target + panel.width * 4), with: panel.rgba[source..<(source + panel.width * 4)])
            }
            x += panel.width + gutter
        }
        return canvas
    }

    /// `make(…).pngData()`, to the byte, without making the panel: three pages side by side
    /// cost their size in memory and page faults, a good part of a failing comparison's time.
    public static func png(expected: RasterImage, diff: RasterImage?, actual: RasterImage) -> Data {
        RasterImage.pngData(sideBySide: panels(expected: expected, diff: diff, actual: actual), gutter: gutter, background: background)
    }

    private static func panels(expected: RasterImage, diff: RasterImage?, actual: RasterImage) -> [RasterImage] {
        let middle = diff ?? RasterImage(width: max(expected.width, actual.width), height: max(expected.height, actual.height), fill: (255, 255, 255, 255))
        return [expected, middle, actual]
    }
}
