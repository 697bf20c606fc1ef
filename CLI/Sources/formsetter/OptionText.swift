import Formsetter
import Foundation

/// Options that cannot be honoured (exit 64).
struct UsageError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// The CLI's words for its options: help texts generated from the format and skin registries,
/// parsing of option strings into the library's types, and library errors worded as flags.
enum OptionText {
    static var formatHelp: String {
        "Input format: auto (detected from the JSON's shape), " + FormatRegistry.all.map { "\($0.name) (\($0.summary))" }.joined(separator: ", ") + "."
    }

    static var skinHelp: String {
        "The look to draw in: " + Skins.names.joined(separator: ", ") + " (default: the format's own: "
            + FormatRegistry.all.map { "\($0.name) → \($0.defaultSkin)" }.joined(separator: ", ") + ")."
    }

    static var paletteHelp: String {
        "Colour set of skins that offer several: "
            + Skins.all.filter { !$0.palettes.isEmpty }.map { "\($0.name): \($0.palettes.joined(separator: ", ")) (default \($0.palettes[0]))" }
                .joined(separator: "; ") + "."
    }

    static let pageHelp = "screen (one page as tall as the form), a3, a4, a5, letter, legal, tabloid or WxH in points or with a unit (210x297mm): paper pages with 12-mm margins in the paper look (18-pt with --no-marks or another look)."
    static let pageNames = "screen, a3, a4, a5, letter, legal, tabloid or WxH"

    /// The `--format` option: nil for auto.
    static func format(_ text: String) throws -> InputFormat? {
        if text == "auto" { return nil }
        guard let known = FormatRegistry.descriptor(named: text) else {
            throw UsageError("unknown --format \"\(text)\"; use auto or \(FormatRegistry.all.map(\.name).joined(separator: ", "))")
        }
        return known.format
    }

    /// The `--margin` option in points.
    static func margin(_ text: String) throws -> Double {
        guard let points = PageSetup.length(parsing: text) else {
            throw UsageError("--margin must be a length such as 36, 36pt, 15mm, 1.5cm or 0.5in, not \"\(text)\"")
        }
        return points
    }

    /// The `--page` option: nil for screen.
    static func page(_ text: String) throws -> PageSetup? {
        switch text.lowercased() {
        case "screen": return nil
        default:
            if let named = PageSetup.named.first(where: { $0.name == text.lowercased() }) { return named.page }
            // `210x297mm`: a unit after the height applies to a bare width too.
            let parts = text.lowercased().split(separator: "x", maxSplits: 1).map(String.init)
            let unit = parts.last.map { String($0.drop { $0.isNumber || $0 == "." }) } ?? ""
            let bareWidth = parts.first.map { $0.allSatisfy { $0.isNumber || $0 == "." } } ?? false
            guard parts.count == 2, let width = PageSetup.length(parsing: bareWidth ? parts[0] + unit : parts[0]),
                  let height = PageSetup.length(parsing: parts[1]) else {
                throw UsageError("--page must be \(pageNames) in points or with a unit (210x297mm), not \"\(text)\"")
            }
            return .paper(size: Size(width: width, height: height), margin: PageSetup.defaultMargin)
        }
    }

    /// A library error worded with the flags that caused it; nil for errors of other kinds.
    static func usageMessage(for error: any Error) -> String? {
        if let error = error as? FormsetterError {
            return switch error {
            case let .widthOutOfRange(_, allowed):
                "--width must be between \(points(allowed.lowerBound)) and \(points(allowed.upperBound)) points"
            case let .pageSizeOutOfRange(size, margin, allowed) where allowed.contains(size.width) && allowed.contains(size.height):
                "--margin \(millimetres(margin)) leaves no room on a \(millimetres(size.width, unit: false)) × \(millimetres(size.height)) page; use a smaller margin"
            case let .pageSizeOutOfRange(size, _, allowed):
                "--page must be \(pageNames) in points (\(points(allowed.lowerBound))–\(points(allowed.upperBound)) each), not "
                    + "\"\(points(size.width))x\(points(size.height))\""
            case .widthWithPaperPages:
                "--width cannot be combined with --page: on paper the rows are as wide as the page less its margins; change --page or --margin instead"
            case let .unknownSkin(name, available):
                "unknown --skin \"\(name)\"; available: \(available.joined(separator: ", "))"
            case let .unknownPalette(name, skin, available):
                available.isEmpty ? "--palette \"\(name)\": the \(skin) skin has no palettes"
                    : "--palette must be \(available.joined(separator: ", ")) for the \(skin) skin, not \"\(name)\""
            case let .scaleNotSupported(_, allowed):
                "--scale must be \(allowed.map(points).joined(separator: ", "))"
            case let .unknownOutputType(fileName):
                "cannot tell the output type from \"\(fileName)\"; use .png, .pdf, .svg or --type"
            case let .templateFolderUnreadable(path):
                "--templates: cannot read the folder \(path)"
            case .validationUnavailable, .outputCollision, .badRunInput, .untaggedLookInTaggedMerge:
                error.description
            case let .badShard(text):
                "--shard must be K/N with 1 ≤ K ≤ N ≤ \(Shard.maximumCount) (or FORMSETTER_SHARD=K/N), not \"\(text)\""
            case let .outputTypeUnknown(output):
                "\(output) does not say the output type: add --type png, pdf or svg (paper pages, --page, default to pdf)"
            }
        }
        if case let .imageTooLarge(width, height, limit) = error as? RenderError {
            return "a PNG of \(points(width)) × \(points(height)) px is larger than cairo's limit of \(limit) px; "
                + "use --page a4 (or WxH) to split it into pages, or a smaller --scale"
        }
        if case let .tooManyPixels(width, height, limit) = error as? RenderError {
            return "a PNG of \(points(width)) × \(points(height)) px has more than \(limit / 1_000_000) million pixels; "
                + "use a smaller --scale or --width, or --page a4 (or WxH)"
        }
        return nil
    }

    private static func points(_ value: Double) -> String { String(format: "%g", value) }

    /// Points as whole millimetres: `210 mm`.
    private static func millimetres(_ points: Double, unit: Bool = true) -> String {
        String(Int((points / 72 * 25.4).rounded())) + (unit ? " mm" : "")
    }
}
