import FormCairo
import FormLayout
import Testing
@testable import FormRead

/// From box states to field states: radios never pick one of two ticks, a box to review flags
/// its whole field, a cancelled check box is false with a note.
@Suite struct FieldDecisionsTests {
    static func radio(_ option: Int, _ state: TickRule.State) -> BoxReading {
        var mark = FieldMark(kind: .radio(option: option, selected: false), name: "colour", tooltip: "Colour")
        mark.exports = ["red", "green", "blue"]
        return BoxReading(id: "colour", name: "colour", kind: .radio, option: option, coverage: 0, state: state, confidence: 1, mark: mark)
    }

    static func checkbox(_ state: TickRule.State) -> BoxReading {
        BoxReading(id: "agree", name: "agree", kind: .checkbox, coverage: 0, state: state, confidence: 1,
                   mark: FieldMark(kind: .checkbox(on: false), name: "agree", tooltip: "Agree"))
    }

    @Test func oneTickedCircleGivesItsOption() {
        let decided = FieldDecisions([Self.radio(0, .empty), Self.radio(1, .ticked), Self.radio(2, .cancelled)])
        #expect(decided.states == [PDFFieldValue(name: "colour", type: "Btn", value: .state("green"))])
        #expect(decided.flagged.isEmpty)
        #expect(decided.notes.map(\.option) == [2])
    }

    @Test func twoTicksOrAReviewFlagTheGroupAndPickNone() {
        for boxes in [[Self.radio(0, .ticked), Self.radio(1, .ticked), Self.radio(2, .empty)],
                      [Self.radio(0, .ticked), Self.radio(1, .review), Self.radio(2, .empty)]] {
            let decided = FieldDecisions(boxes)
            #expect(decided.states.isEmpty)
            #expect(decided.flagged.map(\.id) == ["colour"])
        }
    }

    @Test func noTickIsUnanswered() {
        let decided = FieldDecisions([Self.radio(0, .empty), Self.radio(1, .empty)])
        #expect(decided.states == [PDFFieldValue(name: "colour", type: "Btn", value: .none)])
    }

    @Test func aCheckBoxIsTrueTickedAndFalseEmptyOrCancelled() {
        #expect(FieldDecisions([Self.checkbox(.ticked)]).states == [PDFFieldValue(name: "agree", type: "Btn", value: .state("Yes"))])
        #expect(FieldDecisions([Self.checkbox(.empty)]).states == [PDFFieldValue(name: "agree", type: "Btn", value: .state("Off"))])
        let cancelled = FieldDecisions([Self.checkbox(.cancelled)])
        #expect(cancelled.states == [PDFFieldValue(name: "agree", type: "Btn", value: .state("Off"))])
        #expect(cancelled.notes.map(\.id) == ["agree"])
        #expect(FieldDecisions([Self.checkbox(.review)]).flagged.map(\.id) == ["agree"])
    }
}
