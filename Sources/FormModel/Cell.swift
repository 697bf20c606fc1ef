/// One field of a form, with everything needed to draw it.
public struct Cell: Sendable, Hashable {
    public var id: String
    public var kind: CellKind
    public var label: RichText?
    /// Secondary text under the label (Formworks description, expandable checkbox details).
    public var detail: RichText?
    /// A rule the value must follow, shown under the control (Formworks validator hint).
    public var hint: String?
    public var placeholder: String?
    public var value: CellValue
    /// The value's own characters when `value` shows them grouped by the library's display (a
    /// fødselsnummer's space, a bank account's dots): what a comb prints, one character a cell.
    /// nil when `value` is the value's own text.
    public var ungroupedValue: String? = nil
    /// Choices of select and segment cells.
    public var options: [String]
    /// The reader may pick several of the options (hyperoslo `multi_select`): print looks draw
    /// square tick boxes instead of circles.
    public var allowsMultipleOptions = false
    /// The option that only asks for a choice and is no answer (GIGFormulary `KeyNoSelected`, a
    /// hyperoslo option without an id, the "no values" entry of a SwiftFormBuilder picker without
    /// values): screens show it, paper never prints it as an option.
    public var promptOption: Int? = nil
    /// Share of the row's width, 0 < widthPercent <= 100.
    public var widthPercent: Double
    public var height: CellHeight
    @Shared public var style: CellStyle
    public var state: CellState
    /// What the value must satisfy (length, range, format), evaluated by the state stage.
    @Shared public var rules: ValueRules
    /// The value as written and the expressions the state stage evaluates.
    @Shared public var logic: CellLogic
    /// Where the cell came from in the input, for diagnostics raised by later stages.
    public var sourcePath: String
    /// The answers that make this question apply when the form prints every branch (any one is
    /// enough); empty when it always applies or when the form is drawn as shown.
    public var routing: [RoutingCondition] = []
    /// Where the questions `routing` names are printed, and where each option sends the
    /// reader on; set by a print look that numbers its questions.
    public var routingPlaces = RoutingPlaces()
    /// When the form's logic computes this answer (a hyperoslo `formula`) and the form prints every
    /// branch: the titles of the questions it is computed from, in order (empty when it reads none
    /// of them, so the office fills it in); nil otherwise.
    public var computedFrom: [String]? = nil
    /// A blank entry of a repeating section that a print look adds for people to use (paper's
    /// `--repeat-rows`): its questions need an answer only once someone uses the entry.
    public var isSpareEntry = false

    public init(id: String, kind: CellKind, label: RichText? = nil, detail: RichText? = nil, hint: String? = nil, placeholder: String? = nil,
                value: CellValue = .empty, options: [String] = [], widthPercent: Double = 100,
                height: CellHeight = .intrinsic, style: CellStyle = CellStyle(), state: CellState = CellState(),
                rules: ValueRules = ValueRules(), logic: CellLogic = CellLogic(), sourcePath: String = "") {
        self.id = id; self.kind = kind; self.label = label; self.detail = detail; self.hint = hint; self.placeholder = placeholder
        self.value = value; self.options = options; self.widthPercent = widthPercent
        self.height = height; self.style = style; self.state = state; self.rules = rules; self.logic = logic; self.sourcePath = sourcePath
    }
}

/// What a cell is, independent of any format's type names.
public enum CellKind: Sendable, Hashable {
    case text
    /// A multi-line text field (Formworks multiline, bench textarea).
    case textArea
    /// A text field whose characters are hidden.
    case secureText
    case select
    case date
    case dateTime
    case time
    case count
    case toggle
    case checkbox
    case segment
    case button
    /// Static text (GIGFormulary index, SwiftFormBuilder label).
    case label
    case link
    case separator
    case spacer
    /// A cell the input format leaves to the host app; `type` is the format's type name.
    case custom(type: String)
}

/// The current value of a cell, ready for display.
public enum CellValue: Sendable, Hashable {
    case empty
    /// Text exactly as it is displayed (already formatted).
    case text(String)
    case toggle(Bool)
    /// Index into the cell's options.
    case option(Int)
}

/// How tall a cell is.
public enum CellHeight: Sendable, Hashable {
    /// The skin decides (its row height or the cell's content).
    case intrinsic
    /// A multiple of the skin's row unit (85 pt in hyperoslo).
    case chunks(Double)
}

/// Per-cell state that changes the look.
public struct CellState: Sendable, Hashable {
    public var hidden: Bool
    public var disabled: Bool
    /// A value is mandatory (skins draw an asterisk or an icon).
    public var required: Bool
    /// Drawn with the invalid colours.
    public var invalid: Bool
    /// The value was checked and passed (Formworks draws a check mark).
    public var valid: Bool
    /// Text of the cell's error label, for skins that draw one.
    public var error: String?
    /// The detail text is folded behind a read-more button (a GIGFormulary expandable check box
    /// before it is tapped): screen looks show the button, print looks the text.
    public var collapsed = false

    public init(hidden: Bool = false, disabled: Bool = false, required: Bool = false, invalid: Bool = false,
                valid: Bool = false, error: String? = nil) {
        self.hidden = hidden; self.disabled = disabled; self.required = required; self.invalid = invalid
        self.valid = valid; self.error = error
    }
}
