import Foundation
import FormBuilder
import FormSnapshot
import Formsetter
import TestSupport
import Testing

/// Reference PNGs and layout dumps of the Swift-built forms in the swiftformbuilder look (before and after the
/// button validates them; the rows of `ReferenceCatalogue`), and the native-format round trip of a form built in Swift.
extension SwiftFormBuilderFixtureTests {
    /// The fixtures with reference images: the two forms and every README example together.
    static let drawn = Fixture.all + [Fixture(name: "seed-readme", file: "ReadmeExamples.swift", build: readmeAllItems)]

    @Test(arguments: ReferenceCatalogue.swiftFormBuilderRows)
    func referenceImages(reference: Reference) throws {
        guard case let .swiftFormBuilder(showingErrors) = reference.look else { Issue.record("\(reference) is not a SwiftFormBuilder reference"); return }
        let fixture = try #require(Self.drawn.first { $0.name == reference.input }, "no fixture \(reference.input)")
        let form = fixture.build().form(showingErrors: showingErrors)
        assertFormSnapshot(of: .form(form), as: .png(width: 414, scale: 1, skin: "swiftformbuilder"),
                           named: reference.fileName, snapshotDirectory: reference.directory, testName: "")
        // The layout dump recorded beside the PNG, compared exactly.
        assertFormSnapshot(of: .form(form), as: .layout(width: 414, skin: "swiftformbuilder"),
                           named: reference.fileName, snapshotDirectory: reference.directory, testName: "")
    }

    @Test func everyDrawnFixtureHasAReferenceBeforeAndAfterValidation() {
        let rows = ReferenceCatalogue.swiftFormBuilderRows.compactMap { row -> String? in
            guard case let .swiftFormBuilder(showingErrors) = row.look else { return nil }
            return "\(row.input) \(showingErrors)"
        }
        #expect(rows.sorted() == Self.drawn.flatMap { ["\($0.name) false", "\($0.name) true"] }.sorted())
    }

    @Test(arguments: Fixture.all)
    func nativeRoundTripGivesTheSamePixels(fixture: Fixture) throws {
        let formsetter = try Formsetter()
        let form = fixture.build().form(showingErrors: true)
        let native = NativeEncoder.encode(form)
        let options = Formsetter.Options(width: 414)
        let direct = try formsetter.render(try formsetter.layout(form, options: options), as: .png, scale: 1)
        let converted = try formsetter.render(try formsetter.layout(Data(native.utf8), options: options), as: .png, scale: 1)
        #expect(direct == converted)

        // The JSON Schema accepts the converted file.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("sfb-native-\(UUID().uuidString).json")
        try Data(native.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let schema = Paths.root.appendingPathComponent("Schemas/formsetter-form.schema.json")
        let (status, text) = try runPython(["-c", "import json,sys,jsonschema\njsonschema.Draft202012Validator(json.load(open(sys.argv[1]))).validate(json.load(open(sys.argv[2])))\nprint('valid')",
                                            schema.path, file.path])
        #expect(status == 0, "\(text)")
        #expect(text == "valid\n", "\(text)")
    }
}
