import Foundation

/// The files one render writes: `name.ext`, or `name-1.ext`, `name-2.ext`, … for several pages
/// (PNG, SVG; a PDF is always the one file). Pages are written as they arrive (a `PageSink`),
/// each to a hidden temporary file in the target's folder, and `commit` renames them into place,
/// so a reader never sees half a file.
///
/// It never loses a file it did not write:
/// - the target is replaced only when it is a regular file (what `-o` asks for); a FIFO or a
///   device is written into, never replaced, and a folder is an error;
/// - a page file (`name-2.png`) replaces only a page this tool wrote for the same output;
/// - a symbolic link is followed only to a file in the same folder;
/// - a page an earlier render wrote and this one does not (`name-3.png` when there are now two)
///   is removed only when it carries `OutputMark` naming this output;
/// - after a failure only this render's temporary files are removed.
public final class OutputFiles: PageSink, @unchecked Sendable {
    /// Where the output goes: the path given, or the file a link in its folder points to.
    public let target: URL
    /// Whether this output is written as `-N` page files when it has several pages: false for a
    /// PDF, whose neighbours named `name-2.pdf` are never its own.
    public let paged: Bool
    private let type: OutputType
    /// A FIFO or a device: written straight into, one file only.
    private let stream: Bool
    private let lock = NSLock()
    private let token = UUID().uuidString
    private var temporaries: [Int: URL] = [:]
    private var streamed: [Int: Data] = [:]
    private var pdf: FileHandle?
    private var pending = Data()
    /// The first write that failed, kept because the renderer reports it as its own error.
    private var failure: RenderError?

    /// Output files at `target` for `type`. Throws `RenderError.outputFailed` (exit 73) when the
    /// target is a folder or a link out of its folder.
    public init(target: URL, type: OutputType) throws(RenderError) {
        let resolved = try Self.resolve(target)
        self.target = resolved.url
        stream = resolved.stream
        self.type = type
        paged = type != .pdf
    }

    /// The file a target names: itself, or what the link names when that is in the same folder.
    private static func resolve(_ target: URL) throws(RenderError) -> (url: URL, stream: Bool) {
        var status = stat()
        guard lstat(target.path, &status) == 0 else { return (target, false) }
        var url = target
        if status.st_mode & S_IFMT == S_IFLNK {
            let folder = target.deletingLastPathComponent().resolvingSymlinksInPath()
            let destination = target.resolvingSymlinksInPath()
            guard destination.deletingLastPathComponent().path == folder.path else {
                throw .outputFailed("\(target.path) is a symbolic link to a file outside its folder; formsetter does not write through it")
            }
            url = destination
            guard stat(url.path, &status) == 0 else { return (url, false) }
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return (url, false)
        case S_IFDIR: throw .outputFailed("\(target.path) is a folder; name a file, or give several inputs to render into a folder")
        default: return (url, true)
        }
    }

    private func temporary(_ index: Int) -> URL {
        target.deletingLastPathComponent().appendingPathComponent(".\(target.lastPathComponent).\(token)-\(index).tmp")
    }

    /// Writes every page and commits them (the in-memory path, `render(...) -> [Data]`); returns
    /// the files written.
    @discardableResult
    public func write(_ pages: [Data]) throws(RenderError) -> [URL] {
        do {
            for (index, data) in pages.enumerated() { try write(page: index, data) }
            return try commit(pages: pages.count)
        } catch {
            discard()
            throw failure ?? (error as? RenderError) ?? .outputFailed("\(error)")
        }
    }

    public func write(page index: Int, _ data: Data) throws {
        let marked = OutputMark.marking(data, output: target.lastPathComponent, type: type)
        if stream {
            locked { streamed[index] = marked }
            return
        }
        let url = temporary(index)
        locked { temporaries[index] = url }
        guard Self.create(url, marked) else { throw fail("cannot write \(destination(index, pages: 2).path): \(String(cString: strerror(errno)))") }
    }

    /// Writes `data` to a new file at `url` (never through a link, never over a file).
    private static func create(_ url: URL, _ data: Data) -> Bool {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return false }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do { try handle.write(contentsOf: data); try handle.close() } catch { return false }
        return true
    }

    public func append(_ bytes: UnsafeRawBufferPointer) throws {
        if pdf == nil {
            let descriptor: Int32
            if stream {
                descriptor = open(target.path, O_WRONLY | O_CLOEXEC)
            } else {
                let url = temporary(0)
                locked { temporaries[0] = url }
                descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            }
            guard descriptor >= 0 else { throw fail("cannot write \(target.path): \(String(cString: strerror(errno)))") }
            pdf = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        }
        pending.append(contentsOf: bytes)
        if pending.count >= 1 << 18 { try flush() }
    }

    private func flush() throws(RenderError) {
        guard let pdf, !pending.isEmpty else { return }
        do { try pdf.write(contentsOf: pending) } catch { throw fail("cannot write \(target.path): \(error.localizedDescription)") }
        pending.removeAll(keepingCapacity: true)
    }

    private func destination(_ index: Int, pages: Int) -> URL {
        !paged || pages == 1 ? target : Formsetter.pageURL(target, page: index + 1)
    }

    /// Moves the finished files to their names (`pages` files, or the one PDF), then removes the
    /// marked pages of this output that this render did not produce. Returns the files written.
    @discardableResult
    public func commit(pages: Int) throws(RenderError) -> [URL] {
        if let pdf {
            try flush()
            do { try pdf.close() } catch { throw fail("cannot write \(target.path): \(error.localizedDescription)") }
            self.pdf = nil
        }
        if stream { return try commitStream(pages: pages) }
        let count = paged ? pages : 1
        if paged, pages > 1 {
            // Page names were not given by the user: one that holds a file of theirs stops the render.
            for index in 0..<count {
                let page = destination(index, pages: pages)
                if Self.exists(page), OutputMark.output(markedIn: page) != target.lastPathComponent {
                    throw fail("\(page.path) exists and is not a page formsetter wrote for \(target.lastPathComponent); move it away or choose another -o")
                }
            }
        }
        var written: [URL] = []
        for index in 0..<count {
            guard let from = temporaries[index] else { continue }
            let to = destination(index, pages: pages)
            guard rename(from.path, to.path) == 0 else {
                throw fail("cannot write \(to.path): \(String(cString: strerror(errno)))")
            }
            temporaries[index] = nil
            written.append(to)
        }
        if paged { removeStalePages(keeping: Set(written.map(\.lastPathComponent))) }
        return written
    }

    /// A FIFO or device takes one file: the PDF (already written) or the one page.
    private func commitStream(pages: Int) throws(RenderError) -> [URL] {
        guard paged else { return [target] }
        guard pages == 1, let page = streamed[0] else {
            throw fail("\(target.path) is not a regular file, so it takes one page, not \(pages); write a PDF or into a folder")
        }
        let descriptor = open(target.path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw fail("cannot write \(target.path): \(String(cString: strerror(errno)))") }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do { try handle.write(contentsOf: page); try handle.close() } catch { throw fail("cannot write \(target.path): \(error.localizedDescription)") }
        streamed = [:]
        return [target]
    }

    /// Removes whatever temporary files are left (after a failure). Nothing else is touched.
    public func discard() {
        try? pdf?.close()
        pdf = nil
        let left = locked { () -> [URL] in
            defer { temporaries = [:]; streamed = [:] }
            return Array(temporaries.values)
        }
        for url in left { unlink(url.path) }
    }

    /// `target` and its `-N` pages that carry this output's mark, except `keeping`.
    private func removeStalePages(keeping: Set<String>) {
        let folder = target.deletingLastPathComponent()
        let ext = target.pathExtension, stem = target.deletingPathExtension().lastPathComponent
        let suffix = ext.isEmpty ? "" : ".\(ext)"
        let targetName = target.lastPathComponent, pagePrefix = stem + "-"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where !keeping.contains(name) {
            guard name == targetName || Self.isPage(name, prefix: pagePrefix, suffix: suffix) else { continue }
            let url = folder.appendingPathComponent(name)
            guard OutputMark.output(markedIn: url) == targetName else { continue }
            unlink(url.path)
        }
    }

    private static func exists(_ url: URL) -> Bool {
        var status = stat()
        return lstat(url.path, &status) == 0
    }

    /// Whether `name` is `<prefix><N><suffix>`, the prefix being the stem and "-".
    static func isPage(_ name: String, prefix: String, suffix: String) -> Bool {
        guard name.hasPrefix(prefix), name.hasSuffix(suffix), name.count > prefix.count + suffix.count else { return false }
        let number = name.dropFirst(prefix.count).dropLast(suffix.count)
        return number.allSatisfy(\.isASCII) && number.allSatisfy(\.isNumber) && number.first != "0"
    }

    private func fail(_ message: String) -> RenderError {
        let failure = RenderError.outputFailed(message)
        return locked {
            if self.failure == nil { self.failure = failure }
            return self.failure!
        }
    }

    private func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}

extension OutputFiles {
    /// Runs a streamed render into these files and commits them; on failure removes only the
    /// temporaries. Returns the render and the files written.
    public func render(_ body: () throws -> StreamedRender) throws -> (render: StreamedRender, files: [URL]) {
        do {
            let streamed = try body()
            return (streamed, try commit(pages: streamed.pageCount))
        } catch {
            discard()
            throw failure ?? error
        }
    }

    /// Writes `data` to `url` atomically by the same rules (no link out of the folder, no
    /// replaced FIFO or device): for single files such as snapshot references and reports.
    public static func write(_ data: Data, to url: URL) throws(RenderError) {
        // As one unpaged, unmarked file, whatever its extension.
        try OutputFiles(target: url, type: .pdf).write([data])
    }
}
