import CFormPNG
import CPangoCairo
import Foundation
import FormLayout
import FormModel

/// Turns a LayoutTree into file bytes: one PDF for all pages, or one PNG or SVG per page.
public struct PageRenderer: Sendable {
    public let fonts: FontSystem
    /// The largest PNG side cairo's image surfaces allow.
    public static let maximumPixels = 32767
    /// A fixed date so PDF bytes do not change from run to run.
    static let pdfDate = "2000-01-01T00:00:00Z"
    /// The run encoder (0): form pages are flat fills, whose long runs it codes several times
    /// faster than libdeflate or zlib at any level, in about the size of libdeflate's level 1.
    static let deflateLevel: Int32 = 0

    public init(fonts: FontSystem) { self.fonts = fonts }

    /// The bytes of each output file: one for PDF, one per page for PNG and SVG. In PDF, links
    /// whose target is a URL, or a key `linkMap` maps to one, become clickable.
    public func render(_ tree: LayoutTree, as type: OutputType, scale: Double = 2, linkMap: [String: String] = [:]) throws(RenderError) -> [Data] {
        if type == .png { for page in tree.pages { _ = try Self.pixelSize(page, scale: scale) } }
        let collected = CollectedFiles()
        let stream = PageStream(fonts: fonts, type: type, scale: scale, linkMap: linkMap, sink: collected)
        for page in tree.pages { try stream.add(page) }
        try stream.finish()
        return type == .pdf ? [collected.document] : collected.pages
    }

    /// One page as PNG, drawn on the calling thread.
    public func png(_ page: Page, scale: Double) throws(RenderError) -> Data {
        _ = try Self.pixelSize(page, scale: scale)
        guard let data = RasterCanvas(fonts: fonts).png(page, scale: scale) else { throw RenderError("PNG encoding failed (out of memory?)") }
        return data
    }

    /// The pixel size of `page` at `scale`; throws when cairo cannot make an image that large.
    static func pixelSize(_ page: Page, scale: Double) throws(RenderError) -> (width: Int, height: Int) {
        let width = (page.size.width * scale).rounded(.up), height = (page.size.height * scale).rounded(.up)
        guard width.isFinite, height.isFinite, width <= Double(Self.maximumPixels), height <= Double(Self.maximumPixels) else {
            throw RenderError("a PNG of \(width) × \(height) px is larger than cairo's limit of \(Self.maximumPixels) px; use --page a4 (or WxH) to split it into pages, or a smaller --scale")
        }
        return (Int(width), Int(height))
    }

    /// All pages in one PDF.
    public func pdf(_ tree: LayoutTree, linkMap: [String: String] = [:]) -> Data {
        (try? render(tree, as: .pdf, linkMap: linkMap).first) ?? Data()
    }

    public func svg(_ page: Page) -> Data {
        let sink = ByteSink()
        let surface = cairo_svg_surface_create_for_stream(ByteSink.write, Unmanaged.passUnretained(sink).toOpaque(), page.size.width, page.size.height)!
        cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
        let cairo = cairo_create(surface)!
        PagePainter(fonts: fonts, cairo: cairo, fontMap: fonts.makeThreadFontMap()).draw(page)
        cairo_destroy(cairo)
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
        return SVGIdentifiers.normalize(sink.data)
    }
}

/// Keeps every file a stream produces, for the `[Data]` API.
private final class CollectedFiles: PageSink, @unchecked Sendable {
    private let lock = NSLock()
    private var files: [Int: Data] = [:]
    private(set) var document = Data()

    func write(page index: Int, _ data: Data) throws { lock.lock(); files[index] = data; lock.unlock() }
    func append(_ bytes: UnsafeRawBufferPointer) throws { document.append(contentsOf: bytes) }
    var pages: [Data] { lock.lock(); defer { lock.unlock() }; return files.keys.sorted().map { files[$0]! } }
}

/// Collects what cairo writes to a stream.
private final class ByteSink {
    var data = Data()

    static let write: cairo_write_func_t = { closure, bytes, length in
        guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
        Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
        return CAIRO_STATUS_SUCCESS
    }
}
