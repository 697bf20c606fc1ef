import Testing
@testable import FormRead

/// The limits a page is refused by, and the reasons given.
@Suite struct RegistrationLimitsTests {
    /// A photo 15° from straight above with a long lens: the far edge 14.5 % shorter than the
    /// near one. That is within the 15 % limit however the sides are measured against each other.
    @Test func keystoneIsHowMuchShorterTheShorterSideIs() {
        let keystone = PageRegistration.keystone(top: 855, right: 1200, bottom: 1000, left: 1190)
        #expect(abs(keystone - 0.145) < 1e-9)
        #expect(keystone <= PageRegistration.maximumKeystone)
        #expect(abs(PageRegistration.keystone(top: 1000, right: 1000, bottom: 1000, left: 800) - 0.2) < 1e-9)
        #expect(PageRegistration.keystone(top: 1000, right: 700, bottom: 1000, left: 700) == 0)
    }

    @Test func marksOfDisagreeingSizesSayWhy() {
        #expect(PageRegistration.markTrouble(found: 4, sides: [60, 58, 55, 52]) == nil)
        #expect(PageRegistration.markTrouble(found: 3, sides: [60, 0, 55, 52]) == "3 of the 4 registration marks found")
        #expect(PageRegistration.markTrouble(found: 4, sides: [60, 58, 30, 52])
            == "the 4 registration marks found differ in size: the smallest is 50 % of the largest, under the 70 % they keep on a page")
    }
}
