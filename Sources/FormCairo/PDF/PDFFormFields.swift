import CQPDF
import Foundation
import FormLayout
import FormModel

/// The fillable twin: an AcroForm field over every box the paper look marked, written with
/// libqpdf. Text fields carry /MaxLen (and the comb flag over comb boxes), toggles are check
/// boxes, exclusive options radio groups, long pickers drop-down lists; every widget has an
/// appearance stream so viewers that do not build their own still show the values (text drawn
/// with embedded subsets of the paper look's fonts, `PDFAppearance`); widgets are listed in
/// reading order and pages ask for that order (`/Tabs /S`). Fields carry the cell's Required,
/// ReadOnly and Password flags, dates and numbers the standard Acrobat scripts that check and
/// format them, computed fields a Calculate script in the form's calculation order
/// (`PDFCalculationScript`), and signature boxes an unsigned signature field. A full name's `.`s make parent
/// fields without widgets (`barn[0].navn` is `navn` under `barn[0]`), shared by their kids;
/// options export their ids (`FieldMark.exports`), so a filled twin reads back into the form's values.
struct PDFFormFields {
    let document: QPDFDocument
    /// Shapes the appearances' text and keeps the fonts to embed and the characters it could not draw.
    let shaper: FieldTextShaper
    /// The font embedded whole for what a reader types (`TypingFont`); nil: Helvetica.
    var typingFace: FieldFontFace? = nil

    private static let radioFlags = 1 << 15 | 1 << 14  // Radio, NoToggleToOff
    private static let multilineFlag = 1 << 12
    private static let combFlag = 1 << 24
    private static let comboFlag = 1 << 17
    private static let readOnlyFlag = 1 << 0
    private static let requiredFlag = 1 << 1
    private static let passwordFlag = 1 << 13

    /// Adds the fields of every page and returns their widget annotations, per page in the
    /// order of the page's boxes; does nothing when no box is marked.
    @discardableResult
    func add(_ pages: [Page]) -> [[qpdf_oh]] {
        guard pages.contains(where: { $0.boxes.contains { $0.field != nil } }) else { return [] }
        let helvetica = document.indirect(document.dictionary(["Type": document.name("Font"), "Subtype": document.name("Type1"),
                                                               "BaseFont": document.name("Helvetica"), "Encoding": document.name("WinAnsiEncoding")]))
        let dingbats = document.indirect(document.dictionary(["Type": document.name("Font"), "Subtype": document.name("Type1"),
                                                              "BaseFont": document.name("ZapfDingbats")]))
        // Viewers build the appearance of what a reader types with the /DA font.
        let fontDictionary = document.dictionary(["Helv": helvetica, "ZaDb": dingbats])
        let resources = document.indirect(document.dictionary(["Font": fontDictionary]))
        var context = Context(resources: resources)
        var widgetsOfPages: [[qpdf_oh]] = []
        for (index, page) in pages.enumerated() where index < document.pageCount {
            let pdfPage = document.page(index)
            let height = document.pageHeight(pdfPage)
            var widgets: [qpdf_oh] = []
            for box in page.boxes {
                guard let field = box.field else { continue }
                let rect = document.numbers([box.frame.x, height - box.frame.maxY, box.frame.maxX, height - box.frame.y])
                let widget = add(field, size: Size(width: box.frame.width, height: box.frame.height), rect: rect, page: pdfPage, context: &context)
                document.addAnnotation(widget, to: pdfPage)
                widgets.append(widget)
            }
            // Structure order, which is the widgets' (reading) order; PDFium walks row order
            // (`/R`) from the right.
            if !widgets.isEmpty { document.set("Tabs", document.name("S"), in: pdfPage) }
            widgetsOfPages.append(widgets)
        }
        PDFEmbeddedFonts(document: document).add(shaper.faces + (typingFace.map { [$0] } ?? []), to: fontDictionary)
        let acroForm = document.dictionary([
            "Fields": document.array(context.fields),
            "DA": document.bytes("/\(typingFontName) 0 Tf 0 g"),
            "DR": resources,
            "NeedAppearances": document.bool(false),
        ])
        let calculationOrder = addCalculations(context)
        if !calculationOrder.isEmpty { document.set("CO", document.array(calculationOrder), in: acroForm) }
        document.set("AcroForm", acroForm, in: document.root)
        return widgetsOfPages
    }

    private struct Context {
        let resources: qpdf_oh
        var fields: [qpdf_oh] = []
        var radioGroups: [String: qpdf_oh] = [:]
        /// Parent fields by full name.
        var parents: [String: qpdf_oh] = [:]
        /// Full names of the fields with a value (parents of several fields left out).
        var names: Set<String> = []
        /// Computed fields a viewer can compute, in reading order.
        var calculated: [(widget: qpdf_oh, name: String, calculation: FieldCalculation)] = []
        /// For a choice field's full name, the number each export value stands for in formulas.
        var optionNumbers: [String: [String: Double]] = [:]
        /// The appearances that depend on nothing but the kind of widget and its size, made once each.
        var sharedForms: [SharedForm: qpdf_oh] = [:]
    }

    /// An appearance every widget of one kind and size shows alike: ticks, dots and empty
    /// off states are one form XObject per size, not one per widget (a 1,000-field twin had
    /// over 2,000 such streams for libqpdf to write, compress and free).
    private struct SharedForm: Hashable {
        enum Look { case checkBoxOff, tick, radioOff, dot }
        let look: Look
        let width: Double
        let height: Double
    }

    /// Gives each computed field whose inputs are all fields of the twin its Calculate action
    /// and returns those fields in calculation order (`/CO`).
    private func addCalculations(_ context: Context) -> [qpdf_oh] {
        let computable = context.calculated.filter { $0.calculation.fields.allSatisfy(context.names.contains) }
        for field in computable {
            let script = PDFCalculationScript.script(field.calculation, optionNumbers: context.optionNumbers)
            let calculate = document.dictionary(["S": document.name("JavaScript"), "JS": document.text(script)])
            if let actions = document.value("AA", in: field.widget) {
                document.set("C", calculate, in: actions)
            } else {
                document.set("AA", document.dictionary(["C": calculate]), in: field.widget)
            }
        }
        return PDFCalculationScript.order(computable.map { ($0.name, $0.calculation) }).map { computable[$0].widget }
    }

    private func tooltip(_ field: FieldMark) -> qpdf_oh {
        let title = field.tooltip.isEmpty ? field.name : field.tooltip
        return document.text(field.formatHint.map { "\(title) (\($0))" } ?? title)
    }

    /// A radio button's own tooltip: the question and its option's text ("Plan: Basic"), so a
    /// screen reader reading the widget says which option it is, not its export name.
    private func optionTooltip(_ field: FieldMark) -> qpdf_oh {
        let option = field.value ?? ""
        return document.text(field.tooltip.isEmpty ? option : option.isEmpty ? field.tooltip : "\(field.tooltip): \(option)")
    }

    private func add(_ field: FieldMark, size: Size, rect: qpdf_oh, page: qpdf_oh, context: inout Context) -> qpdf_oh {
        let name = field.name  // made a unique full name by the layout (`FillableFieldNames`)
        context.names.insert(name)
        if !field.optionNumbers.isEmpty {
            let numbers = field.optionNumbers.enumerated().compactMap { index, number in number.map { (field.export(index), $0) } }
            context.optionNumbers[name] = Dictionary(numbers, uniquingKeysWith: { first, _ in first })
        }
        switch field.kind {
        case let .text(maxLength, comb, multiline):
            let widget = widgetDictionary(field, name: name, type: "Tx", rect: rect, page: page)
            var flags = Self.flags(field)
            if multiline { flags |= Self.multilineFlag }
            if comb, !multiline, maxLength != nil { flags |= Self.combFlag }
            if field.password { flags |= Self.passwordFlag }
            if flags != 0 { document.set("Ff", document.integer(flags), in: widget) }
            if let maxLength { document.set("MaxLen", document.integer(maxLength), in: widget) }
            if let value = field.value { document.set("V", document.text(value), in: widget) }
            if let format = field.format { document.set("AA", actions(format), in: widget) }
            if let calculation = field.calculation { context.calculated.append((widget, name, calculation)) }
            let appearance = form(textAppearance(field, size: size, comb: comb ? maxLength : nil), size: size, context: context)
            document.set("AP", document.dictionary(["N": appearance]), in: widget)
            return register(widget, name: name, context: &context)
        case let .checkbox(on):
            let widget = widgetDictionary(field, name: name, type: "Btn", rect: rect, page: page)
            if Self.flags(field) != 0 { document.set("Ff", document.integer(Self.flags(field)), in: widget) }
            // A multi-select's box exports its option's id; a toggle `Yes`.
            let onName = field.onState
            let state = document.name(on ? onName : "Off")
            document.set("V", state, in: widget)
            document.set("AS", state, in: widget)
            document.set("MK", document.dictionary(["CA": document.bytes("4")]), in: widget)
            let states = document.dictionary(["Off": sharedForm(.checkBoxOff, size: size, context: &context)])
            document.set(onName, sharedForm(.tick, size: size, context: &context), in: states)
            document.set("AP", document.dictionary(["N": states]), in: widget)
            return register(widget, name: name, context: &context)
        case let .radio(option, selected):
            let export = field.export(option)
            let parent = radioGroup(field, name: name, context: &context)
            let widget = document.indirect(document.dictionary([
                "Type": document.name("Annot"), "Subtype": document.name("Widget"), "Parent": parent, "Rect": rect,
                "F": document.integer(4), "P": page, "AS": document.name(selected ? export : "Off"), "TU": optionTooltip(field),
                "MK": document.dictionary(["CA": document.bytes("l")]),
            ]))
            let onState = sharedForm(.dot, size: size, context: &context)
            let states = document.dictionary(["Off": sharedForm(.radioOff, size: size, context: &context)])
            document.set(export, onState, in: states)
            document.set("AP", document.dictionary(["N": states]), in: widget)
            if let kids = document.value("Kids", in: parent) { document.append(widget, to: kids) }
            if selected { document.set("V", document.name(export), in: parent) }
            return widget
        case let .choice(options, selected):
            let widget = widgetDictionary(field, name: name, type: "Ch", rect: rect, page: page)
            document.set("Ff", document.integer(Self.comboFlag | Self.flags(field)), in: widget)
            let exports = options.indices.map(field.export)
            document.set("Opt", document.array(zip(exports, options).map { document.array([document.text($0), document.text($1)]) }), in: widget)
            if let selected, options.indices.contains(selected) { document.set("V", document.text(exports[selected]), in: widget) }
            let appearance = form(textAppearance(field, size: size, comb: nil), size: size, context: context)
            document.set("AP", document.dictionary(["N": appearance]), in: widget)
            return register(widget, name: name, context: &context)
        case .signature:
            // Unsigned: no /V. An empty appearance, as the box is printed on the page.
            let widget = widgetDictionary(field, name: name, type: "Sig", rect: rect, page: page)
            document.set("AP", document.dictionary(["N": form(Data(), size: size, context: context)]), in: widget)
            return register(widget, name: name, context: &context)
        }
    }

    /// The `/DR` name of the font viewers draw typed text with.
    private var typingFontName: String { typingFace?.resourceName ?? "Helv" }

    /// The font size of the field's /DA; 0 lets the viewer fit the text in the box.
    private static func typingSize(_ field: FieldMark) -> String {
        switch field.typingSize {
        case .value: PDFAppearance.number(field.fontSize)
        case .fit: "0"
        case let .points(size): PDFAppearance.number(size)
        }
    }

    /// The Required and ReadOnly flags every kind of field takes.
    private static func flags(_ field: FieldMark) -> Int {
        (field.required ? requiredFlag : 0) | (field.readOnly ? readOnlyFlag : 0)
    }

    /// The keystroke (`/K`) and format (`/F`) actions of a date, time or number field: the
    /// Acrobat form scripts every filling viewer (Acrobat, PDFium, MuPDF) implements.
    private func actions(_ format: FieldMark.Format) -> qpdf_oh {
        let keystroke: String, shown: String
        switch format {
        case let .date(pattern):
            keystroke = PDFDateScript.keystroke(pattern: pattern)
            shown = "AFDate_FormatEx(\"\(pattern)\");"
        case let .time(pattern):
            keystroke = "AFTime_KeystrokeEx(\"\(pattern)\");"
            shown = "AFTime_FormatEx(\"\(pattern)\");"
        case let .number(decimals, decimalComma):
            // Separator style 1: `1234.56`, 3: `1234,56`, as the look prints numbers (no grouping).
            let arguments = "\(decimals), \(decimalComma ? 3 : 1), 0, 0, \"\", true"
            keystroke = "AFNumber_Keystroke(\(arguments));"
            shown = "AFNumber_Format(\(arguments));"
        }
        func script(_ code: String) -> qpdf_oh { document.dictionary(["S": document.name("JavaScript"), "JS": document.text(code)]) }
        return document.dictionary(["K": script(keystroke), "F": script(shown)])
    }

    /// The content of a text or choice field's appearance; characters it cannot draw are noted.
    private func textAppearance(_ field: FieldMark, size: Size, comb: Int?) -> Data {
        let content = PDFAppearance.text(field, size: size, comb: comb, shaper: shaper)
        shaper.noteMissing(content.missing, field: field.name)
        return content.data
    }

    /// A merged field-and-widget dictionary (one widget per field).
    private func widgetDictionary(_ field: FieldMark, name: String, type: String, rect: qpdf_oh, page: qpdf_oh) -> qpdf_oh {
        document.indirect(document.dictionary([
            "Type": document.name("Annot"), "Subtype": document.name("Widget"), "FT": document.name(type),
            "T": document.text(Self.partialName(name)), "TU": tooltip(field), "Rect": rect, "F": document.integer(4), "P": page,
            "DA": document.bytes("/\(typingFontName) \(Self.typingSize(field)) Tf 0 g"),
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
            "FT": document.name("Btn"), "Ff": document.integer(Self.radioFlags | Self.flags(field)), "T": document.text(Self.partialName(name)),
            "TU": tooltip(field), "V": document.name("Off"), "Kids": document.array([]),
        ]))
        context.radioGroups[name] = parent
        _ = register(parent, name: name, context: &context)
        return parent
    }

    /// The form XObject of `look` at `size`, made the first time.
    private func sharedForm(_ look: SharedForm.Look, size: Size, context: inout Context) -> qpdf_oh {
        let key = SharedForm(look: look, width: size.width, height: size.height)
        if let made = context.sharedForms[key] { return made }
        let content: Data = switch look {
        case .checkBoxOff, .radioOff: Data()
        case .tick: PDFAppearance.tick(size: size)
        case .dot: PDFAppearance.dot(size: size)
        }
        let made = form(content, size: size, context: context)
        context.sharedForms[key] = made
        return made
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
