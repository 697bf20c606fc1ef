import FormModel

/// Choices a user makes about a look, beyond its name.
public struct SkinOptions: Sendable {
    /// Colour set of skins that offer several (Formworks: `light`, `dark`, or `form` for the
    /// form's own); nil = the skin's first.
    public var palette: String?
    /// Named cell templates for `CellStyleKind.custom` (GIGFormulary `nameXib`).
    public var templates: [String: CellTemplate]
    /// The paper look's footer label: `{page}` and `{pages}` are replaced; nil = the label of
    /// the paper look's language ("Page {page} of {pages}", "Side {page} av {pages}", …).
    public var pageLabel: String? = nil
    /// The language of the paper look's own words; nil = detected from the form's text
    /// (`PaperLanguage.detected(in:)`).
    public var language: PaperLanguage? = nil
    /// The paper look's PDF `/Lang` (`--lang`): any BCP 47 tag (`PaperLanguageTag`), even one
    /// whose words the look prints in English; nil = the tag of `language`.
    public var languageTag: String? = nil
    /// Blank entries the paper look prints after each repeating section (`--repeat-rows`).
    public var repeatRows = 3
    /// The paper look leaves values to the fields of a fillable PDF.
    public var fillable = false
    /// The paper look prints passwords and confirmation boxes as the screen shows them
    /// (`--as-shown`) instead of leaving them out.
    public var keepsScreenFields = false
    /// The link map (a key of the form → URL): the paper look prints a key's URL after its
    /// text as it prints URL targets'.
    public var linkMap: [String: String] = [:]
    /// The paper look numbers its questions 1., 2., … (`--number-questions`).
    public var numbersQuestions = false
    /// Design tokens over the look (`--style`), applied after the palette's.
    public var style = StyleSheet()
    /// Every text size multiplied (`--font-scale`, the phone's accessibility text sizes).
    public var fontScale = 1.0
    /// The paper look's pages carry four registration marks and a QR code saying which form,
    /// layout and page they are (`PaperSheetMarks`, `PaperPageCode`), and keep a margin of at
    /// least 12 mm; false (`--no-marks`) prints them as before, with the margin given.
    public var marks = true
    /// The print run's record the paper look prints (its line and name go into each page's code).
    public var printRunRecord: PrintRunRecord? = nil

    public init(palette: String? = nil, templates: [String: CellTemplate] = [:]) {
        self.palette = palette; self.templates = templates
    }
}

/// Everything Formsetter knows about one skin: the CLI's `--skin` and `--palette` help and
/// validation come from here.
public struct SkinDescriptor: Sendable {
    /// The name users pass to `--skin`.
    public let name: String
    /// What the look is, for help texts.
    public let summary: String
    /// The palettes users may pass to `--palette`, the default first.
    public let palettes: [String]
    /// Whether the skin draws its palettes itself; otherwise they are `BuiltInPalettes` token sets.
    let ownsPalettes: Bool
    /// The look prints on white with dark ink whatever `--palette` says (paper): a palette is
    /// accepted, so one command line serves every look, and not applied.
    public let ignoresPalettes: Bool
    /// What the skin's own colours, fonts and metrics are for each token, with `palette` drawn.
    let roles: @Sendable (_ form: Form, _ palette: String?) -> SkinTokenRoles
    /// Builds the skin for a form with a palette from `palettes`.
    let make: @Sendable (_ form: Form, _ palette: String?, _ options: SkinOptions) -> any Skin

    init(name: String, summary: String, palettes: [String] = BuiltInPalettes.names, ownsPalettes: Bool = false, ignoresPalettes: Bool = false,
         roles: @escaping @Sendable (_ form: Form, _ palette: String?) -> SkinTokenRoles,
         make: @escaping @Sendable (_ form: Form, _ palette: String?, _ options: SkinOptions) -> any Skin) {
        self.name = name; self.summary = summary; self.palettes = palettes; self.ownsPalettes = ownsPalettes
        self.ignoresPalettes = ignoresPalettes
        self.roles = roles; self.make = make
    }

    /// The skin's own tokens (beyond the shared set), for validation and the schema.
    public var ownTokens: [String] { roles(Form(groups: [], defaultSkin: name), palettes.first).ownTokens }
}

/// Every skin Formsetter has; a new look is one line in `all`.
public enum Skins {
    /// The skins, in the order help texts list them.
    public static let all: [SkinDescriptor] = [
        SkinDescriptor(name: "hyperoslo", summary: "hyperoslo/Form with FORMDefaultStyle", roles: { _, _ in HyperosloSkin.tokenRoles }) { _, _, _ in
            HyperosloSkin()
        },
        SkinDescriptor(name: "gigformulary", summary: "GIGFormulary's xibs", roles: { _, _ in GIGFormularySkin.tokenRoles }) { _, _, options in
            GIGFormularySkin(templates: options.templates)
        },
        SkinDescriptor(name: "formworks", summary: "Formworks at HEAD", palettes: FormworksPalette.names, ownsPalettes: true,
                       roles: { form, palette in FormworksSkin.tokenRoles(FormworksPalette.named(palette ?? "light", form: form)) }) { form, palette, _ in
            FormworksSkin(palette: FormworksPalette.named(palette ?? "light", form: form))
        },
        SkinDescriptor(name: "swiftformbuilder", summary: "SwiftFormBuilder's xibs", roles: { _, _ in SwiftFormBuilderSkin.tokenRoles }) { _, _, _ in
            SwiftFormBuilderSkin()
        },
        SkinDescriptor(name: "paper", summary: "black on white for printing, writing boxes and combs", ignoresPalettes: true, roles: { _, _ in PaperSkin.tokenRoles }) { form, _, options in
            let wording = PaperWording(options.language ?? PaperLanguage.detected(in: form))
            var skin = PaperSkin(pageLabel: options.pageLabel ?? wording.pageLabel, continuedLabel: wording.continued,
                                 printsValues: !options.fillable, wording: wording)
            skin.repeatRows = options.repeatRows
            skin.keepsScreenFields = options.keepsScreenFields
            skin.linkMap = options.linkMap
            skin.numbersQuestions = options.numbersQuestions
            skin.languageTag = options.languageTag
            skin.printsSheetMarks = options.marks
            skin.printRunRecord = options.printRunRecord
            return skin
        },
    ]

    /// The skin names, in `all`'s order.
    public static var names: [String] { all.map(\.name) }

    /// The skin called `name`, or nil.
    public static func descriptor(named name: String) -> SkinDescriptor? { all.first { $0.name == name } }

    /// The skin called `name` set up for `form`, or nil when there is no such skin or it does not
    /// offer `options.palette`. A palette token set, `options.style` and `options.fontScale` are
    /// applied as one `Theme` around the skin; without them the skin is returned as it is.
    public static func make(_ name: String, for form: Form, options: SkinOptions = SkinOptions()) -> (any Skin)? {
        guard let descriptor = descriptor(named: name) else { return nil }
        let palette = options.palette ?? descriptor.palettes.first
        guard palette == nil || descriptor.palettes.contains(palette!) else { return nil }
        let skin = descriptor.make(form, palette, options)
        let paletteTokens = descriptor.ownsPalettes || descriptor.ignoresPalettes ? StyleSheet() : BuiltInPalettes.sheet(named: palette, form: form)
        let theme = Theme(paletteTokens.merging(options.style), roles: descriptor.roles(form, palette), fontScale: options.fontScale)
        return theme.isIdentity ? skin : themed(skin, theme)
    }

    private static func themed<S: Skin>(_ skin: S, _ theme: Theme) -> any Skin { ThemedSkin(skin, theme: theme) }
}
