import Foundation
import FormModel

/// The layout hash a page code carries: the first 64 bits of SHA-256 over a canonical text of
/// the laid-out pages before their furniture (each box's id, role, text, field mark and frame
/// rounded to whole points), the page size and margin, the look's language and `version`. The
/// same form laid out again with the same options (and, in a print run, the same record) gives
/// the same hash; a moved box or a changed word gives another.
enum LayoutHash {
    /// The layout engine's version: raised when a change of the engine moves what it lays out
    /// for the same input, so that old sheets are not matched to a new layout.
    static let version = 1

    /// 16 uppercase hexadecimal digits.
    static func of(_ pages: [Page], size: Size, margin: Double, language: String?) -> String {
        var hash = SHA256()
        func add(_ text: String) { hash.update(Data(text.utf8)) }
        add("formsetter-layout \(version)\npage \(whole(size.width)) \(whole(size.height)) margin \(whole(margin)) language \(language ?? "-")\n")
        for (index, page) in pages.enumerated() {
            add("page \(index + 1)\n")
            for box in page.boxes {
                let frame = box.frame
                // Unit separators: no text of a form holds them, so fields cannot run together.
                var line = "box\u{1F}\(box.id ?? "-")\u{1F}\(box.role.rawValue)\u{1F}\(whole(frame.x)) \(whole(frame.y)) \(whole(frame.width)) \(whole(frame.height))"
                line += "\u{1F}" + box.text.map(\.text).joined(separator: "\u{1E}")
                if let field = box.field { line += "\u{1F}field \(field.kind) \(field.name) \(field.option.map(String.init) ?? "-") \(field.value ?? "-")" }
                add(line + "\n")
            }
        }
        return String(hash.hexDigest().prefix(16)).uppercased()
    }

    private static func whole(_ value: Double) -> String { value.isFinite ? String(Int(value.rounded())) : "-" }
}

/// The record a print run prints on a page: its line (from 1) and its name, which the page's
/// code carries and the page prints beside it.
public struct PrintRunRecord: Sendable, Hashable {
    public var line: Int
    public var name: String
    public init(line: Int, name: String) { self.line = line; self.name = name }
}
