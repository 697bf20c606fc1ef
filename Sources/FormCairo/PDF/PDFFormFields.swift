import CQPDF
import Foundation
import FormLayout
import FormModel

/// The fillable twin: an AcroForm field over every box the paper look marked, written with
/// libqpdf. Text fields carry /MaxLen (and the comb flag over comb boxes), toggles are check
/// boxes, exclusive options radio groups, long pickers drop-down lists; every widget has an
/// appearance stream so viewers that do not build their own still show the values; widgets are
/// listed in reading order and pages ask for row tab order. A full name's `.`s make parent fields
/// without widgets (`barn[0].navn` is `navn` under `barn[0]`), shared by their kids; options
/// export their ids (`FieldMark.exports`), so a filled twin reads back into the form's values.
struct PDFFormFields {
    let document: QPDFDocument

    private static let radioFlags = 1 << 15 | 1 << 14  // Radio, NoToggleToOff
    private static let multilineFlag = 1 << 12
    private static let combFlag = 1 << 24
    private static let comboFlag = 1 << 17

    /// Adds the fields of every page; does nothing when no box is marked.
    func add(_ pages: [Page]) {
        guard pages.contains(where: { $0.boxes.contains { $0.field != nil } }) else { return }
        let helvetica = document.indirect(document.dictionary(["Type": document.name("Font"), "Subtype": document.name("Type1"),
                                                               "BaseFont": document.name("Helvetica"), "Encoding": document.name("WinAnsiEncoding")]))
        let dingbats = document.indirect(document.dictionary(["Type": document.name("Font"), "Subtype": document.name("Type1"),
                                                              "BaseFont": document.name("ZapfDingbats")]))
        let resources = document.indirect(document.dictionary(["Font": document.dictionary(["Helv": helvetica, "ZaDb": dingbats])]))
        var context = Context(resources: resources)
        for (index, page) in pages.enumerated() where index < document.pageCount {
            let pdfPage = document.page(index)
            let height = document.pageHeight(pdfPage)
            var widgets = 0
            for box in page.boxes {
                guard let field = box.field else { continue }
                let rect = document.numbers([box.frame.x, height - box.frame.maxY, box.frame.maxX, height - box.frame.y])
                let widget = add(field, size: Size(width: box.frame.width, height: box.frame.height), rect: rect, page: pdfPage, context: &context)
                document.addAnnotation(widget, to: pdfPage)
                widgets += 1
            }
            if widgets > 0 { document.set("Tabs", document.name("R"), in: pdfPage) }
        }
        document.set("AcroForm", document.dictionary([
            "Fields": document.array(context.fields),
            "DA": document.bytes("/Helv 0 Tf 0 g"),
            "DR": resources,
            "NeedAppearances": document.bool(false),
        ]), in: document.root)
    }

    private struct Context {
        let resources: qpdf_oh
        var fields: [qpdf_oh] = []
        var radioGroups: [String: qpdf_oh] = [:]
        /// Parent fields by full name.
        var parents: [String: qpdf_oh] = [:]
    }

    private func tooltip(_ field: FieldMark) -> qpdf_oh {
        let title = field.tooltip.isEmpty ? field.name : field.tooltip
        return document.text(field.formatHint.map { "\(title) (\($0))" } ?? title)
    }

    private func add(_ field: FieldMark, size: Size, rect: qpdf_oh, page: qpdf_oh, context: inout Context) -> qpdf_oh {
        let name = field.name  // made a unique full name by the layout (`FillableFieldNames`)
        switch field.kind {
        case let .text(maxLength, comb, multiline):
            let widget = widgetDictionary(field, name: name, type: "Tx", rect: rect, page: page)
            var flags = 0
            if multiline { flags |= Self.multilineFlag }
            if comb, !multiline, maxLength != nil { flags |= Self.combFlag }
            if flags != 0 { document.set("Ff", document.integer(flags), in: widget) }
            if let maxLength { document.set("MaxLen", document.integer(maxLength), in: widget) }
            if let value = field.value { document.set("V", document.text(value), in: widget) }
            let appearance = form(PDFAppearance.text(field, size: size, comb: comb ? maxLength : nil), size: size, context: context)
            document.set("AP", document.dictionary(["N": appearance]), in: widget)
            return register(widget, name: name, context: &context)
        case let .checkbox(on):
            let widget = widgetDictionary(field, name: name, type: "Btn", rect: rect, page: page)
            // A multi-select's box exports its option's id; a toggle `Yes`.
            let onName = field.onState
            let state = document.name(on ? onName : "Off")
            document.set("V", state, in: widget)
            document.set("AS", state, in: widget)
            document.set("MK", document.dictionary(["CA": document.bytes("4")]), in: widget)
            let states = document.dictionary(["Off": form(Data(), size: size, context: context)])
            document.set(onName, form(PDFAppearance.mark("4", size: size), size: size, context: context), in: states)
            document.set("AP", document.dictionary(["N": states]), in: widget)
            return register(widget, name: name, context: &context)
        case let .radio(option, selected):
            let export = field.export(option)
            let parent = radioGroup(field, name: name, context: &context)
            let widget = document.indirect(document.dictionary([
                "Type": document.name("Annot"), "Subtype": document.name("Widget"), "Parent": parent, "Rect": rect,
                "F": document.integer(4), "P": page, "AS": document.name(selected ? export : "Off"),
                "MK": document.dictionary(["CA": document.bytes("l")]),
            ]))
            let onState = form(PDFAppearance.mark("l", size: size), size: size, context: context)
            let states = document.dictionary(["Off": form(Data(), size: size, context: context)])
            document.set(export, onState, in: states)
            document.set("AP", document.dictionary(["N": states]), in: widget)
            if let kids = document.value("Kids", in: parent) { document.append(widget, to: kids) }
            if selected { document.set("V", document.name(export), in: parent) }
            return widget
        case let .choice(options, selected):
            let widget = widgetDictionary(field, name: name, type: "Ch", rect: rect, page: page)
            document.set("Ff", document.integer(Self.comboFlag), in: widget)
            let exports = options.indices.map(field.export)
            document.set("Opt", document.array(zip(exports, options).map { document.array([document.text($0), document.text($1)]) }), in: widget)
            if let selected, options.indices.contains(selected) { document.set("V", document.text(exports[selected]), in: widget) }
            let appearance = form(PDFAppearance.text(field, size: size, comb: nil), size: size, context: context)
            document.set("AP", document.dictionary(["N": appearance]), in: widget)
            return register(widget, name: name, context: &context)
        }
    }

    /// A merged field-and-widget dictionary (one widget per field).
    private func widgetDictionary(_ field: FieldMark, name: String, type: String, rect: qpdf_oh, page: qpdf_oh) -> qpdf_oh {
        document.indirect(document.dictionary([
            "Type": document.name("Annot"), "Subtype": document.name("Widget"), "FT": document.name(type),
            "T": document.text(Self.partialName(name)), "TU": tooltip(field), "Rect": rect, "F": document.integer(4), "P": page,
            "DA": document.bytes("/Helv \(PDFAppearance.number(field.fontSize)) Tf 0 g"),
        ]))
    }

    /// Adds a field under its parent (made on first use) or to the form's top level.
    private func register(_ field: qpdf_oh, name: String, context: inout Context) -> qpdf_oh {
        guard let parentName = Self.parentName(name) else {
            context.fields.append(field)
            return field
        }
        let parent = parentField(parentName, context: &context)
        document.set("Parent", parent, in: field)
        if let kids = document.value("Kids", in: parent) { document.append(field, to: kids) }
        return field
    }

    /// A field without widgets holding the kids whose full names start with `name.`.
    private func parentField(_ name: String, context: inout Context) -> qpdf_oh {
        if let parent = context.parents[name] { return parent }
        let parent = document.indirect(document.dictionary(["T": document.text(Self.partialName(name)), "Kids": document.array([])]))
        context.parents[name] = parent
        _ = register(parent, name: name, context: &context)
        return parent
    }

    /// The last part of a full name (its /T).
    static func partialName(_ name: String) -> String {
        name.split(separator: ".", omittingEmptySubsequences: false).last.map(String.init) ?? name
    }

    /// The full name of the parent, nil at the top level.
    static func parentName(_ name: String) -> String? {
        name.lastIndex(of: ".").map { String(name[..<$0]) }
    }

    /// The parent field of a cell's radio buttons, made on its first option.
    private func radioGroup(_ field: FieldMark, name: String, context: inout Context) -> qpdf_oh {
        if let parent = context.radioGroups[name] { return parent }
        let parent = document.indirect(document.dictionary([
            "FT": document.name("Btn"), "Ff": document.integer(Self.radioFlags), "T": document.text(Self.partialName(name)),
            "TU": tooltip(field), "V": document.name("Off"), "Kids": document.array([]),
        ]))
        context.radioGroups[name] = parent
        _ = register(parent, name: name, context: &context)
        return parent
    }

    /// A form XObject `size` big drawing `content` with the field fonts.
    private func form(_ content: Data, size: Size, context: Context) -> qpdf_oh {
        // qpdf makes every stream an indirect object.
        document.stream(content, dictionary: [
            "Type": document.name("XObject"), "Subtype": document.name("Form"),
            "BBox": document.numbers([0, 0, size.width, size.height]), "Resources": context.resources,
        ])
    }
}
