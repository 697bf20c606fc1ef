import Foundation
import Formsetter
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

/// Counts measurements, to see when pages leave the layout.
private final class CountingMeasurer: TextMeasurer {
    let inner = FixedAdvanceMeasurer()
    var calls = 0
    func lines(_ text: String, font: FontRef, width: Double?, maxLines: Int?) -> [MeasuredLine] {
        calls += 1
        return inner.lines(text, font: font, width: width, maxLines: maxLines)
    }
}

@Suite("Streaming render: pages drawn and handed over as they are laid out")
struct StreamingRenderTests {
    static let input = Paths.fixture("hyperoslo-3lvis/test-forms.json")

    static func bigForm(fields: Int) -> Data {
        let list = (0..<fields).map { #"{"id":"f\#($0)","title":"Felt \#($0)","type":"text","value":"Verdi \#($0)","size":{"width":50}}"# }
        return Data(#"[{"id":"g","title":"G","sections":[{"id":"s","fields":[\#(list.joined(separator: ","))]}]}]"#.utf8)
    }

    @Test("the streaming render writes the same bytes as layout + render (screen and paper looks, fillable twin)",
          arguments: [OutputType.pdf, .png, .svg], ["hyperoslo", "paper", "fillable"])
    func sameBytes(type: OutputType, look: String) throws {
        guard type == .pdf || look != "fillable" else { return }
        var options = Formsetter.Options(skin: look == "fillable" ? "paper" : look, page: .a4)
        options.skinOptions.fillable = look == "fillable"
        let input = Self.bigForm(fields: 150)
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
        #expect(streamed.form == result.form)
    }

    @Test("the engine hands out each page before it lays out the next, and the same pages as the tree")
    func engineEmitsEarly() throws {
        let form = try FormDecoder.decode(Self.bigForm(fields: 80)).form
        let measurer = CountingMeasurer()
        let engine = LayoutEngine(skin: HyperosloSkin(), measurer: measurer)
        var pages: [Page] = [], callsAtEmit: [Int] = []
        _ = engine.layout(form, page: .a4) { page in
            pages.append(page)
            callsAtEmit.append(measurer.calls)
        }
        let tree = LayoutEngine(skin: HyperosloSkin(), measurer: FixedAdvanceMeasurer()).layout(form, page: .a4)
        #expect(pages == tree.pages)
        #expect(pages.count > 3)
        // The first page left the engine when only part of the text had been measured.
        #expect(callsAtEmit[0] < measurer.calls / 2)
    }

    @Test("a sink that fails mid-PDF stops the render with an error")
    func sinkFailure() throws {
        let sink = MemorySink()
        sink.failAfterBytes = 2000
        #expect(throws: RenderError.self) {
            try sharedFormsetter.render(Self.bigForm(fields: 200), options: .init(page: .a4), as: .pdf, to: sink)
        }
    }

    @Test("the CLI leaves no temporary file and exits 73 when it cannot write; one page keeps the plain name")
    func cliFiles() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("no-such-folder/form")
        for type in ["pdf", "png"] {
            let run = try runCLI(["render", Self.input.path, "--page", "a4", "-o", missing.path + "." + type])
            #expect(run.status == 73, "\(type): \(run.stderr)")
            #expect(run.stderr.contains("cannot write"))
        }
        let single = try runCLI(["render", "-", "-o", folder.appendingPathComponent("one.png").path, "--scale", "1"],
                                stdin: Data(#"[{"title":"G","sections":[{"fields":[{"id":"a","title":"A","type":"text"}]}]}]"#.utf8))
        #expect(single.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["one.png"])
    }
}
