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
    /// The widest piece of a writing box measured against one paper level.
    static let writingPiece = 20 * millimetre

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

    /// A pixel is ink when it lies less than this share of the way from black to the paper
    /// around it: grey 160 on white paper, so a blue ballpoint (grey ~110) and a soft pencil
    /// line count, and paper, its noise and a toner streak do not.
    static let inkLevel = 160.0 / 255
    /// Around a tick box, the paper is looked at from `holeMargin` (past where the mark and the
    /// snapped outline can reach) to `ringMargin` outside its frame.
    static let holeMargin = 0.7 * millimetre
    static let ringMargin = 2.5 * millimetre

    /// The grey under which a pixel is ink where the paper is `paper`: `level` of the way from
    /// black (the page's `blackShare` of that paper) to it.
    func inkThreshold(paper: Int) -> Int {
        let black = registration.blackShare * Double(paper)
        return Int((black + Self.inkLevel * (Double(paper) - black)).rounded())
    }

    /// The median grey of the paper around a tick box's frame (a photo's light changes across
    /// the page, never much across a box and its ring).
    func paper(around frame: Rect) -> Int? {
        let ring = frame.grown(by: Self.ringMargin), hole = frame.grown(by: Self.holeMargin)
        return ScanImage.level(image.greyCounts(registration.transform, ring, excluding: hole, step: step), share: 0.5)
    }

    private func tick(_ frame: Rect, id: String, mark: FieldMark, kind: BoxReading.Kind, ellipse: Bool) -> BoxReading {
        let paper = paper(around: frame)
        let threshold = paper.map { inkThreshold(paper: $0) } ?? registration.threshold
        let snap = image.snapOutline(registration.transform, frame, ellipse: ellipse, range: Self.snapRange, step: 0.25, threshold: threshold)
        // Inside the printed rule (a circle's stroke sits inside its square), then 0.35 mm more.
        let inset = (ellipse ? Self.rule : Self.rule / 2) + 0.35 * Self.millimetre
        let inside = Rect(x: frame.x + snap.offset.x + inset, y: frame.y + snap.offset.y + inset,
                          width: frame.width - 2 * inset, height: frame.height - 2 * inset)
        let decided = decide(inside, ellipse: ellipse, threshold: threshold, paper: paper)
        let placement = 1 - min(1, registration.codeError / PageRegistration.codeTolerance)
        let confidence = decided.state == .review ? 0 : min(decided.confidence, min(1, snap.score / 0.6), max(0.5, placement))
        var reading = BoxReading(id: id, name: mark.name, kind: kind, option: mark.option, coverage: (decided.coverage * 1000).rounded() / 1000,
                                 state: decided.state, confidence: (confidence * 100).rounded() / 100, mark: mark)
        reading.faint = decided.faint
        if decided.state != .empty { reading.snippet = snippet(of: frame, pad: Self.markContext) }
        return reading
    }

    /// The state of the inside of a tick box (page points) by `TickRule`.
    ///
    /// Its ink is first the grey under `threshold`. Where that finds a mark, the mark is measured
    /// again halfway between its own core (the darkest quarter of that ink) and `paper` around
    /// the box: blur spreads a black stroke past the fixed level and wears a blue one inside
    /// it, while halfway across its edge is where the pen's edge was, whatever the pen.
    ///
    /// Coverage between 0.50 and 0.65 is decided by the paper left at that same level
    /// (`TickRule`): an X's arms cut it into pieces, a fill does not.
    ///
    /// A box that calls empty is measured again at a lighter threshold, halfway from `threshold`
    /// to the box's own paper (the median grey inside: a mark covers well under half of it), so
    /// a mark much lighter than pen on this paper goes to review instead of being read as no
    /// answer.
    func decide(_ inside: Rect, ellipse: Bool, threshold: Int, paper: Int?) -> (state: TickRule.State, confidence: Double, coverage: Double, faint: Bool) {
        let counts = image.greyCounts(registration.transform, inside, ellipse: ellipse, step: step)
        let dark = ScanImage.share(counts, under: threshold)
        var level = threshold
        if dark >= TickRule.bounds.faint, let paper, let core = ScanImage.level(counts, share: dark / 4), core < threshold {
            level = (core + paper + 1) / 2
        }
        let coverage = ScanImage.share(counts, under: level)
        // Between a heavy X and a partial fill only the shape of the paper left decides.
        let pieces = TickRule.needsShape(coverage: coverage)
            ? image.paperPieces(registration.transform, inside, ellipse: ellipse, step: step, threshold: level, clearance: TickRule.clearance)
            : nil
        let (state, confidence) = TickRule.decide(coverage: coverage, paperPieces: pieces)
        guard state == .empty, let inner = ScanImage.level(counts, share: 0.5), inner > threshold else {
            return (state, confidence, coverage, false)
        }
        let light = ScanImage.share(counts, under: (threshold + inner) / 2)
        if light >= TickRule.bounds.ticked { return (.review, 0, coverage, true) }
        return (state, confidence, coverage, false)
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
        // Each piece of at most `writingPiece` gets its own threshold from its own paper (the
        // median grey: writing covers far less than half), so light that changes along a long
        // box on a photo neither hides writing nor makes ink of shade.
        // The print's grey ruled lines across a box of several lines are no writing: each area
        // is cut into the bands between them, 0.6 mm clear of each line.
        let rules = Self.ruledLines(box)
        if !rules.isEmpty { areas = areas.flatMap { Self.bands($0, clearOf: rules, by: 0.6 * Self.millimetre) } }
        let pieces = areas.flatMap { area -> [Rect] in
            let count = max(1, Int((area.width / Self.writingPiece).rounded(.up)))
            return (0..<count).map { Rect(x: area.x + Double($0) * area.width / Double(count), y: area.y, width: area.width / Double(count), height: area.height) }
        }
        // The print's own grey hints (a date's `DD.MM.ÅÅÅÅ` in a comb's cells, `PaperTheme.faint`)
        // are as dark as the ink level: the glyph each piece holds is left out of it. So is a
        // print run's value printed in the box (dark lines outside combs, 0.6 mm around them for
        // the registration's error): it is no writing.
        let hints = box.text.filter { $0.color.red >= 0.5 }
            .map { Rect(x: $0.origin.x - 0.5, y: $0.origin.y - 0.5, width: $0.width + 1, height: $0.height + 1) }
        let pad = 0.6 * Self.millimetre
        let printedValues = mark.kind.isComb ? [] : box.text.filter { $0.color.red < 0.5 }
            .map { Rect(x: $0.origin.x - pad, y: $0.origin.y - pad, width: $0.width + 2 * pad, height: $0.height + 2 * pad) }
        let leftOut = hints + printedValues
        let squareMillimetres = pieces.reduce(0.0) { total, area in
            guard area.width > 0, area.height > 0 else { return total }
            let counts = image.greyCounts(transform, area, excluding: leftOut.first { $0.intersects(area) }, step: step)
            guard let paper = ScanImage.level(counts, share: 0.5) else { return total }
            let share = ScanImage.share(counts, under: inkThreshold(paper: paper))
            return total + share * area.width * area.height / (Self.millimetre * Self.millimetre)
        }
        var reading = BoxReading(id: id, name: mark.name, kind: .text, confidence: 1, mark: mark)
        if squareMillimetres >= Self.writingInk {
            reading.written = true
            reading.snippet = snippet(of: box.frame, pad: Self.millimetre)
        }
        return reading
    }

    /// The heights of the grey horizontal lines the print rules across `box` (its own outline is
    /// black and not among them).
    static func ruledLines(_ box: LayoutBox) -> [Double] {
        box.shapes.compactMap { shape in
            guard shape.fill == nil, let stroke = shape.stroke, stroke.red >= 0.5 else { return nil }
            let heights = shape.elements.compactMap { element -> Double? in
                switch element {
                case let .move(point), let .line(point): point.y
                default: nil
                }
            }
            guard heights.count == shape.elements.count, heights.count >= 2, let first = heights.first,
                  heights.allSatisfy({ abs($0 - first) < 0.01 }) else { return nil }
            return first
        }
    }

    /// `area` without a strip `pad` above and below each of `lines` that crosses it.
    static func bands(_ area: Rect, clearOf lines: [Double], by pad: Double) -> [Rect] {
        var bands: [Rect] = []
        var top = area.y
        for line in lines.sorted() where line > area.y && line < area.y + area.height {
            if line - pad > top { bands.append(Rect(x: area.x, y: top, width: area.width, height: line - pad - top)) }
            top = max(top, line + pad)
        }
        if area.y + area.height > top { bands.append(Rect(x: area.x, y: top, width: area.width, height: area.y + area.height - top)) }
        return bands
    }

    /// The page around `frame` (page points) with `pad` on every side, PNG, at the scan's
    /// resolution (600 dpi at most).
    private func snippet(of frame: Rect, pad: Double) -> Data? {
        let around = Rect(x: frame.x - pad, y: frame.y - pad, width: frame.width + 2 * pad, height: frame.height + 2 * pad)
        return image.warp(registration.transform, around, scale: min(600, registration.effectiveDPI) / 72)?.png()
    }
}

private extension Rect {
    /// The rectangle with `margin` added on every side.
    func grown(by margin: Double) -> Rect { inset(top: -margin, left: -margin, bottom: -margin, right: -margin) }
}
