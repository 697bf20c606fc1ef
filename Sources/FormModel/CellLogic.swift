/// What the state stage needs to evaluate a cell the way its library does: the value as written,
/// the library's type names, and the expressions (formula, targets) attached to the cell.
public struct CellLogic: Sendable, Hashable {
    /// The library's type name (`float`, `select`, …), which decides formatting and validation.
    public var type: String?
    /// hyperoslo `input_type`.
    public var inputType: String?
    /// The initial value as written (the values sidecar wins over the form's own `value`).
    public var raw: RawValue?
    /// The raw value came from the values sidecar (hyperoslo initial values), not the form.
    public var fromValues: Bool
    /// hyperoslo `formula`, e.g. `$base_salary + $bonus`.
    public var formula: String?
    /// Targets run when the cell's value changes (hyperoslo field `targets`).
    public var targets: [Target]
    /// The choices of select and segment cells, in the order of `Cell.options`.
    public var options: [OptionLogic]
    /// The validators the library runs on send, in declaration order.
    public var validators: [Validator]

    /// Logic as a decoder reads it; everything optional.
    public init(type: String? = nil, inputType: String? = nil, raw: RawValue? = nil, fromValues: Bool = false,
                formula: String? = nil, targets: [Target] = [], options: [OptionLogic] = [], validators: [Validator] = []) {
        self.type = type; self.inputType = inputType; self.raw = raw; self.fromValues = fromValues
        self.formula = formula; self.targets = targets; self.options = options; self.validators = validators
    }

    /// True when there is nothing for the state stage to evaluate.
    public var isEmpty: Bool { self == CellLogic() }
}

/// One choice of a select or segment cell as its library stores it.
public struct OptionLogic: Sendable, Hashable {
    /// The option's `id` (what the values dictionary holds).
    public var id: RawValue
    /// The numeric `value` formulas use.
    public var number: Double?
    /// Selected when the cell has no value (hyperoslo `default`).
    public var isDefault: Bool
    /// Targets run when the option is chosen.
    public var targets: [Target]

    /// An option with its id, formula value, default flag and targets.
    public init(id: RawValue, number: Double? = nil, isDefault: Bool = false, targets: [Target] = []) {
        self.id = id; self.number = number; self.isDefault = isDefault; self.targets = targets
    }
}

/// A hyperoslo target: an action on a field or section, optionally guarded by a condition.
public struct Target: Sendable, Hashable {
    /// What the target acts on.
    public enum Kind: String, Sendable, Hashable { case field, section }
    /// What the target does.
    public enum Action: String, Sendable, Hashable, CaseIterable { case show, hide, update, clear, enable, disable }

    /// The id of the field or section acted on.
    public var id: String
    /// Field or section.
    public var kind: Kind
    /// What the target does to it.
    public var action: Action
    /// `target_value`: the value an `update` sets.
    public var value: RawValue?
    /// `condition`: a DDMathParser expression that must hold for the target to run.
    public var condition: String?
    /// Where the target came from in the input, for diagnostics.
    public var sourcePath: String

    /// A target as the form declares it.
    public init(id: String, kind: Kind = .field, action: Action, value: RawValue? = nil, condition: String? = nil, sourcePath: String = "") {
        self.id = id; self.kind = kind; self.action = action; self.value = value; self.condition = condition; self.sourcePath = sourcePath
    }
}
