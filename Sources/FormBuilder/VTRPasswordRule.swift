import Foundation

/// The process-wide password rules that `FormItemPasswordProperty` writes (the last call wins).
public enum VTRPasswordRule {
    private struct Rules {
        var minLength = 8
        var maxLength = 40
        var needUppercasedLetter = false
        var needLowercasedLetter = true
        var needSpecialChar = false
        var needNumber = false
    }

    private static let rules = Locked(Rules())

    /// Minimum length (default 8); a value < 2 or ≥ `maxLength` resets it to 8.
    public static var minLength: Int {
        get { rules.value.minLength }
        set { rules.withLock { $0.minLength = newValue >= 2 && newValue < $0.maxLength ? newValue : 8 } }
    }

    /// Maximum length (default 40); a value ≤ `minLength` resets it to 40.
    public static var maxLength: Int {
        get { rules.value.maxLength }
        set { rules.withLock { $0.maxLength = newValue > $0.minLength ? newValue : 40 } }
    }

    /// At least one uppercase ASCII letter (default false).
    public static var needUppercasedLetter: Bool { get { self[\.needUppercasedLetter] } set { self[\.needUppercasedLetter] = newValue } }

    /// At least one lowercase ASCII letter (default true).
    public static var needLowercasedLetter: Bool { get { self[\.needLowercasedLetter] } set { self[\.needLowercasedLetter] = newValue } }

    /// At least one special character (default false; see `isValidPassword` for the quirk).
    public static var needSpecialChar: Bool { get { self[\.needSpecialChar] } set { self[\.needSpecialChar] = newValue } }

    /// At least one digit (default false).
    public static var needNumber: Bool { get { self[\.needNumber] } set { self[\.needNumber] = newValue } }

    /// One yes/no rule, read and written under the lock.
    private static subscript(flag: WritableKeyPath<Rules, Bool>) -> Bool {
        get { rules.value[keyPath: flag] }
        set { rules.withLock { $0[keyPath: flag] = newValue } }
    }

    /// Restores the library defaults (8–40, lowercase only); not in SwiftFormBuilder, for tests.
    public static func reset() {
        rules.value = Rules()
    }
}

/// Password rules of an item; every setter writes the global `VTRPasswordRule` at once.
public final class FormItemPasswordProperty {
    /// Rules that start from the current global ones.
    public init() {}

    /// Minimum length (accepted if ≥ 2 and < the maximum, else 8).
    public func minLength(_ value: Int) -> FormItemPasswordProperty { writing { VTRPasswordRule.minLength = value } }

    /// Maximum length (accepted if > the minimum, else 40).
    public func maxLength(_ value: Int) -> FormItemPasswordProperty { writing { VTRPasswordRule.maxLength = value } }

    /// Whether an uppercase letter is required.
    public func needUppercasedLetters(_ value: Bool) -> FormItemPasswordProperty { writing { VTRPasswordRule.needUppercasedLetter = value } }

    /// Whether a lowercase letter is required (default true).
    public func needLowercasedLetters(_ value: Bool) -> FormItemPasswordProperty { writing { VTRPasswordRule.needLowercasedLetter = value } }

    /// Whether a special character is required.
    public func needSpecialChars(_ value: Bool) -> FormItemPasswordProperty { writing { VTRPasswordRule.needSpecialChar = value } }

    /// Whether a digit is required.
    public func needNumber(_ value: Bool) -> FormItemPasswordProperty { writing { VTRPasswordRule.needNumber = value } }

    /// The README's spelling of `needLowercasedLetters(_:)` (absent from the library; kept so README code compiles).
    public func needLowercasedLetter(_ value: Bool) -> FormItemPasswordProperty { needLowercasedLetters(value) }

    /// The README's spelling of `needSpecialChars(_:)` (absent from the library; kept so README code compiles).
    public func needSpecialChar(_ value: Bool) -> FormItemPasswordProperty { needSpecialChars(value) }

    /// Applies `change` to the global rules and returns this property, for chaining.
    private func writing(_ change: () -> Void) -> FormItemPasswordProperty {
        change()
        return self
    }
}
