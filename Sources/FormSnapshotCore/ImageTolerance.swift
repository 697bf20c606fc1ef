/// How different two images may be and still match. `.strict`, the default of every
/// assertion, is exact: any colour difference in any pixel fails, anti-aliasing included. A
/// tolerance built with `init` starts from pixelmatch 7.x's defaults instead (threshold 0.1,
/// anti-aliasing differences reported, not counted) and no differing pixel allowed.
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

    public init(colorThreshold: Double = 0.1, maxDifferentPixels: Int? = 0, maxDifferentRatio: Double? = nil, includeAntiAliasing: Bool = false) {
        self.colorThreshold = colorThreshold; self.maxDifferentPixels = maxDifferentPixels
        self.maxDifferentRatio = maxDifferentRatio; self.includeAntiAliasing = includeAntiAliasing
    }

    /// Exact: colour threshold 0, anti-aliased pixels counted, no differing pixel.
    public static let strict = ImageTolerance(colorThreshold: 0, maxDifferentPixels: 0, includeAntiAliasing: true)

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
