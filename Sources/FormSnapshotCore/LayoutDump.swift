import CImageCompare
import Foundation
import Formsetter
import FormModel

/// A cell whose frame holds differing pixels, with what the layouts tell about it.
public struct CellChange: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        case moved(dx: Double, dy: Double)
        case resized(from: Size, to: Size)
        case movedAndResized(dx: Double, dy: Double, from: Size, to: Size)
        case repainted
        /// What the cell says changed (its text lines, joined).
        case text(from: String, to: String)
        /// A colour of the cell changed (fill, stroke or text), the first that did.
        case recoloured(from: String, to: String)
        case added
        case removed
    }

    public var id: String
    public var kind: Kind
    /// Differing pixels inside the cell's frame (expected or actual).
    public var pixels: Int

    public var description: String {
        // Words first: what a reviewer reads, then the pixels that show it.
        if case let .text(from, to) = kind { return "text of `\(id)`: \(Self.quoted(from)) → \(Self.quoted(to)) (\(pixels) differing pixels)" }
        let what: String = switch kind {
        case let .moved(dx, dy): Self.movement(dx, dy)
        case let .resized(from, to): "resized from \(Self.size(from)) to \(Self.size(to))"
        case let .movedAndResized(dx, dy, from, to): "\(Self.movement(dx, dy)) and resized from \(Self.size(from)) to \(Self.size(to))"
        case .repainted: "repainted"
        case .added: "added"
        case .removed: "removed"
        case let .text(from, to): "text \(Self.quoted(from)) → \(Self.quoted(to))"
        case let .recoloured(from, to): "colour \(from) → \(to)"
        }
        return "`\(id)` \(what) (\(pixels) differing pixels)"
    }

    private static func movement(_ dx: Double, _ dy: Double) -> String {
        var parts: [String] = []
        if dy != 0 { parts.append("\(number(abs(dy))) pt \(dy > 0 ? "down" : "up")") }
        if dx != 0 { parts.append("\(number(abs(dx))) pt \(dx > 0 ? "right" : "left")") }
        return "moved " + parts.joined(separator: " and ")
    }

    /// `"Email"`, cut to 60 characters.
    private static func quoted(_ text: String) -> String {
        "\"" + (text.count > 60 ? String(text.prefix(59)) + "…" : text) + "\""
    }

    private static func size(_ size: Size) -> String { "\(number(size.width)) × \(number(size.height)) pt" }

    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

/// Finds the cells whose frames hold differing pixels and says how each changed.
public enum ChangedCells {
    /// `mask` is `ImageComparison.mask` of a `width`-pixel-wide page rendered at `scale`.
    public static func find(mask: [UInt8], width: Int, scale: Double, expected: LayoutDump?, actual: LayoutDump?, page: Int = 0) -> [CellChange] {
        let expectedCells = expected?.cellFrames ?? [], actualCells = actual?.cellFrames ?? []
        let beforeLook = expected.map { look(of: $0, page: page) } ?? [:], afterLook = actual.map { look(of: $0, page: page) } ?? [:]
        let before = expectedCells.indices.contains(page) ? expectedCells[page] : [:]
        let after = actualCells.indices.contains(page) ? actualCells[page] : [:]
        let height = width == 0 ? 0 : mask.count / width
        func differing(in frame: Rect?) -> Int {
            guard let frame, width > 0 else { return 0 }
            let x0 = max(0, Int((frame.x * scale).rounded(.down))), x1 = min(width, Int((frame.maxX * scale).rounded(.up)))
            let y0 = max(0, Int((frame.y * scale).rounded(.down))), y1 = min(height, Int((frame.maxY * scale).rounded(.up)))
            guard x0 < x1, y0 < y1 else { return 0 }
            // In C like the comparison's other pixel loops: debug builds run them unoptimised.
            return fs_plane_count_in_rect(mask, width, fs_pixel_rect(x0: x0, x1: x1, y0: y0, y1: y1), 1)
        }
        var changes: [CellChange] = []
        for id in Set(before.keys).union(after.keys).sorted(by: { order($0, before, after) < order($1, before, after) }) {
            let old = before[id], new = after[id]
            let pixels = max(differing(in: old), differing(in: new))
            switch (old, new) {
            case (nil, _?): changes.append(CellChange(id: id, kind: .added, pixels: pixels))
            case (_?, nil): changes.append(CellChange(id: id, kind: .removed, pixels: pixels))
            case let (old?, new?) where pixels > 0:
                let dx = new.x - old.x, dy = new.y - old.y
                let moved = abs(dx) > 0.001 || abs(dy) > 0.001
                let resized = abs(new.width - old.width) > 0.001 || abs(new.height - old.height) > 0.001
                let oldSize = Size(width: old.width, height: old.height), newSize = Size(width: new.width, height: new.height)
                let kind: CellChange.Kind = switch (moved, resized) {
                case (true, true): .movedAndResized(dx: dx, dy: dy, from: oldSize, to: newSize)
                case (true, false): .moved(dx: dx, dy: dy)
                case (false, true): .resized(from: oldSize, to: newSize)
                case (false, false): Self.repainting(beforeLook[id], afterLook[id])
                }
                changes.append(CellChange(id: id, kind: kind, pixels: pixels))
            default: break
            }
        }
        return changes
    }

    /// What a cell shows, for saying how it was repainted: its text, and its colours in paint order.
    struct CellLook {
        /// The text of each of its boxes that has some, in paint order (a title, a value).
        var texts: [String]
        var colours: [String]
    }

    /// Each cell's text and colours on `page` of `dump`, from every box of its id.
    static func look(of dump: LayoutDump, page: Int) -> [String: CellLook] {
        guard dump.pages.indices.contains(page) else { return [:] }
        var looks: [String: CellLook] = [:]
        for box in dump.pages[page].boxes {
            guard let id = box.id else { continue }
            var look = looks[id] ?? CellLook(texts: [], colours: [])
            let text = box.text.map(\.text).joined(separator: " ")
            if !text.isEmpty { look.texts.append(text) }
            look.colours += [box.paint?.fill, box.paint?.stroke].compactMap { $0 } + box.text.map(\.color) + box.shapes.flatMap { [$0.fill, $0.stroke].compactMap { $0 } }
            looks[id] = look
        }
        return looks
    }

    /// A cell repainted in place: in words when its text or a colour changed.
    static func repainting(_ before: CellLook?, _ after: CellLook?) -> CellChange.Kind {
        guard let before, let after else { return .repainted }
        if before.texts != after.texts {
            // The box whose text changed (the value, not the unchanged title beside it).
            if before.texts.count == after.texts.count, let index = before.texts.indices.first(where: { before.texts[$0] != after.texts[$0] }) {
                return .text(from: before.texts[index], to: after.texts[index])
            }
            return .text(from: before.texts.joined(separator: " "), to: after.texts.joined(separator: " "))
        }
        if before.colours.count == after.colours.count, let index = before.colours.indices.first(where: { before.colours[$0] != after.colours[$0] }) {
            return .recoloured(from: before.colours[index], to: after.colours[index])
        }
        return .repainted
    }

    /// Reading order: top to bottom, then left to right.
    private static func order(_ id: String, _ before: [String: Rect], _ after: [String: Rect]) -> (Double, Double, String) {
        let frame = after[id] ?? before[id]!
        return (frame.y, frame.x, id)
    }
}

private func < (lhs: (Double, Double, String), rhs: (Double, Double, String)) -> Bool {
    lhs.0 != rhs.0 ? lhs.0 < rhs.0 : (lhs.1 != rhs.1 ? lhs.1 < rhs.1 : lhs.2 < rhs.2)
}
