import Foundation
import Formsetter
import TestSupport
import Testing

/// Style files in the W3C Design Tokens format: parsing, aliases, bad values and unknown tokens.
@Suite("Design tokens: DTCG parsing, aliases, cycles, bad values, unknown tokens")
struct DesignTokenTests {
    func parse(_ json: String) throws -> (StyleSheet, [String]) {
        let (sheet, diagnostics) = try DesignTokenParser.parse(Data(json.utf8), source: "t.json", defaultType: TokenCatalogue.type(of:))
        let (checked, problems) = TokenCatalogue.check(sheet)
        return (checked, (diagnostics + problems).map(\.description))
    }

    @Test("Group types are inherited and both value styles are read")
    func valueStyles() throws {
        let (sheet, warnings) = try parse("""
        {"color": {"$type": "color", "accent": {"$value": "#0A7AFF"},
                   "text": {"$value": {"colorSpace": "srgb", "components": [1, 0.5, 0], "alpha": 0.5}}},
         "radius": {"$type": "dimension", "field": {"$value": {"value": 1, "unit": "rem"}}},
         "border": {"field": {"$type": "dimension", "$value": "2px"}},
         "font": {"body": {"$type": "typography", "$value": {"fontFamily": ["Lato", "sans-serif"], "fontSize": "17px", "fontWeight": "semi-bold"}}}}
        """)
        #expect(warnings == [])
        #expect(sheet["color.accent"]?.value == .color(Color(rgb: 0x0A7AFF)))
        #expect(sheet["color.text"]?.value == .color(Color(red: 1, green: 0.5, blue: 0, alpha: 0.5)))
        #expect(sheet["radius.field"]?.value == .dimension(16))
        #expect(sheet["border.field"]?.value == .dimension(2))
        #expect(sheet["font.body"]?.value == .typography(family: "Lato", size: 17, weight: 600))
    }

    @Test("Aliases resolve through chains; referenced base tokens are not reported as unknown")
    func aliases() throws {
        let (sheet, warnings) = try parse("""
        {"base": {"blue": {"$type": "color", "$value": "#0000FF"}, "brand": {"$value": "{base.blue}"}},
         "color": {"accent": {"$value": "{base.brand}"}}, "font": {"body": {"size": {"$value": "{size.m}"}}},
         "size": {"m": {"$type": "dimension", "$value": "15px"}}}
        """)
        #expect(warnings == [])
        #expect(sheet["color.accent"]?.value == .color(Color(rgb: 0x0000FF)))
        #expect(sheet["font.body.size"]?.value == .dimension(15))
    }

    @Test("An alias cycle and a dangling alias are reported at their token, and nothing loops")
    func cycles() throws {
        let (sheet, warnings) = try parse("""
        {"color": {"$type": "color", "accent": {"$value": "{color.text}"}, "text": {"$value": "{color.accent}"},
                   "error": {"$value": "{color.nowhere}"}}}
        """)
        #expect(sheet.tokens.isEmpty)
        #expect(warnings == [
            "warning: color.accent: alias cycle {color.accent} → {color.text} → {color.accent}; the skin's value is kept (t.json)",
            "warning: color.error: refers to {color.nowhere}, which no style file defines; the skin's value is kept (t.json)",
        ])
    }

    @Test("A very long alias chain is cut with a warning instead of exhausting the stack")
    func longChain() throws {
        let links = (0..<5000).map { #""t\#($0)": {"$value": "{base.t\#($0 + 1)}"}"# }.joined(separator: ", ")
        let json = ##"{"base": {"$type": "color", "## + links + ##", "t5000": {"$value": "#FFFFFF"}}, "color": {"accent": {"$value": "{base.t0}"}}}"##
        let (sheet, warnings) = try parse(json)
        #expect(sheet["color.accent"] == nil)
        // Tokens are resolved in file order: every 64th link of the chain starts a cut chain.
        #expect(warnings.first == "warning: base.t0: alias chain longer than 64 tokens; the skin's value is kept (t.json)")
        // 78 cut chains: 10 warnings and one counting the other 68 (one kind of diagnostic).
        #expect(warnings.count == 11)
        #expect(warnings.last == "warning: and 68 more like this: alias chain longer than 64 tokens; the skin's value is kept (t.json)")
        #expect(warnings.allSatisfy { $0.contains("alias chain longer than 64 tokens") })
    }

    @Test("Bad values name the token path and keep the skin's value")
    func badValues() throws {
        let (sheet, warnings) = try parse("""
        {"color": {"background": {"$value": "not-a-colour"}, "accent": {"$value": {"colorSpace": "display-p3", "components": [1, 0, 0]}}},
         "radius": {"field": {"$value": "12furlongs"}}, "font": {"body": {"weight": {"$value": 1200}}},
         "spacing": {"row": {"$type": "color", "$value": "#FFF"}}}
        """)
        #expect(sheet.tokens.isEmpty)
        #expect(warnings == [
            "warning: color.background: \"not-a-colour\" is not a colour; the skin's value is kept (t.json)",
            "warning: color.accent: colour space \"display-p3\" is not supported (use srgb or give a hex fallback); the skin's value is kept (t.json)",
            "warning: radius.field: \"12furlongs\" is not a dimension (such as \"16px\", \"1rem\" or {\"value\": 16, \"unit\": \"px\"}); the skin's value is kept (t.json)",
            "warning: font.body.weight: 1200 is not a font weight (1–1000 or a name such as bold); the skin's value is kept (t.json)",
            "warning: spacing.row: is a color, expected a dimension; the skin's value is kept (t.json)",
        ])
    }

    @Test("Tokens Formsetter does not read are counted in one note and dropped; per-skin tokens are known")
    func unknownTokens() throws {
        let (sheet, warnings) = try parse("""
        {"color": {"$type": "color", "sparkle": {"$value": "#FFFFFF"}, "glow": {"$value": "#FFFFFE"}}, "formworks": {"color": {"componentCorrect": {"$type": "color", "$value": "#00FF00"}}}}
        """)
        #expect(sheet.tokens.map(\.path) == ["formworks.color.componentCorrect"])
        #expect(warnings == ["note: 2 tokens of the style files are not read by Formsetter (color.sparkle, color.glow); Schemas/style-tokens.schema.json lists the ones it reads"])
    }

    @Test("Aliases resolve across style files (a palette file and a semantic file), later files winning")
    func aliasesAcrossFiles() throws {
        let palette = DesignTokenParser.File(data: Data(##"{"palette": {"$type": "color", "blue": {"$value": "#0A7AFF"}, "ink": {"$value": "#111111"}}}"##.utf8), source: "palette.json")
        let semantic = DesignTokenParser.File(data: Data(#"{"color": {"accent": {"$value": "{palette.blue}"}, "text": {"$value": "{palette.ink}"}}}"#.utf8), source: "semantic.json")
        let override = DesignTokenParser.File(data: Data(##"{"palette": {"ink": {"$type": "color", "$value": "#222222"}}}"##.utf8), source: "dark.json")
        let (sheet, notes) = try DesignTokenParser.parse([palette, semantic, override], defaultType: TokenCatalogue.type(of:))
        let (checked, problems) = TokenCatalogue.check(sheet)
        #expect(notes.isEmpty && problems.isEmpty, "\(notes + problems)")
        #expect(checked.tokens.map(\.path).sorted() == ["color.accent", "color.text"])
        #expect(checked.tokens.first { $0.path == "color.text" }?.value == .color(Color(red: 0x22 / 255, green: 0x22 / 255, blue: 0x22 / 255)))
        #expect(checked.tokens.first { $0.path == "color.accent" }?.source == "semantic.json")
    }

    @Test("Tokens Formsetter does not read: one note counting them, or with --strict a warning each at its path")
    func unusedTokens() throws {
        let file = DesignTokenParser.File(data: Data(##"{"color": {"accent": {"$type": "color", "$value": "#0A7AFF"}, "brand": {"mist": {"$type": "color", "$value": "#EEEEEE"}}}, "size": {"hero": {"$type": "dimension", "$value": "48px"}}}"##.utf8), source: "brand.json")
        let (sheet, _) = try DesignTokenParser.parse([file], defaultType: TokenCatalogue.type(of:))
        let (_, counted) = TokenCatalogue.check(sheet)
        #expect(counted.map(\.message) == ["2 tokens of the style files are not read by Formsetter (color.brand.mist, size.hero); Schemas/style-tokens.schema.json lists the ones it reads"])
        let (kept, listed) = TokenCatalogue.check(sheet, listsUnused: true)
        #expect(listed.map { "\($0.severity) \($0.path): \($0.message)" } == [
            "warning color.brand.mist: is not read by Formsetter (brand.json); Schemas/style-tokens.schema.json lists the tokens it reads",
            "warning size.hero: is not read by Formsetter (brand.json); Schemas/style-tokens.schema.json lists the tokens it reads",
        ])
        #expect(kept.tokens.map(\.path) == ["color.accent"])
    }

    @Test("A Tokens Studio export: sets in $metadata.tokenSetOrder, tokens named without the set, $themes ignored")
    func tokensStudio() throws {
        let export = ##"""
        {"global": {"blue": {"$type": "color", "$value": "#0A7AFF"}, "color": {"accent": {"$type": "color", "$value": "{blue}"}}},
         "brand": {"color": {"accent": {"$type": "color", "$value": "#FF0000"}}},
         "$themes": [{"name": "Light", "selectedTokenSets": {"global": "enabled"}}],
         "$metadata": {"tokenSetOrder": ["brand", "global"]}}
        """##
        let (sheet, notes) = try DesignTokenParser.parse([DesignTokenParser.File(data: Data(export.utf8), source: "tokens.json")], defaultType: TokenCatalogue.type(of:))
        let (checked, problems) = TokenCatalogue.check(sheet)
        #expect(notes.map(\.description) == ["note: style file tokens.json: every token set applied, later ones winning: brand, global (--theme or --token-set to choose)"])
        #expect(problems.isEmpty, "\(problems)")
        // global comes last in tokenSetOrder, so its accent (an alias to {blue}) wins.
        #expect(checked.tokens.map(\.path) == ["color.accent"])
        #expect(checked.tokens.first?.value == .color(Color(red: 0x0A / 255, green: 0x7A / 255, blue: 1)))
    }

    @Test("Tokens Studio: --token-set picks sets in its order; --theme applies enabled sets and uses source sets for aliases only")
    func tokensStudioSelection() throws {
        let export = ##"""
        {"core": {"red": {"$type": "color", "$value": "#FF0000"}, "color": {"text": {"$type": "color", "$value": "#111111"}}},
         "brand": {"color": {"accent": {"$type": "color", "$value": "{red}"}}},
         "dark": {"color": {"accent": {"$type": "color", "$value": "#00FF00"}}},
         "$themes": [{"name": "Brand", "selectedTokenSets": {"core": "source", "brand": "enabled", "dark": "disabled"}}],
         "$metadata": {"tokenSetOrder": ["core", "brand", "dark"]}}
        """##
        let file = [DesignTokenParser.File(data: Data(export.utf8), source: "tokens.json")]
        func accent(_ selection: DesignTokenParser.SetSelection) throws -> [String: String] {
            let (sheet, _) = try DesignTokenParser.parse(file, sets: selection, defaultType: TokenCatalogue.type(of:))
            var values: [String: String] = [:]
            for token in TokenCatalogue.check(sheet).0.tokens { if case let .color(color) = token.value { values[token.path] = color.hexString } }
            return values
        }
        #expect(try accent(.all) == ["color.accent": "#00FF00", "color.text": "#111111"])
        #expect(try accent(.sets(["dark", "brand", "core"])) == ["color.accent": "#FF0000", "color.text": "#111111"])
        // The theme: brand's accent resolves through core's {red}, but core's own color.text is not applied.
        #expect(try accent(.theme("Brand")) == ["color.accent": "#FF0000"])
        #expect(throws: DecodeFailure.self) { try DesignTokenParser.parse(file, sets: .theme("Night")) }
        // A source set after an enabled one in the file's order still gives way to it.
        let later = ##"""
        {"light": {"color": {"background": {"$type": "color", "$value": "#FFFFFF"}}},
         "core": {"color": {"background": {"$type": "color", "$value": "#000000"}}},
         "$themes": [{"name": "Light", "selectedTokenSets": {"light": "enabled", "core": "source"}}]}
        """##
        let (themed, _) = try DesignTokenParser.parse([DesignTokenParser.File(data: Data(later.utf8), source: "t.json")], sets: .theme("Light"),
                                                      defaultType: TokenCatalogue.type(of:))
        #expect(themed.tokens.map(\.path) == ["color.background"])
        #expect(themed.tokens.first?.value == .color(Color(red: 1, green: 1, blue: 1)))
        #expect(throws: DecodeFailure.self) { try DesignTokenParser.parse(file, sets: .sets(["nope"])) }
    }

    /// The tokens of `sheet` that Formsetter reads, by path.
    private func values(_ sheet: StyleSheet) -> [String: DesignTokenValue] {
        Dictionary(TokenCatalogue.check(sheet).0.tokens.map { ($0.path, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    @Test("A Style Dictionary 3 file (value, type, {a.b.value} aliases, Tokens Studio type names) reads as its W3C twin, with one note")
    func styleDictionaryThree() throws {
        let legacy = #"""
        {"color": {"brand": {"value": "#0A7AFF", "type": "color", "comment": "the blue"},
                   "accent": {"value": "{color.brand.value}", "type": "color"},
                   "field": {"border": {"value": "{color.brand.value}", "type": "color"}}},
         "size": {"corner": {"value": "12", "type": "borderRadius"}},
         "radius": {"field": {"value": "{size.corner.value}", "type": "borderRadius"}},
         "border": {"field": {"value": "2", "type": "borderWidth"}},
         "font": {"body": {"value": {"fontFamily": "Lato", "fontSize": "17", "fontWeight": "Semi Bold"}, "type": "typography"}}}
        """#
        let twin = #"""
        {"color": {"$type": "color", "brand": {"$value": "#0A7AFF"}, "accent": {"$value": "{color.brand}"}, "field": {"border": {"$value": "{color.brand}"}}},
         "size": {"corner": {"$type": "dimension", "$value": "12px"}},
         "radius": {"field": {"$type": "dimension", "$value": "{size.corner}"}},
         "border": {"field": {"$type": "dimension", "$value": "2px"}},
         "font": {"body": {"$type": "typography", "$value": {"fontFamily": "Lato", "fontSize": "17px", "fontWeight": 600}}}}
        """#
        let (legacySheet, legacyNotes) = try DesignTokenParser.parse(Data(legacy.utf8), source: "sd3.json", defaultType: TokenCatalogue.type(of:))
        let (twinSheet, twinNotes) = try DesignTokenParser.parse(Data(twin.utf8), source: "dtcg.json", defaultType: TokenCatalogue.type(of:))
        #expect(legacyNotes.map(\.description) == ["note: style file sd3.json: read as Style Dictionary 3 / Tokens Studio legacy tokens (value and type without $)"])
        #expect(twinNotes.isEmpty)
        #expect(values(legacySheet) == values(twinSheet))
        #expect(values(legacySheet).count == 5)
        #expect(values(legacySheet)["radius.field"] == .dimension(12))
    }

    @Test("A Tokens Studio legacy export (sets, $themes, borderRadius and fontFamilies types, aliases between sets) reads as its W3C twin")
    func tokensStudioLegacy() throws {
        let legacy = #"""
        {"core": {"blue": {"value": "#0A7AFF", "type": "color"}, "rounded": {"value": "8", "type": "borderRadius"},
                  "body": {"value": "Lato", "type": "fontFamilies"}},
         "light": {"color": {"accent": {"value": "{blue}", "type": "color"}}, "radius": {"field": {"value": "{rounded}", "type": "borderRadius"}},
                   "font": {"body": {"family": {"value": "{body}", "type": "fontFamilies"}}}},
         "$themes": [{"name": "Light", "selectedTokenSets": {"core": "source", "light": "enabled"}}],
         "$metadata": {"tokenSetOrder": ["core", "light"]}}
        """#
        let twin = #"""
        {"core": {"blue": {"$value": "#0A7AFF", "$type": "color"}, "rounded": {"$value": "8px", "$type": "dimension"},
                  "body": {"$value": "Lato", "$type": "fontFamily"}},
         "light": {"color": {"accent": {"$value": "{blue}", "$type": "color"}}, "radius": {"field": {"$value": "{rounded}", "$type": "dimension"}},
                   "font": {"body": {"family": {"$value": "{body}", "$type": "fontFamily"}}}},
         "$themes": [{"name": "Light", "selectedTokenSets": {"core": "source", "light": "enabled"}}],
         "$metadata": {"tokenSetOrder": ["core", "light"]}}
        """#
        func read(_ text: String) throws -> [String: DesignTokenValue] {
            let (sheet, _) = try DesignTokenParser.parse([DesignTokenParser.File(data: Data(text.utf8), source: "t.json")], sets: .theme("Light"),
                                                         defaultType: TokenCatalogue.type(of:))
            return values(sheet)
        }
        #expect(try read(legacy) == read(twin))
        #expect(try read(legacy) == ["color.accent": .color(Color(rgb: 0x0A7AFF)), "radius.field": .dimension(8), "font.body.family": .fontFamily("Lato")])
    }

    @Test("Broken JSON fails with the file, line and column")
    func syntaxError() {
        #expect(throws: DecodeFailure.self) { try DesignTokenParser.parse(Data("{\n  \"color\": {,}\n}".utf8), source: "t.json") }
        do { _ = try DesignTokenParser.parse(Data("{\n  \"color\": {,}\n}".utf8), source: "t.json") } catch {
            #expect(error.description == "style file t.json: not valid JSON at line 2, column 13: expected a key in quotes")
        }
    }

    @Test("Later style files win, token by token")
    func laterFilesWin() throws {
        try withTemporaryFolder { folder in
            let first = folder.appendingPathComponent("a.json"), second = folder.appendingPathComponent("b.json")
            try Data(##"{"color": {"$type": "color", "accent": {"$value": "#111111"}, "text": {"$value": "#222222"}}}"##.utf8).write(to: first)
            try Data(##"{"color": {"$type": "color", "accent": {"$value": "#333333"}}}"##.utf8).write(to: second)
            let (style, diagnostics) = try Formsetter.loadStyle(from: [first, second])
            #expect(diagnostics == [])
            #expect(style["color.accent"]?.value == .color(Color(rgb: 0x333333)))
            #expect(style["color.text"]?.value == .color(Color(rgb: 0x222222)))
        }
    }

    @Test("The theme swaps colours by scope, keeps the skin's alpha, and scales fonts")
    func theme() {
        let roles = SkinTokenRoles(colors: [.init("color.field.border", [Color(rgb: 0x3DAFEB)], .controlStroke),
                                            .init("color.accent", [Color(rgb: 0x3DAFEB)], .anywhere)],
                                   titleFonts: [FontRef("Title-Bold", size: 20)], bodySize: 10, titleSize: 20, fieldRadius: 5, fieldBorderWidth: 1)
        let sheet = StyleSheet(tokens: [DesignToken(path: "color.field.border", value: .color(.black), source: "s"),
                                        DesignToken(path: "color.accent", value: .color(.white), source: "s"),
                                        DesignToken(path: "font.body.size", value: .dimension(15), source: "s"),
                                        DesignToken(path: "font.title.family", value: .fontFamily("Lato"), source: "s")])
        let theme = Theme(sheet, roles: roles, fontScale: 2)
        #expect(theme.color(Color(rgb: 0x3DAFEB), in: .controlStroke) == .black)
        #expect(theme.color(Color(rgb: 0x3DAFEB, alpha: 0.5), in: .controlFill) == Color.white.fading(0.5))
        #expect(theme.color(Color(rgb: 0x123456), in: .surface) == Color(rgb: 0x123456))
        #expect(theme.font(FontRef("Body-Regular", size: 12)) == FontRef("Body-Regular", size: 36))
        #expect(theme.font(FontRef("Title-Bold", size: 20)) == FontRef("Lato-Bold", size: 40))
    }
}

/// Schemas/style-tokens.schema.json lists exactly the tokens Formsetter reads.
@Suite("Style token schema")
struct StyleTokenSchemaTests {
    @Test("The schema's shared and per-skin tokens are the catalogue's")
    func schemaMatchesCatalogue() throws {
        let data = try Data(contentsOf: Paths.root.appendingPathComponent("Schemas/style-tokens.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let tokens = try #require(schema["x-formsetter-tokens"] as? [String: [String: [String: String]]])
        let shared = try #require(tokens["shared"]).mapValues { $0["$type"] ?? "" }
        #expect(shared == TokenCatalogue.shared)
        #expect(Set(try #require(tokens["per-skin"]).keys) == Set(Skins.all.flatMap(\.ownTokens)))
    }

    @Test("The schema accepts the fixture style files and rejects a bare value without $value (python jsonschema)")
    func schemaValidates() throws {
        let script = """
        import json, sys, glob, jsonschema
        schema = json.load(open(sys.argv[1])); jsonschema.Draft202012Validator.check_schema(schema)
        validator = jsonschema.Draft202012Validator(schema)
        for path in sorted(glob.glob(sys.argv[2] + "/*.tokens.json")):
            print(path.rsplit("/", 1)[1], len(list(validator.iter_errors(json.load(open(path))))))
        print("bare", len(list(validator.iter_errors({"color": {"accent": "#fff"}}))))
        """
        let output = try runTool("/usr/bin/env", ["python3", "-c", script, Paths.root.appendingPathComponent("Schemas/style-tokens.schema.json").path,
                                                      Paths.fixture("styles").path])
        #expect(output == "brand.tokens.json 0\nnight.tokens.json 0\nbare 1\n")
    }
}
