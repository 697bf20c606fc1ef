import Foundation

/// Runs work in the C locale on the calling thread only (`uselocale`; every category, numbers
/// being the one that matters), whatever locale
/// the host process set with `setlocale`: `String(format: "%.2f")` on Linux writes "24000,00" in
/// a comma-decimal locale, and cairo reads its tag attributes (`pos=[0 20.5]`) with `strtod`,
/// which stops at the point there. The bytes Formsetter writes must not depend on the host's
/// locale; other threads keep theirs.
public enum CNumericLocale {
    nonisolated(unsafe) private static let c: locale_t = {
        // Without it the work would silently run in the host's locale.
        guard let made = newlocale(LC_NUMERIC_MASK, "C", nil) else { fatalError("newlocale cannot make the C locale") }
        return made
    }()

    /// `body`'s result, computed in the C numeric locale.
    public static func run<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        let previous = uselocale(c)
        defer { uselocale(previous) }
        return try body()
    }

    /// `String(format:)` with "." as the decimal point whatever the host's locale.
    public static func format(_ format: String, _ arguments: CVarArg...) -> String {
        run { String(format: format, arguments: arguments) }
    }
}
