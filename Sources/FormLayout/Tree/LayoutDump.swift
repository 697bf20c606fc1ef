import FormModel

extension LayoutTree {
    /// The tree as the JSON contract of `formsetter layout`:
    /// `{"pages":[{"width":…,"height":…,"boxes":[{"id":…,"role":…,"frame":{…}}],"links":[{"target":…,"rects":[…]}]}]}`.
    /// Numbers are rounded to 1/1000 pt so dumps are stable text.
    public func layoutJSON() -> String {
        var out = "{\"pages\":["
        for (pageIndex, page) in pages.enumerated() {
            if pageIndex > 0 { out += "," }
            out += "\n{\"width\":\(number(page.size.width)),\"height\":\(number(page.size.height)),\"boxes\":["
            for (boxIndex, box) in page.boxes.enumerated() {
                out += boxIndex == 0 ? "\n" : ",\n"
                let id = box.id.map(jsonQuoted) ?? "null"
                let frame = box.frame
                out += "{\"id\":\(id),\"role\":\"\(box.role.rawValue)\",\"frame\":\(rect(frame))}"
            }
            out += "],\n\"links\":["
            for (linkIndex, link) in page.links.enumerated() {
                out += linkIndex == 0 ? "\n" : ",\n"
                out += "{\"target\":\(jsonQuoted(link.target)),\"rects\":["
                out += link.rects.map(rect).joined(separator: ",") + "]}"
            }
            out += "]}"
        }
        return out + "]}\n"
    }
}

private func rect(_ frame: Rect) -> String {
    "{\"x\":\(number(frame.x)),\"y\":\(number(frame.y)),\"width\":\(number(frame.width)),\"height\":\(number(frame.height))}"
}

private func number(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
    return String(rounded)
}
