import Foundation
import Formsetter

/// Renders a form, compares it with its reference in a snapshot folder, records references as
/// the record mode says, and writes failure artifacts. Shared by the assertion and the CLI.
public struct SnapshotVerifier: Sendable {
    /// The largest PNG or layout reference read (a PDF reference may be as large as any PDF
    /// Formsetter reads): a page of flat colours compresses to far less; a larger file is
    /// refused by its size, unread.
    public static let maximumReferenceBytes = 32 << 20
    /// A reference PNG of up to this many pixels is always decoded, for the triptych of a
    /// mismatch; a larger one only when it has at most 4 times the render's pixels.
    public static let pixelsAlwaysDecoded = 16_000_000
    public var formsetter: Formsetter
    /// Where references live.
    public var directory: URL
    /// Where failure artifacts go (`SNAPSHOT_ARTIFACTS`, default `.build/snapshot-artifacts`).
    public var artifacts: URL
    public var mode: RecordMode
    public var tolerance: ImageTolerance
    /// Tokens, palette, text size and direction every subject is drawn with.
    public var look = LookVariant()

    public init(formsetter: Formsetter, directory: URL, artifacts: URL? = nil, mode: RecordMode, tolerance: ImageTolerance = .portable) {
        self.formsetter = formsetter; self.directory = directory; self.mode = mode; self.tolerance = tolerance
        self.artifacts = artifacts ?? Self.defaultArtifacts()
    }

    /// `$SNAPSHOT_ARTIFACTS`, or `.build/snapshot-artifacts` in the current folder.
    public static func defaultArtifacts() -> URL {
        if let path = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"], !path.isEmpty { return URL(fileURLWithPath: path) }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(".build/snapshot-artifacts")
    }

    /// Checks the snapshot `name` of `subject` in `format`.
    public func verify(_ subject: SnapshotSubject, as format: SnapshotFormat, named name: String) throws -> SnapshotOutcome {
        let page: PageSetup? = if case let .pdf(_, _, page) = format { page } else { nil }
        let result = try subject.layout(with: formsetter, width: format.width, skin: format.skin, page: page, look: look)
        return try check(result, as: format, named: name)
    }

    /// Checks `subject` as one snapshot, or, when its screen-tall PNG would exceed cairo's
    /// 32,767-px limit, as one snapshot per page (`<name>-1`, `<name>-2`, …) of a paged layout
    /// whose content width is the screen's, so long forms can be snapshot-tested too.
    public func verifyPages(_ subject: SnapshotSubject, as format: SnapshotFormat, named name: String) throws -> [SnapshotOutcome] {
        guard case let .png(width, scale, skin) = format else { return [try verify(subject, as: format, named: name)] }
        let result = try subject.layout(with: formsetter, width: width, skin: skin, page: nil, look: look)
        let limit = Double(PageRenderer.maximumPixels)
        guard let screen = result.tree.pages.first, result.tree.pages.count == 1, screen.size.height * scale > limit else {
            return [try check(result, as: format, named: name)]
        }
        let pageHeight = min(14_400, (limit / scale).rounded(.down))
        let paged = try subject.layout(with: formsetter, width: nil, skin: skin, page: .paper(size: Size(width: screen.size.width + 2 * PageSetup.defaultMargin, height: pageHeight), margin: PageSetup.defaultMargin), look: look)
        return try paged.tree.pages.enumerated().map { index, page in
            var single = paged
            single.tree = LayoutTree(pages: [page])
            return try check(single, as: format, named: "\(name)-\(index + 1)")
        }
    }

    private func check(_ result: Formsetter.Result, as format: SnapshotFormat, named name: String) throws -> SnapshotOutcome {
        let dump = LayoutDump(result.tree)
        let layoutText = dump.json
        let layoutJSON = Data(layoutText.utf8)
        let actual: Data = switch format {
        case let .png(_, scale, _):
            try SnapshotPNG.render(result, with: formsetter, scale: scale, layout: layoutText)
        case .layout: layoutJSON
        case .pdf: try formsetter.render(result, as: .pdf).first ?? Data()
        }
        let reference = directory.appendingPathComponent("\(name).\(format.fileExtension)")
        let companion = directory.appendingPathComponent("\(name).layout.json")
        let fileManager = FileManager.default
        var outcome = SnapshotOutcome(name: name, status: .matched, message: "", comparison: nil, changes: [], artifacts: [], reference: reference)

        func record(_ why: String) throws -> SnapshotOutcome {
            try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
            // Atomic, and never through a link out of the snapshot folder.
            // A PNG carries its layout (`SnapshotPNG`): no file beside it, which a layout assertion
            // of the same name would share.
            try OutputFiles.write(actual, to: reference, streams: false)
            outcome.status = .recorded
            outcome.message = "\(why) reference \(reference.lastPathComponent) recorded; check it and run again"
            return outcome
        }

        // Never through a link out of the snapshot folder, never from a FIFO or a device.
        let limit = if case .pdf = format { InputFile.maximumPDFBytes } else { Self.maximumReferenceBytes }
        guard let expected = try InputFile.read(reference, inside: directory, what: "reference", limit: limit) else {
            if mode == .never {
                outcome.status = .missing
                outcome.message = "no reference \(reference.path) (record mode never: nothing written; run the same command again with FORMSETTER_RECORD=missing to write it)"
                return outcome
            }
            return try record("new")
        }
        if mode == .all { return try record("re-recorded (record mode all):") }

        switch format {
        case let .png(_, scale, _):
            // Identical bytes are identical pixels; decoding and comparing tall pages costs seconds.
            if expected == actual {
                outcome.message = "identical to the reference"
                return outcome
            }
            // The reference's header before its pixels: one far larger than the render cannot
            // match it, and decoding it (a few KB can claim 100 million pixels) would cost gigabytes.
            if let size = RasterImage.pngSize(expected), let rendered = RasterImage.pngSize(actual),
               size.width * size.height > max(4 * rendered.width * rendered.height, Self.pixelsAlwaysDecoded) {
                outcome.status = .mismatch
                outcome.message = "the reference \(reference.lastPathComponent) is \(size.width) × \(size.height) px, more than 4 times the render's \(rendered.width) × \(rendered.height): not decoded"
                outcome.artifacts = try writeArtifacts(name: name, actual: actual, format: format, changes: [], message: outcome.message,
                                                       triptych: nil, diff: nil, expected: expected)
                break
            }
            guard let compared = try ImageComparator.compare(expectedPNG: expected, actualPNG: actual, tolerance: tolerance) else {
                outcome.status = .mismatch
                outcome.message = "the reference \(reference.lastPathComponent) is not a readable PNG"
                break
            }
            let (comparison, expectedImage, actualImage) = (compared.comparison, compared.expected, compared.actual)
            outcome.comparison = comparison
            outcome.message = comparison.summary
            guard !comparison.passed else { return outcome }
            outcome.status = .mismatch
            if comparison.sizesMatch {
                // The reference's own layout, or (references recorded before it carried one) the file beside it.
                let before = (SnapshotPNG.layoutJSON(of: expected).map { Data($0.utf8) } ?? (try? InputFile.read(companion, inside: directory, what: "layout")) ?? nil)
                    .flatMap { try? LayoutDump(json: $0) }
                outcome.changes = ChangedCells.find(mask: comparison.mask, width: actualImage.width, scale: scale,
                                                    expected: before, actual: dump)
            }
            outcome.artifacts = try writeArtifacts(name: name, actual: actual, format: format, changes: outcome.changes, message: outcome.message,
                                                   triptych: TriptychImage.png(expected: expectedImage, diff: comparison.diffImage, actual: actualImage),
                                                   diff: comparison.diffImage, expected: expected)
        case .layout, .pdf:
            guard expected != actual else { return outcome }
            outcome.status = .mismatch
            outcome.message = format == .layout(width: format.width, skin: format.skin)
                ? LayoutText.firstDifference(String(decoding: expected, as: UTF8.self), String(decoding: actual, as: UTF8.self))
                : "PDF bytes differ (\(expected.count) vs \(actual.count) bytes)"
            outcome.artifacts = try writeArtifacts(name: name, actual: actual, format: format, changes: [], message: outcome.message,
                                                   triptych: nil, diff: nil, expected: expected)
        }
        if outcome.status == .mismatch, mode == .failed {
            let message = outcome.message
            var recorded = try record("failed:")
            recorded.message = "\(message); re-recorded (record mode failed); check it and run again"
            recorded.comparison = outcome.comparison
            recorded.changes = outcome.changes
            recorded.artifacts = outcome.artifacts
            return recorded
        }
        return outcome
    }

    private func writeArtifacts(name: String, actual: Data, format: SnapshotFormat, changes: [CellChange], message: String,
                                triptych: Data?, diff: RasterImage?, expected: Data) throws -> [URL] {
        try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        var written: [URL] = []
        func write(_ data: Data, _ file: String) throws {
            let url = artifacts.appendingPathComponent(file)
            try OutputFiles.write(data, to: url)
            written.append(url)
        }
        try write(actual, "\(name).actual.\(format.fileExtension)")
        try write(expected, "\(name).expected.\(format.fileExtension)")
        // Named by the reference: a PNG and a layout assertion of one name (`signUp.png`,
        // `signUp.layout.json`) keep their own changes file.
        let stem = format.fileExtension == "png" ? name : "\(name).\(format.fileExtension.replacingOccurrences(of: ".json", with: ""))"
        if let diff { try write(diff.pngData(), "\(stem).diff.png") }
        if let triptych { try write(triptych, "\(stem).expected-diff-actual.png") }
        let report = ([message] + changes.map { "- \($0)" }).joined(separator: "\n") + "\n"
        try write(Data(report.utf8), "\(stem).changes.txt")
        return written
    }
}
