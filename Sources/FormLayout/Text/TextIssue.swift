import Foundation
import FormModel

/// Something measuring text met that the user should hear about.
public enum TextIssue: Sendable, Hashable {
    /// An iOS font drawn with a bundled face; `guessed` when the mapping table lacks the name.
    case fontSubstituted(name: String, drawnWith: String, guessed: Bool)
    /// Text with characters no bundled font has (drawn as boxes).
    case missingGlyphs(text: String)
}

/// Wraps the measurer a layout uses and turns the issues of each measurement into diagnostics on
/// the source path of the cell or group being laid out. One per layout call: nothing is shared.
final class AttributingMeasurer: TextMeasurer {
    private let base: TextMeasurer
    private(set) var diagnostics: [Diagnostic] = []
    private var substitutedFonts: Set<String> = []
    private let styleFamilies: [String: (token: String, source: String)]

    init(_ base: TextMeasurer, styleFamilies: [String: (token: String, source: String)] = [:]) {
        self.base = base; self.styleFamilies = styleFamilies
    }

    /// The token that named the family of the font `name` (`Family-Weight`, as the skins name
    /// a style's family), when a style file did.
    private func styleToken(naming name: String) -> (family: String, token: String, source: String)? {
        for (family, origin) in styleFamilies where name == family || name.hasPrefix(family + "-") { return (family, origin.token, origin.source) }
        return nil
    }

    func lines(_ text: String, font: FontRef, width: Double?, maxLines: Int?) -> [MeasuredLine] {
        base.lines(text, font: font, width: width, maxLines: maxLines)
    }

    func takeIssues() -> [TextIssue] { base.takeIssues() }

    /// Runs `body`, which measures text for the part of the input at `path`, and keeps the issues
    /// its measurements met as diagnostics on that path.
    func measuring<T>(for path: String, _ body: () -> T) -> T {
        let value = body()
        for issue in base.takeIssues() { record(issue, path: path) }
        return value
    }

    private func record(_ issue: TextIssue, path: String) {
        let diagnostic: Diagnostic
        switch issue {
        case let .fontSubstituted(name, drawnWith, guessed):
            // One diagnostic per font: the first place that uses it.
            guard substitutedFonts.insert(name).inserted else { return }
            if guessed, let origin = styleToken(naming: name) {
                // The style file named it: say so there, once for the family.
                guard substitutedFonts.insert(origin.family).inserted else { return }
                diagnostic = Diagnostic(path: origin.token, "family \"\(origin.family)\" is neither bundled nor in a --fonts folder; drawn with \(drawnWith) (\(origin.source))")
                break
            }
            diagnostic = guessed
                ? Diagnostic(path: path, "font \"\(name)\" is not in Fonts/mapping.json; drawn with \(drawnWith)")
                : Diagnostic(.note, path: "", "font \"\(name)\" is drawn with the bundled \(drawnWith)")
        case let .missingGlyphs(text):
            // At most 40 characters, so a storm of unknown characters stays one readable line.
            let quoted = text.count <= 40 ? text : String(text.prefix(40)) + "…"
            diagnostic = Diagnostic(path: path, "no bundled font has a glyph for some characters of \"\(quoted)\"; they are drawn as boxes")
        }
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }
}
