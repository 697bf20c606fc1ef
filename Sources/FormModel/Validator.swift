/// One validator as the form's library declares it (GIGFormulary validator objects and legacy
/// flat keys, Formworks validator names); the state stage runs it.
public struct Validator: Sendable, Hashable {
    /// The library's name: `mandatory`, `email`, `lengthText`, `customValidator`, `max32`…
    public var name: String
    /// The message shown when it fails (GIGFormulary `textError`).
    public var message: String?
    /// Fewest characters (GIGFormulary `lengthText`).
    public var minLength: Int?
    /// Most characters (GIGFormulary `lengthText`).
    public var maxLength: Int?
    /// Youngest age accepted (GIGFormulary `age`).
    public var minAge: Int?
    /// Keys whose values must be equal (GIGFormulary `compare` / `itemsCompare`).
    public var items: [String]
    /// A regular expression (GIGFormulary `regex` / legacy `customValidator`).
    public var pattern: String?

    /// A validator with its parameters.
    public init(name: String, message: String? = nil, minLength: Int? = nil, maxLength: Int? = nil, minAge: Int? = nil,
                items: [String] = [], pattern: String? = nil) {
        self.name = name; self.message = message; self.minLength = minLength; self.maxLength = maxLength
        self.minAge = minAge; self.items = items; self.pattern = pattern
    }
}
