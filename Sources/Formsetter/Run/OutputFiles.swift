import Foundation

/// The files one render writes: `name.ext`, or `name-1.ext`, `name-2.ext`, … for several pages
/// (PNG, SVG; a PDF is always the one file). Pages are written as they arrive (a `PageSink`),
/// each to a hidden temporary file in the target's folder, and `commit` renames them into place,
/// so a reader never sees half a file.
///
/// It never loses a file it did not write:
/// - every file is sealed (`OutputSeal`: a digest of its bytes), so "this tool wrote it" means
///   "its bytes are still the ones this tool wrote": a filled-in or edited file is the user's;
/// - the target is replaced only when it is a regular file and, in a run (`Replacement.onlyOurs`),
///   only when this tool wrote it (`OutputMark`); a FIFO or a device is written into (unless
///   `streams` is false: a run's outputs and snapshot references are files), never replaced, and
///   a folder is an error;
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
    /// The digest of the PDF appended so far, for its seal.
    private var pdfSeal = SHA256()
    /// The first write that failed, kept because the renderer reports it as its own error.
    private var failure: RenderError?

    /// Which existing file at the target may be replaced.
    public enum Replacement: Sendable {
        /// Any regular file: the one `-o` names.
        case anyRegularFile
        /// Only a file this tool wrote for this output (a run's outputs in a folder the user named).
        case onlyOurs
    }

    /// Output files at `target` for `type`. Throws `RenderError.outputFailed` (exit 73) when the
    /// target is a folder, a link out of its folder or one that loops, (`onlyOurs`) a file this
    /// tool did not write or one changed since, or (`streams` false) a FIFO or a device.
    public convenience init(target: URL, type: OutputType, replacing replacement: Replacement = .anyRegularFile,
                            streams: Bool = true) throws(RenderError) {
        try self.init(target: target, type: type, paged: type != .pdf, replacing: replacement, streams: streams)
    }

    private init(target: URL, type: OutputType, paged: Bool, replacing replacement: Replacement, streams: Bool) throws(RenderError) {
        let resolved = try Self.resolve(target)
        self.target = resolved.url
        stream = resolved.stream
        self.type = type
        self.paged = paged
        if stream, !streams {
            throw .outputFailed("\(self.target.path) is not a regular file (a FIFO or a device); formsetter writes only files here: move it away")
        }
        if replacement == .onlyOurs, !stream, Self.exists(self.target), !OutputMark.isOurs(self.target, output: self.target.lastPathComponent, type: type) {
            throw .outputFailed("\(self.target.path) exists and is not a file formsetter wrote, or was changed since (filled in, edited); move it away, choose another -o folder or pass --overwrite")
        }
    }

    /// The file a target names: itself, or the file its links lead to when that is in the same
    /// folder (followed link by link, so a dangling or looping link is caught too).
    private static func resolve(_ target: URL) throws(RenderError) -> (url: URL, stream: Bool) {
        var url = target
        var status = stat()
        for _ in 0..<40 {
            guard lstat(url.path, &status) == 0 else { return (url, false) }
            guard status.st_mode & S_IFMT == S_IFLNK else {
                switch status.st_mode & S_IFMT {
                case S_IFREG: return (url, false)
                case S_IFDIR: throw .outputFailed("\(target.path) is a folder; name a file, or give several inputs to render into a folder")
                default: return (url, true)
                }
            }
            // A link to a FIFO, a terminal or a socket (`/dev/stdout`): the bytes are written
            // into it and no file is replaced, wherever it lives.
            var final = stat()
            if stat(url.path, &final) == 0, [S_IFIFO, S_IFCHR, S_IFSOCK].contains(final.st_mode & S_IFMT) { return (url, true) }
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: url.path) else { break }
            let next = destination.hasPrefix("/") ? URL(fileURLWithPath: destination) : url.deletingLastPathComponent().appendingPathComponent(destination)
            guard let folder = realFolder(of: next), folder == realFolder(of: target) else {
                throw .outputFailed("\(target.path) is a symbolic link to a file outside its folder; formsetter does not write through it")
            }
            url = URL(fileURLWithPath: folder).appendingPathComponent(next.lastPathComponent)
        }
        throw .outputFailed("\(target.path) is a symbolic link that loops; formsetter does not write through it")
    }

    /// The folder holding `url`, with every link in its path resolved (nil when it does not exist).
    private static func realFolder(of url: URL) -> String? {
        guard let real = realpath(url.deletingLastPathComponent().path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }

    /// A hidden file beside the target named after it, its name cut to its first 200 bytes so
    /// that the 45 bytes added stay within the 255 a file name may have (a legal 240-byte
    /// name otherwise failed with a misleading error).
    private func temporary(_ index: Int) -> URL {
        var name = ""
        for character in target.lastPathComponent where name.utf8.count + character.utf8.count <= 200 { name.append(character) }
        return target.deletingLastPathComponent().appendingPathComponent(".\(name).\(token)-\(index).tmp")
    }

    /// Writes every page and commits them (the in-memory path, `render(...) -> [Data]`); returns
    /// the files written.
    @discardableResult
    public func write(_ pages: [Data]) throws(RenderError) -> [URL] { try write(pages, marked: true) }

    @discardableResult
    private func write(_ pages: [Data], marked: Bool) throws(RenderError) -> [URL] {
        do {
            for (index, data) in pages.enumerated() { try write(page: index, data, marked: marked) }
            return try commit(pages: pages.count)
        } catch {
            discard()
            throw failure ?? (error as? RenderError) ?? .outputFailed("\(error)")
        }
    }

    public func write(page index: Int, _ data: Data) throws { try write(page: index, data, marked: true) }

    private func write(page index: Int, _ data: Data, marked mark: Bool) throws {
        let marked = mark ? OutputSeal.sealing(OutputMark.marking(data, output: target.lastPathComponent, type: type), kind: OutputSeal.Kind(type)) : data
        if stream {
            locked { streamed[index] = marked }
            return
        }
        let url = temporary(index)
        locked { temporaries[index] = url }
        if let reason = Self.create(url, marked) {
            throw fail("cannot write \(index == 0 ? target.path : destination(index, pages: index + 1).path): \(reason)")
        }
    }

    /// Writes `data` to a new file at `url` (never through a link, never over a file); nil, or
    /// the system's reason it could not, read before anything else can change `errno`.
    private static func create(_ url: URL, _ data: Data) -> String? {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do { try handle.write(contentsOf: data); try handle.close() } catch { return "\(error)" }
        return nil
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
        pdfSeal.update(bytes)
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
            pending.append(OutputSeal.pdfLine(pdfSeal.hexDigest()))
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
                if Self.exists(page), !OutputMark.isOurs(page, output: target.lastPathComponent, type: type) {
                    throw fail("\(page.path) exists and is not a page formsetter wrote for \(target.lastPathComponent); move it away or choose another -o")
                }
            }
        }
        var written: [URL] = []
        for index in 0..<count {
            guard let from = temporaries[index] else { continue }
            let to = destination(index, pages: pages)
            Self.keepMode(of: to, for: from)
            guard rename(from.path, to.path) == 0 else {
                throw fail("cannot write \(to.path): \(String(cString: strerror(errno)))")
            }
            temporaries[index] = nil
            written.append(to)
        }
        if paged { removeStalePages(keeping: Set(written.map(\.lastPathComponent))) }
        return written
    }

    /// A FIFO or device takes one file: the PDF (already appended) or the one page or file.
    private func commitStream(pages: Int) throws(RenderError) -> [URL] {
        guard !streamed.isEmpty else { return [target] }
        guard pages == 1 || !paged, let page = streamed[0] else {
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
        let targetName = target.lastPathComponent
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where !keeping.contains(name) {
            guard name == targetName || Self.page(of: name)?.output == targetName else { continue }
            let url = folder.appendingPathComponent(name)
            guard OutputMark.isOurs(url, output: targetName, type: type) else { continue }
            unlink(url.path)
        }
    }

    private static func exists(_ url: URL) -> Bool {
        var status = stat()
        return lstat(url.path, &status) == 0
    }

    /// A file replaced keeps its permissions (records with personal data stay as private as they were).
    private static func keepMode(of existing: URL, for replacement: URL) {
        var status = stat()
        guard stat(existing.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return }
        chmod(replacement.path, status.st_mode & 0o7777)
    }

    /// `name-3.png` → (`name.png`, 3): the output whose page file `fileName` would be, or nil
    /// when it is not named like a page (N positive, no leading zero).
    public static func page(of fileName: String) -> (output: String, number: Int)? {
        let dot = fileName.lastIndex(of: ".") ?? fileName.endIndex
        let stem = fileName[..<dot], ext = fileName[dot...]
        guard let dash = stem.lastIndex(of: "-") else { return nil }
        let digits = stem[stem.index(after: dash)...]
        guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber }), digits.first != "0", let number = Int(digits) else { return nil }
        return (String(stem[..<dash]) + ext, number)
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
    /// replaced FIFO or device, into which it is written unless `streams` is false): for single
    /// files such as snapshot references and reports.
    public static func write(_ data: Data, to url: URL, streams: Bool = true) throws(RenderError) {
        try OutputFiles(target: url, type: OutputType(fileName: url.lastPathComponent) ?? .pdf, paged: false, replacing: .anyRegularFile, streams: streams)
            .write([data], marked: false)
    }

    /// Throws `RenderError.outputFailed` (exit 73) when `url` holds a regular file this tool did
    /// not write as a `kind`, or one changed since, unless `overwrite`; nothing there, a FIFO or
    /// a device passes. For the files a run names besides its folder (`--report`, `--merge`),
    /// checked before anything is drawn.
    public static func checkReplaceable(_ url: URL, kind: OutputSeal.Kind, overwrite: Bool) throws(RenderError) {
        var status = stat()
        guard !overwrite, stat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return }
        let target = (try? resolve(url).url) ?? url
        guard !OutputSeal.holds(target, kind: kind) else { return }
        throw .outputFailed("\(url.path) exists and is not a file formsetter wrote, or was changed since; move it away, choose another name or pass --overwrite")
    }

    /// Writes `data` (a JSON object: a run's report) to `url` sealed, by the rules of `write`,
    /// replacing only a report this tool wrote unless `overwrite`.
    public static func writeSealed(json data: Data, to url: URL, overwrite: Bool) throws(RenderError) {
        try checkReplaceable(url, kind: .json, overwrite: overwrite)
        try write(OutputSeal.sealing(data, kind: .json), to: url)
    }
}
