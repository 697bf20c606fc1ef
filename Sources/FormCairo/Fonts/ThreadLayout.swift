import CPangoCairo

/// A Pango font map of its own, a context with the look's settings on it and a layout on that
/// context: what a measurer, a painter and the fields' shaper each draw with. One thread uses it
/// at a time (one font map used by two threads at once corrupts memory).
final class ThreadLayout {
    let fontMap: ThreadFontMap
    let context: OpaquePointer
    let layout: OpaquePointer

    init(fonts: FontSystem) {
        fontMap = fonts.makeThreadFontMap()
        context = fonts.makeContext(on: fontMap)
        layout = pango_layout_new(context)
    }

    deinit {
        fs_object_unref(UnsafeMutableRawPointer(layout))
        fs_object_unref(UnsafeMutableRawPointer(context))
    }
}
