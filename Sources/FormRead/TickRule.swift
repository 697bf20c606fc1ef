/// The rule that decides a tick box or circle from its ink coverage c (the share of ink inside,
/// 0.35 mm in from the printed rule), as measured in Docs/design/reading-paper-research.md §3:
/// c < 0.03 empty; 0.03–0.07 review (faint or a stray stroke); 0.07–0.50 ticked (a tick, an X
/// or a dot); ≥ 0.65 cancelled: a filled box is a box crossed out, not ticked.
///
/// Between 0.50 and 0.65 a heavy X and a partial fill cover as much; their shapes differ. What
/// tells them apart is the paper left inside more than `clearance` (0.15 mm) from ink and from
/// the inside's edge: strokes across the box (an X's arms) cut it into pieces, four for a
/// centred X, two when the X sits off centre in a circle and squeezes its near sectors; a fill
/// leaves none or slivers, a box filled partly, from a side, one piece beside the ink. At least
/// `xPieces` (2) such pieces is a cross: ticked; fewer is review.
public enum TickRule {
    public enum State: String, Sendable, Hashable, Codable {
        case empty, review, ticked, cancelled
    }

    /// The four bounds, lowest first.
    public static let bounds = (faint: 0.03, ticked: 0.07, heavy: 0.50, cancelled: 0.65)
    /// How far from ink and from the inside's edge paper must lie to count as a piece (points: 0.15 mm).
    public static let clearance = 0.15 * 72 / 25.4
    /// The fewest pieces of paper that make a box of coverage 0.50–0.65 an X.
    public static let xPieces = 2
    /// The confidence of a heavy X read by its shape: below any decided by coverage alone, well
    /// clear of 0 (review).
    static let shapeConfidence = 0.5

    /// Whether coverage `c` lies where only the shape decides (0.50–0.65).
    public static func needsShape(coverage c: Double) -> Bool { c >= bounds.heavy && c < bounds.cancelled }

    /// The state of a box with coverage `c` and, between 0.50 and 0.65, `paperPieces` (nil:
    /// not measured, review), and how sure that is: the distance to the nearest bound ÷ 0.04
    /// (÷ 0.02 for an empty box), at most 1; 0.5 for a heavy X; 0 for review.
    public static func decide(coverage c: Double, paperPieces: Int? = nil) -> (state: State, confidence: Double) {
        let b = bounds
        if c < b.faint { return (.empty, min(1, (b.faint - c) / 0.02)) }
        if c < b.ticked { return (.review, 0) }
        if c < b.heavy { return (.ticked, min(1, min(c - b.ticked, b.heavy - c) / 0.04)) }
        if c < b.cancelled {
            if let paperPieces, paperPieces >= xPieces { return (.ticked, shapeConfidence) }
            return (.review, 0)
        }
        return (.cancelled, min(1, (c - b.cancelled) / 0.04))
    }
}
