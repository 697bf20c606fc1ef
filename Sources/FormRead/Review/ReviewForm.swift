import FormCairo
import FormFormats
import FormLayout
import FormModel
import Formsetter
import Foundation

/// The form as review needs it: its questions and options, the fillable twin's fields, and the
/// form's own rules for a value: a typed value goes through `Formsetter.values(ofFieldStates:)`
/// as a PDF viewer's field would (the path `extract` and `read` take), then through the
/// library's validation with the record's other values.
struct ReviewForm {
    private let data: Data
    private let options: Formsetter.Options
    private let form: Form
    private let laidOut: Formsetter.Result
    private let formsetter: Formsetter
    /// Cells by id, with the options the paper prints (a picker's prompt dropped).
    private let cells: [String: Cell]
    /// Each cell's place in the form, for the values file's order.
    let order: [String: Int]
    /// The twin's field marks by cell id.
    private let marks: [String: [FieldMark]]

    init(data: Data, options: Formsetter.Options) throws {
        self.data = data
        self.options = options
        formsetter = try Formsetter()
        form = try FormDecoder.decode(data, format: options.format).form
        var twin = options
        twin.skin = "paper"
        twin.skinOptions.fillable = true
        twin.values = nil
        if twin.page == nil { twin.page = .a4 }
        laidOut = try formsetter.layout(form, options: twin)
        var cells: [String: Cell] = [:], order: [String: Int] = [:]
        for (index, var cell) in laidOut.form.allCells.enumerated() where cells[cell.id] == nil {
            PaperSkin.dropPromptOption(of: &cell)
            cells[cell.id] = cell
            order[cell.id] = index
        }
        self.cells = cells
        self.order = order
        var marks: [String: [FieldMark]] = [:]
        for page in laidOut.tree.pages {
            for box in page.boxes {
                guard let mark = box.field, let id = box.id, !(marks[id]?.contains(mark) ?? false) else { continue }
                marks[id, default: []].append(mark)
            }
        }
        self.marks = marks
    }

    /// The question of cell `id`: its title, else its id.
    func question(_ id: String) -> String {
        let title = cells[id]?.label?.text.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        return title.isEmpty ? id : title
    }

    /// How a value of `id` is written, as the paper prints it under the box.
    func hint(_ id: String) -> String? { marks[id]?.first?.formatHint }

    /// Whether `id` is answered by ticking (radio group, check box, multi-select).
    func isMark(_ id: String) -> Bool {
        marks[id]?.contains { mark in
            switch mark.kind {
            case .radio, .checkbox: true
            default: false
            }
        } ?? false
    }

    /// The options of a mark: (options, several may be picked).
    func options(_ id: String) -> ([ReviewOption], Bool) {
        let fields = marks[id] ?? []
        let titles = cells[id]?.options ?? []
        func title(_ index: Int) -> String { titles.indices.contains(index) ? titles[index] : "option \(index + 1)" }
        if fields.count == 1, case .checkbox = fields[0].kind, fields[0].option == nil {
            return ([ReviewOption(title: "ticked", index: 0)], true)
        }
        var options: [ReviewOption] = [], multiple = false
        for mark in fields {
            switch mark.kind {
            case let .radio(option, _): options.append(ReviewOption(title: title(option), index: option))
            case .checkbox:
                if let option = mark.option { options.append(ReviewOption(title: title(option), index: option)); multiple = true }
            default: break
            }
        }
        return (options, multiple)
    }

    /// The option of cell `id` whose export name is `export` (a box in the read report).
    func optionIndex(_ id: String, export: String) -> Int? {
        for mark in marks[id] ?? [] {
            if let index = mark.exports.firstIndex(of: export) { return index }
            if export.hasPrefix("Option"), let number = Int(export.dropFirst(6)) { return number - 1 }
        }
        return nil
    }

    /// The field states a viewer would have saved for `answer` to cell `id`.
    private func states(_ answer: ReviewAnswer, id: String) -> [PDFFieldValue] {
        let fields = marks[id] ?? []
        switch answer {
        case .unreadable:
            return []
        case let .typed(text):
            guard let mark = fields.first else { return [] }
            if case .choice = mark.kind { return [PDFFieldValue(name: mark.name, type: "Ch", value: .text(text))] }
            return [PDFFieldValue(name: mark.name, type: "Tx", value: .text(text))]
        case let .chosen(picked):
            return fields.compactMap { mark in
                switch mark.kind {
                case let .radio(option, _):
                    // One state for the group: the picked option's, or none.
                    guard option == fields.compactMap(\.radioOption).first else { return nil }
                    let chosen = picked.first.map { mark.export($0) }
                    return PDFFieldValue(name: mark.name, type: "Btn", value: chosen.map { .state($0) } ?? .none)
                case .checkbox:
                    return PDFFieldValue(name: mark.name, type: "Btn", value: .state(picked.contains(mark.option ?? 0) ? mark.onState : "Off"))
                default:
                    return nil
                }
            }
        }
    }

    /// The members `answer` puts in the values file for cell `id`, or the library's message
    /// refusing it: read as a viewer's field is, then checked by the form's validation with
    /// `values` (the record's values file as it is).
    func members(of answer: ReviewAnswer, id: String, values: JSONValue) -> Result<[(String, JSONValue)], ReviewRefusal> {
        if answer == .unreadable { return .success([]) }
        if case let .chosen(picked) = answer {
            let (offered, multiple) = options(id)
            guard picked.allSatisfy({ index in offered.contains { $0.index == index } }) else { return .failure(ReviewRefusal("pick one of the options shown")) }
            guard multiple || picked.count <= 1 else { return .failure(ReviewRefusal("one option is asked for; \(picked.count) picked")) }
        }
        let states = states(answer, id: id)
        guard !states.isEmpty else { return .failure(ReviewRefusal("the form has no field \(id) to answer")) }
        let (data, diagnostics) = formsetter.values(ofFieldStates: states, form: form, laidOut: laidOut, timeZone: options.state.timeZone)
        if let error = diagnostics.first(where: { $0.severity == .error }) {
            // extract keeps such a value as written; review refuses it instead.
            let message = error.message.hasSuffix("; kept as written") ? String(error.message.dropLast("; kept as written".count)) : error.message
            return .failure(ReviewRefusal(message))
        }
        var notes: [(path: String, message: String)] = []
        guard case let .object(members)? = try? JSONValue.parse(data, notes: &notes), !members.isEmpty else {
            return .failure(ReviewRefusal("the form reads no value for \(id) from this answer"))
        }
        if let message = validationErrors(Self.merged(values, members))?[id] { return .failure(ReviewRefusal(message)) }
        return .success(members)
    }

    /// The form's validation of `values` (field id → message); nil when the form's library has
    /// none Formsetter evaluates.
    func validationErrors(_ values: JSONValue) -> [String: String]? {
        var checked = options
        checked.values = Data(values.prettyText().utf8)
        return try? Formsetter.validate(data, options: checked).report.errors
    }

    /// `values` with `members` set in place, new ones after the existing members before them
    /// in the form.
    static func merged(_ values: JSONValue, _ members: [(String, JSONValue)], order: [String: Int] = [:]) -> JSONValue {
        guard case var .object(existing) = values else { return values }
        for (key, value) in members {
            if let index = existing.firstIndex(where: { $0.0 == key }) {
                existing[index].1 = value
            } else {
                let place = order[key] ?? Int.max
                let at = existing.firstIndex { (order[$0.0] ?? Int.max) > place } ?? existing.endIndex
                existing.insert((key, value), at: at)
            }
        }
        return .object(existing)
    }
}

/// Why an answer is not saved: the library's or the form's message.
public struct ReviewRefusal: Error, Sendable, Hashable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

private extension FieldMark {
    var radioOption: Int? {
        if case let .radio(option, _) = kind { return option }
        return nil
    }
}
