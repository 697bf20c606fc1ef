import FormFormats
import Foundation
import TestSupport
import Testing

@Suite("Format registry: detection order and sidecars")
struct FormatRegistryTests {
    @Test("detection tries the formats in registry order and names each in its error")
    func detectionOrder() throws {
        #expect(FormatRegistry.all.map(\.name) == ["native", "hyperoslo", "gigformulary", "formworks"])
        let error = try #require(throws: DecodeFailure.self) { try FormDecoder.decode(Data(#"{"x": 1}"#.utf8)) }
        #expect(error.description.hasPrefix("unrecognised form format; tried native: "))
        #expect(FormatRegistry.all.allSatisfy { error.description.contains("\($0.name): ") })
    }

    @Test("sidecars: values or answers and errors beside a form; variants are not forms")
    func sidecars() throws {
        #expect(FormatRegistry.sidecarSuffixes == [".values.json", ".answers.json", ".errors.json"])
        #expect(FormatRegistry.isSidecar("a.values.json"))
        #expect(FormatRegistry.isSidecar("a.answers-valid.json"))
        #expect(FormatRegistry.isSidecar("a.errors.json"))
        #expect(!FormatRegistry.isSidecar("a.json"))
        #expect(!FormatRegistry.isSidecar("values.json"))
        #expect(FormatRegistry.isSidecar("a.output-long.json"))
        let formworks = Paths.fixture("formworks/aviso-sinistro-residencial-pt.json")
        #expect(FormatRegistry.sidecars(of: formworks).values?.lastPathComponent == "aviso-sinistro-residencial-pt.answers.json")
        #expect(FormatRegistry.sidecars(of: formworks).errors == nil)
        let gig = Paths.fixture("gigformulary/seed-readme-text.json")
        #expect(FormatRegistry.sidecars(of: gig).values?.lastPathComponent == "seed-readme-text.values.json")
        #expect(FormatRegistry.sidecars(of: gig).errors?.lastPathComponent == "seed-readme-text.errors.json")
    }
}
