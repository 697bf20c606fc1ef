import CScanImage

/// The libraries `read` opens on its first scan rather than links.
public enum ReaderLibraries {
    /// The soname Leptonica is opened by first: that of the headers the reader was built with.
    public static var leptonicaSoname: String { String(cString: fsscan_leptonica_soname()) }
    /// ZBar's, the same on Debian 12 and 13.
    public static var zbarSoname: String { String(cString: fsscan_zbar_soname()) }
}
