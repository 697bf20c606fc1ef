import Foundation
import Formsetter
import TestSupport
import Testing

@Suite("Paper pages with marks: the page code's payload, the layout hash, the marks' and code's places")
struct PaperSheetMarksTests {
    static let millimetre = 72 / 25.4

    @Test("a payload reads back as the code it came from, with and without a record")
    func payloadRoundTrip() throws {
        let single = PaperPageCode(layoutHash: "9F86D081884C7D65", page: 3, count: 12)
        #expect(single.payload == "FS1:9F86D081884C7D65:3:12")
        #expect(PaperPageCode(payload: single.payload) == single)
        let record = PaperPageCode(layoutHash: "9F86D081884C7D65", page: 1, count: 2, recordLine: 417, recordName: "Kari Nordmann-Å")
        #expect(record.payload == "FS1:9F86D081884C7D65:1:2:417:Kari Nordmann-Å")
        let read = try #require(PaperPageCode(payload: record.payload))
        #expect(read == record)
        #expect(read.recordLine == 417)
        #expect(read.recordName == "Kari Nordmann-Å")
        // A name may hold the separator: it is the last field.
        #expect(PaperPageCode(payload: "FS1:0123456789ABCDEF:1:1:2:a:b")?.recordName == "a:b")
    }

    @Test("malformed payloads are no codes", arguments: [
        "", "FS1", "FS2:9F86D081884C7D65:1:2", "FS1:9F86D081884C7D6:1:2", "FS1:9f86d081884c7d65:1:2", "FS1:9F86D081884C7D6G:1:2",
        "FS1:9F86D081884C7D65:0:2", "FS1:9F86D081884C7D65:3:2", "FS1:9F86D081884C7D65:01:2", "FS1:9F86D081884C7D65:-1:2",
        "FS1:9F86D081884C7D65:1", "FS1:9F86D081884C7D65:1:2:", "FS1:9F86D081884C7D65:1:2:0:x", "FS1:9F86D081884C7D65:1:2:x:y",
        "FS1:9F86D081884C7D65:1:2:3:abcdefghijklmnopq", "FS1:9F86D081884C7D65:1:2:3", "FS1:9F86D081884C7D65:1:2:+3:x",
        "FS1:9F86D081884C7D65:1:9999999999", " FS1:9F86D081884C7D65:1:2",
    ])
    func malformed(_ payload: String) {
        #expect(PaperPageCode(payload: payload) == nil)
    }

    @Test("a name is cut to 16 UTF-8 bytes at a character boundary, and further so the payload fits 3-M")
    func nameCut() throws {
        // 15 ASCII bytes and ø's two: the 16th byte is the first of ø's.
        #expect(PaperPageCode(layoutHash: "0123456789ABCDEF", page: 1, count: 1, recordLine: 2, recordName: "abcdefghijklmnoø").recordName == "abcdefghijklmno")
        // "Bjørnstad-Øvrebø" is 19 bytes: cut after the e, the 16th.
        #expect(PaperPageCode(layoutHash: "0123456789ABCDEF", page: 1, count: 1, recordLine: 2, recordName: "Bjørnstad-Øvrebø").recordName == "Bjørnstad-Øvre")
        // "é" written as e and a combining accent is one character of 3 bytes: kept whole or left out.
        let combining = PaperPageCode(layoutHash: "0123456789ABCDEF", page: 1, count: 1, recordLine: 2, recordName: "Nordmann-Åsen" + "e\u{301}e\u{301}")
        #expect(combining.recordName == "Nordmann-Åsen")
        #expect(try PaperCodeSymbol(combining).code == combining)
        // Long numbers leave less room for the name: it is cut further, a character at a time.
        let long = PaperPageCode(layoutHash: "0123456789ABCDEF", page: 123_456_789, count: 123_456_789, recordLine: 123_456_789, recordName: "ÅÅÅÅÅÅÅÅ")
        let symbol = try PaperCodeSymbol(long)
        let cut = try #require(symbol.code.recordName)
        #expect(!cut.isEmpty && cut.count < 8 && cut.allSatisfy { $0 == "Å" })
        var longer = symbol.code
        longer.recordName = cut + "Å"
        // One character more does not fit: it is cut back to the same.
        #expect(try PaperCodeSymbol(longer).code.recordName == cut)
        #expect(symbol.modules.count == 29 * 29)
    }

    @Test("the marks sit 8 mm from both edges of each corner; the code right of the bottom left one, its bottom level with the mark's")
    func geometry() {
        let a4 = Size(width: 595.28, height: 841.89)
        let inset = 8 * Self.millimetre
        #expect(PaperSheetMarks.markCentres(page: a4) == [Point(x: inset, y: inset), Point(x: a4.width - inset, y: inset),
                                                           Point(x: a4.width - inset, y: a4.height - inset), Point(x: inset, y: a4.height - inset)])
        let frame = PaperSheetMarks.codeFrame(page: a4)
        #expect(frame.width == 36.25 && frame.height == 36.25)
        #expect(abs(frame.maxY - (a4.height - 5.5 * Self.millimetre)) < 1e-9)
        #expect(abs(frame.x - (11.5 * Self.millimetre + 5)) < 1e-9)
        // Content ends above the code's quiet zone with the least margin and the footer band.
        let contentBottom = a4.height - PaperSheetMarks.leastMargin - PaperSheetMarks.footerBand
        #expect(contentBottom < PaperSheetMarks.codeClearFrame(page: a4).y)
        #expect(PaperSheetMarks.leastMargin > inset + PaperSheetMarks.markSide / 2)
    }

    static func form(_ label: String = "Navn") -> Form {
        Form(title: "Skjema", groups: [Group(id: "g", title: "Personalia", sections: [Section(id: "s", cells: [
            Cell(id: "a", kind: .text, label: RichText(label)), Cell(id: "b", kind: .checkbox, label: "Medlem"),
        ])])], defaultSkin: "paper")
    }

    static func layout(_ form: Form, page: PageSetup = .a4, marks: Bool = true, record: PrintRunRecord? = nil) -> LayoutTree {
        var skin = PaperSkin(wording: PaperWording(.nb))
        skin.printsSheetMarks = marks
        skin.printRunRecord = record
        return LayoutEngine(skin: skin, measurer: FixedAdvanceMeasurer()).layout(form, page: page)
    }

    @Test("the layout hash is the same for two layouts of one form, and changes with one word or the page size")
    func layoutHash() throws {
        let first = try #require(Self.layout(Self.form()).pages.first?.code)
        let again = try #require(Self.layout(Self.form()).pages.first?.code)
        #expect(first.layoutHash == again.layoutHash)
        #expect(first.layoutHash.count == 16)
        let word = try #require(Self.layout(Self.form("Navnet")).pages.first?.code)
        #expect(word.layoutHash != first.layoutHash)
        let letter = try #require(Self.layout(Self.form(), page: .letter).pages.first?.code)
        #expect(letter.layoutHash != first.layoutHash)
        // The record's line and name are in the code, not the hash.
        let record = try #require(Self.layout(Self.form(), record: PrintRunRecord(line: 3, name: "Ola")).pages.first?.code)
        #expect(record.layoutHash == first.layoutHash)
        #expect(record.payload == "FS1:\(first.layoutHash):1:1:3:Ola")
    }

    @Test("a page with marks: its code, the marks and code as furniture, a 12 mm margin; without marks none of it")
    func pageFurniture() throws {
        let tree = Self.layout(Self.form(), record: PrintRunRecord(line: 7, name: "Kari Nordmann-Ås"))
        let page = try #require(tree.pages.first)
        #expect(page.code?.page == 1 && page.code?.count == 1 && page.code?.recordLine == 7)
        // 17 bytes: the code holds the first 16, the words beside it the whole name.
        #expect(page.code?.recordName == "Kari Nordmann-Å")
        let ids = page.boxes.compactMap(\.id)
        #expect(ids.suffix(3) == ["sheet-marks", "page-code", "page-code-words"])
        #expect(page.boxes.first { $0.id == "page-code-words" }?.text.map(\.text) == ["#7 Kari Nordmann-Ås"])
        #expect(page.boxes.first { $0.id == "page-code" }?.frame == PaperSheetMarks.codeFrame(page: page.size))
        let content = page.boxes.filter { !["sheet-marks", "page-code", "page-code-words", "page-footer"].contains($0.id ?? "") }
        #expect(content.allSatisfy { $0.frame.x >= PaperSheetMarks.leastMargin - 1e-9 && $0.frame.y >= PaperSheetMarks.leastMargin - 1e-9 })
        let plain = try #require(Self.layout(Self.form(), marks: false).pages.first)
        #expect(plain.code == nil)
        #expect(!plain.boxes.contains { PaperSheetMarks.boxIDs.contains($0.id ?? "") })
        #expect(plain.boxes.first { $0.id == "page-header" }?.frame.x == PageSetup.defaultMargin)
    }

    @Test("mirrored for right-to-left, the marks and the code stay where a reader looks for them")
    func mirroring() throws {
        let page = try #require(Self.layout(Self.form()).pages.first)
        let mirrored = page.mirrored()
        for id in PaperSheetMarks.boxIDs {
            #expect(mirrored.boxes.first { $0.id == id } == page.boxes.first { $0.id == id })
        }
    }
}
