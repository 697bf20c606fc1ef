import Foundation
import Formsetter
import TestSupport
import Testing

@Suite("Paper look: writing boxes, combs, tick boxes, page furniture")
struct PaperSkinTests {
    static let millimetre = 72 / 25.4

    /// A native form with one cell per thing the paper look draws differently.
    static let form = #"""
    { "format": "formsetter", "version": 1, "title": "Membership", "groups": [
      { "id": "g1", "title": "Member", "sections": [ { "id": "s1", "cells": [
        { "id": "postcode", "kind": "text", "label": "Postal code", "rules": { "minLength": 5, "maxLength": 5 }, "value": { "text": "08001" } },
        { "id": "nick", "kind": "text", "label": "Nickname", "rules": { "maxLength": 10 } },
        { "id": "born", "kind": "date", "label": "Born", "value": { "text": "Nov 1, 2014" } },
        { "id": "plan", "kind": "select", "label": "Plan", "options": ["Basic", "Family", "Premium"], "value": { "option": 1 } },
        { "id": "news", "kind": "toggle", "label": "Newsletter", "value": { "toggle": true } },
        { "id": "about", "kind": "text", "label": "About", "width": 50, "value": { "text": "a very long value that must wrap over several lines of the box and never be cut with an ellipsis" } },
        { "id": "secret", "kind": "text", "label": "Hidden", "state": { "hidden": true } },
        { "id": "pin", "kind": "secureText", "label": "PIN", "value": { "text": "1234" } },
        { "id": "send", "kind": "button", "label": "SEND" }
      ] } ] },
      { "id": "g2", "title": "Folded", "collapsed": true, "sections": [ { "id": "s2", "cells": [
        { "id": "inside", "kind": "text", "label": "Inside a collapsed group" } ] } ] },
      { "id": "g3", "title": "Confirm", "sections": [ { "id": "s3", "cells": [ { "id": "ok", "kind": "button", "label": "OK" } ] } ] }
    ] }
    """#

    /// The paper layout; `fillable` is the twin's (values left to the fields, boxes marked).
    static func layout(_ json: String = form, page: PageSetup = .a4, fillable: Bool = false, asShown: Bool = false) throws -> LayoutTree {
        let decoded = try FormDecoder.decode(Data(json.utf8))
        var skin = PaperSkin(printsValues: !fillable)
        skin.keepsScreenFields = asShown
        return LayoutEngine(skin: skin, measurer: FixedAdvanceMeasurer()).layout(decoded.form, page: page)
    }

    static func controls(_ tree: LayoutTree, _ id: String) -> [LayoutBox] {
        tree.pages.flatMap(\.boxes).filter { $0.id == id && $0.role == .control }
    }

    @Test("a hyperoslo multi_select prints square tick boxes (check boxes of the twin); a select prints circles (one radio group)")
    func multipleOptions() throws {
        let json = #"[{"id":"g","sections":[{"id":"s","fields":[{"id":"langs","title":"Languages","type":"multi_select","values":[{"id":"nb","title":"Norsk"},{"id":"en","title":"English"}]},{"id":"size","title":"Size","type":"select","values":[{"id":"s","title":"S"},{"id":"m","title":"M"}]}]}]}]"#
        let tree = try Self.layout(json, fillable: true)
        #expect(Self.controls(tree, "langs").compactMap(\.field).map(\.kind) == [.checkbox(on: false), .checkbox(on: false)])
        #expect(Self.controls(tree, "langs").compactMap(\.field).map(\.name) == ["langs.1", "langs.2"])
        #expect(Self.controls(tree, "langs").compactMap(\.field).map(\.exports) == [["nb", "en"], ["nb", "en"]])
        #expect(Self.controls(tree, "size").compactMap(\.field).map(\.kind) == [.radio(option: 0, selected: false), .radio(option: 1, selected: false)])
        #expect(Self.controls(tree, "size").compactMap(\.field).map(\.name) == ["size", "size"])
        let native = try FormDecoder.decode(Data(NativeEncoder.encode(try FormDecoder.decode(Data(json.utf8)).form).utf8)).form
        #expect(native.allCells.map(\.allowsMultipleOptions) == [true, false])
        // The option ids the twin exports survive the native format.
        #expect(native.allCells.map { $0.logic.options.map(\.id) } == [[.string("nb"), .string("en")], [.string("s"), .string("m")]])
        #expect(Self.controls(tree, "langs").compactMap(\.field).map(\.option) == [0, 1])
    }

    @Test("a fixed length is a comb of 7-mm cells with the value one character per cell")
    func comb() throws {
        let box = try #require(Self.controls(try Self.layout(), "postcode").first)
        #expect(abs(box.frame.width - 5 * 7 * Self.millimetre) < 1e-9)
        #expect(box.field == nil)
        #expect(box.text.map(\.text) == ["0", "8", "0", "0", "1"])
        #expect(box.shapes.count == 5)
        // The twin leaves the value to a comb field with /MaxLen 5 over the same box.
        let twin = try #require(Self.controls(try Self.layout(fillable: true), "postcode").first)
        #expect(twin.frame == box.frame && twin.text.isEmpty)
        let field = try #require(twin.field)
        #expect(field.kind == .text(maxLength: 5, comb: true, multiline: false))
        #expect([field.name, field.tooltip, field.value, field.lines.first] == ["postcode", "Postal code", "08001", "08001"])
    }

    @Test("a maximum length sizes the writing box for handwriting: 10 characters × 5 mm + padding")
    func maxLengthBox() throws {
        let box = try #require(Self.controls(try Self.layout(fillable: true), "nick").first)
        #expect(box.frame.width == 10 * 5 * Self.millimetre + 8)
        #expect(box.field?.kind == .text(maxLength: 10, comb: false, multiline: false))
    }

    @Test("a maximum length one line cannot hold wraps onto ruled writing lines (an IBAN of 34 in a narrow cell)")
    func maxLengthWraps() throws {
        let json = #"{ "format": "formsetter", "version": 1, "groups": [ { "id": "g", "sections": [ { "id": "s", "cells": [ { "id": "iban", "kind": "text", "label": "IBAN", "width": 50, "rules": { "maxLength": 34 } } ] } ] } ] }"#
        let box = try #require(Self.controls(try Self.layout(json), "iban").first)
        let inner = box.frame.width - 8
        let rows = Int((34 * 5 * Self.millimetre / inner).rounded(.up))
        #expect(rows == 2)
        #expect(abs(box.frame.height - Double(rows) * 8 * Self.millimetre) < 1e-9)
        #expect(box.shapes.count == rows)
    }

    @Test("dates are DD/MM/YYYY combs; a value in any display format is written into the cells")
    func dateComb() throws {
        let box = try #require(Self.controls(try Self.layout(), "born").first)
        #expect(box.text.map(\.text).joined() == "01/11/2014")
        let twin = try #require(Self.controls(try Self.layout(fillable: true), "born").first)
        #expect(twin.field?.value == "01/11/2014")
        #expect(twin.field?.formatHint == "DD/MM/YYYY")
        #expect(twin.text.isEmpty)
        #expect(box.shapes.count == 8)
        let empty = try #require(Self.controls(try Self.layout(Self.form.replacingOccurrences(of: #", "value": { "text": "Nov 1, 2014" }"#, with: "")), "born").first)
        #expect(empty.text.map(\.text).joined() == "DD/MM/YYYY")
        #expect(empty.text.filter { $0.text == "D" }.allSatisfy { $0.color == Color(red: 0.62, green: 0.62, blue: 0.62) })
        #expect(PaperDatesProbe.parse("2026-03-04") == "04/03/2026")
        #expect(PaperDatesProbe.parse("2025-03-13T08:30:00+01:00", kind: "dateTime") == "13/03/2025 08:30")
        #expect(PaperDatesProbe.parse("Nov 1, 2014, 9:30 PM", kind: "dateTime") == "01/11/2014 21:30")
        #expect(PaperDatesProbe.parse("12:05 AM", kind: "time") == "00:05")
    }

    @Test("options are circles, one radio mark each, the chosen one filled; toggles are tick boxes")
    func options() throws {
        let printed = try Self.layout()
        #expect(Self.controls(printed, "plan").map(\.shapes.count) == [1, 2, 1])
        #expect(Self.controls(printed, "news").first?.shapes.count == 2)
        let tree = try Self.layout(fillable: true)
        let circles = Self.controls(tree, "plan")
        #expect(circles.map(\.field?.kind) == [.radio(option: 0, selected: false), .radio(option: 1, selected: true), .radio(option: 2, selected: false)])
        #expect(circles.map(\.shapes.count) == [1, 1, 1])
        let tick = try #require(Self.controls(tree, "news").first)
        #expect(tick.field?.kind == .checkbox(on: true))
        #expect(tick.shapes.count == 1)
    }

    @Test("values wrap inside the box and are never cut")
    func valuesWrap() throws {
        let box = try #require(Self.controls(try Self.layout(), "about").first)
        #expect(box.text.count > 1)
        #expect(box.text.map(\.text).joined(separator: " ") == "a very long value that must wrap over several lines of the box and never be cut with an ellipsis")
        #expect(box.frame.height > 8 * Self.millimetre)
    }

    @Test("no buttons, hidden cells hidden, collapsed groups expanded")
    func prepared() throws {
        let ids = Set(try Self.layout().pages.flatMap(\.boxes).compactMap(\.id))
        #expect(!ids.contains("send"))
        #expect(!ids.contains("secret"))
        #expect(ids.contains("inside"))
        #expect(!ids.contains("g3"), "a group of buttons only prints no header")
    }

    @Test("a password is left out; as shown it prints as bullets and is not prefilled in the twin")
    func password() throws {
        #expect(!Set(try Self.layout().pages.flatMap(\.boxes).compactMap(\.id)).contains("pin"))
        #expect(Self.controls(try Self.layout(asShown: true), "pin").first?.text.map(\.text) == ["••••"])
        let twin = try #require(Self.controls(try Self.layout(fillable: true, asShown: true), "pin").first?.field)
        #expect(twin.value == nil && twin.lines.isEmpty)
    }

    @Test("paper pages: a header with the title and the form's id, 'Page i of N' on every page, '(continued)' after a break, rows inside the margins")
    func pagination() throws {
        let cells = (0..<30).map { #"{ "id": "f\#($0)", "kind": "text", "label": "Field \#($0)" }"# }.joined(separator: ",")
        let json = #"{ "format": "formsetter", "version": 1, "title": "Long", "id": "F-17", "groups": [ { "id": "g", "title": "Everything", "sections": [ { "id": "s", "cells": [ \#(cells) ] } ] } ] }"#
        let size = Size(width: 400, height: 500)
        let tree = try Self.layout(json, page: .paper(size: size, margin: 20))
        #expect(tree.pages.count > 1)
        #expect(tree.title == "Long")
        for (index, page) in tree.pages.enumerated() {
            let footer = try #require(page.boxes.first { $0.id == "page-footer" })
            #expect(footer.text.map(\.text) == ["Page \(index + 1) of \(tree.pages.count)"])
            #expect(page.boxes.first { $0.id == "page-header" }?.text.map(\.text) == ["Long", "F-17"])
            let header = try #require(page.boxes.first { $0.role == .groupHeader })
            #expect(header.text.map(\.text).joined(separator: " ") == (index == 0 ? "Everything" : "Everything (continued)"))
            for cell in page.boxes where cell.role == .cell {
                #expect(cell.frame.y >= 20 + 22 && cell.frame.maxY <= 500 - 20 - 20, "\(cell.id ?? "") at \(cell.frame)")
            }
        }
        #expect(tree.outline == [OutlineEntry(title: "Everything", page: 0, y: 42)])
    }
}

/// Reaches the paper look's date reading through a one-cell layout.
enum PaperDatesProbe {
    static func parse(_ text: String, kind: String = "date") -> String? {
        let json = #"{ "format": "formsetter", "version": 1, "groups": [ { "id": "g", "sections": [ { "id": "s", "cells": [ { "id": "d", "kind": "\#(kind)", "value": { "text": "\#(text)" } } ] } ] } ] }"#
        let tree = try? PaperSkinTests.layout(json, fillable: true)
        return tree.flatMap { PaperSkinTests.controls($0, "d").first?.field?.value }
    }
}
