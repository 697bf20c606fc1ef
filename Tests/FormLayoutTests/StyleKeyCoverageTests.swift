import Foundation
import Formsetter
import TestSupport
import Testing

/// Which skin honours which cell style key: each key is set on every cell of a probe form that
/// shows all states (value, placeholder, link, error, disabled, invalid, required, controls, a
/// separator), and
/// the layout must change exactly where the table says the skin honours the key.
@Suite("Style keys: which skin honours which key (fixed-advance measurer)")
struct StyleKeyCoverageTests {
    /// A style key by its native-format name, with a non-default value to set.
    struct Key: Sendable, CustomStringConvertible {
        let name: String
        let apply: @Sendable (inout CellStyle) -> Void
        var description: String { name }
    }

    /// A colour no skin uses by default.
    static let red = Color(rgb: 0x123456)
    static let keys: [Key] = [
        Key(name: "titleFont") { $0.text.titleFont = FontSpec(size: 31) },
        Key(name: "titleColor") { $0.text.titleColor = red },
        Key(name: "font") { $0.text.font = FontSpec(size: 29) },
        Key(name: "textColor") { $0.text.color = red },
        Key(name: "disabledTextColor") { $0.text.disabledColor = red },
        Key(name: "placeholderColor") { $0.text.placeholderColor = red },
        Key(name: "linkColor") { $0.text.linkColor = red },
        Key(name: "alignment") { $0.text.alignment = .right },
        Key(name: "padding") { $0.text.padding = 23 },
        Key(name: "fill") { $0.box.fill = red },
        Key(name: "border") { $0.box.border = red },
        Key(name: "borderWidth") { $0.box.borderWidth = 7 },
        Key(name: "cornerRadius") { $0.box.cornerRadius = 11 },
        Key(name: "cellBackground") { $0.box.cellBackground = red },
        Key(name: "disabledFill") { $0.disabled.fill = red },
        Key(name: "disabledBorder") { $0.disabled.border = red },
        Key(name: "invalidFill") { $0.invalid.fill = red },
        Key(name: "invalidBorder") { $0.invalid.border = red },
        Key(name: "errorColor") { $0.error.color = red },
        Key(name: "errorFont") { $0.error.font = FontSpec(size: 27) },
        Key(name: "tint") { $0.control.tint = red },
        Key(name: "buttonTitleColor") { $0.control.buttonTitleColor = red },
        Key(name: "mandatoryIcon") { $0.icons.mandatory = "star" },
        Key(name: "checkboxOnIcon") { $0.icons.checkboxOn = "on" },
        Key(name: "checkboxOffIcon") { $0.icons.checkboxOff = "off" },
        Key(name: "cellStyle") { $0.kind = .line },
    ]

    /// The keys each skin honours; every other key of `keys` must leave its layout unchanged.
    /// No skin draws the form's icons (they live in the app's assets): the built-in ones stand in.
    /// Paper prints in its own fixed look and ignores every screen style.
    static let honoured: [String: Set<String>] = [
        "hyperoslo": ["titleFont", "titleColor", "font", "textColor", "disabledTextColor", "linkColor", "alignment",
                      "fill", "border", "borderWidth", "cornerRadius", "cellBackground",
                      "disabledFill", "disabledBorder", "invalidFill", "invalidBorder", "errorColor", "errorFont",
                      "tint", "buttonTitleColor"],
        "gigformulary": ["titleFont", "titleColor", "font", "textColor", "linkColor", "alignment",
                         "fill", "border", "cellBackground", "errorColor", "errorFont", "buttonTitleColor", "cellStyle"],
        "formworks": ["titleFont", "titleColor", "font", "textColor", "linkColor", "alignment",
                      "fill", "border", "borderWidth", "cornerRadius", "cellBackground", "errorColor", "errorFont",
                      "tint", "buttonTitleColor"],
        "swiftformbuilder": ["titleFont", "titleColor", "font", "textColor", "disabledTextColor", "placeholderColor", "linkColor",
                             "alignment", "padding", "fill", "border", "borderWidth", "cornerRadius", "cellBackground",
                             "disabledFill", "disabledBorder", "invalidFill", "invalidBorder", "errorColor", "errorFont",
                             "tint", "buttonTitleColor"],
        "paper": [],
    ]

    static let skins: [String: any Skin] = [
        "hyperoslo": HyperosloSkin(),
        "gigformulary": GIGFormularySkin(),
        "formworks": FormworksSkin(palette: .light),
        "swiftformbuilder": SwiftFormBuilderSkin(),
        "paper": PaperSkin(),
    ]

    /// One cell of each state and control a style key can reach.
    static func probeForm(_ apply: (inout CellStyle) -> Void) -> Form {
        let link = RichText("Read the terms", links: [RichText.Link(range: 9..<14, target: "https://example.com")])
        var cells = [
            Cell(id: "value", kind: .text, label: "Name", value: .text("Ada")),
            Cell(id: "placeholder", kind: .text, label: "City", placeholder: "Oslo"),
            Cell(id: "link", kind: .label, label: link),
            Cell(id: "error", kind: .text, label: "Mail", value: .text("x"), state: CellState(invalid: true, error: "Not an address")),
            Cell(id: "disabled", kind: .text, label: "Id", value: .text("42"), state: CellState(disabled: true)),
            Cell(id: "required", kind: .text, label: "Phone", state: CellState(required: true)),
            Cell(id: "toggle", kind: .toggle, label: "News", value: .toggle(true)),
            Cell(id: "checkbox", kind: .checkbox, label: "Agree", value: .toggle(false)),
            Cell(id: "segment", kind: .segment, label: "Size", value: .option(1), options: ["S", "M", "L"]),
            Cell(id: "button", kind: .button, label: "Send"),
            Cell(id: "separator", kind: .separator),
        ]
        for index in cells.indices { apply(&cells[index].style) }
        return Form(groups: [Group(id: "g", title: "Probe", sections: [Section(id: "s", cells: cells)])], defaultSkin: "hyperoslo")
    }

    static func layout(_ skin: any Skin, _ form: Form) -> LayoutTree {
        LayoutEngine(skin: skin, measurer: FixedAdvanceMeasurer()).layout(form, page: skin is PaperSkin ? .a4 : .screen(width: 390))
    }

    @Test("the probed keys are exactly the style keys the native format writes")
    func everyKeyProbed() throws {
        var style = CellStyle()
        for key in Self.keys { key.apply(&style) }
        let form = Form(groups: [Group(id: "g", sections: [Section(id: "s", cells: [Cell(id: "c", kind: .text, style: style)])])], defaultSkin: "hyperoslo")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(NativeEncoder.encode(form).utf8)) as? [String: Any])
        let groups = try #require(json["groups"] as? [[String: Any]])
        let sections = try #require(groups.first?["sections"] as? [[String: Any]])
        let cells = try #require(sections.first?["cells"] as? [[String: Any]])
        let written = try #require(cells.first?["style"] as? [String: Any])
        #expect(Set(written.keys) == Set(Self.keys.map(\.name)))
        #expect(Self.keys.count == 26)
    }

    @Test("each skin's layout changes for exactly the keys it honours", arguments: ["hyperoslo", "gigformulary", "formworks", "swiftformbuilder", "paper"])
    func table(skinName: String) throws {
        let skin = try #require(Self.skins[skinName])
        let plain = Self.layout(skin, Self.probeForm { _ in })
        let changed = Set(Self.keys.filter { key in Self.layout(skin, Self.probeForm(key.apply)) != plain }.map(\.name))
        #expect(changed == Self.honoured[skinName], "\(skinName) honours \(Self.keys.map(\.name).filter(changed.contains))")
    }
}
