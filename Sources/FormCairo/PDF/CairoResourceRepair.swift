import Foundation

/// cairo 1.16 names a placed XObject in a resource dictionary once per placement
/// (`/XObject << /x15 15 0 R /x16 16 0 R /x15 15 0 R >>`), which `qpdf --check` reports as a
/// damaged dictionary. This blanks each repeat with spaces in cairo's own bytes: the same
/// length, so every offset in cairo's cross-reference table stays right and the PDF can be
/// finished by an incremental update instead of a rewrite.
enum CairoResourceRepair {
    /// The most of an object's start that is searched: cairo's resource dictionaries are far smaller.
    private static let headLength = 1 << 16

    /// Repairs every resource dictionary in `spool`, whose cross-reference table is at
    /// `crossReference`. Objects are read in file order, a window at a time; a stream's data is
    /// never searched or changed (the match must come before any `stream` keyword).
    static func repair(_ spool: PDFSpool, crossReference: Int) throws(RenderError) {
        let starts = try objectOffsets(spool, crossReference: crossReference).sorted() + [crossReference]
        var window = Data(), windowStart = 0
        var repairs: [(offset: Int, bytes: Data)] = []
        for (index, start) in starts.dropLast().enumerated() {
            let end = min(starts[index + 1], start + headLength)
            if start < windowStart || end > windowStart + window.count {
                windowStart = start
                window = try spool.read(at: start, count: max(end - start, 1 << 20))
            }
            let head = (start - windowStart)..<(end - windowStart)
            let found = window.withUnsafeBytes { bytes in
                Self.find("/XObject <<", in: bytes, head).map { Self.find("stream", in: bytes, head.lowerBound..<$0) == nil } ?? false
            }
            guard found, let repaired = withoutRepeatedXObjects(window.subdata(in: head)) else { continue }
            repairs.append((start, repaired))
        }
        for repair in repairs { try spool.overwrite(at: repair.offset, with: repair.bytes) }
    }

    /// Where `needle` first starts in `bytes[range]` (memchr for its first byte: most of the
    /// bytes searched are stream data, which Data.range(of:) crawled through).
    private static func find(_ needle: StaticString, in bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let length = needle.utf8CodeUnitCount, first = Int32(needle.utf8Start.pointee)
        var position = range.lowerBound
        while range.upperBound - position >= length {
            guard let hit = memchr(base + position, first, range.upperBound - position - length + 1) else { return nil }
            position = base.distance(to: UnsafeRawPointer(hit))
            if memcmp(base + position, needle.utf8Start, length) == 0 { return position }
            position += 1
        }
        return nil
    }

    /// The object text up to its XObject dictionary's end, repeated entries blanked; nil when none repeats.
    static func withoutRepeatedXObjects(_ text: Data) -> Data? {
        var bytes = [UInt8](text)
        let range: Range<Int>? = bytes.withUnsafeBytes { raw in
            guard let open = find("/XObject <<", in: raw, 0..<raw.count), let close = find(">>", in: raw, open..<raw.count) else { return nil }
            return (open + 11)..<close
        }
        guard let range else { return nil }
        var seen: Set<String> = []
        var changed = false
        var index = range.lowerBound
        while index < range.upperBound {
            guard bytes[index] == UInt8(ascii: "/") else { index += 1; continue }
            var end = index + 1
            while end < range.upperBound, bytes[end] != UInt8(ascii: "/") { end += 1 }
            var last = end
            while last > index, bytes[last - 1] == UInt8(ascii: " ") || bytes[last - 1] == UInt8(ascii: "\n") { last -= 1 }
            if !seen.insert(String(decoding: bytes[index..<last], as: UTF8.self)).inserted {
                bytes.replaceSubrange(index..<last, with: repeatElement(UInt8(ascii: " "), count: last - index))
                changed = true
            }
            index = end
        }
        return changed ? Data(bytes[..<range.upperBound]) : nil
    }

    /// The offset of each object in use, from cairo's one-section cross-reference table (free
    /// entries hold the next free object's number, not an offset, and are left out).
    static func objectOffsets(_ spool: PDFSpool, crossReference: Int) throws(RenderError) -> [Int] {
        let header = try spool.read(at: crossReference, count: 32)
        let lines = String(decoding: header, as: UTF8.self).split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
        guard lines.count == 3, lines[0] == "xref" else { throw .pdfPostProcessing("the PDF cairo wrote has no cross-reference table") }
        let range = lines[1].split(separator: " ")
        guard range.count == 2, range[0] == "0", let count = Int(range[1]), count > 0 else {
            throw .pdfPostProcessing("the PDF cairo wrote has an unexpected cross-reference table")
        }
        let entries = try spool.read(at: crossReference + lines[0].utf8.count + lines[1].utf8.count + 2, count: count * 20)
        guard entries.count == count * 20 else { throw .pdfPostProcessing("the PDF cairo wrote has a short cross-reference table") }
        let digits = [UInt8](entries)
        return (0..<count).filter { digits[$0 * 20 + 17] == UInt8(ascii: "n") }.map { index in
            digits[index * 20..<index * 20 + 10].reduce(0) { value, digit in value * 10 + Int(digit &- UInt8(ascii: "0")) }
        }
    }
}
