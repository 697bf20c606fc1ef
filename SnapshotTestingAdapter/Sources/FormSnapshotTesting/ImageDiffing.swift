import FormSnapshotCore
import Formsetter
import Foundation
import SnapshotTesting
#if canImport(Testing)
import Testing
#endif

extension Diffing where Value == Data {
    /// PNG bytes compared with Formsetter's `ImageComparator` within `tolerance`: by default
    /// `.portable` (the layouts the PNGs carry, pixels outside text within rendering noise), or
    /// pixelmatch's colour distance and anti-aliasing detector.
    ///
    /// On a mismatch the message is `ImageComparison.summary` (how many pixels differ, or the
    /// sizes), and the attachments are the diff image (`difference.png`) and the expected | diff |
    /// actual panel (`expected-diff-actual.png`). A reference or an actual image that is not a
    /// readable PNG always fails, and so does a tolerance that `ImageTolerance.allowedPixels(of:)`
    /// refuses, with its error message.
    public static func formPNG(tolerance: ImageTolerance = .portable) -> Diffing<Data> {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            FormImageDiff.compare(reference: reference, actual: actual, tolerance: tolerance)
        }
    }

    /// Bytes compared exactly (Formsetter's PDFs are deterministic).
    static var formPDF: Diffing<Data> {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            if let failure = FormRenderFailure(actual) { return (failure.message, []) }
            guard reference != actual else { return nil }
            return ("PDF bytes differ (\(reference.count) bytes in the reference, \(actual.count) now)", [])
        }
    }
}

extension Snapshotting where Value == Data, Format == Data {
    /// PNG bytes you rendered yourself, compared like `formPNG` (see `Diffing.formPNG(tolerance:)`).
    public static func pngImage(tolerance: ImageTolerance = .portable) -> Snapshotting<Data, Data> {
        Snapshotting(pathExtension: "png", diffing: .formPNG(tolerance: tolerance))
    }
}

enum FormImageDiff {
    static func compare(reference: Data, actual: Data, tolerance: ImageTolerance) -> (String, [DiffAttachment])? {
        if let failure = FormRenderFailure(actual) { return (failure.message, []) }
        guard let actualImage = RasterImage(png: actual) else {
            return ("the new image is not a readable PNG (\(actual.count) bytes)", [])
        }
        if reference == actual {
            // Same bytes: nothing to measure, but a refused tolerance still fails.
            do { _ = try tolerance.allowedPixels(of: actualImage.width * actualImage.height) } catch {
                return ("image tolerance refused: \(error.description)", [])
            }
            return nil
        }
        let compared: PNGComparison
        do {
            guard let made = try ImageComparator.compare(expectedPNG: reference, actualPNG: actual, tolerance: tolerance) else {
                return ("the reference is not a readable PNG (\(reference.count) bytes); delete it to record it again", [])
            }
            compared = made
        } catch {
            return ("image tolerance refused: \(error.description)", [])
        }
        let (comparison, expectedImage) = (compared.comparison, compared.expected)
        guard !comparison.passed else { return nil }
        var attachments: [DiffAttachment] = []
        if let diff = comparison.diffImage { attachments.append(.data(diff.pngData(), name: "difference.png")) }
        let triptych = TriptychImage.png(expected: expectedImage, diff: comparison.diffImage, actual: actualImage)
        attachments.append(.data(triptych, name: "expected-diff-actual.png"))
        recordSwiftTestingAttachments(attachments)
        return (comparison.summary, attachments)
    }

    /// swift-snapshot-testing hands diff attachments to Xcode only; elsewhere (Linux) they are
    /// attached to the running Swift Testing test here, so `swift test --attachments-path DIR`
    /// saves them.
    private static func recordSwiftTestingAttachments(_ attachments: [DiffAttachment]) {
        #if canImport(Testing)
        guard Test.current != nil, ProcessInfo.processInfo.environment["__XCODE_BUILT_PRODUCTS_DIR_PATHS"] == nil else { return }
        for case let .data(data, name) in attachments {
            Attachment.record([UInt8](data), named: name)
        }
        #endif
    }
}
