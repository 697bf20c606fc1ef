import CPangoCairo
import Foundation

/// A temporary file the PDF passes through: cairo writes it, libqpdf reads it back and writes the
/// finished document to another, which goes to the sink in chunks, so a long form's PDF is never
/// held in memory whole. The file is removed from its folder as soon as it is made and reached
/// through `/proc/self/fd`, so nothing is left behind, even by a killed process.
final class ScratchFile {
    private let file: UnsafeMutablePointer<FILE>
    private var failed = false

    /// A name libqpdf can open the file by.
    var path: String { "/proc/self/fd/\(fileno(file))" }

    /// A new empty file, made in the system's temporary folder (`TMPDIR`).
    init() throws(RenderError) {
        let folder = FileManager.default.temporaryDirectory.path
        var template = Array("\(folder)/formsetter-XXXXXX.pdf".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, 4) }
        guard descriptor >= 0 else {
            throw .outputFailed("cannot create a temporary file in \(folder): \(String(cString: strerror(errno)))")
        }
        unlink(template)
        guard let file = fdopen(descriptor, "w+b") else {
            close(descriptor)
            throw .outputFailed("cannot open a temporary file in \(folder): \(String(cString: strerror(errno)))")
        }
        self.file = file
    }

    deinit { fclose(file) }

    /// cairo's write callback; the closure is an unretained `ScratchFile`.
    static let write: cairo_write_func_t = { closure, bytes, length in
        guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
        let scratch = Unmanaged<ScratchFile>.fromOpaque(closure).takeUnretainedValue()
        guard fwrite(bytes, 1, Int(length), scratch.file) == Int(length) else {
            scratch.failed = true
            return CAIRO_STATUS_WRITE_ERROR
        }
        return CAIRO_STATUS_SUCCESS
    }

    /// Makes what cairo wrote readable through `path`; throws when any write failed (a full disk, say).
    func flush() throws(RenderError) {
        guard fflush(file) == 0, !failed else {
            throw .outputFailed("cannot write a temporary file: \(String(cString: strerror(errno)))")
        }
    }

    /// Hands the file's bytes (as written through `path`) to `body` in chunks of 1 MiB, in order.
    func read(_ body: (UnsafeRawBufferPointer) throws -> Void) throws {
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
}
