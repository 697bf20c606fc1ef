import FormFormats
import FormLayout
import Foundation
import FormModel

/// What a snapshot stores and compares.
public enum SnapshotFormat: Sendable, Hashable {
    /// The screen render as a PNG (plus its layout dump, which names changed cells), compared
    /// pixel by pixel within a tolerance.
    case png(width: Double? = nil, scale: Double = 2, skin: String? = nil)
    /// The layout tree as JSON text, compared exactly.
    case layout(width: Double? = nil, skin: String? = nil)
    /// A PDF (A4 pages), compared byte for byte (Formsetter's PDFs are deterministic).
    case pdf(width: Double? = nil, skin: String? = nil, page: PageSetup = .a4)

    /// The reference file's extension.
    public var fileExtension: String {
        switch self {
        case .png: "png"
        case .layout: "layout.json"
        case .pdf: "pdf"
        }
    }

    /// The canvas width it asks for; nil = the format's design width.
    public var width: Double? {
        switch self {
        case let .png(width, _, _), let .layout(width, _), let .pdf(width, _, _): width
        }
    }

    /// The look it asks for; nil = the format's own.
    public var skin: String? {
        switch self {
        case let .png(_, _, skin), let .layout(_, skin), let .pdf(_, skin, _): skin
        }
    }
}

/// A form to snapshot: JSON in any supported format with its sidecars, or a Form value.
public enum SnapshotSubject: Sendable {
    case json(Data, values: Data? = nil, errors: Data? = nil)
    case form(Form)

    /// A JSON file and, when they exist beside it, its sidecars (`FormatRegistry.sidecars(of:)`:
    /// `<name>.values.json` or `.answers.json`, and `<name>.errors.json`).
    public static func file(_ url: URL) throws -> SnapshotSubject {
        let sidecars = FormatRegistry.sidecars(of: url)
        return .json(try Data(contentsOf: url), values: try sidecars.values.map { try Data(contentsOf: $0) },
                     errors: try sidecars.errors.map { try Data(contentsOf: $0) })
    }
}
