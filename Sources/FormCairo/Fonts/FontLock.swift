import Foundation

/// One lock for everything that can reach cairo's FreeType code: measuring and drawing text,
/// the emission and finish of a PDF or SVG page (which load glyphs too), and the releases that
/// can close a face (font maps, layouts, contexts, finished surfaces). cairo 1.16 keeps at
/// most 10 FreeType faces open and closes an idle one to open another without locking against
/// the thread about to use it, and opens faces on FreeType's shared library object unlocked.
/// With renders of several looks at once (more than 10 font files) a thread read a face another
/// had just closed (`face->glyph` NULL in `_cairo_ft_scaled_glyph_init`: 3 of 11 full test runs).
/// The price: renders on several threads draw and measure text one at a time.
enum FontLock {
    private static let lock = NSLock()

    /// Runs `body` with no other thread inside cairo's font code.
    static func run<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
