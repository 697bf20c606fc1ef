@_exported import FormCairo
@_exported import FormFormats
@_exported import FormLayout
@_exported import FormModel
import Foundation

/// One-call rendering: JSON in, layout or PNG/PDF/SVG bytes out, with every diagnostic.
/// Calls are serialized: one Pango font map must not be used by two threads at once.
public final class Formsetter: @unchecked Sendable {
    public let fonts: FontSystem
    private let measurer: PangoMeasurer
    private let lock = NSLock()

    /// Sets up the bundled fonts; throws when they cannot be found.
    public init() throws {
        fonts = try FontSystem()
        measurer = PangoMeasurer(fonts: fonts)
    }

    /// What to read and how to lay it out.
    public struct Options: Sendable {
        public var format: InputFormat?
        /// A skin name; nil = the format's own look.
        public var skin: String?
        /// Canvas width in points; nil = the format's design width (768 for hyperoslo's iPad
        /// layout, 375 for the phone libraries).
        public var width: Double?
        public var page: String = "screen"
        /// Initial values (hyperoslo, GIGFormulary populateData) or answers (Formworks): id → value.
        public var values: Data?
        /// Error messages (GIGFormulary loadError): id → message.
        public var errors: Data?
        public var skinOptions = SkinOptions()

        public init(format: InputFormat? = nil, skin: String? = nil, width: Double? = nil, page: String = "screen",
                    values: Data? = nil, errors: Data? = nil, skinOptions: SkinOptions = SkinOptions()) {
            self.format = format; self.skin = skin; self.width = width; self.page = page; self.values = values
            self.errors = errors; self.skinOptions = skinOptions
        }
    }

    /// A laid-out form and everything that was wrong with the input.
    public struct Result: Sendable {
        public var form: Form
        public var tree: LayoutTree
        public var diagnostics: [Diagnostic]
    }

    /// Decodes and lays out JSON input. Throws `UsageError` for bad options and `DecodeFailure`
    /// when nothing can be drawn.
    public func layout(_ input: Data, options: Options) throws -> Result {
        try checkOptions(options)
        let decoded = try FormDecoder.decode(input, format: options.format, values: options.values, errors: options.errors)
        return try layout(decoded.form, diagnostics: decoded.diagnostics, options: options)
    }

    /// Lays out a Form built in code (`values`, `errors` and `format` of the options are not used).
    public func layout(_ form: Form, options: Options) throws -> Result {
        try checkOptions(options)
        return try layout(form, diagnostics: [], options: options)
    }

    func checkOptions(_ options: Options) throws {
        if let width = options.width, !(width.isFinite && (100...10000).contains(width)) {
            throw UsageError("--width must be between 100 and 10000 points")
        }
        guard PageSetup(parsing: options.page, screenWidth: 768) != nil else {
            throw UsageError("--page must be screen, a4, letter or WxH in points (100–14400 each), not \"\(options.page)\"")
        }
    }

    /// Lays out `form`; with `emit`, each page goes there as soon as it is complete and the
    /// result's tree stays empty (the streaming render).
    func layout(_ form: Form, diagnostics: [Diagnostic], options: Options, emit: ((Page) -> Void)? = nil) throws -> Result {
        let page = PageSetup(parsing: options.page, screenWidth: options.width ?? form.designWidth)!
        let skinName = options.skin ?? form.defaultSkin
        let log = DiagnosticLog()
        guard let skin = Skins.make(skinName, for: form, options: options.skinOptions, log: log) else {
            throw UsageError("unknown skin \"\(skinName)\"; available: \(Skins.names.joined(separator: ", "))")
        }
        for diagnostic in diagnostics { log.add(diagnostic) }
        reportMissingTemplates(form, templates: options.skinOptions.templates, log: log)
        lock.lock()
        defer { lock.unlock() }
        fonts.startReport()
        let engine = LayoutEngine(skin: skin, measurer: measurer)
        var tree = LayoutTree(pages: [])
        if let emit { engine.layout(form, page: page, log: log, emit: emit) } else { tree = engine.layout(form, page: page, log: log) }
        for diagnostic in FontDiagnostics.diagnostics(for: fonts.takeEvents(), in: form) { log.add(diagnostic) }
        return Result(form: form, tree: tree, diagnostics: log.items)
    }

    /// Custom cells whose template is not loaded are drawn with the default cell style.
    private func reportMissingTemplates(_ form: Form, templates: [String: CellTemplate], log: DiagnosticLog) {
        for cell in form.allCells {
            guard case let .custom(name) = cell.style.cellStyle, templates[name] == nil else { continue }
            let reason = templates.isEmpty ? "no --templates folder was given" : "the --templates folder has no \(name).json"
            log.warn(cell.sourcePath, "cell template \"\(name)\" not found (\(reason)); drawn with the default cell style")
        }
    }

    /// Renders a laid-out form: one Data for PDF, one per page for PNG and SVG. In PDFs, links
    /// to URLs and keys that `linkMap` maps to URLs are clickable.
    public func render(_ result: Result, as type: OutputType, scale: Double = 2, linkMap: [String: String] = [:]) throws -> [Data] {
        guard [1, 2, 3].contains(scale) else { throw UsageError("--scale must be 1, 2 or 3") }
        lock.lock()
        defer { lock.unlock() }
        return try PageRenderer(fonts: fonts).render(result.tree, as: type, scale: scale, linkMap: linkMap)
    }

    /// Font diagnostics raised while rendering `result` (substitutions, missing glyphs).
    public func fontDiagnostics(after result: Result) -> [Diagnostic] {
        lock.lock()
        defer { lock.unlock() }
        return FontDiagnostics.diagnostics(for: fonts.takeEvents(), in: result.form)
    }
}

/// Options that cannot be honoured (exit 64).
public struct UsageError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

extension Formsetter {
    /// Parses a link map: a JSON object of link key → URL.
    public static func parseLinkMap(_ data: Data) throws -> [String: String] {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw DecodeFailure("the link map must be a JSON object of link key → URL string")
        }
        var map: [String: String] = [:]
        for (key, value) in object {
            guard let url = value as? String else { throw DecodeFailure("link map: the value of \"\(key)\" must be a URL string") }
            map[key] = url
        }
        return map
    }

    /// One note per link key that stays unclickable because it is not a URL and the map lacks it.
    public static func unmappedLinks(in tree: LayoutTree, linkMap: [String: String]) -> [Diagnostic] {
        unmappedLinks(tree.pages.flatMap(\.links), linkMap: linkMap)
    }
}
