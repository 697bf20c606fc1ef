import FormCairo
import FormFormats
import FormLayout
// The model is API: a consumer's `import Formsetter` brings `Form`, `Diagnostic` and the geometry.
// The stages are not; the types of theirs the facade takes or returns are named in StageTypes.swift.
@_exported import FormModel
import FormState
import Foundation

/// One-call rendering: JSON in, layout or PNG/PDF/SVG bytes out, with every diagnostic.
/// Calls may run in parallel: each makes its own Pango font maps (one font map must not be used
/// by two threads at once) over the fonts set up once: FreeType faces opened once and locked by
/// cairo one use at a time (`OpenFontFaces`), cairo font faces made under a lock of our own (`FontFaceFence`).
public final class Formsetter: Sendable {
    /// The bundled fonts, set up once and shared by every call.
    public let fonts: FontSystem

    /// Sets up the bundled fonts plus the font files in `fontDirectories` (brand fonts); throws
    /// when they cannot be found.
    public init(fontDirectories: [URL] = []) throws {
        fonts = try FontSystem(extraDirectories: fontDirectories)
    }

    /// What to read and how to lay it out.
    public struct Options: Sendable {
        public var format: InputFormat?
        /// A skin name (`Skins.names`); nil = the form's own look.
        public var skin: String?
        /// Canvas width in points of a screen page; nil = the format's design width (768 for
        /// hyperoslo's iPad layout, 375 for the phone libraries).
        public var width: Double?
        /// Paper pages (`.a4`, `.letter`, `.paper(size:margin:)`) or an explicit screen; nil = one
        /// screen page `width` wide and as tall as the form.
        public var page: PageSetup?
        /// Initial values (hyperoslo, GIGFormulary populateData) or answers (Formworks): id → value.
        public var values: Data?
        /// Error messages (GIGFormulary loadError): id → message.
        public var errors: Data?
        public var skinOptions = SkinOptions()
        /// How the state stage runs (`--validate`, `--time-zone`).
        public var state = StateOptions()
        /// Lay the form out right to left (`--rtl`): every page mirrored as UIKit mirrors it.
        public var rightToLeft = false
        /// How the paper look prints the form as a questionnaire (every branch, blank).
        public var questionnaire = Questionnaire()
        /// The document title (`--title`), over the form's own; nil = the form's first title
        /// (`Form.displayTitle`), and none when it has none: never the file's name.
        public var title: String?
        /// What a fillable twin records of how it was printed; set from the form's bytes by the
        /// renders that read them.
        var twinRecord: TwinRecord?

        public init(format: InputFormat? = nil, skin: String? = nil, width: Double? = nil, page: PageSetup? = nil,
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

    /// Decodes and lays out JSON input. Throws `FormsetterError` for bad options and
    /// `DecodeFailure` when nothing can be drawn.
    public func layout(_ input: Data, options: Options) throws -> Result {
        try checkOptions(options)
        let decoded = try Formsetter.decode(input, options: options)
        let options = options.recordingTwin(of: decoded.format, digest: options.skinOptions.fillable ? SHA256.hex(input) : nil)
        return try layout(decoded.form, diagnostics: decoded.diagnostics, options: options)
    }

    /// Lays out a Form built in code (`values`, `errors` and `format` of the options are not used);
    /// a form decoded but not yet resolved goes through the state stage first.
    public func layout(_ form: Form, options: Options) throws -> Result {
        try checkOptions(options)
        let log = DiagnosticLog()
        let resolved = FormState.resolve(form, options: options.resolvedState, patterns: PatternMatcher(), log: log)
        return try layout(resolved, diagnostics: log.items, options: options.recordingTwin())
    }

    func checkOptions(_ options: Options) throws(FormsetterError) {
        if let width = options.width, !(width.isFinite && FormsetterError.widthRange.contains(width)) {
            throw .widthOutOfRange(width, allowed: FormsetterError.widthRange)
        }
        switch options.page {
        case nil: break
        case let .screen(width):
            guard width.isFinite, FormsetterError.widthRange.contains(width) else { throw .widthOutOfRange(width, allowed: FormsetterError.widthRange) }
        case let .paper(size, margin):
            let sides = FormsetterError.pageSideRange
            // The margins must leave at least an inch of paper between them.
            guard sides.contains(size.width), sides.contains(size.height), margin >= 0, 2 * margin <= min(size.width, size.height) - 72 else {
                throw .pageSizeOutOfRange(size, margin: margin, allowed: sides)
            }
            // On paper the rows are as wide as the page less its margins: a width would be ignored.
            if options.width != nil { throw .widthWithPaperPages }
        }
        if let name = options.skin { _ = try skinDescriptor(name, palette: options.skinOptions.palette) }
    }

    /// The skin called `name`, when it offers `palette`.
    private func skinDescriptor(_ name: String, palette: String?) throws(FormsetterError) -> SkinDescriptor {
        guard let descriptor = Skins.descriptor(named: name) else { throw .unknownSkin(name, available: Skins.names) }
        if let palette, !descriptor.palettes.contains(palette) {
            throw .unknownPalette(palette, skin: name, available: descriptor.palettes)
        }
        return descriptor
    }

    /// Lays out `input`; with `emit`, each page goes there as soon as it is complete and the
    /// result's tree has no pages (the streaming render); `tagged` hears first whether the look
    /// tags its PDF pages, which the pages are drawn with; `fontMet` hears each font the first
    /// time the layout measures with it.
    func layout(_ input: Form, diagnostics: [Diagnostic], options: Options, emit: ((Page) -> Void)? = nil,
                tagged: (Bool) -> Void = { _ in }, fontMet: ((FontRef) -> Void)? = nil) throws -> Result {
        let page = options.page ?? .screen(width: options.width ?? input.designWidth)
        let log = DiagnosticLog()
        let skinName = Self.skinName(for: input, options: options, log: log)
        let descriptor = try skinDescriptor(skinName, palette: options.skinOptions.palette)
        if descriptor.ignoresPalettes, let palette = options.skinOptions.palette, palette != descriptor.palettes.first {
            log.add(Diagnostic(.note, path: "", "the \(skinName) look prints on white with dark ink; --palette \(palette) is not applied"))
        }
        var skinOptions = options.skinOptions
        skinOptions.keepsScreenFields = options.questionnaire.asShown
        let skin = Skins.make(skinName, for: input, options: skinOptions)!
        // Before anything is drawn: a render cannot stop half-written for want of libqrencode.
        if case .paper = page, (skin as? any PageDecorating)?.printsSheetMarks == true { try PaperCodeSymbol.checkAvailable() }
        if let tag = skinOptions.languageTag, PaperLanguage(code: tag) == nil, skin is any PageDecorating {
            log.add(Diagnostic(.note, path: "", "the paper look has no words of its own in \(tag): its page label, key and routing are printed in English; the PDF's language is \(tag)"))
        }
        for diagnostic in diagnostics { log.add(diagnostic) }
        reportMissingTemplates(input, templates: options.skinOptions.templates, log: log)
        var linked = LinkPolicy.apply(to: input, log: log)
        if let title = options.title { linked.title = title }
        let form = FormLimits.cappingCells(linked, log: log)
        let measurer = PangoMeasurer(fonts: fonts)
        measurer.fontMet = fontMet
        var engine = LayoutEngine(skin: skin, measurer: measurer)
        engine.styleFamilies = Self.styleFamilies(options.skinOptions.style)
        tagged(engine.tagsPages)
        var tree: LayoutTree
        let contrast = ContrastWarnings(style: options.skinOptions.style, form: form)
        if let contrast {
            // The look's own pairs, from the form laid out without the style, page by page.
            var plain = options
            plain.skinOptions.style = StyleSheet()
            _ = try layout(input, diagnostics: [], options: plain, emit: contrast.noteLookOwn)
        }
        if let emit {
            let cap = PageCap(form: form, emit: options.rightToLeft ? { emit($0.mirrored()) } : emit)
            tree = engine.layout(form, page: page, log: log, emit: { page in
                contrast?.check(page)
                cap.take(page)
            })
            cap.warn(log: log)
        } else {
            tree = FormLimits.cappingPages(engine.layout(form, page: page, log: log), form: form, log: log)
            for page in tree.pages { contrast?.check(page) }
        }
        contrast?.warn(log: log)
        if options.rightToLeft { tree = tree.mirrored() }
        if let record = options.twinRecord { tree.documentInfo = record.entries }
        // A look with no words of its own says the language --lang names (a PDF's /Lang); the
        // form's is not detected for it: detection per record was 15 % of a print run's time.
        if tree.language == nil { tree.language = options.skinOptions.languageTag }
        return Result(form: form, tree: tree, diagnostics: log.items)
    }

    /// The look `form` is drawn in: `--skin`, else the form's own default; a default naming no
    /// look is a warning in `log` (it is input data, not a bad option) and hyperoslo is used.
    static func skinName(for form: Form, options: Options, log: DiagnosticLog? = nil) -> String {
        if let skin = options.skin { return skin }
        guard Skins.names.contains(form.defaultSkin) else {
            log?.warn("defaultSkin", "unknown skin \"\(form.defaultSkin.prefix(40))\"; hyperoslo is used")
            return "hyperoslo"
        }
        return form.defaultSkin
    }

    /// Whether `form` drawn with `options` gets PDF pages with structure tags: only looks that
    /// decorate pages (paper) tag them. A merged PDF is tagged only when all its forms are.
    public static func tagsPages(_ form: Form, options: Options) -> Bool {
        Skins.make(skinName(for: form, options: options), for: form, options: options.skinOptions) is any PageDecorating
    }

    /// Custom cells whose template is not loaded are drawn with the default cell style.
    private func reportMissingTemplates(_ form: Form, templates: [String: CellTemplate], log: DiagnosticLog) {
        for cell in form.cells {
            guard case let .custom(name) = cell.style.kind, templates[name] == nil else { continue }
            let reason = templates.isEmpty ? "no cell-template folder was given" : "the cell-template folder has no \(name).json"
            log.warn(cell.sourcePath, "cell template \"\(name)\" not found (\(reason)); drawn with the default cell style")
        }
    }

    /// Renders a laid-out form: one Data for PDF, one per page for PNG and SVG. In PDFs, links
    /// to URLs and keys that `linkMap` maps to URLs are clickable.
    public func render(_ result: Result, as output: OutputFormat, linkMap: [String: String] = [:]) throws -> [Data] {
        if case let .png(scale) = output, !FormsetterError.scales.contains(scale) {
            throw FormsetterError.scaleNotSupported(scale, allowed: FormsetterError.scales)
        }
        return try PageRenderer(fonts: fonts).render(result.tree, as: output, linkMap: linkMap)
    }

    /// Renders a laid-out form as `type`, PNG at `scale` (the CLI's `--type` and `--scale`).
    public func render(_ result: Result, as type: OutputType, scale: Double = 2, linkMap: [String: String] = [:]) throws -> [Data] {
        try render(result, as: OutputFormat(type, scale: scale), linkMap: linkMap)
    }
}

extension Formsetter {
    /// Parses a link map, a JSON object of link key → URL, through the project's JSON parser;
    /// syntax errors carry line and column, a value that is not a string names its key; what the
    /// parser tolerates (trailing commas, repeated keys) goes to `log` on `linkMap.<path>`.
    public static func parseLinkMap(_ data: Data, log: DiagnosticLog = DiagnosticLog()) throws -> [String: String] {
        let root = try JSONFile.read(data, path: "linkMap", label: "link map", log: log)
        guard case let .object(members) = root.value else {
            throw DecodeFailure("the link map must be a JSON object of link key → URL string, found \(root.value.typeName)")
        }
        var map: [String: String] = [:]
        for (key, value) in members {
            guard case let .string(url) = value else {
                throw DecodeFailure("link map: linkMap.\(key) must be a URL string, found \(value.typeName)")
            }
            map[key] = url
        }
        return map
    }

    /// One note per link key that stays unclickable because it is not a URL and the map lacks it,
    /// and one warning per key the map sends to a scheme `LinkPolicy` does not allow.
    public static func unmappedLinks(in tree: LayoutTree, linkMap: [String: String]) -> [Diagnostic] {
        unmappedLinks(tree.pages.flatMap(\.links), linkMap: linkMap)
    }

    /// The families a style sheet names, with the token and file of each.
    static func styleFamilies(_ style: StyleSheet) -> [String: (token: String, source: String)] {
        var families: [String: (token: String, source: String)] = [:]
        for token in style.tokens {
            switch token.value {
            case let .fontFamily(family): families[family] = (token.path, token.source)
            case let .typography(family?, _, _): families[family] = families[family] ?? (token.path, token.source)
            default: break
            }
        }
        return families
    }
}
