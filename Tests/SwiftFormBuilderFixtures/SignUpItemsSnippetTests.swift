import Foundation
import Formsetter
import TestSupport
import Testing

/// The SwiftFormBuilder snippet of Docs/guide/swift.md runs as written: a clean PDF with the
/// privacy link clickable, one PNG page, and the common model.
@Test("the guide's SwiftFormBuilder snippet writes its PDF and renders PNG pages")
func signUpSnippetRuns() throws {
    try withTemporaryFolder { folder in
        let (pages, form) = try renderSignUp(into: folder)
        #expect(pages.count == 1 && pages[0].starts(with: Data([0x89, 0x50, 0x4E, 0x47])))
        let pdf = try Data(contentsOf: folder.appendingPathComponent("signup.pdf"))
        try QPDF.expectClean(pdf, "signup.pdf")
        #expect(String(decoding: pdf, as: UTF8.self).contains("/URI (https://example.com/privacy)"))
        #expect(form.allCells.map(\.id) == ["firstname", "privacy", "send"])
        #expect(form.allCells.map(\.kind) == [.text, .link, .button])
    }
}
