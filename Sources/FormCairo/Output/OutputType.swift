import FormModel
import CPangoCairo
import Foundation

/// The kinds of file Formsetter writes, without their parameters (what a file name's extension says).
public enum OutputType: String, Sendable, CaseIterable {
    case png, pdf, svg

    /// The type a file name's extension names, or nil.
    public init?(fileName: String) {
        guard let dot = fileName.lastIndex(of: ".") else { return nil }
        self.init(rawValue: fileName[fileName.index(after: dot)...].lowercased())
    }
}

/// An output with its own parameters: what `PageRenderer` and the facade draw.
public enum OutputFormat: Sendable, Hashable {
    /// PNG pages at `scale` pixels per point.
    case png(scale: Double)
    /// One PDF with every page; links become `/URI` annotations.
    case pdf
    /// SVG 1.1 pages.
    case svg

    /// The kind of file, e.g. for its extension.
    public var type: OutputType {
        switch self {
        case .png: .png
        case .pdf: .pdf
        case .svg: .svg
        }
    }

    /// `type` with its parameters; `scale` is used only by PNG.
    public init(_ type: OutputType, scale: Double = 2) {
        switch type {
        case .png: self = .png(scale: scale)
        case .pdf: self = .pdf
        case .svg: self = .svg
        }
    }
}

/// A page could not be drawn in the requested output.
public enum RenderError: Error, Equatable, CustomStringConvertible {
    /// A PNG larger than cairo's image surfaces allow.
    case imageTooLarge(width: Double, height: Double, limit: Int)
    /// A PNG page with more pixels than Formsetter draws (`limit` pixels).
    case tooManyPixels(width: Double, height: Double, limit: Int)
    /// cairo reported an error on a surface or context (`status` is cairo's own text).
    case cairo(output: OutputType, status: String)
    /// libpng could not encode a page.
    case pngEncodingFailed
    /// libqpdf could not read back or write the PDF cairo drew (links, form fields, labels).
    case pdfPostProcessing(String)
    /// A PDF read as input (`extract`) that is not read: bytes libqpdf cannot read as a PDF, a
    /// PDF that needs a password, or one whose compressed structure inflates past a budget.
    case pdfUnreadable(String)
    /// The sink the pages were streamed to failed (e.g. a file could not be written).
    case outputFailed(String)

    public var description: String {
        switch self {
        case let .imageTooLarge(width, height, limit):
            "a PNG of \(CNumericLocale.format("%.0f", width)) × \(CNumericLocale.format("%.0f", height)) px is larger than cairo's limit of \(limit) px; split it into paper pages or use a smaller scale"
        case let .tooManyPixels(width, height, limit):
            "a PNG of \(CNumericLocale.format("%.0f", width)) × \(CNumericLocale.format("%.0f", height)) px has more than \(limit / 1_000_000) million pixels; use a smaller scale or width, or paper pages"
        case let .cairo(output, status): "cairo failed while drawing the \(output.rawValue.uppercased()): \(status)"
        case .pngEncodingFailed: "PNG encoding failed (out of memory?)"
        case let .pdfPostProcessing(message): message
        case let .pdfUnreadable(message): message
        case let .outputFailed(message): message
        }
    }

    /// Throws `.cairo` when `status` is not success.
    static func check(_ status: cairo_status_t, _ output: OutputType) throws(RenderError) {
        guard status != CAIRO_STATUS_SUCCESS else { return }
        throw .cairo(output: output, status: String(cString: cairo_status_to_string(status)))
    }
}
