import Foundation

/// The display-only formatters hyperoslo picks by the field id's last component or the type
/// (FORMClassFactory; Docs/formats.md §2.7): Norwegian phone numbers, fødselsnummer, bank accounts,
/// e-mails without commas. Validation still sees the raw value.
public enum HyperosloDisplayFormatters {
    private static let known: Set = ["phone_number", "social_security_number", "bank_account_number", "email"]

    /// The formatter a field gets: its id's last component when that names one, else its type.
    private static func formatter(id: String, type: String) -> String {
        let name = id.split(separator: ".").last.map(String.init) ?? id
        return known.contains(name) ? name : type
    }

    static func format(_ text: String, id: String, type: String) -> String {
        // Only the formatters that group digits look for them (a Unicode property per character).
        switch formatter(id: id, type: type) {
        case "phone_number":
            let digits = text.filter(\.isNumber)
            guard !digits.isEmpty, digits.count == text.filter({ !$0.isWhitespace }).count else { return text }
            if digits.hasPrefix("00") { return String(digits.prefix(4)) + " " + group(String(digits.dropFirst(4)), [3, 2, 3]) }
            return group(digits, [3, 2, 3])
        case "social_security_number":
            let digits = text.filter(\.isNumber)
            guard digits.count == text.count, digits.count > 6 else { return text }
            return group(digits, [6, 5])
        case "bank_account_number":
            let digits = text.filter(\.isNumber)
            guard digits.count == text.count, digits.count > 4 else { return text }
            return group(digits, [4, 2, 5], separator: ".")
        case "email":
            return text.replacingOccurrences(of: ",", with: "")
        default:
            return text
        }
    }

    /// The value `shown` was formatted from, as the library's values hold it: the digits alone
    /// where a formatter grouped them (what someone wrote into a printed or fillable box, with
    /// or without the grouping); any other text as it is.
    public static func unformatted(_ shown: String, id: String, type: String) -> String {
        let separator: Character
        switch formatter(id: id, type: type) {
        case "phone_number", "social_security_number": separator = " "
        case "bank_account_number": separator = "."
        default: return shown
        }
        let digits = shown.filter { $0 != separator && $0 != " " }
        return !digits.isEmpty && digits.allSatisfy(\.isNumber) ? digits : shown
    }

    /// `digits` cut into runs of `sizes` (the last run takes the rest) joined by `separator`.
    private static func group(_ digits: String, _ sizes: [Int], separator: String = " ") -> String {
        var parts: [String] = []
        var rest = Substring(digits)
        for size in sizes where !rest.isEmpty {
            parts.append(String(rest.prefix(size)))
            rest = rest.dropFirst(size)
        }
        if !rest.isEmpty {
            if parts.isEmpty { parts = [String(rest)] } else { parts[parts.count - 1] += rest }
        }
        return parts.joined(separator: separator)
    }
}

