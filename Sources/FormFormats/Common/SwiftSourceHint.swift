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
            + "or render(items, as: .png); see the README section \"Forms in Swift\""
    }

    private static let openings = ["import ", "//", "/*", "let ", "var ", "func ", "@", "struct ", "class ", "enum ", "extension "]

    private static func looksLikeSwift(_ text: String) -> Bool {
        let start = text.drop(while: { $0.isWhitespace || $0 == "\u{FEFF}" })
        return openings.contains(where: { start.hasPrefix($0) }) || text.contains("FormItem(")
    }
}
