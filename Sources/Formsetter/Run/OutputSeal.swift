import FormCairo
import Foundation

/// The seal on every output file Formsetter writes: the SHA-256 of all the file's other bytes,
/// kept in the file itself. A file counts as Formsetter's only while its seal holds, that is while
/// its bytes are still the ones Formsetter wrote: a twin filled in and saved by a viewer (which
/// appends its changes or rewrites the file), a PNG edited, an SVG touched up, each is the
/// user's from then on, and a run does not replace it.
///
/// - PNG: a `zTXt` chunk `formsetter-sha256` right after the header;
/// - SVG: a comment line `<!-- formsetter-sha256 HEX -->` right after the XML declaration;
/// - PDF: a last line `%formsetter-sha256 HEX` after `%%EOF` (a comment to PDF readers);
/// - JSON (a run's `--report`): a last member `"formsetter-sha256": "HEX"` of the object.
public enum OutputSeal {
    /// The kinds of file that carry a seal.
    public enum Kind: Sendable {
        case png, svg, pdf, json

        public init(_ type: OutputType) {
            switch type {
            case .png: self = .png
            case .svg: self = .svg
            case .pdf: self = .pdf
            }
        }
    }

    static let keyword = "formsetter-sha256"
    private static let pngHeaderEnd = 8 + 8 + 13 + 4
    private static let svgPrefix = Data("<!-- \(keyword) ".utf8)
    private static let svgLineLength = svgPrefix.count + 64 + 5
    private static let pdfPrefix = Data("%\(keyword) ".utf8)
    private static let pdfLineLength = pdfPrefix.count + 64 + 1
    private static let jsonPrefix = Data(",\n  \"\(keyword)\" : \"".utf8)
    private static let jsonMemberLength = jsonPrefix.count + 64 + 1

    /// `data` (a whole output file of `kind`) with its seal.
    public static func sealing(_ data: Data, kind: Kind) -> Data {
        let digest = SHA256.hex(data)
        switch kind {
        case .png: return PNGTextChunk.attaching(digest, keyword: keyword, to: data) ?? data
        case .svg: return OutputMark.insertingLine("<!-- \(keyword) \(digest) -->", afterFirstLineOf: data) ?? data
        case .pdf: return data + pdfLine(digest)
        case .json:
            guard let end = jsonObjectEnd(data) else { return data }
            return data[..<end] + jsonPrefix + Data("\(digest)\"".utf8) + data[end...]
        }
    }

    /// The last line of a sealed PDF whose other bytes have `digest`.
    static func pdfLine(_ digest: String) -> Data { pdfPrefix + Data("\(digest)\n".utf8) }

    /// Whether `url` is a regular file (a link is never followed) whose seal of `kind` holds.
    public static func holds(_ url: URL, kind: Kind) -> Bool {
        let descriptor = open(url.path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return holds(descriptor, kind: kind)
    }

    /// Whether the file open at `descriptor` (a regular file) carries a seal of `kind` that holds.
    static func holds(_ descriptor: Int32, kind: Kind) -> Bool {
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return false }
        let size = Int(status.st_size)
        guard let (sealed, stored) = seal(in: descriptor, size: size, kind: kind) else { return false }
        var hash = SHA256()
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        var offset = 0
        while offset < size {
            let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(offset)) }
            guard count > 0 else { return false }
            let read = offset..<offset + count
            buffer.withUnsafeBytes { bytes in
                if read.lowerBound < sealed.lowerBound {
                    hash.update(UnsafeRawBufferPointer(rebasing: bytes[0..<(min(read.upperBound, sealed.lowerBound) - offset)]))
                }
                if read.upperBound > sealed.upperBound {
                    hash.update(UnsafeRawBufferPointer(rebasing: bytes[(max(read.lowerBound, sealed.upperBound) - offset)..<count]))
                }
            }
            offset += count
        }
        return hash.hexDigest() == stored
    }

    /// Where the seal sits in a file of `size` bytes and the digest it holds, or nil when the
    /// file has none where `type` puts it.
    private static func seal(in descriptor: Int32, size: Int, kind: Kind) -> (Range<Int>, String)? {
        func bytes(_ range: Range<Int>) -> Data? {
            guard range.lowerBound >= 0, range.upperBound <= size else { return nil }
            var buffer = [UInt8](repeating: 0, count: range.count)
            let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, range.count, off_t(range.lowerBound)) }
            return count == range.count ? Data(buffer) : nil
        }
        switch kind {
        case .png:
            guard let head = bytes(0..<min(size, 4096)), head.count > pngHeaderEnd + 8,
                  head[pngHeaderEnd + 4..<pngHeaderEnd + 8].elementsEqual("zTXt".utf8),
                  head[(pngHeaderEnd + 8)...].starts(with: Data(keyword.utf8) + [0]) else { return nil }
            let length = head[pngHeaderEnd..<pngHeaderEnd + 4].reduce(0) { $0 << 8 | Int($1) }
            let end = pngHeaderEnd + 12 + length
            guard end <= head.count, let digest = PNGTextChunk.text(keyword: keyword, in: head.prefix(end)) else { return nil }
            return (pngHeaderEnd..<end, digest)
        case .svg:
            guard let head = bytes(0..<min(size, 200 + svgLineLength)), let lineEnd = head.prefix(200).firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            let line = lineEnd + 1..<lineEnd + 1 + svgLineLength
            guard line.upperBound <= head.count, head[line].starts(with: svgPrefix), head[line].hasSuffix(" -->\n") else { return nil }
            return (line, String(decoding: head[line].dropFirst(svgPrefix.count).prefix(64), as: UTF8.self))
        case .pdf:
            let line = size - pdfLineLength..<size
            guard let tail = bytes(line), tail.starts(with: pdfPrefix), tail.last == UInt8(ascii: "\n") else { return nil }
            return (line, String(decoding: tail.dropFirst(pdfPrefix.count).prefix(64), as: UTF8.self))
        case .json:
            let start = max(0, size - 256)
            guard let tail = bytes(start..<size), let end = jsonObjectEnd(tail), end >= jsonMemberLength else { return nil }
            let member = tail[(end - jsonMemberLength)..<end]
            guard member.starts(with: jsonPrefix), member.last == UInt8(ascii: "\"") else { return nil }
            return (start + end - jsonMemberLength..<start + end, String(decoding: member.dropFirst(jsonPrefix.count).prefix(64), as: UTF8.self))
        }
    }
}

extension OutputSeal {
    /// Where a JSON object's last member ends: before the line break ahead of its closing brace,
    /// or before the brace.
    private static func jsonObjectEnd(_ data: Data) -> Int? {
        guard let brace = data.lastIndex(of: UInt8(ascii: "}")) else { return nil }
        return brace > data.startIndex && data[brace - 1] == UInt8(ascii: "\n") ? brace - 1 : brace
    }
}

private extension Data {
    func hasSuffix(_ text: String) -> Bool { reversed().starts(with: text.utf8.reversed()) }
}
