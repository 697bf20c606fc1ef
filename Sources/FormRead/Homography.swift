import CScanImage
import FormModel

/// A projective transform of the plane (eight coefficients, Leptonica's convention): here from
/// page points to image pixels.
public struct Homography: Sendable, Hashable {
    public var coefficients: [Double]

    /// The transform taking the four points `from` to the four points `to`; nil when they fix
    /// none (three of them on a line).
    public init?(from: [Point], to: [Point]) {
        guard from.count == 4, to.count == 4, !Self.hasThreeOnALine(from), !Self.hasThreeOnALine(to) else { return nil }
        var coefficients = [Double](repeating: 0, count: 8)
        let source = from.flatMap { [$0.x, $0.y] }, target = to.flatMap { [$0.x, $0.y] }
        guard fsscan_homography(source, target, &coefficients) == 0 else { return nil }
        self.coefficients = coefficients
    }

    /// Whether three of the four points lie on a line (within a thousandth of their spread).
    private static func hasThreeOnALine(_ points: [Point]) -> Bool {
        let spread = points.map(\.x).max()! - points.map(\.x).min()! + points.map(\.y).max()! - points.map(\.y).min()!
        for skip in 0..<4 {
            let p = points.enumerated().filter { $0.offset != skip }.map(\.element)
            let twiceArea = abs((p[1].x - p[0].x) * (p[2].y - p[0].y) - (p[2].x - p[0].x) * (p[1].y - p[0].y))
            if twiceArea <= 1e-3 * spread * spread { return true }
        }
        return false
    }

    /// Where the transform takes `point`.
    public func apply(_ point: Point) -> Point {
        var x = 0.0, y = 0.0
        fsscan_transform(coefficients, point.x, point.y, &x, &y)
        return Point(x: x, y: y)
    }
}

/// The distance between two points.
func distance(_ a: Point, _ b: Point) -> Double { ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }
