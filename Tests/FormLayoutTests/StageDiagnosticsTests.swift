import Foundation
import Formsetter
import TestSupport
import Testing

@Suite("Layout returns its own font diagnostics, on the source path; calls run in parallel")
struct StageDiagnosticsTests {
    private let form = Data(#"""
        [{"id":"g","title":"Group","sections":[{"fields":[
          {"id":"a","title":"Plain","type":"text"},
          {"id":"b","title":"Odd font","type":"text","value":"Text","styles":{"font":"Papyrus-Condensed","font_size":"15"}},
          {"id":"c","title":"漢字","type":"text"}
        ]}]}]
        """#.utf8)

    @Test("substitutions are notes once per font; an unmapped font and missing glyphs are warnings on the cell that uses them")
    func attribution() throws {
        let result = try sharedFormsetter.layout(form, options: .init())
        let lines = result.diagnostics.map(\.description)
        #expect(lines == [
            "note: font \"AvenirNext-Medium\" is drawn with the bundled Lato 500",
            "note: font \"AvenirNext-DemiBold\" is drawn with the bundled Lato 600",
            "warning: [0].sections[0].fields[1]: font \"Papyrus-Condensed\" is not in Fonts/mapping.json; drawn with Inter 400",
            "warning: [0].sections[0].fields[2]: no bundled font has a glyph for some characters of \"漢字\"; they are drawn as boxes",
        ])
    }

    @Test("each call reports its own diagnostics: the same form twice on one Formsetter gives the same list")
    func perCall() throws {
        let formsetter = try Formsetter()
        let first = try formsetter.layout(form, options: .init()).diagnostics
        let second = try formsetter.layout(form, options: .init()).diagnostics
        #expect(first == second)
        #expect(first.count == 4)
    }

    @Test("layouts and renders on four threads at once give the bytes and diagnostics of one thread")
    func parallelCalls() throws {
        let inputs = try Paths.inputs("hyperoslo").prefix(4) + Paths.inputs("gigformulary").prefix(2) + Paths.inputs("formworks").prefix(2)
        let jobs = try inputs.map { input in (try Data(contentsOf: input.json), try input.options(width: FixtureInput.width(for: input.format))) }
        @Sendable func run(_ index: Int) throws -> ([Data], [Diagnostic]) {
            let result = try sharedFormsetter.layout(jobs[index].0, options: jobs[index].1)
            return (try sharedFormsetter.render(result, as: .png(scale: 1)) + sharedFormsetter.render(result, as: .pdf), result.diagnostics)
        }
        let sequential = try jobs.indices.map(run)
        let parallel = ParallelResults(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in parallel.store(Result { try run(index) }, at: index) }
        for index in jobs.indices {
            let (files, diagnostics) = try parallel.get(index)
            #expect(files == sequential[index].0, "\(inputs[index])")
            #expect(diagnostics == sequential[index].1, "\(inputs[index])")
        }
    }
}

/// Results stored by index from several threads.
private final class ParallelResults: @unchecked Sendable {
    private var results: [Result<([Data], [Diagnostic]), any Error>?]
    private let lock = NSLock()
    init(count: Int) { results = Array(repeating: nil, count: count) }
    func store(_ result: Result<([Data], [Diagnostic]), any Error>, at index: Int) { lock.lock(); results[index] = result; lock.unlock() }
    func get(_ index: Int) throws -> ([Data], [Diagnostic]) { lock.lock(); defer { lock.unlock() }; return try results[index]!.get() }
}
