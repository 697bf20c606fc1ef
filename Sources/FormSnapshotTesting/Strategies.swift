@_exported import FormSnapshotCore
@_exported import Formsetter
import Foundation
import SnapshotTesting

// Snapshot strategies for swift-snapshot-testing's `assertSnapshot`:
//
//     assertSnapshot(of: formFileURL, as: .formPNG(width: 375, scale: 1))
//     assertSnapshot(of: form, as: .formPNG(tolerance: ImageTolerance(maxDifferentPixels: 20)))
//     assertSnapshot(of: formFileURL, as: .formLayout())
//
// A form that cannot be rendered fails the test at the `assertSnapshot` line with Formsetter's
// error (and never matches a reference).

extension Snapshotting where Value == FormSource, Format == Data {
    static func formPNG(
        width: Double?, scale: Double, skin: String?, tolerance: ImageTolerance,
        fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) -> Snapshotting<FormSource, Data> {
        let location = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return Snapshotting(pathExtension: "png", diffing: .formPNG(tolerance: tolerance)) { subject in
            FormRendering.data(location) {
                let result = try FormRendering.layout(try subject.load(), width: width, skin: skin, page: nil)
                return try FormRendering.formsetter().render(result, as: .png, scale: scale).first ?? Data()
            }
        }
    }

    static func formPDF(
        width: Double?, skin: String?, page: PageSetup,
        fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) -> Snapshotting<FormSource, Data> {
        let location = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return Snapshotting(pathExtension: "pdf", diffing: .formPDF) { subject in
            FormRendering.data(location) {
                let result = try FormRendering.layout(try subject.load(), width: width, skin: skin, page: page)
                return try FormRendering.formsetter().render(result, as: .pdf).first ?? Data()
            }
        }
    }
}

extension Snapshotting where Value == FormSource, Format == String {
    static func formLayout(
        width: Double?, skin: String?,
        fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) -> Snapshotting<FormSource, String> {
        let location = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return Snapshotting(pathExtension: "layout.json", diffing: .lines) { subject in
            do {
                return try FormRendering.layout(try subject.load(), width: width, skin: skin, page: nil).tree.layoutJSON()
            } catch {
                return FormRendering.report(error, at: location)
            }
        }
    }
}

// MARK: - A form JSON file

extension Snapshotting where Value == URL, Format == Data {
    /// A form JSON file (hyperoslo, GIGFormulary or Formworks) rendered on one screen-tall page
    /// as PNG, compared with `ImageComparator` within `tolerance` (see
    /// `Diffing.formPNG(tolerance:)`). `<name>.values.json` (or `.answers.json`) and
    /// `<name>.errors.json` beside the file are used, as `SnapshotSubject.file` does.
    ///
    /// - Parameters:
    ///   - width: Canvas width in points; nil = the format's design width (768 for hyperoslo,
    ///     375 for the phone libraries).
    ///   - scale: Pixels per point: 1, 2 or 3.
    ///   - skin: A skin name; nil = the format's own look.
    ///   - tolerance: How different the images may be; strict by default.
    ///   - fileID, filePath, line, column: Where a form that cannot be rendered is reported
    ///     (the `assertSnapshot` call).
    public static func formPNG(
        width: Double? = nil, scale: Double = 2, skin: String? = nil, tolerance: ImageTolerance = .strict,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting<URL, Data> {
        Snapshotting<FormSource, Data>
            .formPNG(width: width, scale: scale, skin: skin, tolerance: tolerance, fileID: fileID, filePath: filePath, line: line, column: column)
            .pullback(FormSource.file)
    }

    /// A form JSON file (with its sidecars) laid out on `page` (a4, letter or WxH points) as a
    /// PDF, compared byte for byte (Formsetter's PDFs are deterministic).
    public static func formPDF(
        width: Double? = nil, skin: String? = nil, page: PageSetup = .a4,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting<URL, Data> {
        Snapshotting<FormSource, Data>
            .formPDF(width: width, skin: skin, page: page, fileID: fileID, filePath: filePath, line: line, column: column)
            .pullback(FormSource.file)
    }
}

extension Snapshotting where Value == URL, Format == String {
    /// A form JSON file (with its sidecars) as the layout JSON text of `formsetter layout`
    /// (one box per line), compared as lines with swift-snapshot-testing's `.lines` diffing.
    public static func formLayout(
        width: Double? = nil, skin: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting<URL, String> {
        Snapshotting<FormSource, String>
            .formLayout(width: width, skin: skin, fileID: fileID, filePath: filePath, line: line, column: column)
            .pullback(FormSource.file)
    }
}

// MARK: - A Form value

extension Snapshotting where Value == Form, Format == Data {
    /// A Form built in code rendered as PNG (design width 375 pt unless `width` is given).
    public static func formPNG(
        width: Double? = nil, scale: Double = 2, skin: String? = nil, tolerance: ImageTolerance = .strict,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting<Form, Data> {
        Snapshotting<FormSource, Data>
            .formPNG(width: width, scale: scale, skin: skin, tolerance: tolerance, fileID: fileID, filePath: filePath, line: line, column: column)
            .pullback(FormSource.form)
    }

    /// A Form built in code as a PDF.
    public static func formPDF(
        width: Double? = nil, skin: String? = nil, page: PageSetup = .a4,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting<Form, Data> {
        Snapshotting<FormSource, Data>
            .formPDF(width: width, skin: skin, page: page, fileID: fileID, filePath: filePath, line: line, column: column)
            .pullback(FormSource.form)
    }
}

extension Snapshotting where Value == Form, Format == String {
    /// A Form built in code as its layout JSON text.
    public static func formLayout(
        width: Double? = nil, skin: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting<Form, String> {
        Snapshotting<FormSource, String>
            .formLayout(width: width, skin: skin, fileID: fileID, filePath: filePath, line: line, column: column)
            .pullback(FormSource.form)
    }
}

// MARK: - JSON in memory

extension Snapshotting where Value == SnapshotSubject, Format == Data {
    /// Form JSON in memory (`.json(data, values:, errors:)`) or a Form (`.form(form)`) as PNG.
    public static func formPNG(
        width: Double? = nil, scale: Double = 2, skin: String? = nil, tolerance: ImageTolerance = .strict,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting<SnapshotSubject, Data> {
        Snapshotting<FormSource, Data>
            .formPNG(width: width, scale: scale, skin: skin, tolerance: tolerance, fileID: fileID, filePath: filePath, line: line, column: column)
            .pullback(FormSource.subject)
    }

    /// Form JSON in memory or a Form as a PDF.
    public static func formPDF(
        width: Double? = nil, skin: String? = nil, page: PageSetup = .a4,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting<SnapshotSubject, Data> {
        Snapshotting<FormSource, Data>
            .formPDF(width: width, skin: skin, page: page, fileID: fileID, filePath: filePath, line: line, column: column)
            .pullback(FormSource.subject)
    }
}

extension Snapshotting where Value == SnapshotSubject, Format == String {
    /// Form JSON in memory or a Form as its layout JSON text.
    public static func formLayout(
        width: Double? = nil, skin: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting<SnapshotSubject, String> {
        Snapshotting<FormSource, String>
            .formLayout(width: width, skin: skin, fileID: fileID, filePath: filePath, line: line, column: column)
            .pullback(FormSource.subject)
    }
}
