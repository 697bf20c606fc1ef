import FormModel

/// Choices a user makes about a look, beyond its name.
public struct SkinOptions: Sendable {
    /// Colour set of skins that offer several (Formworks: `light`, `dark`, or `form` for the
    /// form's own); nil = the skin's first.
    public var palette: String?
    /// Named cell templates for `CellStyleKind.custom` (GIGFormulary `nameXib`).
    public var templates: [String: CellTemplate]
    /// The paper look's footer label: `{page}` and `{pages}` are replaced.
    public var pageLabel = "Page {page} of {pages}"
    /// The paper look leaves values to the fields of a fillable PDF.
    public var fillable = false

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
    /// The palettes users may pass to `--palette`, the default first; empty when it has none.
    public let palettes: [String]
    /// Builds the skin for a form with a palette from `palettes` (nil for a skin without any).
    let make: @Sendable (_ form: Form, _ palette: String?, _ options: SkinOptions) -> any Skin
}

/// Every skin Formsetter has; a new look is one line in `all`.
public enum Skins {
    /// The skins, in the order help texts list them.
    public static let all: [SkinDescriptor] = [
        SkinDescriptor(name: "hyperoslo", summary: "hyperoslo/Form with FORMDefaultStyle", palettes: []) { _, _, _ in HyperosloSkin() },
        SkinDescriptor(name: "gigformulary", summary: "GIGFormulary's xibs", palettes: []) { _, _, options in
            GIGFormularySkin(templates: options.templates)
        },
        SkinDescriptor(name: "formworks", summary: "Formworks at HEAD", palettes: FormworksPalette.names) { form, palette, _ in
            FormworksSkin(palette: FormworksPalette.named(palette ?? "light", form: form))
        },
        SkinDescriptor(name: "swiftformbuilder", summary: "SwiftFormBuilder's xibs", palettes: []) { _, _, _ in SwiftFormBuilderSkin() },
        SkinDescriptor(name: "paper", summary: "black on white for printing, writing boxes and combs", palettes: []) { _, _, options in
            PaperSkin(pageLabel: options.pageLabel, printsValues: !options.fillable)
        },
    ]

    /// The skin names, in `all`'s order.
    public static var names: [String] { all.map(\.name) }

    /// The skin called `name`, or nil.
    public static func descriptor(named name: String) -> SkinDescriptor? { all.first { $0.name == name } }

    /// The skin called `name` set up for `form`, or nil when there is no such skin or it does not
    /// offer `options.palette`.
    public static func make(_ name: String, for form: Form, options: SkinOptions = SkinOptions()) -> (any Skin)? {
        guard let descriptor = descriptor(named: name) else { return nil }
        let palette = options.palette ?? descriptor.palettes.first
        guard palette == nil || descriptor.palettes.contains(palette!) else { return nil }
        return descriptor.make(form, palette, options)
    }
}
