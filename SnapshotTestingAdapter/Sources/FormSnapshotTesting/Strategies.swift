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

/// What the strategies draw: a form JSON file (`URL`; hyperoslo, GIGFormulary or Formworks, with
/// `<name>.values.json` (or `.answers.json`) and `<name>.errors.json` beside it, as
/// `SnapshotSubject.file` does), a `Form` built in code, or a `SnapshotSubject` (form JSON in
/// memory, `.json(data, values:, errors:)`, or a Form).
public protocol FormSnapshotValue {
    /// The subject, loaded when the snapshot is taken, so a missing file fails the test instead
    /// of the process.
    func snapshotSubject() throws -> SnapshotSubject
}

extension URL: FormSnapshotValue {
    public func snapshotSubject() throws -> SnapshotSubject { try .file(self) }
}

extension Form: FormSnapshotValue {
    public func snapshotSubject() throws -> SnapshotSubject { .form(self) }
}

extension SnapshotSubject: FormSnapshotValue {
    public func snapshotSubject() throws -> SnapshotSubject { self }
}

extension Snapshotting where Value: FormSnapshotValue, Format == Data {
    /// The form rendered on one screen-tall page as PNG, compared with `ImageComparator` within
    /// `tolerance` (see `Diffing.formPNG(tolerance:)`).
    ///
    /// - Parameters:
    ///   - width: Canvas width in points; nil = the format's design width (768 for hyperoslo,
    ///     375 for the phone libraries and for a Form built in code).
    ///   - scale: Pixels per point: 1, 2 or 3.
    ///   - skin: A skin name; nil = the format's own look.
    ///   - tolerance: How different the images may be; `.portable` by default (the PNG carries
    ///     its layout, so references hold across cairo, pixman and FreeType versions).
    ///   - fileID, filePath, line, column: Where a form that cannot be rendered is reported
    ///     (the `assertSnapshot` call).
    public static func formPNG(
        width: Double? = nil, scale: Double = 2, skin: String? = nil, tolerance: ImageTolerance = .portable,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting<Value, Data> {
        let location = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return Snapshotting(pathExtension: "png", diffing: .formPNG(tolerance: tolerance)) { value in
            FormRendering.data(location) {
                let result = try FormRendering.layout(try value.snapshotSubject(), width: width, skin: skin, page: nil)
                return try SnapshotPNG.render(result, with: FormRendering.formsetter(), scale: scale)
            }
        }
    }

    /// The form laid out on `page` (a4, letter or WxH points) as a PDF, compared byte for byte
    /// (Formsetter's PDFs are deterministic).
    public static func formPDF(
        width: Double? = nil, skin: String? = nil, page: PageSetup = .a4,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting<Value, Data> {
        let location = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return Snapshotting(pathExtension: "pdf", diffing: .formPDF) { value in
            FormRendering.data(location) {
                let result = try FormRendering.layout(try value.snapshotSubject(), width: width, skin: skin, page: page)
                return try FormRendering.formsetter().render(result, as: .pdf).first ?? Data()
            }
        }
    }
}

extension Snapshotting where Value: FormSnapshotValue, Format == String {
    /// The form as the layout JSON text of `formsetter layout` (one box per line), compared as
    /// lines with swift-snapshot-testing's `.lines` diffing.
    public static func formLayout(
        width: Double? = nil, skin: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting<Value, String> {
        let location = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return Snapshotting(pathExtension: "layout.json", diffing: .lines) { value in
            do {
                return try FormRendering.layout(try value.snapshotSubject(), width: width, skin: skin, page: nil).tree.layoutJSON()
            } catch {
                return FormRendering.report(error, at: location)
            }
        }
    }
}
