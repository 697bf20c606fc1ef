import FormCairo
import Foundation
import Testing

/// `Scripts/test-cairo-1.18.sh` reruns this package's suite with another cairo on
/// LD_LIBRARY_PATH; this fails that lane unless the tests really load it (the CLI package's
/// GuestTests check the same of the binary).
@Test("a test lane runs this package's tests on the cairo it names, not the system's",
      .enabled(if: ProcessInfo.processInfo.environment["FORMSETTER_EXPECT_CAIRO"] != nil))
func laneRunsOnItsCairo() {
    #expect(LibraryVersions.cairo == ProcessInfo.processInfo.environment["FORMSETTER_EXPECT_CAIRO"])
}
