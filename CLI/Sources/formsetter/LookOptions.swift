import ArgumentParser
import Formsetter
import Foundation

/// Design tokens, brand fonts and the variants designers check (text size, right to left),
/// shared by render, layout, snapshot, sheet and preview.
struct LookOptions: ParsableArguments {
    @Option(name: .customLong("style"), help: "A style file of W3C design tokens (repeatable; later files win). See Schemas/style-tokens.schema.json.")
    var styles: [String] = []

    @Option(name: .customLong("fonts"), help: "A folder of font files (.ttf, .otf) added to the bundled fonts (repeatable).")
    var fontFolders: [String] = []

    @Option(help: "Text size factor, 0.8–2.0 (the phone's accessibility sizes): text grows, and rows grow where the library's cells would.")
    var fontScale: Double = 1

    @Flag(help: "Right-to-left layout: rows mirrored as UIKit mirrors them.")
    var rtl = false

    @Option(name: .customLong("token-set"), help: "A token set of a Tokens Studio export to use (repeatable, in order; default: every set in $metadata.tokenSetOrder).")
    var tokenSets: [String] = []

    @Option(help: "A theme of a Tokens Studio export ($themes): its enabled sets are used, its source sets only for aliases.")
    var theme: String?

    /// The token sets `--token-set` and `--theme` choose.
    func setSelection() throws -> DesignTokenParser.SetSelection {
        if let theme {
            guard tokenSets.isEmpty else { throw UsageError("--theme chooses the token sets itself; drop --token-set") }
            return .theme(theme)
        }
        return tokenSets.isEmpty ? .all : .sets(tokenSets)
    }

    @Option(help: "The device's locale for dates, times and decimal separators, e.g. nb_NO, es_ES, pt_BR (default en_US).")
    var locale: String?

    /// `--locale` as a Locale; a name ICU does not know is a usage error.
    func deviceLocale() throws -> Locale? {
        guard let locale else { return nil }
        let known = Locale.availableIdentifiers
        let identifier = locale.replacingOccurrences(of: "-", with: "_")
        guard known.contains(identifier) || known.contains(String(identifier.prefix { $0 != "_" })) else {
            throw UsageError("unknown --locale \"\(locale)\"; use a language and region such as nb_NO, es_ES or pt_BR")
        }
        return Locale(identifier: identifier)
    }

    /// Sets the style, fonts and variants on `options`; returns the style files' warnings (with
    /// `strict`, one for each token Formsetter does not read).
    func apply(to options: inout Formsetter.Options, strict: Bool = false) throws -> [Diagnostic] {
        guard fontScale.isFinite, Formsetter.fontScaleRange.contains(fontScale) else {
            throw UsageError("--font-scale must be between 0.8 and 2.0, not \(fontScale)")
        }
        for file in styles where file != "-" { _ = try readInput(file, what: "style file") }
        var (style, diagnostics) = try Formsetter.loadStyle(from: styles.map { URL(fileURLWithPath: $0) }, sets: try setSelection(),
                                                             listsUnusedTokens: strict)
        style.fontDirectories += fontFolders.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        options.skinOptions.style = style
        options.skinOptions.fontScale = fontScale
        options.rightToLeft = rtl
        if let locale = try deviceLocale() { options.state.locale = locale }
        return diagnostics
    }

    /// The variant these options draw with `palette`, and a Formsetter with their fonts; the style
    /// files' warnings are reported. For the commands that draw many renders in one look (snapshot, preview).
    func variant(palette: String?) throws -> (look: LookVariant, formsetter: Formsetter) {
        var options = Formsetter.Options()
        report(try apply(to: &options))
        return (LookVariant(style: options.skinOptions.style, palette: palette, fontScale: fontScale, rightToLeft: rtl, locale: try deviceLocale()),
                try makeFormsetter(options))
    }

    /// A Formsetter whose fonts include the folders of `--fonts` and the style files; a missing
    /// folder is exit 66.
    func makeFormsetter(_ options: Formsetter.Options) throws -> Formsetter {
        let folders = options.skinOptions.style.fontDirectories
        for folder in folders {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
                throw ExitWith(66, "font folder not found: \(folder)")
            }
        }
        return try Formsetter(fontDirectories: folders.map { URL(fileURLWithPath: $0) })
    }
}
