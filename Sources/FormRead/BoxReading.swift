import Foundation
import FormLayout
import FormModel

/// What one field box of a page holds on the scan.
public struct BoxReading: Sendable {
    public enum Kind: String, Sendable, Codable {
        case checkbox, radio, multiSelect = "multi-select", text
    }

    /// The cell's id.
    public var id: String
    /// The field's full name (`FieldMark.name`; `<id>.<n>` for a multi-select's box).
    public var name: String
    public var kind: Kind
    /// The option a radio or multi-select box stands for (an index into the cell's options).
    public var option: Int?
    /// A tick box's ink inside (`TickRule`); nil for a writing box.
    public var coverage: Double?
    /// A tick box's state; nil for a writing box.
    public var state: TickRule.State?
    /// A tick box sent to review because its ink is too light for the ink threshold (pencil,
    /// a dry pen): its dark-ink coverage alone would have called it empty.
    public var faint = false
    /// A writing box with ink on it: cut out for keying, never read.
    public var written = false
    public var confidence: Double
    /// The box's picture, PNG, for a person to key or judge: a written box with 1 mm around
    /// it, a tick box that is not empty (ticked, to review, cancelled) with `markContext` around
    /// it, so a stroke that strays past the box shows; nil for an empty box.
    public var snippet: Data?
    /// The mark as the layout describes it.
    var mark: FieldMark
}

/// Reads the field boxes of one registered page.
struct BoxReader {
    let image: ScanImage
    let registration: PageRegistration

    static let millimetre = 72 / 25.4
    /// The paper look's rule width (`PaperTheme.line`).
    static let rule = 0.6
    /// How far a box's printed outline is looked for around where the marks put it.
    static let snapRange = 0.7 * millimetre
    /// Ink covering at least this much of a writing box (mm²) is writing.
    static let writingInk = 1.0
    /// How much of the page around a tick box its snippet shows: a tick's tail and a cross's
    /// arms often reach a few millimetres past the box, and a correction beside it is what a
    /// person judges by.
    static let markContext = 3 * millimetre

    func read(_ boxes: [LayoutBox]) -> [BoxReading] {
        boxes.compactMap { box in
            guard let mark = box.field, let id = box.id else { return nil }
            switch mark.kind {
            case .checkbox:
                return tick(box.frame, id: id, mark: mark, kind: mark.option == nil ? .checkbox : .multiSelect, ellipse: false)
            case let .radio(option, _):
                var reading = tick(box.frame, id: id, mark: mark, kind: .radio, ellipse: true)
                reading.option = option
                return reading
            case .text, .choice:
                return writing(box, id: id, mark: mark)
            case .signature:
                return nil
            }
        }
    }

    private var step: Double { max(0.1, 1 / (registration.effectiveDPI / 72)) }

    private func tick(_ frame: Rect, id: String, mark: FieldMark, kind: BoxReading.Kind, ellipse: Bool) -> BoxReading {
        let transform = registration.transform, threshold = registration.threshold
        let snap = image.snapOutline(transform, frame, ellipse: ellipse, range: Self.snapRange, step: 0.25, threshold: threshold)
        // Inside the printed rule (a circle's stroke sits inside its square), then 0.35 mm more.
        let inset = (ellipse ? Self.rule : Self.rule / 2) + 0.35 * Self.millimetre
        let inside = Rect(x: frame.x + snap.offset.x + inset, y: frame.y + snap.offset.y + inset,
                          width: frame.width - 2 * inset, height: frame.height - 2 * inset)
        let decided = decide(inside, ellipse: ellipse)
        let placement = 1 - min(1, registration.codeError / PageRegistration.codeTolerance)
        let confidence = decided.state == .review ? 0 : min(decided.confidence, min(1, snap.score / 0.6), max(0.5, placement))
        var reading = BoxReading(id: id, name: mark.name, kind: kind, option: mark.option, coverage: (decided.coverage * 1000).rounded() / 1000,
                                 state: decided.state, confidence: (confidence * 100).rounded() / 100, mark: mark)
        reading.faint = decided.faint
        if decided.state != .empty { reading.snippet = snippet(of: frame, pad: Self.markContext) }
        return reading
    }

    /// The state of the inside of a tick box (page points) by `TickRule`. A box the ink
    /// threshold calls empty is measured again at a lighter one, halfway from that threshold to
    /// the box's own paper (the median grey inside: a mark covers well under half of it), so a
    /// pencil tick, grey on the scan where the marks' ink is black, goes to review instead of
    /// being read as no answer.
    func decide(_ inside: Rect, ellipse: Bool) -> (state: TickRule.State, confidence: Double, coverage: Double, faint: Bool) {
        let transform = registration.transform, threshold = registration.threshold
        let coverage = image.coverage(transform, inside, ellipse: ellipse, step: step, threshold: threshold)
        let (state, confidence) = TickRule.decide(coverage: coverage)
        guard state == .empty else { return (state, confidence, coverage, false) }
        let paper = medianGrey(inside, ellipse: ellipse)
        guard paper > threshold else { return (state, confidence, coverage, false) }
        let light = image.coverage(transform, inside, ellipse: ellipse, step: step, threshold: (threshold + paper) / 2)
        if light >= TickRule.bounds.ticked { return (.review, 0, coverage, true) }
        return (state, confidence, coverage, false)
    }

    /// The lowest grey level under which at least half the inside's samples fall.
    private func medianGrey(_ inside: Rect, ellipse: Bool) -> Int {
        var low = 0, high = 256
        while low < high {
            let middle = (low + high) / 2
            if image.coverage(registration.transform, inside, ellipse: ellipse, step: step, threshold: middle + 1) >= 0.5 {
                high = middle
            } else {
                low = middle + 1
            }
        }
        return low
    }

    /// Where `a` and `b` overlap, or nil.
    static func overlap(_ a: Rect, _ b: Rect) -> Rect? {
        let x = max(a.x, b.x), y = max(a.y, b.y)
        let right = min(a.x + a.width, b.x + b.width), bottom = min(a.y + a.height, b.y + b.height)
        return right > x && bottom > y ? Rect(x: x, y: y, width: right - x, height: bottom - y) : nil
    }

    /// The ink in `area` (page points), in mm².
    private func ink(_ area: Rect) -> Double {
        guard area.width > 0, area.height > 0 else { return 0 }
        let share = image.coverage(registration.transform, area, ellipse: false, step: step, threshold: registration.threshold)
        return share * area.width * area.height / (Self.millimetre * Self.millimetre)
    }

    private func writing(_ box: LayoutBox, id: String, mark: FieldMark) -> BoxReading {
        let transform = registration.transform
        let inset = 0.8 * Self.millimetre
        var areas: [Rect] = []
        if case let .text(maxLength?, true, _) = mark.kind, maxLength > 0 {
            let cell = box.frame.width / Double(maxLength)
            // A cell that prints a separator in ink (`/`, `:`) holds no writing.
            let printed = box.text.filter { $0.color.red < 0.5 }.map { Rect(x: $0.origin.x, y: $0.origin.y, width: $0.width, height: $0.height) }
            for index in 0..<maxLength {
                let area = Rect(x: box.frame.x + Double(index) * cell + inset, y: box.frame.y + inset, width: cell - 2 * inset, height: box.frame.height - 2 * inset)
                if !printed.contains(where: { $0.intersects(area) }) { areas.append(area) }
            }
        } else {
            areas = [Rect(x: box.frame.x + inset, y: box.frame.y + inset, width: box.frame.width - 2 * inset, height: box.frame.height - 2 * inset)]
        }
        var squareMillimetres = areas.reduce(0.0) { total, area in total + ink(area) }
        // A print run's value printed in the box is no writing: the ink of its lines (0.6 mm
        // around them, for the registration's error) is not counted.
        if !mark.kind.isComb {
            let pad = 0.6 * Self.millimetre
            for line in box.text where line.color.red < 0.5 {
                let around = Rect(x: line.origin.x - pad, y: line.origin.y - pad, width: line.width + 2 * pad, height: line.height + 2 * pad)
                for area in areas { if let inside = Self.overlap(area, around) { squareMillimetres -= ink(inside) } }
            }
        }
        var reading = BoxReading(id: id, name: mark.name, kind: .text, confidence: 1, mark: mark)
        if squareMillimetres >= Self.writingInk {
            reading.written = true
            reading.snippet = snippet(of: box.frame, pad: Self.millimetre)
        }
        return reading
    }

    /// The page around `frame` (page points) with `pad` on every side, PNG, at the scan's
    /// resolution (600 dpi at most).
    private func snippet(of frame: Rect, pad: Double) -> Data? {
        let around = Rect(x: frame.x - pad, y: frame.y - pad, width: frame.width + 2 * pad, height: frame.height + 2 * pad)
        return image.warp(registration.transform, around, scale: min(600, registration.effectiveDPI) / 72)?.png()
    }
}
