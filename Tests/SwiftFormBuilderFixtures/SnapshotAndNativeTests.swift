import Foundation
import FormBuilder
import FormSnapshot
import Formsetter
import TestSupport
import Testing

/// Reference PNGs and layout dumps of the Swift-built forms in the swiftformbuilder look (before and after the
/// button validates them), and the native-format round trip of a form built in Swift.
extension SwiftFormBuilderFixtureTests {
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Snapshots/swiftformbuilder")

    @Test(arguments: Fixture.all + [Fixture(name: "seed-readme", file: "ReadmeExamples.swift", build: readmeAllItems)])
    func referenceImages(fixture: Fixture) {
        for showingErrors in [false, true] {
            let form = fixture.build().form(showingErrors: showingErrors), name = fixture.name + (showingErrors ? ".errors" : "")
            assertFormSnapshot(of: .form(form), as: .png(width: 414, scale: 1, skin: "swiftformbuilder"),
                               named: name, snapshotDirectory: Self.snapshots, testName: "")
            // The layout dump recorded beside the PNG, compared exactly.
            assertFormSnapshot(of: .form(form), as: .layout(width: 414, skin: "swiftformbuilder"),
                               named: name, snapshotDirectory: Self.snapshots, testName: "")
        }
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
        let schema = Self.snapshots.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Schemas/formsetter-form.schema.json")
        let (status, text) = try runPython(["-c", "import json,sys,jsonschema\njsonschema.Draft202012Validator(json.load(open(sys.argv[1]))).validate(json.load(open(sys.argv[2])))\nprint('valid')",
                                            schema.path, file.path])
        #expect(status == 0, "\(text)")
        #expect(text == "valid\n", "\(text)")
    }
}
