/// A font as a form names it: an iOS PostScript or family name (nil = the skin's) and a size.
public struct FontRef: Sendable, Hashable {
    /// iOS name such as `AvenirNext-DemiBold`; `system`, `system-bold` etc. for the system font.
    public var name: String
    public var size: Double

    public init(_ name: String, size: Double) { self.name = name; self.size = size }

    /// The same font at another size.
    public func sized(_ size: Double) -> FontRef { FontRef(name, size: size) }
}

/// A partial font a form asks for: either part may be missing and falls back to the skin's.
public struct FontSpec: Sendable, Hashable {
    public var name: String?
    public var size: Double?

    public init(name: String? = nil, size: Double? = nil) { self.name = name; self.size = size }

    /// This spec with its missing parts taken from `fallback`.
    public func resolved(over fallback: FontRef) -> FontRef {
        FontRef(name ?? fallback.name, size: size ?? fallback.size)
    }
}

extension Optional where Wrapped == FontSpec {
    /// The skin's font with the form's overrides, if any.
    public func resolved(over fallback: FontRef) -> FontRef { self?.resolved(over: fallback) ?? fallback }
}
