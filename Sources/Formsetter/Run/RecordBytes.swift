import Foundation

extension RecordSet {
    /// A record's bytes as its file holds them: kept (a file that is no regular file, or whose text
    /// had to be made UTF-8), or where they are in the file, read again as the record is drawn,
    /// so a run holds no record's text however many records it has.
    public struct RecordBytes: Sendable {
        enum Place: Sendable {
            case kept([UInt8])
            case file(RecordFile, offset: Int, count: Int)
        }

        let place: Place

        /// The bytes; throws `InputFile.Failure` (65) when the file was changed since it was read.
        func read() throws -> [UInt8] {
            switch place {
            case let .kept(bytes): return bytes
            case let .file(file, offset, count): return try file.read(count, at: offset)
            }
        }
    }

    /// A records file kept open for the run, with what it was when it was read: a record is read
    /// again only from the file it was read from, unchanged (a file renamed over it is another file).
    final class RecordFile: Sendable {
        private let descriptor: Int32
        private let name: String
        private let state: State

        private struct State: Equatable {
            let size: Int, seconds: Int, nanoseconds: Int
        }

        /// `url` opened for reading, or nil when it is no regular file (a FIFO is read once).
        init?(_ url: URL) {
            // Without blocking: opening a FIFO with no writer would wait for one, the run with it.
            let descriptor = open(url.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
            guard descriptor >= 0 else { return nil }
            guard let state = Self.state(of: descriptor) else {
                close(descriptor)
                return nil
            }
            self.descriptor = descriptor
            self.state = state
            name = url.lastPathComponent
        }

        deinit { close(descriptor) }

        /// The open file's path: what is read through it is this file, whatever is at the name now.
        var url: URL { URL(fileURLWithPath: "/proc/self/fd/\(descriptor)") }

        private static func state(of descriptor: Int32) -> State? {
            var status = stat()
            guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
            return State(size: Int(status.st_size), seconds: Int(status.st_mtim.tv_sec), nanoseconds: Int(status.st_mtim.tv_nsec))
        }

        /// Whether the file is as it was when opened (its size and modification time).
        var isUnchanged: Bool { Self.state(of: descriptor) == state }

        /// The failure of a record whose file changed since the run read it.
        var changed: InputFile.Failure {
            InputFile.Failure(code: 65, message: "\(name) was changed after the run read it; run again to draw its records as they are now")
        }

        func read(_ count: Int, at offset: Int) throws -> [UInt8] {
            guard isUnchanged else { throw changed }
            var bytes = [UInt8](repeating: 0, count: count)
            var done = 0
            while done < count {
                let read = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + done, count - done, off_t(offset + done)) }
                if read < 0, errno == EINTR { continue }
                guard read > 0 else { throw changed }
                done += read
            }
            return bytes
        }
    }
}
