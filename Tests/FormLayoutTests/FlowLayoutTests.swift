import Formsetter
import TestSupport
import Testing

@Suite("Flow layout (fixed-advance measurer, exact frames)")
struct FlowLayoutTests {
    static let workedExample = """
    [{"id":"g","title":"Group","sections":[{"id":"s","fields":[
      {"id":"a","title":"A","type":"text","size":{"width":30}},
      {"id":"b","title":"B","type":"text","size":{"width":30}},
      {"id":"c","title":"C","type":"text","size":{"width":40}},
      {"id":"d","title":"D","type":"text","size":{"width":50}},
      {"id":"e","title":"E","type":"text","size":{"width":25}},
      {"id":"f","title":"F","type":"text","size":{"width":25}}]}]}]
    """

    @Test("Docs/formats.md §2.6 worked example: 30/30/40 then 50/25/25 at width 768")
    func workedExampleFrames() throws {
        let page = try fakeLayout(Self.workedExample).tree.pages[0]
        let frames = cellFrames(page)
        let header = try #require(page.boxes.first { $0.role == .groupHeader }).frame
        #expect(header == Rect(x: 10, y: 20, width: 748, height: 55))
        let rowTop = header.maxY + 10
        #expect(frames["a"] == Rect(x: 15, y: rowTop, width: 221, height: 85))
        #expect(frames["b"] == Rect(x: 236, y: rowTop, width: 221, height: 85))
        #expect(frames["c"] == Rect(x: 457, y: rowTop, width: 295, height: 85))
        #expect(frames["d"] == Rect(x: 15, y: rowTop + 85, width: 369, height: 85))
        #expect(frames["e"] == Rect(x: 384, y: rowTop + 85, width: 184, height: 85))
        #expect(frames["f"] == Rect(x: 568, y: rowTop + 85, width: 184, height: 85))
    }

    @Test("cell parts: heading (15,10,w−30,20), box (10,30,w−20,45), select icon at (w−40,43)")
    func cellParts() throws {
        let json = #"[{"sections":[{"fields":[{"id":"s","title":"Pick","type":"select","size":{"width":50},"values":[{"id":1,"title":"One","default":true}]}]}]}]"#
        let page = try fakeLayout(json).tree.pages[0]
        let cell = try #require(cellFrames(page)["s"])
        let title = try #require(page.boxes.first { $0.role == .title }).frame
        let control = try #require(page.boxes.first { $0.role == .control }).frame
        let icon = try #require(page.boxes.first { $0.role == .icon }).frame
        #expect(title == Rect(x: cell.x + 15, y: cell.y + 10, width: cell.width - 30, height: 20))
        #expect(control == Rect(x: cell.x + 10, y: cell.y + 30, width: cell.width - 20, height: 45))
        #expect(icon == Rect(x: cell.maxX - 40, y: cell.y + 43, width: 20, height: 20))
        let value = try #require(page.boxes.first { $0.role == .value })
        #expect(value.text.first?.text == "One")
    }

    @Test("separators after every section but the last; background to last row + 15; next group after + 30")
    func separatorsAndBackground() throws {
        let json = #"[{"id":"g","sections":[{"id":"s1","fields":[{"id":"a","type":"text"}]},{"id":"s2","fields":[{"id":"b","type":"text"}]}]},{"id":"h","title":"H","sections":[]}]"#
        let page = try fakeLayout(json).tree.pages[0]
        let frames = cellFrames(page)
        #expect(frames["separator-s1"] == Rect(x: 15, y: 85 + 85, width: 738, height: 1))
        #expect(frames["separator-s2"] == nil)
        #expect(frames["b"] == Rect(x: 15, y: 171, width: 738, height: 85))
        let background = try #require(page.boxes.first { $0.role == .groupBackground }).frame
        #expect(background == Rect(x: 15, y: 75, width: 738, height: 10 + 171 + 15))
        let headers: [Double] = page.boxes.filter { $0.role == .groupHeader }.map(\.frame.y)
        #expect(headers == [20, 286])
    }

    @Test("hidden fields take no space; custom types are size.height × 85; shorter cells centre in the row")
    func hiddenAndCustomHeights() throws {
        let json = #"[{"sections":[{"fields":[{"id":"x","type":"text","hidden":true,"size":{"width":50}},{"id":"a","type":"text","size":{"width":50}},{"id":"img","type":"image","size":{"width":50,"height":2}}]}]}]"#
        let page = try fakeLayout(json).tree.pages[0]
        let frames = cellFrames(page)
        #expect(frames["x"] == nil)
        #expect(frames["img"] == Rect(x: 384, y: 85, width: 369, height: 170))
        #expect(frames["a"] == Rect(x: 15, y: 85 + 42.5, width: 369, height: 85))
    }

    @Test("collapsed group: header only, followed by the 10 + 30 insets")
    func collapsedGroup() throws {
        let json = #"[{"id":"g","title":"G","collapsed":true,"sections":[{"fields":[{"id":"a","type":"text"}]}]},{"id":"h","title":"H"}]"#
        let page = try fakeLayout(json).tree.pages[0]
        #expect(cellFrames(page)["a"] == nil)
        let headerTops: [Double] = page.boxes.filter { $0.role == .groupHeader }.map(\.frame.y)
        #expect(headerTops == [20, 115])
    }

    @Test("paper pages: rows never split, a header stays with its first row, every page is A4")
    func pagination() throws {
        let fields = (0..<30).map { #"{"id":"f\#($0)","title":"F","type":"text"}"# }.joined(separator: ",")
        let json = #"[{"id":"g1","title":"One","sections":[{"fields":[\#(fields)]}]},{"id":"g2","title":"Two","sections":[{"fields":[{"id":"last","type":"text"}]}]}]"#
        let tree = try fakeLayout(json, page: .a4).tree
        #expect(tree.pages.count > 2)
        for page in tree.pages {
            #expect(page.size == Size(width: 595.28, height: 841.89))
            for box in page.boxes where box.role == .cell {
                #expect(box.frame.y >= 18 && box.frame.maxY <= 841.89 - 18 + 1e-9)
            }
        }
        let pageWithHeader = try #require(tree.pages.firstIndex { $0.boxes.contains { $0.role == .groupHeader && $0.id == "g2" } })
        #expect(cellFrames(tree.pages[pageWithHeader])["last"] != nil)
        #expect(tree.pages.flatMap { $0.boxes.filter { $0.role == .cell } }.count == 31)
    }

    @Test("a line cut to maxLines holds the rest of its text, ellipsized by character")
    func characterEllipsis() {
        let measurer = FixedAdvanceMeasurer()
        let font = FontRef("system", size: 10)
        // 5 pt per character: 10 characters per 50-pt line.
        #expect(measurer.lines("aaaa bbbb cccc dddd", font: font, width: 50, maxLines: 1).map(\.text) == ["aaaa bbbb…"])
        #expect(measurer.lines("aaaa bbbb cccc dddd", font: font, width: 50, maxLines: 2).map(\.text) == ["aaaa bbbb", "cccc dddd"])
        #expect(measurer.lines("aaaa bbbb cccc dddd eeee", font: font, width: 50, maxLines: 2).map(\.text) == ["aaaa bbbb", "cccc dddd…"])
    }
}
