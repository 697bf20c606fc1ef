import Foundation
import FormSnapshotTesting
import SnapshotTesting
import Testing

/// The repository root (4 levels above this file, past SnapshotTestingAdapter/) and the fixtures
/// vendored in Tests/Fixtures.
private enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let folder = root.appendingPathComponent("Tests/Fixtures")
    static let altaSocio = folder.appendingPathComponent("gigformulary/alta-socio-es.json")
    static let ansatt = folder.appendingPathComponent("hyperoslo/ansatt-nb.json")
}

/// FormSnapshotTesting used the way a swift-snapshot-testing user would: `assertSnapshot`
/// with Formsetter's strategies, references in __Snapshots__/SampleTests/ beside this file.
/// Missing references are recorded locally (that run fails once); under CI nothing is recorded.
@Suite(.snapshots(record: .environmentDefault()))
struct SampleTests {
    @Test func gigformularyFormAsPNG() {
        assertSnapshot(of: Fixtures.altaSocio, as: .formPNG(width: 375, scale: 1))
    }

    @Test func hyperosloFormLayout() {
        assertSnapshot(of: Fixtures.ansatt, as: .formLayout())
    }

    @Test func pngDiffingFailsOnAChangedImage() throws {
        let diffing = Snapshotting<URL, Data>.formPNG(width: 375, scale: 1).diffing
        let white = RasterImage(width: 20, height: 10, fill: (255, 255, 255, 255))
        var changed = white
        for pixel in [0, 1, 2] { changed.rgba.replaceSubrange(pixel * 4..<(pixel * 4 + 4), with: [255, 0, 0, 255]) }
        let a = white.pngData(), b = changed.pngData()
        #expect(a != b)

        #expect(diffing.diffV2(a, a) == nil)
        let (message, attachments) = try #require(diffing.diffV2(a, b))
        #expect(message.contains("pixels differ"))
        #expect(message.hasPrefix("3 pixels differ"))
        let names = attachments.compactMap { attachment -> String? in
            if case let .data(_, name) = attachment { return name } else { return nil }
        }
        #expect(names == ["difference.png", "expected-diff-actual.png"])
    }

    @Test func pngDiffingHonoursTheTolerance() throws {
        let white = RasterImage(width: 20, height: 10, fill: (255, 255, 255, 255))
        var changed = white
        changed.rgba.replaceSubrange(0..<4, with: [0, 0, 0, 255])
        let a = white.pngData(), b = changed.pngData()
        #expect(Snapshotting<URL, Data>.formPNG(tolerance: ImageTolerance(maxDifferentPixels: 1)).diffing.diffV2(a, b) == nil)

        // A tolerance that would accept any image is refused, identical images included.
        let refused = Snapshotting<URL, Data>.formPNG(tolerance: ImageTolerance(colorThreshold: 1)).diffing
        for (expected, actual) in [(a, b), (a, a)] {
            let (message, _) = try #require(refused.diffV2(expected, actual))
            #expect(message.contains("colour threshold 1.0 must be at least 0 and below 1"))
        }

        let taller = RasterImage(width: 20, height: 11, fill: (255, 255, 255, 255)).pngData()
        let (size, _) = try #require(Snapshotting<URL, Data>.formPNG().diffing.diffV2(a, taller))
        #expect(size.hasPrefix("size mismatch"))

        let (garbage, _) = try #require(Snapshotting<URL, Data>.formPNG().diffing.diffV2(Data("not a png".utf8), a))
        #expect(garbage.contains("reference is not a readable PNG"))
    }

    @Test func aFormThatCannotBeReadFailsTheTest() {
        let missing = Fixtures.folder.appendingPathComponent("gigformulary/no-such-form.json")
        // Two issues: the render error at this line, and (record: .never) the missing reference.
        withKnownIssue {
            assertSnapshot(of: missing, as: .formPNG(width: 375, scale: 1), record: .never)
        } matching: { issue in
            issue.description.contains("formsetter could not render the form: ") && issue.description.contains("no-such-form.json")
                || issue.description.contains("No reference was found on disk")
        }
        // Bytes stored for a form that could not be rendered never match, even themselves.
        let failure = Data("formsetter could not render the form: no file".utf8)
        #expect(Snapshotting<URL, Data>.formPNG().diffing.diffV2(failure, failure) != nil)
    }

    @Test func pdfStrategyIsDeterministic() throws {
        let strategy = Snapshotting<URL, Data>.formPDF()
        var renders: [Data] = []
        for _ in 0..<2 { strategy.snapshot(Fixtures.ansatt).run { renders.append($0) } }
        #expect(renders.count == 2 && renders[0].starts(with: Data("%PDF".utf8)))
        #expect(strategy.diffing.diffV2(renders[0], renders[1]) == nil)
        #expect(strategy.pathExtension == "pdf")
        let form: Snapshotting<Form, Data> = .formPNG(width: 375, scale: 1), layout: Snapshotting<Form, String> = .formLayout()
        #expect(form.pathExtension == "png" && layout.pathExtension == "layout.json")
    }

    @Test func recordModeFollowsTheEnvironment() {
        #expect(SnapshotTestingConfiguration.Record.environmentDefault([:]) == .missing)
        #expect(SnapshotTestingConfiguration.Record.environmentDefault(["CI": "true"]) == .never)
        #expect(SnapshotTestingConfiguration.Record.environmentDefault(["CI": "false"]) == .missing)
        #expect(SnapshotTestingConfiguration.Record.environmentDefault(["CI": "true", "SNAPSHOT_TESTING_RECORD": "all"]) == .all)
    }
}
