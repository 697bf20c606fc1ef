// A snippet of the documentation, compiled (and run) as it is written there; DocSnippetTests
// checks the two stay the same text.

import Foundation
import FormSnapshotTesting
import SnapshotTesting
import Testing

let signUpForm = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Forms/sign-up.json")

@Suite(.snapshots(record: .environmentDefault()))   // swift-snapshot-testing would record on CI otherwise
struct SignupFormTests {
    @Test func looks() {
        assertSnapshot(of: signUpForm, as: .formPNG(width: 375, scale: 2))   // .portable by default
    }
    @Test func layout() { assertSnapshot(of: signUpForm, as: .formLayout()) }
}
