import Testing
@testable import FormRead

/// The tick rule's four bounds (research §3): each side of each bound.
@Suite struct TickRuleTests {
    @Test func statesEitherSideOfEachBound() {
        let cases: [(Double, TickRule.State)] = [
            (0, .empty), (0.0299, .empty), (0.03, .review), (0.0699, .review), (0.07, .ticked), (0.25, .ticked),
            (0.4999, .ticked), (0.50, .review), (0.6499, .review), (0.65, .cancelled), (1, .cancelled),
        ]
        for (coverage, state) in cases {
            #expect(TickRule.decide(coverage: coverage).state == state, "coverage \(coverage)")
        }
    }

    @Test func betweenHalfAndTwoThirdsTheShapeDecides() {
        #expect(TickRule.decide(coverage: 0.55, paperPieces: 4).state == .ticked)
        #expect(TickRule.decide(coverage: 0.6499, paperPieces: 2).state == .ticked)
        #expect(TickRule.decide(coverage: 0.55, paperPieces: 1).state == .review)
        #expect(TickRule.decide(coverage: 0.55, paperPieces: 0).state == .review)
        #expect(TickRule.decide(coverage: 0.55).state == .review)
        #expect(TickRule.decide(coverage: 0.65, paperPieces: 4).state == .cancelled)
        #expect(TickRule.decide(coverage: 0.3, paperPieces: 1).state == .ticked)
        #expect(TickRule.decide(coverage: 0.55, paperPieces: 4).confidence == 0.5)
    }

    @Test func confidenceIsTheDistanceToTheNearestBound() {
        #expect(TickRule.decide(coverage: 0).confidence == 1)
        #expect(abs(TickRule.decide(coverage: 0.02).confidence - 0.5) < 1e-9)
        #expect(abs(TickRule.decide(coverage: 0.09).confidence - 0.5) < 1e-9)
        #expect(TickRule.decide(coverage: 0.3).confidence == 1)
        #expect(abs(TickRule.decide(coverage: 0.48).confidence - 0.5) < 1e-9)
        #expect(TickRule.decide(coverage: 0.05).confidence == 0)
        #expect(TickRule.decide(coverage: 0.6).confidence == 0)
        #expect(abs(TickRule.decide(coverage: 0.67).confidence - 0.5) < 1e-9)
    }
}
