import FormFormats
import Foundation

/// Reading the files a run is given (forms, sidecars, records): never more than a limit and one
/// byte, whatever the file is (a FIFO, a device, a link to `/proc`), so one bad input fails on
/// its own and the run goes on.
public enum InputFile {
    /// A file that cannot be used, with the exit code the CLI gives it (66 not found, 65 too
    /// large or not a file, 64 a wrong kind of argument).
    public struct Failure: Error, CustomStringConvertible, Sendable, Equatable {
        public var code: Int32
        public var message: String
        public var description: String { message }

        public init(code: Int32, message: String) { self.code = code; self.message = message }
    }

    /// The largest records file (CSV, JSON Lines) read.
    public static let maximumRecordsBytes = 256 << 20
    /// The largest filled PDF `extract` reads (a twin's pages make it larger than a form).
    public static let maximumPDFBytes = 256 << 20

    /// Standard input, never more than `limit` and one byte (`yes | formsetter render -`).
    public static func readStandardInput(what: String, limit: Int = JSONValue.maximumInputBytes) throws -> Data {
        try read(FileHandle.standardInput, described: "standard input (the \(what))", limit: limit)
    }

    /// The system's words for a failed read (`Invalid argument`), which Foundation keeps as the
    /// underlying POSIX error behind its own "The operation could not be completed".
    private static func reason(_ error: any Error) -> String {
        guard let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain else {
            return error.localizedDescription
        }
        return String(cString: strerror(Int32(underlying.code)))
    }

    /// Reads `handle` to its end or past `limit`.
    private static func read(_ handle: FileHandle, described name: String, limit: Int) throws -> Data {
        var data = Data()
        while data.count <= limit {
            let chunk: Data?
            do { chunk = try handle.read(upToCount: min(1 << 20, limit + 1 - data.count)) } catch {
                throw Failure(code: 66, message: "cannot read \(name): \(reason(error))")
            }
            guard let chunk, !chunk.isEmpty else { return data }
            data.append(chunk)
        }
        throw Failure(code: 65, message: "\(name) is larger than \(limit >> 20) MiB; at most \(limit) bytes are read")
    }

    /// The bytes of `url`; throws `Failure` when it is missing, a folder, or larger than `limit`.
    public static func read(_ url: URL, what: String, limit: Int = JSONValue.maximumInputBytes) throws -> Data {
        // Opened without blocking: a FIFO with no writer reads as empty instead of stopping the run.
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw Failure(code: 66, message: "\(what) not found or unreadable: \(url.path) (\(String(cString: strerror(errno))))") }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            throw Failure(code: 66, message: "\(what) \(url.path) is a folder")
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return try read(handle, described: "\(what) \(url.path)", limit: limit)
    }

    /// The bytes of `url`, a regular file inside `folder` (a link is followed only to a file in
    /// `folder` or below it), or nil when there is none. Throws `Failure` (65) for a link out
    /// of the folder, a FIFO, a device or a folder: snapshot references and the files of a
    /// report are read this way, so a committed link to `/proc/self/environ` reads nothing.
    public static func read(_ url: URL, inside folder: URL, what: String, limit: Int = maximumPDFBytes) throws -> Data? {
        var status = stat()
        guard lstat(url.path, &status) == 0 else { return nil }
        guard let real = realPath(url), let root = realPath(folder), real.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
            throw Failure(code: 65, message: "\(what) \(url.path) is a link out of \(folder.path); formsetter reads no file through it")
        }
        let descriptor = open(real, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw Failure(code: 66, message: "\(what) unreadable: \(url.path) (\(String(cString: strerror(errno))))") }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw Failure(code: 65, message: "\(what) \(url.path) is not a regular file (a FIFO, a device or a folder); formsetter reads no such file here")
        }
        // Its size first: a sparse file of gigabytes is refused without reading the limit's worth.
        if status.st_size > limit {
            throw Failure(code: 65, message: "\(what) \(url.path) is larger than \(limit >> 20) MiB (\(status.st_size) bytes); not read")
        }
        return try read(handle, described: "\(what) \(url.path)", limit: limit)
    }

    /// `url` with every link resolved, or nil when it leads nowhere.
    private static func realPath(_ url: URL) -> String? {
        guard let real = realpath(url.path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }
}
