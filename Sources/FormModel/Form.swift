/// A normalized form: every default applied, units in points, ids unique. Later stages never
/// learn which format it came from.
public struct Form: Sendable, Hashable {
    public var title: String?
    public var groups: [Group]
    /// The look the input format asks for, used when the user names none.
    public var defaultSkin: String
    /// Colours the form itself defines, by the skin role they replace (e.g. Formworks `accent`).
    public var palette: [String: Color]
    /// The screen width the source library lays the form out for (768 for hyperoslo's iPad
    /// layout, 375 for the phone libraries): the canvas width when the user names none.
    public var designWidth: Double
    /// Whose rules the state stage applies (targets, formulas, validators, value formatting).
    public var semantics: FormSemantics
    /// Form-level keys of the source the state stage reads (Formworks `id`, `responseType`, dialect).
    public var settings: [String: String]
    /// The form's own id when its format has one (Formworks and native `id`), printed in the
    /// paper look's running header.
    public var identifier: String? = nil

    public init(title: String? = nil, groups: [Group], defaultSkin: String, palette: [String: Color] = [:], designWidth: Double = 375,
                semantics: FormSemantics = .none, settings: [String: String] = [:]) {
        self.title = title; self.groups = groups; self.defaultSkin = defaultSkin; self.palette = palette
        self.designWidth = designWidth; self.semantics = semantics; self.settings = settings
    }

    /// This form, leaving an empty one in its place: the caller then holds the only copy and
    /// changes its cells in place instead of copying them all.
    public mutating func takeAll() -> Form {
        var taken = Form(groups: [], defaultSkin: defaultSkin)
        swap(&taken, &self)
        return taken
    }

    /// Every cell of every section, in reading order (a copy: prefer `cells` to iterate).
    public var allCells: [Cell] { Array(cells) }

    /// Every cell of every section, in reading order, read in place: cells are large and
    /// copying all of them (as `allCells` does) costs the form's size again in memory.
    public var cells: some Sequence<Cell> {
        groups.lazy.flatMap { $0.sections.lazy.flatMap(\.cells) }
    }
}

/// A titled block of sections (hyperoslo group, a card).
public struct Group: Sendable, Hashable {
    public var id: String
    public var title: RichText?
    /// Only the header is drawn.
    public var collapsed: Bool
    public var style: GroupStyle

    public var sections: [Section]
    /// Where the group came from in the input, for diagnostics raised by later stages.
    public var sourcePath: String

    public init(id: String, title: RichText? = nil, collapsed: Bool = false, style: GroupStyle = GroupStyle(), sections: [Section], sourcePath: String = "") {
        self.id = id; self.title = title; self.collapsed = collapsed; self.style = style; self.sections = sections
        self.sourcePath = sourcePath
    }
}

/// Colours and font a group may set for its header and background.
public struct GroupStyle: Sendable, Hashable {
    public var background: Color?
    public var textColor: Color?
    public var font: FontSpec?

    public init(background: Color? = nil, textColor: Color? = nil, font: FontSpec? = nil) {
        self.background = background; self.textColor = textColor; self.font = font
    }
}

/// An ordered run of cells inside a group; cells flow into rows.
public struct Section: Sendable, Hashable {
    public var id: String
    public var cells: [Cell]
    /// The cells of one more entry of a repeating section (a hyperoslo dynamic section's
    /// template, ids holding `:index`): paper prints blank entries of it. Empty when the section
    /// does not repeat.
    public var template: [Cell] = []
    /// Where the section came from in the input, for diagnostics raised by later stages.
    public var sourcePath: String

    public init(id: String, cells: [Cell], sourcePath: String = "") { self.id = id; self.cells = cells; self.sourcePath = sourcePath }
}

/// The library whose state rules a form follows; `none` shows values exactly as the model holds them.
public enum FormSemantics: String, Sendable, Hashable, CaseIterable {
    case none, hyperoslo, gigformulary, formworks, swiftformbuilder
}
