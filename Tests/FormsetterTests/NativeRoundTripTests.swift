import Formsetter
import Foundation
import TestSupport
import Testing

@Suite("Native format: every fixture converts to an equal Form and the same pixels")
struct NativeRoundTripTests {
    /// The form with the input-position bookkeeping (not part of the format) cleared.
    /// The form without what a conversion cannot keep: input paths, and whose rules made the
    /// state (a native form is drawn as its state says).
    static func comparable(_ form: Form) -> Form {
        var form = form
        form.semantics = .none
        form.settings = [:]
        for g in form.groups.indices {
            form.groups[g].sourcePath = ""
            for s in form.groups[g].sections.indices {
                form.groups[g].sections[s].sourcePath = ""
                form.groups[g].sections[s].cells = form.groups[g].sections[s].cells.map(comparable)
                form.groups[g].sections[s].template = form.groups[g].sections[s].template.map(comparable)
            }
        }
        return form
    }

    /// The cell without the input paths, which differ between the formats.
    static func comparable(_ cell: Cell) -> Cell {
        var cell = cell
        cell.sourcePath = ""
        var logic = cell.logic
        for t in logic.targets.indices { logic.targets[t].sourcePath = "" }
        for o in logic.options.indices {
            for t in logic.options[o].targets.indices { logic.options[o].targets[t].sourcePath = "" }
        }
        cell.logic = logic
        return cell
    }

    @Test("every fixture: native round trip gives an equal Form and a byte-identical PNG in its skin", arguments: FixtureInput.snapshotFormats)
    func roundTrip(format: String) throws {
        for input in try Paths.inputs(format) {
            let original = try Formsetter.decode(try Data(contentsOf: input.json),
                                                 options: .init(values: try input.values.map { try Data(contentsOf: $0) },
                                                                errors: try input.errors.map { try Data(contentsOf: $0) }))
            let native = NativeEncoder.encode(original.form)
            let decoded = try FormDecoder.decode(Data(native.utf8))
            #expect(decoded.format == .native)
            #expect(decoded.diagnostics.isEmpty, "\(input): \(decoded.diagnostics)")
            #expect(Self.comparable(decoded.form) == Self.comparable(original.form), "\(input)")
            let before = try sharedFormsetter.render(try sharedFormsetter.layout(original.form, options: .init()), as: .png, scale: 1)
            let after = try sharedFormsetter.render(try sharedFormsetter.layout(Data(native.utf8), options: .init()), as: .png, scale: 1)
            #expect(before == after, "\(input)")
        }
    }
}
