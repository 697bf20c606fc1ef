// Not re-exported: code that builds `FormItem`s imports the FormBuilder product itself.
import FormBuilder
import Foundation

extension Formsetter {
    /// Renders SwiftFormBuilder items: one Data for PDF, one per page for PNG and SVG. With
    /// `showingErrors` the items are validated first and drawn in their error state.
    public func render(_ items: [FormItem], as type: OutputType, options: Options = Options(),
                       showingErrors: Bool = false, scale: Double = 2) throws -> [Data] {
        let result = try layout(items.form(showingErrors: showingErrors), options: options)
        return try render(result, as: type, scale: scale)
    }

    /// Renders SwiftFormBuilder items to a file whose extension names the type; extra PNG/SVG pages
    /// go to `name-2.png`, … and the first to `name-1.png`, written by `OutputFiles` as the CLI's are.
    public func write(_ items: [FormItem], to url: URL, options: Options = Options(),
                      showingErrors: Bool = false, scale: Double = 2) throws {
        guard let type = OutputType(fileName: url.lastPathComponent) else {
            throw FormsetterError.unknownOutputType(fileName: url.lastPathComponent)
        }
        let files = try render(items, as: type, options: options, showingErrors: showingErrors, scale: scale)
        try OutputFiles(target: url, type: type).write(files)
    }

    /// `form.png` → `form-3.png`: where page 3 of a multi-page PNG or SVG goes.
    public static func pageURL(_ url: URL, page: Int) -> URL {
        let ext = url.pathExtension
        let stem = url.deletingPathExtension().lastPathComponent
        return url.deletingLastPathComponent().appendingPathComponent(ext.isEmpty ? "\(stem)-\(page)" : "\(stem)-\(page).\(ext)")
    }
}
