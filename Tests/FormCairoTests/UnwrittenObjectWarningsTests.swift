@testable import FormCairo
import Testing

/// Which of libqpdf's warnings the unwritten artifact objects of cairo 1.18.0 – 1.18.4 explain
/// (`CairoBugs.leavesArtifactObjectsUnwritten`): only an object found nowhere in the file, and
/// the notices that lead to it; every other warning still fails the render.
@Suite("PDF post-processing: libqpdf's warnings for an object cairo never wrote")
struct UnwrittenObjectWarningsTests {
    static let rebuilt = ["file is damaged", "expected 4 0 obj", "Attempting to reconstruct cross-reference table",
                          "object 4 0 not found in file after regenerating cross reference table"]

    @Test("an entry whose object is nowhere in the file explains its four warnings")
    func unwrittenObject() {
        #expect(UnwrittenObjectWarnings.explained(Self.rebuilt) == [0, 1, 2, 3])
    }

    @Test("without an object found missing, a damaged file and a rebuilt table are not explained")
    func rebuildAloneFails() {
        #expect(UnwrittenObjectWarnings.explained(["file is damaged", "expected 4 0 obj", "Attempting to reconstruct cross-reference table"]).isEmpty)
        #expect(UnwrittenObjectWarnings.explained(["object 4 0: dictionary has duplicated key /x15; last occurrence overrides earlier ones"]).isEmpty)
    }

    @Test("an object misplaced but found, and any other warning, stay unexplained beside an unwritten one")
    func otherWarningsStay() {
        let details = Self.rebuilt + ["expected 9 0 obj", "object 7 0: stream dictionary lacks /Length key", "object 12 0 not found in file"]
        #expect(UnwrittenObjectWarnings.explained(details) == [0, 1, 2, 3])
    }

    @Test("the object number is read whole")
    func numbers() {
        #expect(UnwrittenObjectWarnings.missingObject("object 1234 0 not found in file after regenerating cross reference table") == 1234)
        #expect(UnwrittenObjectWarnings.missingObject("object  0 not found in file after regenerating cross reference table") == nil)
        #expect(UnwrittenObjectWarnings.missingObject("object 4x 0 not found in file after regenerating cross reference table") == nil)
        #expect(UnwrittenObjectWarnings.expectedObject("expected 17 0 obj") == 17)
        #expect(UnwrittenObjectWarnings.expectedObject("expected 17 1 obj") == nil)
    }
}
