/// What a cell's value must satisfy, as the form's library checks it; the state stage evaluates
/// these and the paper look sizes its writing boxes from them.
public struct ValueRules: Sendable, Hashable {
    /// Fewest characters a text value may have.
    public var minLength: Int?
    /// Most characters a text value may have.
    public var maxLength: Int?
    /// Smallest number a numeric value may be.
    public var minValue: Double?
    /// Largest number a numeric value may be.
    public var maxValue: Double?
    /// A value must be given (hyperoslo `required`).
    public var required: Bool
    /// A regular expression the value must match (hyperoslo `format`: case-insensitive search).
    public var pattern: String?
    /// The id of the field the value is compared with (hyperoslo `compare_to`).
    public var compareTo: String?
    /// How the value compares with `compareTo`'s (`>`, `>=`, `<`, `<=`, `==`).
    public var compareRule: String?

    /// Rules as a decoder reads them; nothing is required by default.
    public init(minLength: Int? = nil, maxLength: Int? = nil, minValue: Double? = nil, maxValue: Double? = nil,
                required: Bool = false, pattern: String? = nil, compareTo: String? = nil, compareRule: String? = nil) {
        self.minLength = minLength; self.maxLength = maxLength; self.minValue = minValue; self.maxValue = maxValue
        self.required = required; self.pattern = pattern; self.compareTo = compareTo; self.compareRule = compareRule
    }

    /// The number of characters every valid value has (a postal code, a national id), when the
    /// rules pin it; nil when values may vary in length.
    public var fixedLength: Int? {
        guard let minLength, let maxLength, minLength == maxLength, minLength > 0 else { return nil }
        return maxLength
    }
}
