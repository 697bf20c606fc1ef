// A snippet of the documentation, compiled (and run) as it is written there; DocSnippetTests
// checks the two stay the same text.

import Foundation
import FormSnapshot
import Testing

let formURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Forms/sign-up.json")

@Test func signUpForm() {
    assertFormSnapshot(of: .file(formURL), as: .png(width: 375))   // Snapshots/<TestFile>/signUpForm.png, .portable
    assertFormSnapshot(of: .file(formURL), as: .png(width: 768))   // signUpForm.2.png: its own reference
    assertFormSnapshot(of: .file(formURL), as: .layout())          // signUpForm.layout.json: exact layout JSON
    assertFormSnapshot(of: .json(#"{"fields":[{"key":"email","type":"text","label":"E-mail"}]}"#, errors: #"{"email":"Taken"}"#),
                       as: .png(), named: "with-error")   // .portable: holds on cairo 1.16 and 1.18
}

@Test(arguments: ["sign-up", "profile"])
func everyForm(name: String) {   // everyForm.sign-up.png, everyForm.profile.png
    assertFormSnapshot(of: .file(formURL.deletingLastPathComponent().appendingPathComponent("\(name).json")), as: .png())
}
