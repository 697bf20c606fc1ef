import Foundation

/// Recognises Swift source given where JSON was expected: SwiftFormBuilder forms are written in
/// Swift, and a bare "unexpected character '/'" would not tell the user what to do instead.
enum SwiftSourceHint {
    /// The advice for `data` when it looks like Swift code, else nil.
    static func advice(for data: Data) -> String? {
        guard let text = String(data: data.prefix(4096), encoding: .utf8), looksLikeSwift(text) else { return nil }
        return "this looks like Swift code, not JSON: SwiftFormBuilder forms are Swift code and are not read from files. "
            + "Build them with the FormBuilder API (import FormBuilder and Formsetter in a Swift package that depends on "
            + "Formsetter) and render them with Formsetter().write(items, to: URL(fileURLWithPath: \"form.png\")) "
            + "or render(items, as: .png); see Docs/guide/swift.md"
    }

    /// "UTF-16" or "UTF-32" when `data` is text in one of them (a byte-order mark, or the NUL
    /// bytes every ASCII character has in them), else nil.
    static func unicodeEncoding(of data: Data) -> String? {
        let head = [UInt8](data.prefix(4))
        if head.starts(with: [0xFF, 0xFE, 0, 0]) || head.starts(with: [0, 0, 0xFE, 0xFF]) { return "UTF-32" }
        if head.starts(with: [0xFF, 0xFE]) || head.starts(with: [0xFE, 0xFF]) { return "UTF-16" }
        guard head.count == 4 else { return nil }
        if head[0] != 0, head[1] == 0, head[2] != 0, head[3] == 0 { return "UTF-16" }
        if head[0] == 0, head[1] != 0, head[2] == 0, head[3] != 0 { return "UTF-16" }
        return nil
    }

    /// Whether `data` is JSON that starts with `//` or `/* */` comments (JSONC, as editors and
    /// exporters write a header).
    static func isJSONWithComments(_ data: Data) -> Bool {
        guard let text = String(data: data.prefix(4096), encoding: .utf8) else { return false }
        var rest = Substring(text).drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        var sawComment = false
        while true {
            if rest.hasPrefix("//") {
                rest = rest.drop { $0 != "\n" }
            } else if rest.hasPrefix("/*"), let end = rest.range(of: "*/") {
                rest = rest[end.upperBound...]
            } else {
                break
            }
            sawComment = true
            rest = rest.drop { $0.isWhitespace }
        }
        return sawComment && (rest.hasPrefix("{") || rest.hasPrefix("["))
    }

    private static let openings = ["import ", "//", "/*", "let ", "var ", "func ", "@", "struct ", "class ", "enum ", "extension "]

    private static func looksLikeSwift(_ text: String) -> Bool {
        let start = text.drop(while: { $0.isWhitespace || $0 == "\u{FEFF}" })
        return openings.contains(where: { start.hasPrefix($0) }) || text.contains("FormItem(")
    }
}
