import FormCairo
import Foundation
import Testing

/// `Scripts/test-debian13.sh` reruns this package's suite in a Debian 13 root and names the
/// cairo it has; this fails that lane unless the tests really load it (the CLI package's
/// GuestTests check the same of the binary).
@Test("a test lane runs this package's tests on the cairo it names, not the system's",
      .enabled(if: ProcessInfo.processInfo.environment["FORMSETTER_EXPECT_CAIRO"] != nil))
func laneRunsOnItsCairo() {
    #expect(LibraryVersions.cairo == ProcessInfo.processInfo.environment["FORMSETTER_EXPECT_CAIRO"])
}
