/// `text` with every Unicode scalar that `replacement` names replaced by its text; the one loop
/// behind the JSON and HTML escaping below.
public func replacingScalars(in text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
        if let replaced = replacement(scalar) { out += replaced } else { out.unicodeScalars.append(scalar) }
    }
    return out
}

/// `text` as a JSON string literal (shared by every JSON writer so they escape alike).
public func jsonQuoted(_ text: String) -> String {
    "\"" + replacingScalars(in: text) { scalar in
        switch scalar {
        case "\"": "\\\""
        case "\\": "\\\\"
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        case _ where scalar.value < 0x20:
            "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
        default: nil
        }
    } + "\""
}

/// `text` escaped for HTML content and quoted attribute values (the pages the CLI serves and writes).
public func htmlEscaped(_ text: String) -> String {
    replacingScalars(in: text) { scalar in
        switch scalar {
        case "&": "&amp;"
        case "<": "&lt;"
        case ">": "&gt;"
        case "\"": "&quot;"
        case "'": "&#39;"
        default: nil
        }
    }
}

/// The longest text Formsetter keeps anywhere, in Unicode scalars: a string value in the input,
/// or a text a formula makes. No form needs more, and shaping megabytes of text would stall a render.
public let maximumTextLength = 20_000

extension String {
    /// The first `maximumTextLength` scalars, or nil when the text is not longer.
    public var cutToMaximumTextLength: String? {
        guard utf8.count > maximumTextLength, unicodeScalars.count > maximumTextLength else { return nil }
        return String(String.UnicodeScalarView(unicodeScalars.prefix(maximumTextLength)))
    }
}
