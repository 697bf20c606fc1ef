import Foundation
import FormModel

/// Options the library cannot honour, with the offending value and what is allowed. The CLI
/// words these as its flags; the library's own descriptions name no flag.
public enum FormsetterError: Error, Equatable, CustomStringConvertible {
    /// A canvas width outside the range a form can be laid out in.
    case widthOutOfRange(Double, allowed: ClosedRange<Double>)
    /// A paper page whose width or height is outside the allowed range, or whose margins leave no room.
    case pageSizeOutOfRange(Size, margin: Double, allowed: ClosedRange<Double>)
    /// A canvas width given together with paper pages, whose rows are as wide as the page less its margins.
    case widthWithPaperPages
    /// A skin name no skin has.
    case unknownSkin(String, available: [String])
    /// A palette the skin does not offer (`available` is empty when it has none).
    case unknownPalette(String, skin: String, available: [String])
    /// A PNG scale other than the supported ones.
    case scaleNotSupported(Double, allowed: [Double])
    /// A file name whose extension names no output type.
    case unknownOutputType(fileName: String)
    /// A cell-template folder that cannot be listed.
    case templateFolderUnreadable(path: String)
    /// A form whose library has no validate/send action that Formsetter evaluates.
    case validationUnavailable(format: String)
    /// A shard that is not `K/N` with 1 ≤ K ≤ N ≤ `Shard.maximumCount`.
    case badShard(String)
    /// Two inputs or records of one run whose outputs would overwrite each other.
    case outputCollision(first: String, second: String, output: String)
    /// An output (a folder or standard output) that does not say its type.
    case outputTypeUnknown(String)
    /// A run with nothing to do, or inputs it cannot take (`detail` says which).
    case badRunInput(String)
    /// A form whose look does not tag its pages, added to a tagged `MergedPDF` (under its title).
    case untaggedLookInTaggedMerge(String)

    /// The widths `Options.width` and a screen page accept, in points.
    public static let widthRange: ClosedRange<Double> = 100...10000
    /// The sides a paper page may have, in points.
    public static let pageSideRange: ClosedRange<Double> = 100...14400
    /// The PNG scales `OutputFormat.png(scale:)` accepts.
    public static let scales: [Double] = [1, 2, 3]

    public var description: String {
        switch self {
        case let .widthOutOfRange(width, allowed):
            "width \(short(width)) is outside \(short(allowed.lowerBound))…\(short(allowed.upperBound)) points"
        case let .pageSizeOutOfRange(size, margin, allowed):
            "a \(short(size.width)) × \(short(size.height))-pt page with \(short(margin))-pt margins is not allowed; "
                + "each side must be \(short(allowed.lowerBound))…\(short(allowed.upperBound)) points and leave room inside the margins"
        case .widthWithPaperPages:
            "a width cannot be combined with paper pages: the rows are as wide as the page less its margins"
        case let .unknownSkin(name, available):
            "no skin is called \"\(name)\"; skins: \(available.joined(separator: ", "))"
        case let .unknownPalette(name, skin, available):
            available.isEmpty ? "the \(skin) skin has no palettes (\"\(name)\" was asked for)"
                : "the \(skin) skin has no palette \"\(name)\"; palettes: \(available.joined(separator: ", "))"
        case let .scaleNotSupported(scale, allowed):
            "scale \(short(scale)) is not supported; scales: \(allowed.map(short).joined(separator: ", "))"
        case let .unknownOutputType(fileName):
            "cannot tell the output type from \"\(fileName)\"; use .png, .pdf or .svg"
        case let .templateFolderUnreadable(path):
            "cannot read the cell-template folder \(path)"
        case let .validationUnavailable(format):
            "\(format) forms have no validation to run"
        case let .badShard(text):
            "shard \"\(text)\" is not K/N with 1 ≤ K ≤ N ≤ \(Shard.maximumCount)"
        case let .outputCollision(first, second, output) where output.hasSuffix(".pdf"):
            // Already PDFs: names that differ only in case or form (Ola, ola) are one file on many systems.
            "\(first) and \(second) would both write \(output) (names that differ only in case or accents are one file on many systems); rename one, render them into different folders, or name them by a field whose values are unique (--name-field)"
        case let .outputCollision(first, second, output):
            "\(first) and \(second) would both write \(output); rename one, render them into different folders, or write PDFs (PNG and SVG pages are numbered name-1, name-2, …; a PDF is one file)"
        case let .outputTypeUnknown(output):
            "\(output) does not say the output type; choose png, pdf or svg"
        case let .badRunInput(detail):
            detail
        case let .untaggedLookInTaggedMerge(title):
            "\(title) is drawn in a look without structure tags and cannot join a tagged merged PDF (make the MergedPDF untagged)"
        }
    }
}

/// `100` rather than `100.0` in messages.
private func short(_ value: Double) -> String { CNumericLocale.format("%g", value) }
