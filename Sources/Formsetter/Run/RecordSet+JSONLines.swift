import Foundation

extension RecordSet {
    /// One JSON object per line; blank lines are skipped. A line that is no JSON object, not
    /// UTF-8, or longer than a record may be, is a record that fails on its own.
    static func jsonLines(_ data: Data, source: String) -> ([Record], [Diagnostic]) {
        var collector = Collector(source: source, shard: nil, nameField: nil, limits: .standard)
        readJSONLines(data, file: nil, into: &collector)
        return (collector.records, collector.notes)
    }

    /// Reads the lines of JSON Lines `data` into `collector`: a line built keeps its place in
    /// `file` (the file `data` is), else it is copied; it is scanned for its name field only when names are read.
    static func readJSONLines(_ data: Data, file: RecordFile?, into collector: inout Collector) {
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Void in
            readJSONLines(raw.bindMemory(to: UInt8.self), file: file, into: &collector)
        }
    }

    private static func readJSONLines(_ bytes: UnsafeBufferPointer<UInt8>, file: RecordFile?, into collector: inout Collector) {
        let limits = collector.limits
        guard let base = bytes.baseAddress else { return }
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var line = 0
        while start < bytes.count {
            line += 1
            // Blank lines cost a byte each (240 million of them fill the size limit).
            if bytes[start] == 0x0A {
                start += 1
                continue
            }
            let end = memchr(base + start, 0x0A, bytes.count - start).map { UnsafeRawPointer($0) - UnsafeRawPointer(base) } ?? bytes.count
            defer { start = end + 1 }
            guard let first = (start..<end).first(where: { bytes[$0] != 0x20 && bytes[$0] != 0x09 && bytes[$0] != 0x0D }) else { continue }
            if collector.isFull() { break }
            guard collector.readsNext else { collector.pass(); continue }
            let text = UnsafeBufferPointer(rebasing: bytes[start..<end])
            let problem: String?
            if text.count > limits.recordBytes {
                problem = "the line is longer than \(RecordLimits.size(limits.recordBytes))"
            } else if let invalid = RecordText.firstInvalidUTF8(in: text) {
                problem = "byte offset \(start + invalid) (0x\(String(text[invalid], radix: 16, uppercase: true))) is not valid UTF-8; JSON Lines are UTF-8"
            } else if bytes[first] != UInt8(ascii: "{") {
                problem = "expected a JSON object"
            } else {
                problem = nil
            }
            let outputName = problem == nil ? collector.nameField.flatMap { JSONMember.value(of: $0, in: text) }.flatMap { Self.outputName(of: $0) } : nil
            collector.add(line: line, outputName: outputName) {
                if let problem { return .unreadable(problem) }
                return file.map { .line(RecordBytes(place: .file($0, offset: start, count: end - start))) } ?? .data(Data(text))
            }
        }
    }
}
