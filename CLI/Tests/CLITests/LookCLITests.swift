import Foundation
import TestSupport
import Testing

/// The look options on the CLI: --style, --fonts, --palette, --font-scale, --rtl on render and snapshot.
@Suite("Look options on the CLI")
struct LookCLITests {
    static let form = Paths.fixture("gigformulary/alta-socio-es.json").path

    @Test("A bad style value is a warning naming the token; the render succeeds")
    func styleWarnings() throws {
        try withTemporaryFolder { folder in
            let style = try folder.writing(##"{"color": {"background": {"$value": "not-a-colour"}, "sparkle": {"$value": "#fff", "$type": "color"}}}"##, to: "tokens.json")
            let run = try runCLI(["render", Self.form, "--style", style.path, "-o", folder.appendingPathComponent("f.png").path])
            #expect(run.status == 0)
            #expect(run.stderr.contains("warning: color.background: \"not-a-colour\" is not a colour; the skin's value is kept (tokens.json)\n"))
            #expect(run.stderr.contains("note: 1 token of the style files is not read by Formsetter (color.sparkle); Schemas/style-tokens.schema.json lists the ones it reads\n"))
        }
    }

    @Test("Style files that cannot be used: missing is exit 66, broken JSON exit 65 with line and column")
    func badStyleFiles() throws {
        try withTemporaryFolder { folder in
            let missing = try runCLI(["render", Self.form, "--style", folder.appendingPathComponent("none.json").path, "-o", folder.appendingPathComponent("f.png").path])
            #expect(missing.status == 66)
            let broken = try folder.writing("{\n  \"color\": [\n", to: "broken.json")
            let run = try runCLI(["render", Self.form, "--style", broken.path, "-o", folder.appendingPathComponent("f.png").path])
            #expect(run.status == 65)
            #expect(run.stderr.hasPrefix("error: style file broken.json: not valid JSON at line 3, column 1"))
        }
    }

    @Test("Brand fonts: a family from --fonts draws without a substitution; a missing folder is exit 66")
    func brandFonts() throws {
        try withTemporaryFolder { folder in
            let style = try folder.writing(#"{"font": {"body": {"family": {"$value": "DejaVu Serif"}}}}"#, to: "serif.json")
            let output = folder.appendingPathComponent("f.png").path
            let without = try runCLI(["render", Self.form, "--style", style.path, "-o", output])
            #expect(without.stderr.contains("warning: font.body.family: family \"DejaVu Serif\" is neither bundled nor in a --fonts folder; drawn with Inter 400 (serif.json)"))
            let with = try runCLI(["render", Self.form, "--style", style.path, "--fonts", Paths.fixture("brand-fonts").path, "-o", output])
            #expect(with.status == 0)
            #expect(!with.stderr.contains("DejaVu Serif"))
            let gone = try runCLI(["render", Self.form, "--fonts", folder.appendingPathComponent("nowhere").path, "-o", output])
            #expect(gone.status == 66)
        }
    }

    @Test("Palettes for every skin; an unknown one and a font scale out of range are usage errors")
    func paletteAndScale() throws {
        try withTemporaryFolder { folder in
            let output = folder.appendingPathComponent("f.png").path
            #expect(try runCLI(["render", Self.form, "--skin", "swiftformbuilder", "--palette", "dark", "-o", output]).status == 0)
            let sepia = try runCLI(["render", Self.form, "--skin", "paper", "--palette", "sepia", "-o", output])
            #expect(sepia.status == 64)
            #expect(sepia.stderr == "error: --palette must be light, dark, form for the paper skin, not \"sepia\"\n")
            let scale = try runCLI(["render", Self.form, "--font-scale", "2.5", "-o", output])
            #expect(scale.status == 64)
            #expect(scale.stderr == "error: --font-scale must be between 0.8 and 2.0, not 2.5\n")
        }
    }

    @Test("Snapshot variants get references of their own and verify")
    func snapshotVariants() throws {
        try withTemporaryFolder { folder in
            let snapshots = folder.appendingPathComponent("refs").path
            let arguments = [Paths.fixture("preview/form.json").path, "--snapshots", snapshots, "--palette", "dark", "--font-scale", "1.5", "--rtl", "--scale", "1"]
            let record = try runCLI(["snapshot", "record"] + arguments)
            #expect(record.status == 0, "\(record.stderr)")
            #expect(FileManager.default.fileExists(atPath: snapshots + "/form.dark.x1.5.rtl.png"))
            let verify = try runCLI(["snapshot", "verify"] + arguments, environment: ["CI": "1", "PATH": "/usr/bin:/bin"])
            #expect(verify.status == 0, "\(verify.stderr)")
            let plain = try runCLI(["snapshot", "verify", Paths.fixture("preview/form.json").path, "--snapshots", snapshots, "--scale", "1"],
                                   environment: ["CI": "1", "PATH": "/usr/bin:/bin"])
            #expect(plain.status == 1)
        }
    }

    @Test("--locale shows dates, times and decimal separators as a device set to it does; an unknown one is a usage error")
    func locale() throws {
        let form = Data(#"[{"id":"g","title":"G","sections":[{"fields":[{"id":"d","title":"Date","type":"date_time","value":"2025-03-13T07:30:00Z"},{"id":"t","title":"Time","type":"time","value":"2025-03-13T19:05:00Z"},{"id":"f","title":"Float","type":"float","value":"613000"}]}]}]"#.utf8)
        func values(_ arguments: [String]) throws -> [String] {
            let run = try runCLI(["layout", "-"] + arguments, stdin: form)
            #expect(run.status == 0, "\(run.stderr)")
            let tree = try JSONSerialization.jsonObject(with: run.stdout) as! [String: Any]
            let boxes = (tree["pages"] as! [[String: Any]]).flatMap { $0["boxes"] as! [[String: Any]] }
            return boxes.filter { $0["role"] as? String == "value" }.flatMap { ($0["text"] as? [[String: Any]] ?? []).map { $0["text"] as! String } }
        }
        #expect(try values([]) == ["Mar 13, 2025, 7:30 AM", "7:05 PM", "613000.00"])
        #expect(try values(["--locale", "nb_NO"]) == ["13. mars 2025, 07:30", "19:05", "613000,00"])
        #expect(try values(["--locale", "nb_NO", "--time-zone", "Europe/Oslo"]) == ["13. mars 2025, 08:30", "20:05", "613000,00"])
        let unknown = try runCLI(["layout", "-", "--locale", "xx_YY"], stdin: form)
        #expect(unknown.status == 64)
        #expect(unknown.stderr == "error: unknown --locale \"xx_YY\"; use a language and region such as nb_NO, es_ES or pt_BR\n")
    }

    @Test("tokens lists each token a look reads with its type, the look's value and the schema's description; paper reads only type and its own colours")
    func tokens() throws {
        func entries(_ skin: String) throws -> [[String: Any]] {
            let run = try runCLI(["tokens", "--skin", skin, "--json"])
            #expect(run.status == 0, "\(run.stderr)")
            return try run.output.split(separator: "\n").map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
        }
        let gigformulary = try entries("gigformulary")
        let border = try #require(gigformulary.first { $0["token"] as? String == "color.field.border" })
        #expect(border["type"] as? String == "color" && border["value"] as? String == "#CCCCCC")
        #expect(border["description"] as? String == "Border of value boxes.")
        #expect(gigformulary.count == Set(gigformulary.map { $0["token"] as! String }).count)
        let paper = try entries("paper").map { $0["token"] as! String }
        #expect(paper == ["font.body", "font.body.family", "font.body.size", "font.body.weight", "font.title", "font.title.family", "font.title.size",
                          "font.title.weight", "paper.color.ink", "paper.color.faint", "paper.color.note"])
        let text = try runCLI(["tokens"])
        #expect(text.output.contains("font.body.size"))
        #expect(try runCLI(["tokens", "--skin", "retro"]).status == 64)
    }

    @Test("a palette file and a semantic file with aliases between them brand every skin with no warning")
    func tokensAcrossFiles() throws {
        try withTemporaryFolder { folder in
            let palette = try folder.writing(##"{"palette": {"$type": "color", "brand": {"$value": "#C8102E"}}}"##, to: "palette.json")
            let semantic = try folder.writing(#"{"color": {"accent": {"$value": "{palette.brand}"}, "field": {"border": {"$value": "{palette.brand}"}}}}"#, to: "semantic.json")
            for skin in ["hyperoslo", "gigformulary", "formworks", "swiftformbuilder", "paper"] {
                let run = try runCLI(["render", Self.form, "--skin", skin, "--style", palette.path, "--style", semantic.path, "-o", folder.appendingPathComponent("\(skin).png").path])
                #expect(run.status == 0, "\(skin): \(run.stderr)")
                #expect(!run.stderr.contains("warning:"), "\(skin): \(run.stderr)")
                let plain = try runCLI(["render", Self.form, "--skin", skin, "-o", folder.appendingPathComponent("\(skin)-plain.png").path])
                #expect(plain.status == 0)
                #expect(try Data(contentsOf: folder.appendingPathComponent("\(skin).png")) != Data(contentsOf: folder.appendingPathComponent("\(skin)-plain.png")), "\(skin) is branded")
            }
        }
    }

    @Test("--theme and --token-set choose the sets of a Tokens Studio export; an unknown one names the ones there are")
    func tokensStudioOptions() throws {
        try withTemporaryFolder { folder in
            let export = try folder.writing(##"{"global": {"color": {"accent": {"$type": "color", "$value": "#C8102E"}}}, "$themes": [{"name": "Light", "selectedTokenSets": {"global": "enabled"}}], "$metadata": {"tokenSetOrder": ["global"]}}"##, to: "tokens.json")
            let themed = try runCLI(["render", Self.form, "--style", export.path, "--theme", "Light", "-o", folder.appendingPathComponent("out.png").path])
            #expect(themed.status == 0, "\(themed.stderr)")
            let themedPNG = try Data(contentsOf: folder.appendingPathComponent("out.png"))
            let set = try runCLI(["render", Self.form, "--style", export.path, "--token-set", "global", "-o", folder.appendingPathComponent("out.png").path])
            #expect(set.status == 0, "\(set.stderr)")
            #expect(try Data(contentsOf: folder.appendingPathComponent("out.png")) == themedPNG)
            #expect(try runCLI(["render", Self.form, "-o", folder.appendingPathComponent("out.png").path]).status == 0)
            #expect(try Data(contentsOf: folder.appendingPathComponent("out.png")) != themedPNG, "the theme brands the form")
            let unknown = try runCLI(["render", Self.form, "--style", export.path, "--theme", "Dark", "-o", folder.appendingPathComponent("c.png").path])
            #expect(unknown.status == 65)
            #expect(unknown.stderr.contains("style file tokens.json has no theme \"Dark\"; themes: Light"), "\(unknown.stderr)")
        }
    }

    @Test("a family no font folder has is reported once at the token and file that named it, not at the cells")
    func unknownFamilyAtToken() throws {
        try withTemporaryFolder { folder in
            let style = try folder.writing(##"{"font": {"body": {"family": {"$type": "fontFamily", "$value": "Comic Sans Nope"}}}}"##, to: "brand.json")
            let run = try runCLI(["render", Self.form, "--style", style.path, "-o", folder.appendingPathComponent("f.png").path])
            #expect(run.status == 0)
            let warnings = run.stderr.split(separator: "\n").filter { $0.hasPrefix("warning:") }
            #expect(warnings == ["warning: font.body.family: family \"Comic Sans Nope\" is neither bundled nor in a --fonts folder; drawn with Inter 400 (brand.json)"])
        }
    }
}
