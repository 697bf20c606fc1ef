import FormModel

extension JSONValue {
    /// The value as pretty JSON text: two-space indents, keys in their order, numbers in their
    /// shortest exact form, so the same value always gives the same bytes.
    public func prettyText() -> String {
        var out = ""
        write(into: &out, indent: "")
        return out + "\n"
    }

    private func write(into out: inout String, indent: String) {
        switch self {
        case .null: out += "null"
        case let .bool(flag): out += flag ? "true" : "false"
        case let .number(number): out += formatNumber(number)
        case let .string(text): out += jsonQuoted(text)
        case let .array(items):
            // Arrays of scalars stay on one line.
            if items.allSatisfy(\.isScalar) {
                out += "[" + items.map { $0.prettyText().dropLast() }.joined(separator: ", ") + "]"
                return
            }
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += indent + "  "
                item.write(into: &out, indent: indent + "  ")
                out += index < items.count - 1 ? ",\n" : "\n"
            }
            out += indent + "]"
        case let .object(members):
            if members.isEmpty { out += "{}"; return }
            out += "{\n"
            for (index, (key, value)) in members.enumerated() {
                out += indent + "  " + jsonQuoted(key) + ": "
                value.write(into: &out, indent: indent + "  ")
                out += index < members.count - 1 ? ",\n" : "\n"
            }
            out += indent + "}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }
}
