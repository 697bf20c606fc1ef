import CPangoCairo
import Foundation

/// A temporary file the PDF passes through: cairo writes it, libqpdf reads it back and writes the
/// finished document to another, which goes to the sink in chunks. A long form's PDF is never
/// held in memory whole. The file is removed when released.
final class ScratchFile {
    let path: String
    private var file: UnsafeMutablePointer<FILE>?
    private var failed = false

    /// A new empty file in the system's temporary folder (`TMPDIR`).
    init() throws(RenderError) {
        let folder = FileManager.default.temporaryDirectory.path
        var template = Array("\(folder)/formsetter-XXXXXX.pdf".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, 4) }
        guard descriptor >= 0 else {
            throw .outputFailed("cannot create a temporary file in \(folder): \(String(cString: strerror(errno)))")
        }
        path = String(cString: template)
        file = fdopen(descriptor, "w+b")
    }

    deinit {
        if let file { fclose(file) }
        unlink(path)
    }

    /// cairo's write callback; the closure is an unretained `ScratchFile`.
    static let write: cairo_write_func_t = { closure, bytes, length in
        guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
        let scratch = Unmanaged<ScratchFile>.fromOpaque(closure).takeUnretainedValue()
        guard let file = scratch.file, fwrite(bytes, 1, Int(length), file) == Int(length) else {
            scratch.failed = true
            return CAIRO_STATUS_WRITE_ERROR
        }
        return CAIRO_STATUS_SUCCESS
    }

    /// Flushes what cairo wrote; throws when any write failed (a full disk, say).
    func close() throws(RenderError) {
        let flushed = file.map { fclose($0) == 0 } ?? true
        file = nil
        guard flushed, !failed else { throw .outputFailed("cannot write the temporary file \(path): \(String(cString: strerror(errno)))") }
    }

    /// Hands the file's bytes to `body` in chunks of 1 MiB, in order.
    func read(_ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        guard let input = fopen(path, "rb") else { throw RenderError.outputFailed("cannot read the temporary file \(path)") }
        defer { fclose(input) }
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 16)
        defer { chunk.deallocate() }
        while true {
            let count = fread(chunk.baseAddress, 1, chunk.count, input)
            if count > 0 { try body(UnsafeRawBufferPointer(rebasing: chunk[..<count])) }
            if count < chunk.count {
                guard ferror(input) == 0 else { throw RenderError.outputFailed("cannot read the temporary file \(path)") }
                return
            }
        }
    }
}
