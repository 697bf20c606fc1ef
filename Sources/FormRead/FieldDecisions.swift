import FormCairo
import FormLayout

/// From the boxes of a record's pages to the states of its fields (what
/// `Formsetter.values(ofFieldStates:)` takes), by the rules of `TickRule`: a radio group with
/// exactly one circle ticked gives that option, with none it is unanswered, with two or more
/// or any circle to review it is flagged; a multi-select gives the set of its ticked boxes, or
/// is flagged when one is to review; a check box is true when ticked and false when empty or
/// cancelled (a note). A writing box with ink is left out for keying, an empty one is empty.
struct FieldDecisions {
    var states: [PDFFieldValue] = []
    var flagged: [FieldNote] = []
    var notes: [FieldNote] = []
    var keying: [String] = []

    /// Why a group with a box to review is flagged.
    static func reviewReason(_ group: [BoxReading]) -> String {
        group.contains { $0.state == .review && $0.faint } ? "faint ink (pencil?): a mark to review" : "a mark to review"
    }

    init(_ boxes: [BoxReading]) {
        var groups: [String: [BoxReading]] = [:], order: [String] = []
        for box in boxes {
            let key = box.kind == .multiSelect ? "ms:" + box.id : box.kind == .radio ? "radio:" + box.name : "box:" + box.name
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(box)
        }
        for key in order {
            let group = groups[key]!
            let first = group[0]
            for box in group where box.state == .cancelled {
                notes.append(FieldNote(id: box.id, option: box.option, reason: "a filled box counts as crossed out: not ticked"))
            }
            switch first.kind {
            case .text:
                if group.contains(where: \.written) {
                    keying.append(first.id)
                } else {
                    // What a print run printed in the box, left as it is, is the answer.
                    let printed = first.mark.value ?? ""
                    states.append(PDFFieldValue(name: first.name, type: "Tx", value: first.mark.kind.isChoice && printed.isEmpty ? .none : .text(printed)))
                }
            case .checkbox:
                if first.state == .review {
                    flagged.append(FieldNote(id: first.id, option: nil, reason: Self.reviewReason(group)))
                } else {
                    states.append(PDFFieldValue(name: first.name, type: "Btn", value: .state(first.state == .ticked ? first.mark.onState : "Off")))
                }
            case .multiSelect:
                if group.contains(where: { $0.state == .review }) {
                    flagged.append(FieldNote(id: first.id, option: nil, reason: Self.reviewReason(group)))
                } else {
                    states += group.map { PDFFieldValue(name: $0.name, type: "Btn", value: .state($0.state == .ticked ? $0.mark.onState : "Off")) }
                }
            case .radio:
                let ticked = group.filter { $0.state == .ticked }
                if group.contains(where: { $0.state == .review }) {
                    flagged.append(FieldNote(id: first.id, option: nil, reason: Self.reviewReason(group)))
                } else if ticked.count > 1 {
                    flagged.append(FieldNote(id: first.id, option: nil, reason: "\(ticked.count) options ticked where one is asked for"))
                } else if let one = ticked.first, let option = one.option {
                    states.append(PDFFieldValue(name: one.name, type: "Btn", value: .state(one.mark.export(option))))
                } else {
                    states.append(PDFFieldValue(name: first.name, type: "Btn", value: .none))
                }
            }
        }
    }
}

/// A field a person must look at, or a note on one.
public struct FieldNote: Sendable, Hashable, Codable {
    public var id: String
    /// The option (from 0) the note is about, when it is about one box.
    public var option: Int?
    public var reason: String
}

extension FieldMark.Kind {
    var isChoice: Bool {
        if case .choice = self { return true }
        return false
    }

    var isComb: Bool {
        if case .text(_?, true, _) = self { return true }
        return false
    }
}
