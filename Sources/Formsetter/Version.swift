import FormPatterns

extension Formsetter {
    /// The package's version (its release tag).
    public static let version = "0.1.0"

    /// The C libraries whose run-time versions decide Formsetter's output, with those versions,
    /// in the order `formsetter --version` names them: cairo, pango, harfbuzz, freetype,
    /// fontconfig, libqpdf and icu. Asking loads libqpdf and ICU if they are not loaded yet.
    public static var libraryVersions: [(name: String, version: String)] {
        [("cairo", LibraryVersions.cairo), ("pango", LibraryVersions.pango), ("harfbuzz", LibraryVersions.harfBuzz),
         ("freetype", LibraryVersions.freeType), ("fontconfig", LibraryVersions.fontconfig), ("libqpdf", LibraryVersions.qpdf),
         ("icu", BoundedRegex.icuVersion ?? "not loaded")]
    }

    /// The version with the versions of the libraries in use, as `formsetter --version` prints it:
    /// `formsetter 0.1.0 (cairo 1.16.0, pango 1.50.12, harfbuzz 6.0.0, …)`.
    public static var versionDescription: String {
        "formsetter \(version) (\(libraryVersions.map { "\($0.name) \($0.version)" }.joined(separator: ", ")))"
    }
}
