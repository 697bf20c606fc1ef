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
    /// The most pixels one PNG page may have (400 MB of pixel memory).
    public static let maximumPagePixels = 100_000_000
    /// A fixed date so PDF bytes do not change from run to run.
    static let pdfDate = "2000-01-01T00:00:00Z"
    /// The run encoder (0): form pages are flat fills, whose long runs it codes several times
    /// faster than libdeflate or zlib at any level, in about the size of libdeflate's level 1.
    static let deflateLevel: Int32 = 0

    public init(fonts: FontSystem) { self.fonts = fonts }

    /// The bytes of each output file: one for PDF, one per page for PNG and SVG. In PDF, links
    /// whose target is a URL, or a key `linkMap` maps to one, become clickable.
    public func render(_ tree: LayoutTree, as output: OutputFormat, linkMap: [String: String] = [:]) throws(RenderError) -> [Data] {
        if case let .png(scale) = output { for page in tree.pages { _ = try Self.pixelSize(page, scale: scale) } }
        let collected = CollectedFiles()
        let stream = PageStream(fonts: fonts, output: output, linkMap: linkMap, sink: collected)
        stream.tagged = tree.tagged
        for page in tree.pages { try stream.add(page) }
        try stream.finish(tree)
        return output == .pdf ? [collected.document] : collected.pages
    }

    /// One PNG page, drawn on the calling thread.
    public func png(_ page: Page, scale: Double) throws(RenderError) -> Data {
        _ = try Self.pixelSize(page, scale: scale)
        return try CNumericLocale.run { () throws(RenderError) in try RasterCanvas(fonts: fonts).png(page, scale: scale) }
    }

    /// The pixel size of `page` at `scale`; throws when cairo cannot make an image that large
    /// or it has more than `maximumPagePixels`.
    static func pixelSize(_ page: Page, scale: Double) throws(RenderError) -> (width: Int, height: Int) {
        let width = (page.size.width * scale).rounded(.up), height = (page.size.height * scale).rounded(.up)
        guard width.isFinite, height.isFinite, width <= Double(Self.maximumPixels), height <= Double(Self.maximumPixels) else {
            throw .imageTooLarge(width: width, height: height, limit: Self.maximumPixels)
        }
        guard width * height <= Double(Self.maximumPagePixels) else {
            throw .tooManyPixels(width: width, height: height, limit: Self.maximumPagePixels)
        }
        return (Int(width), Int(height))
    }

    /// One PDF of every page: cairo draws, then libqpdf adds the link annotations (cairo 1.16's
    /// link tags damage the file), the form fields of boxes the look marked (the paper look's
    /// fillable twin), page labels and dates, and writes it with a deterministic /ID.
    public func pdf(_ tree: LayoutTree, linkMap: [String: String] = [:]) throws(RenderError) -> Data {
        try render(tree, as: .pdf, linkMap: linkMap)[0]
    }

    /// One SVG page, with cairo's process-wide surface numbers normalised.
    public func svg(_ page: Page) throws(RenderError) -> Data {
        try CNumericLocale.run { () throws(RenderError) in try drawSVG(page) }
    }

    private func drawSVG(_ page: Page) throws(RenderError) -> Data {
        let sink = ByteSink()
        let surface = cairo_svg_surface_create_for_stream(ByteSink.write, Unmanaged.passUnretained(sink).toOpaque(), page.size.width, page.size.height)!
        defer { cairo_surface_destroy(surface) }
        try RenderError.check(cairo_surface_status(surface), .svg)
        cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
        // Sizes in points on every cairo line (1.18's default unit is the user unit, 1.16's the point).
        cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PT)
        let cairo = cairo_create(surface)!
        PagePainter(fonts: fonts, cairo: cairo).draw(page)
        let drawn = cairo_status(cairo)
        cairo_destroy(cairo)
        cairo_surface_finish(surface)
        try RenderError.check(drawn, .svg)
        try RenderError.check(cairo_surface_status(surface), .svg)
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
final class ByteSink {
    var data = Data()

    static let write: cairo_write_func_t = { closure, bytes, length in
        guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
        Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
        return CAIRO_STATUS_SUCCESS
    }
}
