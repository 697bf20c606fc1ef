import Formsetter
import Foundation

/// The files of one render, written as the pages arrive: each goes to a hidden temporary file
/// beside its target, and `commit` renames them to their names (form.png for one page,
/// form-1.png, form-2.png … for more; the page count is known only at the end), so a failed
/// render leaves no half-written file.
final class PageFiles: PageSink, @unchecked Sendable {
    let target: URL
    private let lock = NSLock()
    private var temporaries: [Int: URL] = [:]
    private var pdf: FileHandle?
    private var pending = Data()
    /// The first write that failed (exit 73), kept because the renderer reports it as its own error.
    private(set) var failure: ExitWith?

    init(target: URL) { self.target = target }

    private func temporary(_ index: Int) -> URL {
        target.deletingLastPathComponent().appendingPathComponent(".\(target.lastPathComponent).\(getpid())-\(index).tmp")
    }

    func write(page index: Int, _ data: Data) throws {
        let url = temporary(index)
        lock.lock()
        temporaries[index] = url
        lock.unlock()
        do { try data.write(to: url) } catch { throw fail("cannot write \(url.path)") }
    }

    func append(_ bytes: UnsafeRawBufferPointer) throws {
        if pdf == nil {
            let url = temporary(0)
            temporaries[0] = url
            guard FileManager.default.createFile(atPath: url.path, contents: nil), let handle = try? FileHandle(forWritingTo: url) else {
                throw fail("cannot write \(target.path)")
            }
            pdf = handle
        }
        pending.append(contentsOf: bytes)
        if pending.count >= 1 << 18 { try flush() }
    }

    private func flush() throws {
        guard let pdf, !pending.isEmpty else { return }
        do { try pdf.write(contentsOf: pending) } catch { throw fail("cannot write \(target.path)") }
        pending.removeAll(keepingCapacity: true)
    }

    /// Moves the finished files to their names: `pages` files, or the one PDF.
    func commit(pages: Int, pdf isPDF: Bool) throws {
        if let pdf {
            try flush()
            try? pdf.close()
            self.pdf = nil
        }
        for index in 0..<(isPDF ? 1 : pages) {
            guard let from = temporaries[index] else { continue }
            let to = isPDF || pages == 1 ? target : Formsetter.pageURL(target, page: index + 1)
            guard rename(from.path, to.path) == 0 else { throw fail("cannot write \(to.path)") }
            temporaries[index] = nil
        }
    }

    /// Removes whatever temporary files are left (after a failure).
    func discard() {
        try? pdf?.close()
        pdf = nil
        for url in temporaries.values { unlink(url.path) }
        temporaries = [:]
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
    /// Renders straight into files: pages are drawn and written while the form is laid out.
    func renderToFiles(_ formsetter: Formsetter, options: Formsetter.Options, links: [String: String], type: OutputType,
                       target: String, notes: [Diagnostic]) throws {
        let files = PageFiles(target: URL(fileURLWithPath: target))
        let streamed: StreamedRender
        do {
            streamed = try formsetter.render(try input.readForm(), options: options, as: type, scale: scale, linkMap: links, to: files)
            try files.commit(pages: streamed.pageCount, pdf: type == .pdf)
        } catch {
            files.discard()
            throw files.failure ?? error
        }
        report(notes + streamed.diagnostics)
        if type == .pdf { report(Formsetter.unmappedLinks(streamed.links, linkMap: links)) }
    }
}
