extension Formsetter {
    /// The package's version (its release tag).
    public static let version = "0.1.0"

    /// The version with the cairo and Pango versions in use, as `formsetter --version` prints it.
    public static var versionDescription: String {
        "formsetter \(version) (cairo \(LibraryVersions.cairo), pango \(LibraryVersions.pango))"
    }
}
