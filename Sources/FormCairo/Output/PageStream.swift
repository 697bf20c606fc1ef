import CFormPNG
import CPangoCairo
import Foundation
import FormLayout
import FormModel

/// Where rendered output goes as it is made: page files (PNG, SVG) or the bytes of one PDF.
public protocol PageSink: AnyObject, Sendable {
    /// The file of page `index` (from 0). PNG pages arrive from worker threads in any order.
    func write(page index: Int, _ data: Data) throws
    /// The next bytes of the PDF, in order, from one thread at a time.
    func append(_ bytes: UnsafeRawBufferPointer) throws
}

/// Draws pages as they are laid out and hands each file to a sink at once, so memory stays flat
/// however long the form is: PDF pages are drawn in order on a thread of their own while the
/// caller lays out the next ones (at most four waiting), PNG pages are drawn and encoded on
/// every core with at most two pages per core in flight, SVG pages one by one.
public final class PageStream {
    private let fonts: FontSystem
    private let type: OutputType
    private let scale: Double
    private let linkMap: [String: String]
    private let sink: PageSink
    private var count = 0
    private var pdf: PDFDocumentWriter?
    private var workers: PNGWorkers?
    private let pdfThread = SerialPipeline(label: "formsetter.pdf-pages", depth: 4)

    /// A stream writing `type` to `sink`; PDF links resolve through `linkMap` as in `PageRenderer`.
    public init(fonts: FontSystem, type: OutputType, scale: Double = 2, linkMap: [String: String] = [:], sink: PageSink) {
        self.fonts = fonts; self.type = type; self.scale = scale; self.linkMap = linkMap; self.sink = sink
    }

    /// Pages added so far.
    public var pageCount: Int { count }

    /// Draws `page` and passes it on (PNG: queues it for a worker).
    public func add(_ page: Page) throws(RenderError) {
        defer { count += 1 }
        switch type {
        case .pdf:
            try pdfThread.run { [self] () throws(RenderError) in
                if pdf == nil { pdf = PDFDocumentWriter(fonts: fonts, firstPage: page.size, sink: sink) }
                try pdf!.add(page, linkMap: linkMap)
            }
        case .svg:
            do { try sink.write(page: count, PageRenderer(fonts: fonts).svg(page)) } catch { throw RenderError("cannot write page \(count + 1): \(error)") }
        case .png:
            _ = try PageRenderer.pixelSize(page, scale: scale)
            if workers == nil { workers = PNGWorkers(fonts: fonts, scale: scale, sink: sink) }
            try workers!.submit(page, index: count)
        }
    }

    /// Waits for the last pages and closes the PDF; throws the first failure of any page.
    public func finish() throws(RenderError) {
        switch type {
        case .pdf:
            try pdfThread.run { [self] () throws(RenderError) in
                if pdf == nil { pdf = PDFDocumentWriter(fonts: fonts, firstPage: Size(width: 1, height: 1), sink: sink) }
                try pdf!.finish()
            }
            try pdfThread.finish()
            pdf = nil
        case .svg: break
        case .png: try workers?.finish()
        }
    }
}

/// One PDF on a cairo stream surface that writes through to the sink.
private final class PDFDocumentWriter {
    private let output: SinkWriter
    private let surface: OpaquePointer
    private let cairo: OpaquePointer
    private let painter: PagePainter
    private var finished = false

    init(fonts: FontSystem, firstPage: Size, sink: PageSink) {
        output = SinkWriter(sink: sink)
        surface = cairo_pdf_surface_create_for_stream(SinkWriter.write, Unmanaged.passUnretained(output).toOpaque(), firstPage.width, firstPage.height)!
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, PageRenderer.pdfDate)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, PageRenderer.pdfDate)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Formsetter")
        cairo = cairo_create(surface)!
        painter = PagePainter(fonts: fonts, cairo: cairo, fontMap: fonts.makeThreadFontMap())
    }

    deinit { close() }

    func add(_ page: Page, linkMap: [String: String]) throws(RenderError) {
        cairo_pdf_surface_set_size(surface, page.size.width, page.size.height)
        painter.draw(page)
        painter.annotateLinks(page) { target in linkMap[target] ?? (LinkArea(target: target, rects: []).isURL ? target : nil) }
        cairo_show_page(cairo)
        try output.check()
    }

    func finish() throws(RenderError) {
        close()
        try output.check()
    }

    private func close() {
        guard !finished else { return }
        finished = true
        cairo_destroy(cairo)
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
    }
}

/// Passes what cairo writes to a sink and keeps the sink's first error (cairo sees only a status).
private final class SinkWriter {
    let sink: PageSink
    var failure: Error?
    init(sink: PageSink) { self.sink = sink }

    func check() throws(RenderError) {
        if let failure { throw RenderError("cannot write the PDF: \(failure)") }
    }

    static let write: cairo_write_func_t = { closure, bytes, length in
        guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
        let writer = Unmanaged<SinkWriter>.fromOpaque(closure).takeUnretainedValue()
        guard writer.failure == nil else { return CAIRO_STATUS_WRITE_ERROR }
        do { try writer.sink.append(UnsafeRawBufferPointer(start: bytes, count: Int(length))) } catch {
            writer.failure = error
            return CAIRO_STATUS_WRITE_ERROR
        }
        return CAIRO_STATUS_SUCCESS
    }
}

/// PNG pages drawn and encoded on every core. Each task borrows a canvas (a font map and a
/// reusable image surface) from a pool, so no two threads share a font map.
private final class PNGWorkers: @unchecked Sendable {
    private let fonts: FontSystem
    private let scale: Double
    private let sink: PageSink
    private let queue = DispatchQueue(label: "formsetter.png-pages", attributes: .concurrent)
    private let group = DispatchGroup()
    private let inFlight: DispatchSemaphore
    private let lock = NSLock()
    private var canvases: [RasterCanvas] = []
    private var failure: RenderError?

    init(fonts: FontSystem, scale: Double, sink: PageSink) {
        self.fonts = fonts; self.scale = scale; self.sink = sink
        inFlight = DispatchSemaphore(value: 2 * max(1, ProcessInfo.processInfo.activeProcessorCount))
    }

    func submit(_ page: Page, index: Int) throws(RenderError) {
        if let failure = locked({ self.failure }) { throw failure }
        inFlight.wait()
        queue.async(group: group) { [self] in
            defer { inFlight.signal() }
            let canvas = locked { canvases.popLast() } ?? RasterCanvas(fonts: fonts)
            let data = canvas.png(page, scale: scale)
            locked { canvases.append(canvas) }
            do {
                guard let data else { throw RenderError("PNG encoding of page \(index + 1) failed (out of memory?)") }
                try sink.write(page: index, data)
            } catch {
                let failure = (error as? RenderError) ?? RenderError("cannot write page \(index + 1): \(error)")
                locked { if self.failure == nil { self.failure = failure } }
            }
        }
    }

    func finish() throws(RenderError) {
        group.wait()
        locked { canvases.removeAll() }
        if let failure = locked({ self.failure }) { throw failure }
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}

/// Runs jobs in order on one thread of its own, at most `depth` waiting; the first failure
/// stops the rest and is thrown by the next `run` or by `finish`.
private final class SerialPipeline: @unchecked Sendable {
    private let queue: DispatchQueue
    private let group = DispatchGroup()
    private let waiting: DispatchSemaphore
    private let lock = NSLock()
    private var failure: RenderError?

    init(label: String, depth: Int) {
        queue = DispatchQueue(label: label)
        waiting = DispatchSemaphore(value: depth)
    }

    func run(_ job: @escaping () throws(RenderError) -> Void) throws(RenderError) {
        if let failure = currentFailure { throw failure }
        waiting.wait()
        // The jobs touch state only this queue touches until `finish` has waited for them.
        let job = UncheckedJob(body: job)
        queue.async(group: group) { [self] in
            defer { waiting.signal() }
            guard currentFailure == nil else { return }
            do throws(RenderError) { try job.body() } catch {
                lock.lock()
                failure = error
                lock.unlock()
            }
        }
    }

    func finish() throws(RenderError) {
        group.wait()
        if let failure = currentFailure { throw failure }
    }

    private var currentFailure: RenderError? {
        lock.lock()
        defer { lock.unlock() }
        return failure
    }
}

private struct UncheckedJob: @unchecked Sendable {
    let body: () throws(RenderError) -> Void
}
