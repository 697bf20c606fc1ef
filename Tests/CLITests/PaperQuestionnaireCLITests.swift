import Foundation
import TestSupport
import Testing

@Suite("Paper questionnaires through the CLI: --blank, --as-shown")
struct PaperQuestionnaireCLITests {
    static let ansatt = Paths.fixture("hyperoslo/ansatt-nb.json")

    /// The ids of the cells `layout` places, in order, and every text it prints.
    static func layout(_ arguments: [String]) throws -> (ids: [String], texts: [String], stderr: String) {
        let run = try runCLI(["layout", ansatt.path, "--skin", "paper", "--page", "a4"] + arguments)
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
        let boxes = (json["pages"] as? [[String: Any]] ?? []).flatMap { $0["boxes"] as? [[String: Any]] ?? [] }
        var ids: [String] = []
        for box in boxes where box["role"] as? String == "cell" {
            if let id = box["id"] as? String, !ids.contains(id) { ids.append(id) }
        }
        let texts = boxes.flatMap { ($0["text"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String } }
        return (ids, texts, run.stderr)
    }

    @Test("--blank reads no sidecar and prints no value; every branch is printed with its routing")
    func blank() throws {
        let run = try Self.layout(["--blank"])
        #expect(!run.stderr.contains("beside the form is read"))
        #expect(!run.texts.contains("Åse"))
        #expect(!run.texts.contains("613000.00"))
        for id in ["sluttdato", "vikar_for", "vikar_grunn", "fagforening_navn"] { #expect(run.ids.contains(id)) }
        #expect(run.texts.contains("Answer only if “Fagforeningsmedlem” is ticked."))
    }

    @Test("--as-shown prints the branch the sidecar's values select, without routing")
    func asShown() throws {
        let shown = try Self.layout(["--as-shown"])
        #expect(shown.ids.contains("vikar_for"))
        #expect(!shown.ids.contains("fagforening_navn"))
        #expect(!shown.texts.contains { $0.hasPrefix("Answer only if") })
    }
}
