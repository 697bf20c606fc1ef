import Foundation

/// Renumbers the ids cairo gives SVG elements from process-wide counters (cairo 1.16: `surface12`,
/// `glyph3-1`, `clip5`; cairo 1.18: `glyph-3-1`, `clip-5`, `source-7`) in order of first
/// appearance as `glyph0`, `clip0`…, so the same page gives the same bytes on any thread.
enum SVGIdentifiers {
    private static let pattern = try! NSRegularExpression(pattern: "\\b(surface|glyph|clip|pattern|image|mask|source|linear|radial|filter|paint)-?([0-9]+(?:-[0-9]+)?)\\b")

    static func normalize(_ data: Data) -> Data {
        let text = String(decoding: data, as: UTF8.self)
        let source = text as NSString
        var names: [String: String] = [:]
        var counters: [String: Int] = [:]
        var result = ""
        var cursor = 0
        for match in pattern.matches(in: text, range: NSRange(location: 0, length: source.length)) {
            let prefix = source.substring(with: match.range(at: 1))
            let token = source.substring(with: match.range)
            let name = names[token] ?? {
                let next = counters[prefix, default: 0]
                counters[prefix] = next + 1
                let name = "\(prefix)\(next)"
                names[token] = name
                return name
            }()
            result += source.substring(with: NSRange(location: cursor, length: match.range.location - cursor)) + name
            cursor = match.range.location + match.range.length
        }
        result += source.substring(from: cursor)
        return Data(result.utf8)
    }
}
