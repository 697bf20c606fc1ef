import Foundation
import FormFormats
import FormLayout
import FormModel

extension Formsetter {
    /// The text sizes `--font-scale` accepts: the range of the phone's accessibility text sizes.
    public static let fontScaleRange = 0.8...2.0

    /// Reads style files (W3C design tokens) as one set, later files winning, aliases resolved
    /// across them (`DesignTokenParser.parse(_:)`), and checks every token against the known set:
    /// values of the wrong type are reported with their path and left out, so the skin's value is
    /// kept; tokens Formsetter does not read are counted in one note. Unreadable JSON fails with
    /// its line and column.
    /// `sets` picks the token sets of Tokens Studio exports (default: all, in their order);
    /// `listsUnusedTokens` warns of each token Formsetter does not read instead of counting them.
    public static func loadStyle(from files: [URL], sets: DesignTokenParser.SetSelection = .all,
                                 listsUnusedTokens: Bool = false) throws -> (style: StyleSheet, diagnostics: [Diagnostic]) {
        guard !files.isEmpty else { return (StyleSheet(), []) }
        let styleFiles = try files.map { file -> DesignTokenParser.File in
            guard let data = FileManager.default.contents(atPath: file.path) else {
                throw DecodeFailure("style file not found or unreadable: \(file.path)")
            }
            return DesignTokenParser.File(data: data, source: file.lastPathComponent, directory: file.deletingLastPathComponent())
        }
        let (sheet, notes) = try DesignTokenParser.parse(styleFiles, sets: sets, defaultType: TokenCatalogue.type(of:))
        let (checked, problems) = TokenCatalogue.check(sheet, listsUnused: listsUnusedTokens)
        return (checked, notes + problems)
    }
}
