import FormModel

/// The option a given value names in a select, segment or multi-select: its id, compared as
/// the library compares ids, or else its title (`OptionTitleMatch`).
enum HyperosloOptionChoice: Equatable {
    case option(Int)
    case unknown
    case ambiguous([Int])

    init(_ given: RawValue, options: [OptionLogic], titles: [String]) {
        if let index = HyperosloStore.option(in: options, matching: given) {
            self = .option(index)
            return
        }
        guard case let .string(text) = given else {
            self = .unknown
            return
        }
        // An option without an id only asks for a choice; no title selects it.
        let titled = titles.indices.filter { options.indices.contains($0) && options[$0].id != .null }
        switch OptionTitleMatch(text, titles: titles, among: titled) {
        case let .one(index): self = .option(index)
        case let .several(indices): self = .ambiguous(indices)
        case .none: self = .unknown
        }
    }

    /// The diagnostic for `given` when it names no option or several, listing the options' ids
    /// and titles; nil when it names one. The field is drawn with nothing selected. A value given
    /// to the form (`values`) is an error, which fails the render; the form's own, a warning.
    func problem(given: RawValue, options: [OptionLogic], titles: [String], path: String, severity: Diagnostic.Severity) -> Diagnostic? {
        func listed(_ indices: [Int]) -> String { OptionTitleMatch.listed(indices, ids: options.map(\.id.text), titles: titles) }
        switch self {
        case .option: return nil
        case let .ambiguous(indices):
            return Diagnostic(severity, path: path, "\"\(given.text)\" is the title of several options: \(listed(indices)); give the option's id; nothing is selected")
        case .unknown:
            let named = options.indices.filter { options[$0].id != .null }
            return Diagnostic(severity, path: path, "\"\(given.text)\" is the id or title of no option; the options are: \(listed(named)); nothing is selected")
        }
    }
}
