import CPangoCairo

/// The versions of the C libraries in use at run time (they may differ from the headers built
/// against, and output bytes depend on them).
public enum LibraryVersions {
    /// cairo's version, e.g. "1.16.0".
    public static var cairo: String { String(cString: cairo_version_string()) }
    /// Pango's version, e.g. "1.50.12".
    public static var pango: String { String(cString: pango_version_string()) }
}
