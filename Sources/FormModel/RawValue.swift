/// A value exactly as the input wrote it (JSON scalar, array or null), kept for the state stage,
/// which formats and evaluates it the way the form's library does.
public indirect enum RawValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([RawValue])

    /// The text NSNumber's `stringValue` or the string itself gives: `12`, `1.5`, `1` for true;
    /// "" for null and arrays.
    public var text: String {
        switch self {
        case let .string(text): text
        case let .number(number): RawValue.numberText(number)
        case let .bool(flag): flag ? "1" : "0"
        case .null, .array: ""
        }
    }

    /// A number as NSNumber prints it: integers without a fraction, others in shortest form.
    public static func numberText(_ number: Double) -> String {
        if number.isFinite, number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return "\(number)"
    }
}
