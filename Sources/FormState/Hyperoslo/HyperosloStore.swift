import FormModel

/// The mutable data of a hyperoslo data source while targets run: each field's value, the
/// values dictionary, hidden fields and sections, disabled flags (FORMData's state).
struct HyperosloStore {
    /// Where a cell sits in the form, in 32-bit indices: there is one per field (a 32 MiB input
    /// cannot hold 2³¹ of anything), and the table of a long form was the state stage's largest.
    struct Ref: Hashable {
        private let groupIndex, sectionIndex, cellIndex: Int32
        var group: Int { Int(groupIndex) }
        var section: Int { Int(sectionIndex) }
        var cell: Int { Int(cellIndex) }

        init(group: Int, section: Int, cell: Int) {
            groupIndex = Int32(group); sectionIndex = Int32(section); cellIndex = Int32(cell)
        }
    }

    private(set) var form: Form
    /// Fields (cells with a library type) by id, in reading order.
    private(set) var refs: [String: Ref] = [:]
    private(set) var order: [String] = []
    private(set) var sectionRefs: [String: (group: Int, section: Int)] = [:]

    var value: [String: HyperosloFieldValue] = [:]
    /// `FORMDataSource.values`; `.null` stands for NSNull.
    var values: [String: RawValue] = [:]
    var hiddenFields: Set<String> = []
    var hiddenSections: Set<String> = []
    /// Fields whose targets enabled or disabled them; the others keep their cell's flag.
    var disabled: [String: Bool] = [:]

    init(form: consuming Form) {
        self.form = form
        let cells = self.form.groups.reduce(0) { $0 + $1.sections.reduce(0) { $0 + $1.cells.count } }
        refs.reserveCapacity(cells)
        order.reserveCapacity(cells)
        value.reserveCapacity(cells)
        values.reserveCapacity(cells)
        for (g, group) in self.form.groups.enumerated() {
            for (s, section) in group.sections.enumerated() {
                if sectionRefs[section.id] == nil { sectionRefs[section.id] = (g, s) }
                for (c, cell) in section.cells.enumerated() where cell.logic.type != nil && refs[cell.id] == nil {
                    refs[cell.id] = Ref(group: g, section: s, cell: c)
                    order.append(cell.id)
                }
            }
        }
    }

    /// The form, for the result to change in place; the store is left with an empty one.
    mutating func takeForm() -> Form { form.takeAll() }

    /// Whether `id` is a field of the form (cheaper than `cell`, which copies the cell).
    func contains(_ id: String) -> Bool { refs[id] != nil }

    /// The targets of field `id`, without copying the rest of its cell.
    func targets(_ id: String) -> [Target]? {
        guard let ref = refs[id] else { return nil }
        return form.groups[ref.group].sections[ref.section].cells[ref.cell].logic.targets
    }

    func cell(_ id: String) -> Cell? {
        guard let ref = refs[id] else { return nil }
        return form.groups[ref.group].sections[ref.section].cells[ref.cell]
    }

    func type(_ id: String) -> HyperosloType? { cell(id).map { HyperosloType($0.logic) } }

    func sectionID(of id: String) -> String? {
        guard let ref = refs[id] else { return nil }
        return form.groups[ref.group].sections[ref.section].id
    }

    /// Field ids of a section, in order.
    func fields(inSection id: String) -> [String] {
        guard let ref = sectionRefs[id] else { return [] }
        return form.groups[ref.group].sections[ref.section].cells.compactMap { refs[$0.id] != nil ? $0.id : nil }
    }

    func sectionExists(_ id: String) -> Bool { sectionRefs[id] != nil }

    /// On screen: neither the field nor its section is hidden.
    func isVisible(_ id: String) -> Bool {
        guard refs[id] != nil, !hiddenFields.contains(id) else { return false }
        return sectionID(of: id).map { !hiddenSections.contains($0) } ?? false
    }

    /// The field is in a collapsed group, so its cell is never configured.
    func isCollapsed(_ id: String) -> Bool {
        guard let ref = refs[id] else { return false }
        return form.groups[ref.group].collapsed
    }

    /// What the values dictionary holds for a field value: an option's id, ids, or the value.
    func output(_ id: String) -> RawValue? {
        guard let cell = cell(id) else { return nil }
        switch value[id] {
        case nil: return nil
        case let .option(index)?: return cell.logic.options.indices.contains(index) ? cell.logic.options[index].id : nil
        case let .options(indices)?: return .array(indices.compactMap { cell.logic.options.indices.contains($0) ? cell.logic.options[$0].id : nil })
        case let .raw(raw)?: return raw
        }
    }

    /// `updateValuesFromFields:`: the values dictionary takes the fields' current values.
    mutating func publish(_ ids: [String]) {
        for id in ids { values[id] = output(id) }
    }

    /// The option of a select whose id equals `id` (`identifierIsEqualTo:`).
    func option(of field: String, matching id: RawValue) -> Int? {
        guard let cell = cell(field) else { return nil }
        return Self.option(in: cell.logic.options, matching: id)
    }

    /// The index of the option among `options` whose id is `id`, compared as the library does.
    static func option(in options: [OptionLogic], matching id: RawValue) -> Int? {
        options.firstIndex { option in
            switch (option.id, id) {
            case let (.string(a), .string(b)): a == b
            case (.number, _), (.bool, _): ConditionEvaluator.isEqual(option.id, id) || option.id.text == id.text && id != .null
            default: option.id.text == id.text && id != .null
            }
        }
    }
}
