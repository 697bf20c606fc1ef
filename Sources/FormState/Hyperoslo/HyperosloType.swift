import FormModel

/// What the state stage needs to know about a hyperoslo `type` / `input_type` pair.
struct HyperosloType {
    let name: String
    let inputType: String?

    init(_ logic: CellLogic) {
        name = logic.type ?? "text"
        inputType = logic.inputType
    }

    var isSelect: Bool { name == "select" }
    var isMultiSelect: Bool { name == "multi_select" }
    var isSegment: Bool { name == "segment" }
    var isSwitch: Bool { name == "switch" }
    var isDate: Bool { ["date", "date_time", "time"].contains(name) }

    /// FORMFieldTypeNumber, Float and Count: `setValue` turns numbers into text, formulas default to "0".
    var isNumeric: Bool { ["float", "number", "count"].contains(name) }

    /// Cells built on FORMTextFieldCell validate as soon as they are drawn (formats.md §2.7).
    var validatesWhenDrawn: Bool { ["text", "name", "email", "password", "float", "number", "count"].contains(name) }

    /// Fields the library validates at all (buttons and spacers hold no value).
    var holdsValue: Bool { !["button", "spacer"].contains(name) }

    /// Decimals the display fixes: 2 for floats (FORMTextFieldCell `rawTextForField:` shows them
    /// `%.2f`), nil for the rest. A number or count field shows its stored text untouched
    /// (`setValue:` made a number its `stringValue`), so "0150" and "12.7" stay as written. Only
    /// `type` decides: `input_type` picks a keyboard and an input validator (FORMTextFieldTypeManager,
    /// FORMNumberInputValidator).
    var decimals: Int? { name == "float" ? 2 : nil }
}

extension Cell {
    /// Where the cell's raw value came from: `values.<id>` for the values sidecar, else the field's `value`.
    var valuePath: String { logic.fromValues ? "values.\(id)" : sourcePath + ".value" }
}
