import Formsetter
import Foundation
import TestSupport
import Testing

/// Keeps what a streaming render hands over, as a file writer would.
private final class MemorySink: PageSink, @unchecked Sendable {
    private let lock = NSLock()
    private(set) var pages: [Int: Data] = [:]
    private(set) var document = Data()
    private(set) var pageWrites = 0
    var failAfterBytes: Int?

    func write(page index: Int, _ data: Data) throws {
        lock.lock(); defer { lock.unlock() }
        pages[index] = data
        pageWrites += 1
    }

    func append(_ bytes: UnsafeRawBufferPointer) throws {
        if let limit = failAfterBytes, document.count + bytes.count > limit { throw CocoaError(.fileWriteOutOfSpace) }
        document.append(contentsOf: bytes)
    }
}

@Suite("Streaming render: pages drawn and handed over as they are laid out")
struct StreamingRenderTests {
    static let input = Paths.fixture("hyperoslo-3lvis/test-forms.json")

    @Test("the streaming render writes the same bytes as layout + render (screen and paper looks, fillable twin)",
          arguments: [OutputType.pdf, .png, .svg], ["hyperoslo", "paper", "fillable"])
    func sameBytes(type: OutputType, look: String) throws {
        guard type == .pdf || look != "fillable" else { return }
        var options = Formsetter.Options(skin: look == "fillable" ? "paper" : look, page: .a4)
        options.skinOptions.fillable = look == "fillable"
        let input = SampleForms.hyperosloTextFields(150)
        let expected = try sharedFormsetter.render(try sharedFormsetter.layout(input, options: options), as: type, scale: 1)
        let sink = MemorySink()
        let streamed = try sharedFormsetter.render(input, options: options, as: type, scale: 1, to: sink)
        if type == .pdf {
            #expect(streamed.pageCount > 2)
            #expect(sink.document == expected[0])
        } else {
            #expect(streamed.pageCount == expected.count && expected.count > 2)
            #expect(sink.pageWrites == expected.count)
            #expect((0..<expected.count).map { sink.pages[$0] } == expected)
        }
    }

    @Test("diagnostics and links of a streamed render equal those of layout + render")
    func diagnostics() throws {
        let formsetter = try Formsetter()
        let input = try Data(contentsOf: Self.input)
        let result = try formsetter.layout(input, options: .init(page: .a4))
        let whole = result.diagnostics
        let streamed = try formsetter.render(input, options: .init(page: .a4), as: .pdf, to: MemorySink())
        #expect(streamed.diagnostics.map(\.description) == whole.map(\.description))
        #expect(whole.contains { $0.description.hasPrefix("note: font") })
        #expect(streamed.links == result.tree.pages.flatMap(\.links))
    }

    @Test("a sink that fails mid-PDF stops the render with an error")
    func sinkFailure() throws {
        let sink = MemorySink()
        sink.failAfterBytes = 2000
        #expect(throws: RenderError.self) {
            try sharedFormsetter.render(SampleForms.hyperosloTextFields(200), options: .init(page: .a4), as: .pdf, to: sink)
        }
    }
}
