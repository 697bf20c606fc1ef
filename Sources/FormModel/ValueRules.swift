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

    public init(minLength: Int? = nil, maxLength: Int? = nil, minValue: Double? = nil, maxValue: Double? = nil) {
        self.minLength = minLength; self.maxLength = maxLength; self.minValue = minValue; self.maxValue = maxValue
    }

    /// The number of characters every valid value has (a postal code, a national id), when the
    /// rules pin it; nil when values may vary in length.
    public var fixedLength: Int? {
        guard let minLength, let maxLength, minLength == maxLength, minLength > 0 else { return nil }
        return maxLength
    }
}
