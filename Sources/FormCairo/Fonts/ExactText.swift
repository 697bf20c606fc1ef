/// A text compared and hashed by its UTF-8 bytes. `String`'s `==` treats canonically equivalent
/// texts as equal ("é" and "e" + U+0301), but Pango shapes, measures and draws them differently,
/// so caches of shaped text must not mix them up.
struct ExactText: Hashable {
    let text: String

    init(_ text: String) { self.text = text }

    static func == (lhs: ExactText, rhs: ExactText) -> Bool { lhs.text.utf8.elementsEqual(rhs.text.utf8) }

    func hash(into hasher: inout Hasher) {
        let hashed: Void? = text.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        if hashed == nil { for byte in text.utf8 { hasher.combine(byte) } }
        hasher.combine(text.utf8.count)
    }
}
