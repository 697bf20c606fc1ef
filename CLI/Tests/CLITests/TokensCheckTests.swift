import Foundation
import TestSupport
import Testing

@Suite("tokens check and render: text a style's colour tokens leave below WCAG AA contrast")
struct TokensCheckTests {
    /// A text colour of 2.1:1 on white.
    static let faint = ##"{ "color": { "$type": "color", "text": { "$value": "#B2B2B2" } } }"##
    /// A border colour: no text changes colour, so whatever is below AA is the looks' own.
    static let border = ##"{ "color": { "$type": "color", "field": { "border": { "$value": "#595959" } } } }"##

    @Test("a 2.1:1 text colour is found in every screen look (paper keeps its own ink), named with its token; exit 1")
    func findsFaintText() throws {
        try withTemporaryFolder { folder in
            let style = try folder.writing(Self.faint, to: "faint.tokens.json")
            let run = try runCLI(["tokens", "check", "--style", style.path])
            #expect(run.status == 1)
            let lines = run.output.split(separator: "\n").map(String.init)
            #expect(lines.first == ##"hyperoslo (light): cell group, "A group": #B2B2B2 on #FFFFFF is 2.1:1, AA asks 4.5:1 (color.text)"##)
            #expect(Set(lines.map { String($0.prefix { $0 != " " }) }) == ["hyperoslo", "gigformulary", "formworks", "swiftformbuilder"])
            #expect(lines.allSatisfy { $0.hasSuffix("(color.text)") })
            #expect(run.stderr.hasSuffix("tokens check: \(lines.count) lines of text below WCAG AA contrast\n"))
        }
    }

    @Test("a style that colours no text passes: the looks' own grey placeholders and black looks are not the tokens' doing; exit 0")
    func passes() throws {
        try withTemporaryFolder { folder in
            let style = try folder.writing(Self.border, to: "border.tokens.json")
            let run = try runCLI(["tokens", "check", "--style", style.path])
            #expect(run.status == 0, "\(run.output)")
            #expect(run.output == "")
            #expect(run.stderr == "tokens check: no text below WCAG AA contrast\n")
        }
    }

    @Test("a render with the faint style warns once per colour pair at its first cell; without a style it does not")
    func renderWarns() throws {
        try withTemporaryFolder { folder in
            let style = try folder.writing(Self.faint, to: "faint.tokens.json")
            let form = Paths.root.appendingPathComponent("Examples/forms/native-example.json")
            let styled = try runCLI(["render", form.path, "--style", style.path, "-o", folder.appendingPathComponent("styled.png").path])
            #expect(styled.status == 0, "\(styled.stderr)")
            let warnings = styled.stderr.split(separator: "\n").filter { $0.contains("below WCAG AA") }
            #expect(warnings.count == Set(warnings.map { $0.components(separatedBy: " has a contrast")[0].components(separatedBy: "\" in ").last! }).count)
            #expect(warnings.contains { $0.hasPrefix("warning: groups[0].sections[0].cells[0]: text \"María José\" in #B2B2B2 on ") })
            let plain = try runCLI(["render", form.path, "-o", folder.appendingPathComponent("plain.png").path])
            #expect(!plain.stderr.contains("WCAG"))
        }
    }
}
