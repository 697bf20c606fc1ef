/// Text with ranges that link somewhere.
public struct RichText: Sendable, Hashable, ExpressibleByStringLiteral {
    /// A span of the text that carries a target.
    public struct Link: Sendable, Hashable {
        /// The linked span, in UTF-16 offsets of `text` (as Pango and Foundation count).
        public var range: Range<Int>
        /// A key of the form (to be mapped to a URL) or a URL.
        public var target: String
        public init(range: Range<Int>, target: String) { self.range = range; self.target = target }
    }

    public var text: String
    public var links: [Link]

    public init(_ text: String, links: [Link] = []) { self.text = text; self.links = links }
    public init(stringLiteral value: String) { self.init(value) }

    public var isEmpty: Bool { text.isEmpty }
}
