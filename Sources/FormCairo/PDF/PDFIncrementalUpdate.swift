import CPangoCairo
import CQPDF
import Foundation

/// The edits made with libqpdf, appended to cairo's PDF as an incremental update (ISO 32000-1
/// §7.5.6): cairo's bytes as they are, then every object the edits changed or made, their
/// cross-reference section, and a trailer whose /ID is the MD5 of all the bytes before it.
/// libqpdf writes only whole files: rewriting cairo's took 7–11 ms of a 1000-field form's 72.
struct PDFIncrementalUpdate {
    /// The objects and their cross-reference section, placed after cairo's bytes.
    private let body: Data
    /// The trailer's entries but /ID.
    private let trailerEntries: String
    /// Where the cross-reference section starts in the whole file.
    private let crossReferenceOffset: Int

    /// The update of `document`'s edits to `original`, the PDF it was read from, whose own
    /// cross-reference table starts at `previous` (`crossReferenceOffset(of:)`).
    init(_ document: QPDFDocument, original: PDFSpool, previous: Int) throws(RenderError) {
        let start = original.count
        var body = Data()
        var offsets: [(number: Int, offset: Int)] = []
        for (number, object) in document.changed.sorted(by: { $0.key < $1.key }) {
            offsets.append((number, start + body.count))
            body.append(contentsOf: "\(number) 0 obj\n".utf8)
            if let content = document.streamData[number] {
                try Self.appendStream(content, dictionary: document.dictionary(of: object), of: document, to: &body)
            } else {
                body.append(document.syntax(object))
            }
            body.append(contentsOf: "\nendobj\n".utf8)
        }
        crossReferenceOffset = start + body.count
        body.append(contentsOf: Self.crossReferenceSection(offsets).utf8)
        self.body = body
        let trailer = document.trailer
        let size = max(document.integer("Size", in: trailer), (offsets.last?.number ?? 0) + 1)
        var entries = "/Size \(size)"
        if let root = document.value("Root", in: trailer) { entries += " /Root \(document.objectNumber(root)) 0 R" }
        if let info = document.value("Info", in: trailer) { entries += " /Info \(document.objectNumber(info)) 0 R" }
        trailerEntries = entries + " /Prev \(previous)"
    }

    /// Hands the whole file to `write` in order: `original`'s bytes, the update, the trailer.
    func write(original: PDFSpool, to write: (UnsafeRawBufferPointer) throws -> Void) throws {
        let checksum = g_checksum_new(G_CHECKSUM_MD5)
        defer { g_checksum_free(checksum) }
        let hashed: (UnsafeRawBufferPointer) throws -> Void = { bytes in
            g_checksum_update(checksum, bytes.baseAddress?.assumingMemoryBound(to: guchar.self), gssize(bytes.count))
            try write(bytes)
        }
        try original.read(hashed)
        try body.withUnsafeBytes(hashed)
        let id = String(cString: g_checksum_get_string(checksum))
        let trailer = "trailer\n<< \(trailerEntries) /ID [ <\(id)> <\(id)> ] >>\nstartxref\n\(crossReferenceOffset)\n%%EOF\n"
        try Data(trailer.utf8).withUnsafeBytes(write)
    }

    /// Where cairo's cross-reference table starts: the number after the last `startxref`.
    static func crossReferenceOffset(of spool: PDFSpool) throws(RenderError) -> Int {
        let text = String(decoding: try spool.read(at: max(0, spool.count - 64), count: 64), as: UTF8.self)
        guard let keyword = text.range(of: "startxref", options: .backwards),
              let offset = Int(text[keyword.upperBound...].prefix { $0.isNumber || $0.isWhitespace }.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw .pdfPostProcessing("the PDF cairo wrote has no startxref")
        }
        return offset
    }

    /// One subsection per run of consecutive object numbers; every entry is 20 bytes.
    static func crossReferenceSection(_ offsets: [(number: Int, offset: Int)]) -> String {
        var section = "xref\n"
        var index = 0
        while index < offsets.count {
            var end = index + 1
            while end < offsets.count, offsets[end].number == offsets[end - 1].number + 1 { end += 1 }
            section += "\(offsets[index].number) \(end - index)\n"
            for entry in offsets[index..<end] { section += String(format: "%010d 00000 n \n", entry.offset) }
            index = end
        }
        return section
    }

    /// A stream's dictionary with its /Length and /Filter, and its data, Flate-compressed.
    private static func appendStream(_ content: Data, dictionary: qpdf_oh, of document: QPDFDocument, to body: inout Data) throws(RenderError) {
        var compressed: UnsafeMutableRawPointer?
        let count = content.withUnsafeBytes { fs_flate($0.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!, $0.count, &compressed) }
        guard let compressed else { throw .pdfPostProcessing("out of memory compressing a form field's appearance") }
        defer { free(compressed) }
        document.set("Length", document.integer(count), in: dictionary)
        document.set("Filter", document.name("FlateDecode"), in: dictionary)
        body.append(document.syntax(dictionary))
        body.append(contentsOf: "\nstream\n".utf8)
        body.append(compressed.assumingMemoryBound(to: UInt8.self), count: count)
        body.append(contentsOf: "\nendstream".utf8)
    }
}
