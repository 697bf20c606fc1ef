import FormCairo

/// The expected | diff | actual panel written on failure, 10-px grey gutters between them.
public enum TriptychImage {
    public static func make(expected: RasterImage, diff: RasterImage?, actual: RasterImage) -> RasterImage {
        let gutter = 10
        let middle = diff ?? RasterImage(width: max(expected.width, actual.width), height: max(expected.height, actual.height), fill: (255, 255, 255, 255))
        let panels = [expected, middle, actual]
        let width = panels.map(\.width).reduce(0, +) + 2 * gutter
        let height = panels.map(\.height).max() ?? 0
        var canvas = RasterImage(width: width, height: height, fill: (200, 200, 200, 255))
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
}
