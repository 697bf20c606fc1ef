import Foundation
import TestSupport
import Testing

/// The SwiftFormBuilder snippet of Docs/guide/swift.md runs as written.
@Test("the guide's SwiftFormBuilder snippet writes its PDF and renders PNG pages")
func signUpSnippetRuns() throws {
    try withTemporaryFolder { folder in
        let (pages, form) = try renderSignUp(into: folder)
        #expect(pages.count == 1 && pages[0].starts(with: Data([0x89, 0x50, 0x4E, 0x47])))
        #expect(try Data(contentsOf: folder.appendingPathComponent("signup.pdf")).starts(with: Data("%PDF-".utf8)))
        #expect(form.allCells.map(\.id) == ["firstname", "privacy", "send"])
    }
}
