import CPangoCairo
import Foundation

/// Where a PDF is kept between cairo, libqpdf and the sink: in memory while it is small, then in
/// a temporary file, so a long form's PDF is never held in memory whole and a short one never
/// touches the disk (creating and removing two files per form was a third of batch rendering).
/// The file is removed from its folder as soon as it is made and reached through
/// `/proc/self/fd`, so nothing is left behind, even by a killed process.
final class PDFSpool {
    /// Past this many bytes the PDF moves to a temporary file.
    static let memoryLimit = 1 << 20

    private var memory = Data()
    private var file: UnsafeMutablePointer<FILE>?
    private var failure: RenderError?

    init() {}

    deinit { if let file { fclose(file) } }

    /// Whether the bytes are in memory (`bytes`) rather than in the file (`path`).
    var isInMemory: Bool { file == nil }

    /// A name libqpdf can open the file by, once there is one.
    var path: String? { file.map { "/proc/self/fd/\(fileno($0))" } }

    /// The bytes so far, while they are in memory.
    var bytes: Data { memory }

    /// How many bytes were written.
    private(set) var count = 0

    /// cairo's write callback; the closure is an unretained `PDFSpool`.
    static let write: cairo_write_func_t = { closure, bytes, length in
        guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
        let spool = Unmanaged<PDFSpool>.fromOpaque(closure).takeUnretainedValue()
        do { try spool.append(UnsafeRawBufferPointer(start: bytes, count: Int(length))) } catch {
            return CAIRO_STATUS_WRITE_ERROR
        }
        return CAIRO_STATUS_SUCCESS
    }

    /// Adds bytes at the end, moving everything to a temporary file when it grows past the limit.
    func append(_ bytes: UnsafeRawBufferPointer) throws(RenderError) {
        if let failure { throw failure }
        count += bytes.count
        if file == nil, memory.count + bytes.count > Self.memoryLimit { try moveToFile() }
        guard let file else { memory.append(contentsOf: bytes); return }
        if bytes.count > 0, fwrite(bytes.baseAddress, 1, bytes.count, file) != bytes.count { fail("cannot write a temporary file") }
        if let failure { throw failure }
    }

    /// An empty spool in a temporary file already, for another writer (libqpdf) to fill through
    /// `path`; `adoptWrittenFile` then takes what it wrote.
    static func emptyFile() throws(RenderError) -> PDFSpool {
        let spool = PDFSpool()
        try spool.moveToFile()
        return spool
    }

    /// Takes the file's size after another writer wrote it through `path`.
    func adoptWrittenFile() throws(RenderError) {
        guard let file else { return }
        var status = stat()
        guard fstat(fileno(file), &status) == 0 else { throw fail("cannot read back a temporary file") }
        count = Int(status.st_size)
    }

    /// Moves the bytes to a new temporary file in the system's temporary folder (`TMPDIR`).
    private func moveToFile() throws(RenderError) {
        guard file == nil else { return }
        let folder = FileManager.default.temporaryDirectory.path
        var template = Array("\(folder)/formsetter-XXXXXX.pdf".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, 4) }
        guard descriptor >= 0 else { throw fail("cannot create a temporary file in \(folder)") }
        unlink(template)
        guard let opened = fdopen(descriptor, "w+b") else {
            close(descriptor)
            throw fail("cannot open a temporary file in \(folder)")
        }
        file = opened
        let held = memory
        memory = Data()
        if !held.isEmpty, held.withUnsafeBytes({ fwrite($0.baseAddress, 1, $0.count, opened) }) != held.count {
            throw fail("cannot write a temporary file")
        }
    }

    /// Makes what was written readable through `path`; throws when any write failed (a full disk, say).
    func flush() throws(RenderError) {
        if let file, fflush(file) != 0 { fail("cannot write a temporary file") }
        if let failure { throw failure }
    }

    /// Up to `length` bytes from `offset` (fewer at the end).
    func read(at offset: Int, count length: Int) throws(RenderError) -> Data {
        let length = max(0, min(length, count - offset))
        guard let file else { return memory.subdata(in: offset..<offset + length) }
        var bytes = Data(count: length)
        let read = bytes.withUnsafeMutableBytes { buffer in
            fseek(file, offset, SEEK_SET) == 0 ? fread(buffer.baseAddress, 1, length, file) : 0
        }
        guard read == length else { throw .outputFailed("cannot read back a temporary file") }
        return bytes
    }

    /// Hands the bytes to `body` in order: at once from memory, in chunks of 1 MiB from the file.
    func read(_ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        guard let file else { return try memory.withUnsafeBytes(body) }
        guard fseek(file, 0, SEEK_SET) == 0 else { throw RenderError.outputFailed("cannot read back a temporary file") }
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 16)
        defer { chunk.deallocate() }
        while true {
            let count = fread(chunk.baseAddress, 1, chunk.count, file)
            if count > 0 { try body(UnsafeRawBufferPointer(rebasing: chunk[..<count])) }
            if count < chunk.count {
                guard ferror(file) == 0 else { throw RenderError.outputFailed("cannot read back a temporary file") }
                return
            }
        }
    }

    @discardableResult
    private func fail(_ message: String) -> RenderError {
        let error = RenderError.outputFailed("\(message): \(String(cString: strerror(errno)))")
        if failure == nil { failure = error }
        return failure!
    }
}
