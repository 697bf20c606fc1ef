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

/// Draws pages as they are laid out and hands each file to a sink, so PNG and SVG memory stays
/// flat however long the form is: PNG pages are drawn and encoded on every core with at most two
/// pages per core in flight, SVG pages one by one. PDF pages are drawn in order on a thread of
/// their own while the caller lays out the next ones (at most four waiting) into a `PDFSpool`
/// (memory, then a temporary file past 1 MiB); at `finish` libqpdf adds links, form fields,
/// labels and dates, and the PDF goes to the sink in chunks.
public final class PageStream {
    private let fonts: FontSystem
    private let output: OutputFormat
    private let linkMap: [String: String]
    private let sink: PageSink
    private var count = 0
    private var pdf: PDFDocumentWriter?
    private var workers: PNGWorkers?
    private let pdfThread = SerialPipeline(label: "formsetter.pdf-pages", depth: 4)
    /// Whether PDF pages carry structure tags (`LayoutTree.tagged`); set before the first page.
    public var tagged = false
    /// What `finish` found: a warning per form field whose value has characters no bundled font
    /// has (the field keeps its value; its appearance leaves them out).
    public private(set) var diagnostics: [Diagnostic] = []

    /// A stream writing `output` to `sink`; PDF links resolve through `linkMap` as in `PageRenderer`.
    public init(fonts: FontSystem, output: OutputFormat, linkMap: [String: String] = [:], sink: PageSink) {
        self.fonts = fonts; self.output = output; self.linkMap = linkMap; self.sink = sink
    }

    /// Pages added so far.
    public var pageCount: Int { count }

    /// Draws `page` and passes it on (PNG: queues it for a worker).
    public func add(_ page: Page) throws(RenderError) {
        defer { count += 1 }
        switch output {
        case .pdf:
            let tagged = tagged
            try pdfThread.run { [self] () throws(RenderError) in
                try openPDF().add(page, tagged: tagged)
            }
        case .svg:
            let data = try PageRenderer(fonts: fonts).svg(page)
            do { try sink.write(page: count, data) } catch let error as RenderError { throw error } catch { throw .outputFailed("cannot write page \(count + 1): \(error)") }
        case let .png(scale):
            _ = try PageRenderer.pixelSize(page, scale: scale)
            if workers == nil { workers = PNGWorkers(fonts: fonts, scale: scale, sink: sink) }
            try workers!.submit(page, index: count)
        }
    }

    /// Loads `font` for drawing before the first page that uses it: PDF pages are drawn on a
    /// thread of their own, which loads the font while the caller goes on laying out. A failure
    /// here is thrown by the next `add` or `finish`.
    public func prepare(_ font: FontRef) {
        guard case .pdf = output else { return }
        try? pdfThread.run { [self] () throws(RenderError) in
            try openPDF().warm(font)
        }
    }

    /// The PDF being drawn, begun on first use; only jobs of `pdfThread` call it, and `finish`
    /// once they are done.
    private func openPDF() throws(RenderError) -> PDFDocumentWriter {
        if let pdf { return pdf }
        let writer = try PDFDocumentWriter(fonts: fonts)
        pdf = writer
        return writer
    }

    /// Waits for the last pages and, for PDF, finishes the document with `tree`'s title and
    /// outline (its pages are not used) and hands it to the sink; throws the first failure of any page.
    public func finish(_ tree: LayoutTree = LayoutTree(pages: [])) throws(RenderError) {
        switch output {
        case .pdf:
            // The page thread draws the last pages and ends cairo's document (its font subsets,
            // 3-5 ms at 1,000 fields) while this thread loads libqpdf.
            let (title, outline, language, tagged, info) = (tree.title, tree.outline, tree.language, tagged, tree.documentInfo)
            try? pdfThread.run { [self] () throws(RenderError) in try openPDF().end(title: title, outline: outline, tagged: tagged) }
            QPDFDocument.load()
            try pdfThread.finish()
            // libqpdf's work is done on this thread, whose memory allocator holds what the layout
            // freed (done on the page thread, a 100,000-field PDF peaked 7 MiB higher).
            let (document, unshown) = try openPDF().finish(linkMap: linkMap, tagged: tagged, title: title, language: language, info: info)
            diagnostics += unshown.map { field, characters in
                Diagnostic(.warning, path: "", "field \"\(field)\": no bundled font has \"\(characters)\"; the fillable field keeps the value but its appearance leaves those characters out")
            }
            pdf = nil  // cairo's surface goes before libqpdf writes the finished PDF
            do { try document.write { bytes in try sink.append(bytes) } } catch let error as RenderError { throw error } catch { throw .outputFailed("cannot write the PDF: \(error)") }
        case .svg: break
        case .png: try workers?.finish()
        }
    }
}

/// One PDF drawn by cairo into a spool, post-processed by libqpdf at the end. It keeps each
/// page's links and field marks for libqpdf.
private final class PDFDocumentWriter {
    private let drawn = PDFSpool()
    private let surface: OpaquePointer
    private let cairo: OpaquePointer
    private let painter: PagePainter
    private let fonts: FontSystem
    private var pages: [Page] = []
    /// Per page, where the structure elements of each of its boxes' annotations go among the
    /// root element's children (`PagePainter.draw`); empty when untagged.
    private var places: [[Int]] = []
    /// The letters of every page's words that WinAnsi lacks (`TypingFont`).
    private var typingLetters: Set<Unicode.Scalar> = []
    private var finished = false
    /// cairo draws each page's furniture on a page of its own before it (`PDFFurnitureArtifacts`).
    private var furnitureApart = false

    /// A document with no page yet: each page sets its own size.
    init(fonts: FontSystem) throws(RenderError) {
        surface = cairo_pdf_surface_create_for_stream(PDFSpool.write, Unmanaged.passUnretained(drawn).toOpaque(), 1, 1)!
        cairo = cairo_create(surface)!
        self.fonts = fonts
        painter = PagePainter(fonts: fonts, cairo: cairo)
        try RenderError.check(cairo_surface_status(surface), .pdf)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, PageRenderer.pdfDate)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, PageRenderer.pdfDate)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, PDFCreator.name)
    }

    deinit {
        close()
        cairo_surface_destroy(surface)
    }

    /// Loads `font` into the painter's font map.
    func warm(_ font: FontRef) { painter.warm(font) }

    func add(_ page: Page, tagged: Bool) throws(RenderError) {
        // The page before is shown only now, and the last one by `end` after the root element
        // ends on it: cairo 1.18 begins a new, blank page for a tag ended after the last page.
        if !pages.isEmpty { cairo_show_page(cairo) }
        // cairo 1.16's structure tags (unlike its link tags) write a sound tree. The root
        // element the first page opens stays open over every page until `end`.
        let tags = tagged ? StructureTags(firstPage: pages.isEmpty, marksArtifacts: !CairoBugs.rejectsArtifactTag, boxes: page.boxes) : nil
        furnitureApart = tagged && (CairoBugs.rejectsArtifactTag || CairoBugs.marksOnlyTextAsArtifact)
        if furnitureApart {
            // The furniture on a page of its own, which `PDFFurnitureArtifacts` folds into the next.
            cairo_pdf_surface_set_size(surface, page.size.width, page.size.height)
            painter.draw(page, tags: tags, layer: .furniture)
            cairo_show_page(cairo)
        }
        cairo_pdf_surface_set_size(surface, page.size.width, page.size.height)
        places.append(painter.draw(page, tags: tags, layer: furnitureApart ? .content : .all))
        // libqpdf needs only the boxes with a form field or a link, and the letters of the rest
        // (the twin's typing font); the boxes would only hold memory.
        typingLetters.formUnion(TypingFont.lettersBeyondWinAnsi(in: page))
        pages.append(Page(size: page.size, background: page.background, boxes: page.boxes.filter { $0.field != nil || !$0.links.isEmpty }))
        try RenderError.check(cairo_status(cairo), .pdf)
    }

    /// Ends cairo's document with `title` and `outline`: cairo writes its last objects and
    /// subsets the fonts.
    func end(title: String?, outline: [OutlineEntry], tagged: Bool) throws(RenderError) {
        if tagged, !pages.isEmpty { cairo_tag_end(cairo, StructureTags.root) }
        if !pages.isEmpty { cairo_show_page(cairo) }
        if let title { cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title) }
        for entry in outline where pages.indices.contains(entry.page) {
            cairo_pdf_surface_add_outline(surface, Int32(CAIRO_PDF_OUTLINE_ROOT), entry.title,
                                          "page=\(furnitureApart ? 2 * entry.page + 2 : entry.page + 1) pos=[0 \(entry.y)]", cairo_pdf_outline_flags_t(rawValue: 0))
        }
        let status = cairo_status(cairo)
        close()
        try RenderError.check(status, .pdf)
        try RenderError.check(cairo_surface_status(surface), .pdf)
    }

    /// Once `end` has run: cairo's PDF opened with libqpdf, with link annotations and form
    /// fields (in the structure tree when tagged), page labels, the accessibility entries of a tagged
    /// PDF, the language and fixed dates added, for libqpdf to write whole; with the form fields
    /// whose appearance leaves characters out (`FieldTextShaper.unshown`). `info` joins the
    /// document information (`LayoutTree.documentInfo`).
    func finish(linkMap: [String: String], tagged: Bool, title: String?, language: String?, info: [String: String]) throws(RenderError)
        -> (QPDFDocument, unshown: [(field: String, characters: String)]) {
        try drawn.flush()
        let document = try QPDFDocument(drawn)
        if furnitureApart { try PDFFurnitureArtifacts(document: document).fold() }
        let shaper = FieldTextShaper(fonts: fonts)
        let typing = TypingFont.face(for: typingLetters, fontFolder: FontDirectory.located)
        let widgets = PDFFormFields(document: document, shaper: shaper, typingFace: typing).add(pages)
        let links = PDFLinkAnnotations(document: document).add(pages) { target in
            linkMap[target] ?? (LinkArea(target: target, rects: []).isURL ? target : nil)
        }
        document.setDecimalPageLabels()
        if tagged {
            let structure = PDFStructure(document: document)
            try structure.attach(structure.placed(widgets: widgets, links: links, pages: pages, places: places), elements: painter.structureElements)
            structure.declareAccessible(title: title, language: language)
            if CairoBugs.omitsCIDToGIDMap { PDFCIDFonts(document: document).addIdentityMaps() }
        } else if let language {
            document.setLanguage(language)
        }
        document.setFixedDates("D:20000101000000Z")
        document.addInfo(info)
        return (document, shaper.unshown)
    }

    private func close() {
        guard !finished else { return }
        finished = true
        cairo_destroy(cairo)
        cairo_surface_finish(surface)
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
            let data = Result { () throws(RenderError) in try CNumericLocale.run { () throws(RenderError) in try canvas.png(page, scale: scale) } }
            locked { canvases.append(canvas) }
            do {
                try sink.write(page: index, try data.get())
            } catch {
                let failure = (error as? RenderError) ?? .outputFailed("cannot write page \(index + 1): \(error)")
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
            do throws(RenderError) { try CNumericLocale.run(job.body) } catch {
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
