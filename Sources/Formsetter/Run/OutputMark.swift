import FormCairo
import Foundation

/// The mark Formsetter puts in the PNG and SVG files it writes: the name of the output they
/// belong to (`photo.png` for `photo.png` and its pages `photo-1.png`, `photo-2.png`, …). A later
/// render to the same output removes a page it no longer produces only when that page carries
/// this mark and its seal holds (`OutputSeal`), so a user's own `photo-7.png`, or a page they
/// edited, is never taken for a page of ours.
public enum OutputMark {
    static let keyword = "formsetter-output"
    /// The mark sits right after the PNG header or the SVG's XML declaration: this much of a
    /// file is read to find it.
    static let searchedBytes = 4096

    /// `page` (a PNG or SVG file) with the mark naming `output`; `page` unchanged for other data.
    public static func marking(_ page: Data, output: String, type: OutputType) -> Data {
        switch type {
        case .png: return PNGTextChunk.attaching(output, keyword: keyword, to: page) ?? page
        case .svg:
            guard page.starts(with: Data("<?xml".utf8)) else { return page }
            return insertingLine("<!-- \(keyword) \(commentSafe(output)) -->", afterFirstLineOf: page) ?? page
        case .pdf: return page
        }
    }

    /// `svg` with `line` after its first line (the XML declaration, within its first 200 bytes),
    /// where the mark and the seal (`OutputSeal`) go; nil when there is no such line.
    static func insertingLine(_ line: String, afterFirstLineOf svg: Data) -> Data? {
        guard let lineEnd = svg.prefix(200).firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        var result = Data(svg[...lineEnd])
        result.append(Data((line + "\n").utf8))
        result.append(svg[(lineEnd + 1)...])
        return result
    }

    /// The output named by the mark in the file at `url`, or nil when it has none (or is not a
    /// regular file: a link is never followed).
    public static func output(markedIn url: URL) -> String? {
        let descriptor = open(url.path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        var head = [UInt8](repeating: 0, count: searchedBytes)
        let count = read(descriptor, &head, searchedBytes)
        guard count > 0 else { return nil }
        let data = Data(head[..<count])
        if let name = PNGTextChunk.text(keyword: keyword, in: data) { return name }
        let prefix = Data("<!-- \(keyword) ".utf8)
        guard let start = data.range(of: prefix), let end = data.range(of: Data(" -->".utf8), in: start.upperBound..<data.endIndex) else { return nil }
        return String(decoding: data[start.upperBound..<end.lowerBound], as: UTF8.self).removingPercentEncoding
    }

    /// Whether the file at `url` is one this tool wrote for `output` and nobody changed since: a
    /// regular file (a link is never followed) whose seal holds (`OutputSeal`) and, for a PNG or
    /// SVG page, whose mark names `output` (a PDF is one file, not pages).
    public static func isOurs(_ url: URL, output: String, type: OutputType) -> Bool {
        guard type == .pdf || self.output(markedIn: url) == output else { return false }
        return OutputSeal.holds(url, kind: OutputSeal.Kind(type))
    }

    /// `name` with every character but letters, digits, `.` and `_` percent-encoded: an XML
    /// comment may not hold `--`.
    private static func commentSafe(_ name: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "._")
        return name.addingPercentEncoding(withAllowedCharacters: allowed) ?? name
    }
}
