import CPangoCairo
import FormLayout
import FormModel

/// A font map of its own, a context and a layout on it (`ThreadLayout`), with what
/// `PangoMeasurer` shaped on them: kept by a `FontSystem` between layouts (`IdlePool`), used by
/// one measurer at a time.
final class MeasuringWorkspace {
    private let pango: ThreadLayout
    var layout: OpaquePointer { pango.layout }
    /// Answers given before, by text, font, width and line limit. Cleared when full, so memory stays bounded.
    var measured: [Measurement: Measured] = [:]
    static let maximumMeasurements = 4_096
    var lineHeights: [FontRef: Double] = [:]

    struct Measurement: Hashable {
        let text: ExactText
        let font: FontRef
        let width: Double?
        let maxLines: Int?
    }

    /// The lines of a measurement, and whether the font lacks some of its characters.
    struct Measured {
        let lines: [MeasuredLine]
        let missingGlyphs: Bool
    }

    init(fonts: FontSystem) {
        pango = ThreadLayout(fonts: fonts)
    }
}

/// A font map of its own, a context and a layout on it (`ThreadLayout`), and the layouts of plain
/// lines `PagePainter` drew with them: kept by a `FontSystem` between pages and documents
/// (`IdlePool`), used by one painter at a time. A painter points the context at its cairo context
/// first (`attach`); the kept layouts are shaped again only when that changes what they depend on.
final class PaintingWorkspace {
    private let pango: ThreadLayout
    var layout: OpaquePointer { pango.layout }
    var context: OpaquePointer { pango.context }
    /// The kind of surface and the transformation the context was last pointed at.
    private var target: Target?

    private struct Target: Equatable {
        let surface: cairo_surface_type_t
        let xx, yx, xy, yy: Double
    }
    /// Layouts of plain lines drawn before, by text and font. Cleared when full, so memory stays bounded.
    private var shapedLines: [ShapedLine: OpaquePointer] = [:]
    static let maximumShapedLines = 1_024

    private struct ShapedLine: Hashable {
        let text: ExactText
        let font: FontRef
    }

    init(fonts: FontSystem) {
        pango = ThreadLayout(fonts: fonts)
    }

    deinit {
        forgetShapedLines()
    }

    /// Points the context at `cairo`'s surface and transformation. Pango (1.50) counts every
    /// update as a change and shapes every kept layout again, so an update that would change
    /// nothing is skipped: the same kind of surface gives the same font options, and a
    /// translation changes no layout.
    func attach(to cairo: OpaquePointer) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        let target = Target(surface: cairo_surface_get_type(cairo_get_target(cairo)), xx: matrix.xx, yx: matrix.yx, xy: matrix.xy, yy: matrix.yy)
        guard target != self.target else { return }
        pango_cairo_update_context(cairo, context)
        self.target = target
    }

    /// The layout of a plain line of `text` in `font` (`description`), shaped the first time.
    func shapedLayout(_ text: String, font: FontRef, description: () -> OpaquePointer) -> OpaquePointer {
        let key = ShapedLine(text: ExactText(text), font: font)
        if let shaped = shapedLines[key] { return shaped }
        if shapedLines.count >= Self.maximumShapedLines { forgetShapedLines() }
        let shaped = pango_layout_new(context)!
        pango_layout_set_font_description(shaped, description())
        pango_layout_set_text(shaped, text, -1)
        shapedLines[key] = shaped
        return shaped
    }

    private func forgetShapedLines() {
        for shaped in shapedLines.values { fs_object_unref(UnsafeMutableRawPointer(shaped)) }
        shapedLines.removeAll(keepingCapacity: true)
    }
}
