import Foundation
import FormFormats
import FormLayout
import FormModel

extension Formsetter {
    /// The text sizes `--font-scale` accepts: the range of the phone's accessibility text sizes.
    public static let fontScaleRange = 0.8...2.0

    /// Reads style files (W3C design tokens), later files winning, and checks every token against
    /// the known set: unknown tokens and values of the wrong type are reported with their path and
    /// left out, so the skin's value is kept. Unreadable JSON fails with its line and column.
    public static func loadStyle(from files: [URL]) throws -> (style: StyleSheet, diagnostics: [Diagnostic]) {
        var merged = StyleSheet()
        var diagnostics: [Diagnostic] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: file.path) else {
                throw DecodeFailure("style file not found or unreadable: \(file.path)")
            }
            let (sheet, notes) = try DesignTokenParser.parse(data, source: file.lastPathComponent, directory: file.deletingLastPathComponent(),
                                                             defaultType: TokenCatalogue.type(of:))
            let (checked, problems) = TokenCatalogue.check(sheet)
            merged = merged.merging(checked)
            diagnostics += notes + problems
        }
        return (merged, diagnostics)
    }
}
