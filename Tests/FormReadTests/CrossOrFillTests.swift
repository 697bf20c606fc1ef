import Testing
@testable import FormRead

/// Between coverage 0.50 and 0.65 the shape decides (`TickRule`): a heavy X leaves paper in
/// pieces between its arms and is ticked; a box half filled leaves one piece and goes to review.
@Suite struct CrossOrFillTests {
    @Test func aHeavyCrossIsTicked() throws {
        let (pixels, drawn) = InkThresholdTests.patch(paper: 236, black: 24, pen: 24, penWidth: 7.5)
        let reading = try InkThresholdTests.read(pixels, pageThreshold: 128)
        let coverage = try #require(reading.coverage)
        #expect(TickRule.needsShape(coverage: drawn), "drawn \(drawn)")
        #expect(TickRule.needsShape(coverage: coverage), "coverage \(coverage)")
        #expect(reading.state == .ticked)
        #expect(reading.confidence == 0.5)
    }

    @Test(arguments: [0.55, 0.62])
    func aBoxFilledPartlyGoesToReview(share: Double) throws {
        let (pixels, drawn) = InkThresholdTests.patch(paper: 236, black: 24, pen: 24, mark: .fill(share: share))
        let reading = try InkThresholdTests.read(pixels, pageThreshold: 128)
        let coverage = try #require(reading.coverage)
        #expect(TickRule.needsShape(coverage: drawn), "drawn \(drawn)")
        #expect(TickRule.needsShape(coverage: coverage), "coverage \(coverage)")
        #expect(reading.state == .review)
    }

    @Test func aFilledBoxIsCancelled() throws {
        let (pixels, _) = InkThresholdTests.patch(paper: 236, black: 24, pen: 24, mark: .fill(share: 1))
        #expect(try InkThresholdTests.read(pixels, pageThreshold: 128).state == .cancelled)
    }
}
