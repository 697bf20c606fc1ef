import Foundation
import FormSnapshot
import Testing

let forms = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Forms")

/// Two unnamed PNG assertions of different widths and an unnamed layout assertion in one test:
/// each keeps a reference of its own.
@Test func signUp() {
    let form = forms.appendingPathComponent("sign-up.json")
    assertFormSnapshot(of: .file(form), as: .png(width: 375))
    assertFormSnapshot(of: .file(form), as: .png(width: 768))
    assertFormSnapshot(of: .file(form), as: .layout())
}

/// The natural "snapshot every form" test: one reference per argument.
@Test(arguments: ["sign-up", "profile"])
func everyForm(name: String) {
    assertFormSnapshot(of: .file(forms.appendingPathComponent("\(name).json")), as: .png())
}
