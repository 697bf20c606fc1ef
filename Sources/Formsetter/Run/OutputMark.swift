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
            guard let lineEnd = page.prefix(200).firstIndex(of: UInt8(ascii: "\n")), page.starts(with: Data("<?xml".utf8)) else { return page }
            var marked = Data(page[...lineEnd])
            marked.append(Data("<!-- \(keyword) \(commentSafe(output)) -->\n".utf8))
            marked.append(page[(lineEnd + 1)...])
            return marked
        case .pdf: return page
        }
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
