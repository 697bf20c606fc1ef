import Formsetter
import Foundation

/// The files one render owns: `name.ext`, or `name-1.ext`, `name-2.ext`, … for several pages
/// (PNG, SVG; a PDF is always the one file). Pages are written as they arrive (a `PageSink`),
/// each to a hidden temporary file in its target's folder, and `commit` renames them into place,
/// so a reader never sees half a file; page files of an earlier render at the same path that
/// this one does not produce again are then removed, so no stale page survives. After a failure
/// `discard` leaves nothing behind.
final class OutputFiles: PageSink, @unchecked Sendable {
    /// The path given with -o (or the default output name).
    let target: URL
    /// Whether this output is written as `-N` page files when it has several pages: false for a
    /// PDF, whose neighbours named `name-2.pdf` are never its own.
    let paged: Bool
    private let lock = NSLock()
    private let token = UUID().uuidString
    private var temporaries: [Int: URL] = [:]
    private var pdf: FileHandle?
    private var pending = Data()
    /// The first write that failed (exit 73), kept because the renderer reports it as its own error.
    private(set) var failure: ExitWith?

    init(target: URL, type: OutputType) {
        self.target = target
        paged = type != .pdf
    }

    private func temporary(_ index: Int) -> URL {
        target.deletingLastPathComponent().appendingPathComponent(".\(target.lastPathComponent).\(token)-\(index).tmp")
    }

    /// Writes every page and commits them: the in-memory path (`render(...) -> [Data]`).
    func write(_ pages: [Data]) throws {
        do {
            for (index, data) in pages.enumerated() { try write(page: index, data) }
            try commit(pages: pages.count)
        } catch {
            discard()
            throw failure ?? error
        }
    }

    func write(page index: Int, _ data: Data) throws {
        let url = temporary(index)
        lock.lock()
        temporaries[index] = url
        lock.unlock()
        // Written in place: the temporary file is this render's own, and `commit` renames it
        // (Foundation's atomic write would add a temporary file and a rename of its own).
        do { try data.write(to: url) } catch { throw fail("cannot write \(destination(index, pages: 2).path)") }
    }

    func append(_ bytes: UnsafeRawBufferPointer) throws {
        if pdf == nil {
            let url = temporary(0)
            lock.lock()
            temporaries[0] = url
            lock.unlock()
            let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
            guard descriptor >= 0 else { throw fail("cannot write \(target.path)") }
            pdf = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        }
        pending.append(contentsOf: bytes)
        if pending.count >= 1 << 18 { try flush() }
    }

    private func flush() throws {
        guard let pdf, !pending.isEmpty else { return }
        do { try pdf.write(contentsOf: pending) } catch { throw fail("cannot write \(target.path)") }
        pending.removeAll(keepingCapacity: true)
    }

    private func destination(_ index: Int, pages: Int) -> URL {
        !paged || pages == 1 ? target : Formsetter.pageURL(target, page: index + 1)
    }

    /// Moves the finished files to their names (`pages` files, or the one PDF), then removes the
    /// owned files this render did not produce.
    func commit(pages: Int) throws {
        if let pdf {
            try flush()
            do { try pdf.close() } catch { throw fail("cannot write \(target.path)") }
            self.pdf = nil
        }
        let count = paged ? pages : 1
        var kept: Set<String> = []
        for index in 0..<count {
            guard let from = temporaries[index] else { continue }
            let to = destination(index, pages: pages)
            guard rename(from.path, to.path) == 0 else {
                throw fail("cannot write \(to.path): \(String(cString: strerror(errno)))")
            }
            temporaries[index] = nil
            kept.insert(to.lastPathComponent)
        }
        removeOwned(keeping: kept)
    }

    /// Removes whatever temporary files are left (after a failure).
    func discard() {
        try? pdf?.close()
        pdf = nil
        lock.lock()
        let left = temporaries.values
        temporaries = [:]
        lock.unlock()
        for url in left { unlink(url.path) }
    }

    /// Removes every file this output owns, after a failed render, so none of them is mistaken for its result.
    func removeAll() { removeOwned(keeping: []) }

    /// `target` and its `-N` pages (N a positive number written without leading zeros), except `keeping`.
    private func removeOwned(keeping: Set<String>) {
        let folder = target.deletingLastPathComponent()
        let ext = target.pathExtension, stem = target.deletingPathExtension().lastPathComponent
        let suffix = ext.isEmpty ? "" : ".\(ext)"
        // Worked out once: a batch folder lists every other form's files too.
        let targetName = target.lastPathComponent, pagePrefix = stem + "-"
        let names = paged ? (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] : [targetName]
        for name in names where !keeping.contains(name) {
            guard name == targetName || isPage(name, prefix: pagePrefix, suffix: suffix) else { continue }
            let url = folder.appendingPathComponent(name)
            // Only files this command could have written; a folder of that name is never touched.
            guard (try? FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType) == .typeRegular else { continue }
            try? FileManager.default.removeItem(at: url)
        }
    }

    /// Whether `name` is `<prefix><N><suffix>`, the prefix being the stem and "-".
    private func isPage(_ name: String, prefix: String, suffix: String) -> Bool {
        guard name.hasPrefix(prefix), name.hasSuffix(suffix), name.count > prefix.count + suffix.count else { return false }
        let number = name.dropFirst(prefix.count).dropLast(suffix.count)
        return number.allSatisfy(\.isASCII) && number.allSatisfy(\.isNumber) && number.first != "0"
    }

    private func fail(_ message: String) -> ExitWith {
        let failure = ExitWith(73, message)
        lock.lock()
        if self.failure == nil { self.failure = failure }
        lock.unlock()
        return failure
    }
}

extension Render {
    /// Renders straight into files: PNG and SVG pages are drawn and written while the form is
    /// laid out, the PDF when libqpdf has finished it. A failed render leaves no earlier output
    /// at its path to be mistaken for this one's.
    func renderToFiles(_ formsetter: Formsetter, options: Formsetter.Options, links: [String: String], type: OutputType,
                       target: URL, notes: [Diagnostic]) throws {
        let files = OutputFiles(target: target, type: type)
        let streamed = try files.render {
            try formsetter.render(try input.form.readForm(), options: options, as: type, scale: scale, linkMap: links, to: files)
        }
        report(notes + streamed.diagnostics, file: input.form.inputName)
        if type == .pdf { report(Formsetter.unmappedLinks(streamed.links, linkMap: links), file: input.form.inputName) }
    }
}

extension OutputFiles {
    /// Runs a streamed render into these files and commits them; on failure removes the
    /// temporaries and every earlier file at this output's path (not for usage errors, which
    /// stop before anything is drawn).
    func render(_ body: () throws -> StreamedRender) throws -> StreamedRender {
        do {
            let streamed = try body()
            try commit(pages: streamed.pageCount)
            return streamed
        } catch {
            discard()
            if !(error is UsageError) { removeAll() }
            throw failure ?? error
        }
    }
}
