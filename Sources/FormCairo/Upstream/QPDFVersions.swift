/// What Formsetter relies on in libqpdf, fenced by the runtime version that was checked (as
/// `CairoBugs` fences cairo's bugs): libqpdf is opened by its soname, and the library behind a
/// soname is swapped by the system's updates.
enum QPDFVersions {
    /// The warnings that cairo's bugs cause (`CairoBugs.repeatsXObjectNames`,
    /// `CairoBugs.leavesArtifactObjectsUnwritten`) are recognised by libqpdf's message details:
    /// its C API gives a warning only a class (`qpdf_e_damaged_pdf`), a file name, an offset and
    /// the text. Those texts were checked on libqpdf 11.3.0 (Debian 12) and 12.2.0 (Debian 13).
    /// Another major version is not assumed to word them alike: there every warning fails the
    /// render, so a new line is checked before it is trusted.
    static var wordsWarningsAsChecked: Bool { (11...12).contains(LibraryVersions.qpdfNumbers[0]) }
}
