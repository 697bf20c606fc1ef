import FormModel

/// A hyperoslo field's value in the data source: a chosen option (FORMFieldValue), several
/// (multi_select), or a plain value (NSString, NSNumber, NSDate as its ISO text).
enum HyperosloFieldValue: Hashable {
    case option(Int)
    case options([Int])
    case raw(RawValue)

    /// `FORMField setValue:` for a plain value: numeric types store text, empty text is nil.
    static func assigned(_ value: RawValue?, type: HyperosloType) -> HyperosloFieldValue? {
        guard var value, value != .null else { return nil }
        if type.isNumeric, case .number = value { value = .string(value.text) }
        if type.isNumeric, case .bool = value { value = .string(value.text) }
        if case let .string(text) = value, text.isEmpty { return nil }
        return .raw(value)
    }
}
