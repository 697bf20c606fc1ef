import CPangoCairo
import CQPDF

/// The versions of the C libraries in use at run time (they may differ from the headers built
/// against, and output bytes depend on them).
public enum LibraryVersions {
    /// cairo's version, e.g. "1.16.0".
    public static var cairo: String { String(cString: cairo_version_string()) }
    /// Pango's version, e.g. "1.50.12".
    public static var pango: String { String(cString: pango_version_string()) }
    /// HarfBuzz's version, e.g. "6.0.0".
    public static var harfBuzz: String { String(cString: hb_version_string()) }
    /// FreeType's version, e.g. "2.12.1", read from a library instance made for the question
    /// (FreeType keeps its version nowhere else).
    public static var freeType: String {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return "unknown" }
        defer { FT_Done_FreeType(library) }
        var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
        FT_Library_Version(library, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }
    /// fontconfig's version, e.g. "2.14.1".
    public static var fontconfig: String {
        let version = Int(FcGetVersion())
        return "\(version / 10_000).\(version / 100 % 100).\(version % 100)"
    }
    /// libqpdf's version, e.g. "11.3.0" (loading it), or `not loaded (libqpdf.so.29)` naming the
    /// soname looked for.
    public static var qpdf: String {
        guard let api = fs_qpdf(nil) else { return "not loaded (\(qpdfSoname))" }
        return api.pointee.qpdf_get_qpdf_version().map { String(cString: $0) } ?? "unknown"
    }

    /// The soname libqpdf is opened by: that of the headers Formsetter was built with
    /// (`libqpdf.so.29` for qpdf 11, `libqpdf.so.30` for qpdf 12).
    public static var qpdfSoname: String { String(cString: fs_qpdf_soname()) }

    /// The version of libqpdf as three numbers (0 where it cannot be loaded or read), for
    /// fences of its bugs and warnings.
    static var qpdfNumbers: [Int] {
        guard let api = fs_qpdf(nil) else { return [0, 0, 0] }
        guard let text = api.pointee.qpdf_get_qpdf_version() else { return [0, 0, 0] }
        let parts = String(cString: text).split(separator: ".").map { Int($0) ?? 0 }
        return (parts + [0, 0, 0]).prefix(3).map { $0 }
    }
}
