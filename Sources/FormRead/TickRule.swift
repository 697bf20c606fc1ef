/// The rule that decides a tick box or circle from its ink coverage c (the share of ink inside,
/// 0.35 mm in from the printed rule), as measured in Docs/design/reading-paper-research.md §3:
/// c < 0.03 empty; 0.03–0.07 review (faint or a stray stroke); 0.07–0.50 ticked (a tick, an X
/// or a dot); 0.50–0.65 review (a heavy X or a partial fill); ≥ 0.65 cancelled: a filled box is
/// a box crossed out, not ticked.
public enum TickRule {
    public enum State: String, Sendable, Hashable, Codable {
        case empty, review, ticked, cancelled
    }

    /// The four bounds, lowest first.
    public static let bounds = (faint: 0.03, ticked: 0.07, heavy: 0.50, cancelled: 0.65)

    /// The state of a box with coverage `c`, and how sure that is: the distance to the nearest
    /// bound ÷ 0.04 (÷ 0.02 for an empty box), at most 1; 0 for review.
    public static func decide(coverage c: Double) -> (state: State, confidence: Double) {
        let b = bounds
        if c < b.faint { return (.empty, min(1, (b.faint - c) / 0.02)) }
        if c < b.ticked { return (.review, 0) }
        if c < b.heavy { return (.ticked, min(1, min(c - b.ticked, b.heavy - c) / 0.04)) }
        if c < b.cancelled { return (.review, 0) }
        return (.cancelled, min(1, (c - b.cancelled) / 0.04))
    }
}
