/// How different two images may be and still match. `.portable`, the default of every
/// assertion and of `formsetter snapshot`, compares what the form shows: the layout each
/// snapshot PNG carries (frames, texts, fonts, sizes, colours, shapes) exactly, the pixels outside
/// text lines within rendering noise, and each text line's ink roughly (`LayoutRule`), so a
/// reference recorded with one cairo/pixman/FreeType verifies on another. `.strict` is exact: any
/// colour difference in any pixel fails, anti-aliasing included. A tolerance built with `init`
/// starts from pixelmatch 7.x's defaults instead (threshold 0.1, anti-aliasing differences
/// reported, not counted) and no differing pixel allowed.
public struct ImageTolerance: Sendable, Hashable {
    /// Per-pixel colour distance, as pixelmatch's `threshold`: 0 = exact, 0.1 = its default
    /// (a YIQ distance of about 10 % of black vs white). Must be in 0 ..< 1.
    public var colorThreshold: Double
    /// How many differing pixels are allowed (nil = no count limit).
    public var maxDifferentPixels: Int?
    /// Which share of all pixels may differ, 0 ..< 1 (nil = no ratio limit). When both limits
    /// are set the stricter one wins.
    public var maxDifferentRatio: Double?
    /// Count anti-aliased pixels as differences too.
    public var includeAntiAliasing: Bool
    /// Judge by the layouts the PNGs carry (`LayoutRule`) instead of pixelmatch's measure;
    /// the other settings then apply only to a PNG without a layout.
    public var layoutRule: LayoutRule?

    public init(colorThreshold: Double = 0.1, maxDifferentPixels: Int? = 0, maxDifferentRatio: Double? = nil, includeAntiAliasing: Bool = false,
                layoutRule: LayoutRule? = nil) {
        self.colorThreshold = colorThreshold; self.maxDifferentPixels = maxDifferentPixels
        self.maxDifferentRatio = maxDifferentRatio; self.includeAntiAliasing = includeAntiAliasing
        self.layoutRule = layoutRule
    }

    /// Exact: colour threshold 0, anti-aliased pixels counted, no differing pixel.
    public static let strict = ImageTolerance(colorThreshold: 0, maxDifferentPixels: 0, includeAntiAliasing: true)

    /// The same layout, pixels outside text within noise, text ink within 15 % (`LayoutRule()`);
    /// a PNG without a layout is compared `.strict`ly.
    public static let portable = ImageTolerance(colorThreshold: 0, maxDifferentPixels: 0, includeAntiAliasing: true, layoutRule: LayoutRule())

    /// How many differing pixels an image of `pixelCount` pixels may have; throws for a
    /// tolerance that would accept any image.
    public func allowedPixels(of pixelCount: Int) throws(ToleranceError) -> Int {
        guard colorThreshold.isFinite, colorThreshold >= 0, colorThreshold < 1 else {
            throw ToleranceError("colour threshold \(colorThreshold) must be at least 0 and below 1; 1 or more treats every pair of colours as equal")
        }
        var allowed = pixelCount
        if let count = maxDifferentPixels {
            guard count >= 0 else { throw ToleranceError("maximum differing pixels \(count) must not be negative") }
            allowed = min(allowed, count)
        }
        if let ratio = maxDifferentRatio {
            guard ratio.isFinite, ratio >= 0, ratio < 1 else {
                throw ToleranceError("maximum differing ratio \(ratio) must be at least 0 and below 1 (it is a share, not a percentage); 1 or more accepts any image")
            }
            allowed = min(allowed, Int((Double(pixelCount) * ratio).rounded(.down)))
        }
        guard allowed < pixelCount || pixelCount == 0 else {
            throw ToleranceError("allowing \(allowed) differing pixels of \(pixelCount) accepts any image; set a smaller maximum")
        }
        return allowed
    }
}

/// A tolerance that cannot fail a comparison, refused.
public struct ToleranceError: Error, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
}

/// How `.portable` judges two snapshot PNGs that carry their layouts. The numbers come from
/// rendering 110 pages (every fixture, screen and paper, at scale 2) with cairo 1.16.0 and
/// 1.18.4 (same pango, pixman and FreeType): outside text lines 94 pages were identical and the
/// rest differed in at most 24 pixels by at most 27 of 255 (the ends of short comb strokes);
/// a text line's ink differed by at most 2.8 % (1,183 lines), while its glyphs moved by
/// sub-pixel amounts in 23,604 pixels of one page. A changed word, value, frame or colour
/// changes the layout, which must be equal to the byte.
public struct LayoutRule: Sendable, Hashable {
    /// The largest difference in any channel (0–255) a pixel outside text lines may show.
    public var maxChannelDelta: Int
    /// Text line boxes grow by this share of the font size on every side (ascenders, descenders, overhang).
    public var textMargin: Double
    /// The largest relative difference of a text line's ink (its pixels' distance from the line's
    /// background). 15 %: between cairo 1.16 and 1.18.4 a short line at scale 1 ("Send meg", 11 pt,
    /// on a paper reference) differs by 10.3 %; a quarter of a line's ink gone still fails.
    public var maxInkDifference: Double
    /// The share of a page's pixels outside text that may differ at all (within `maxChannelDelta`):
    /// noise is a few pixels along strokes (at most 24 of about 1.5 million at scale 2; on the
    /// paper references at scale 1, up to 185 pixels, 0.045 % of a page), a box painted a shade
    /// differently is thousands.
    public var maxSlightShare: Double

    public init(maxChannelDelta: Int = 32, textMargin: Double = 0.3, maxInkDifference: Double = 0.15, maxSlightShare: Double = 0.001) {
        self.maxChannelDelta = maxChannelDelta; self.textMargin = textMargin; self.maxInkDifference = maxInkDifference
        self.maxSlightShare = maxSlightShare
    }
}
