import CQPDF
import Foundation

/// One terminal field of a filled PDF form, as `PDFFieldReader` finds it.
public struct PDFFieldValue: Sendable, Hashable {
    /// What the field's /V holds.
    public enum Value: Sendable, Hashable {
        /// No /V (or one that is neither a string nor a name).
        case none
        /// A text or choice field's string.
        case text(String)
        /// A button's state name (`Off`, or the on state: an option's export name or `Yes`); a
        /// button whose /V is a string or missing reads as the state it names or its widgets show.
        case state(String)
        /// A multiple-choice list's strings.
        case texts([String])
        /// A text longer than `PDFFieldReader.maximumTextBytes` (its UTF-8 bytes): not read.
        case tooLong(bytes: Int)
    }

    /// The full name: the partial names (/T) from the top field down, joined by `.`.
    public var name: String
    /// The field type (/FT: `Tx`, `Btn`, `Ch`, `Sig`), inherited from a parent when the field has none.
    public var type: String
    public var value: Value

    public init(name: String, type: String, value: Value) {
        self.name = name; self.type = type; self.value = value
    }
}

/// Reads the AcroForm fields of a PDF (any writer: the twin, or a viewer that saved it filled)
/// with libqpdf: walks /AcroForm /Fields and their /Kids, inheriting /FT and /V as PDF 32000-1
/// §12.7.3.1 says. A field whose kids are all widgets (no /T) is one terminal field.
public enum PDFFieldReader {
    /// The most terminal fields read from one PDF (a twin has one per box, and a form at most
    /// 100,000 cells); the rest are counted, not read.
    public static let maximumFields = 200_000
    /// The deepest field read (`a.b.c…`: a twin's names are at most a few levels deep); fields
    /// below are counted, not read, so a hostile chain of kids cannot exhaust the stack.
    public static let maximumDepth = 32
    /// The longest /T or /V text read, in UTF-8 bytes: 20,000 characters of four bytes, the
    /// most any text of a form holds. A longer /V is reported, not read; a field whose partial
    /// name is longer is counted in `leftOut`, its kids with it, so a 1 MB name or value
    /// inherited by thousands of kids is never copied into each.
    public static let maximumTextBytes = 80_000
    /// The most bytes the object streams and cross-reference streams of one PDF may inflate to,
    /// together: 256 MiB, the most a PDF `extract` reads may hold uncompressed. libqpdf inflates
    /// each whole into memory while reading, so a PDF past it is refused before libqpdf sees it.
    public static let maximumInflatedStructureBytes = 256 << 20

    /// What was read: the terminal fields in the order of /Fields, how many were left out
    /// past `maximumFields`, `maximumDepth` or `maximumTextBytes` (a name), and the problems
    /// libqpdf found and repaired while reading (a damaged or hostile PDF may lose fields there).
    public struct Reading: Sendable {
        public var fields: [PDFFieldValue] = []
        public var leftOut = 0
        public var repairs: [String] = []
        /// The string entries of the document information dictionary (`/Info`) that were asked
        /// for and found: what the twin recorded of how it was printed.
        public var info: [String: String] = [:]
    }

    /// The terminal fields of `pdf` in the order of /Fields, and the `/Info` entries named by
    /// `infoKeys`. Throws `RenderError.pdfUnreadable` when the bytes are no PDF libqpdf can read,
    /// need a password, or hold object or cross-reference streams that inflate past
    /// `maximumInflatedStructureBytes`.
    public static func fields(in pdf: Data, infoKeys: [String] = []) throws(RenderError) -> Reading {
        let api = try QPDFDocument.library()
        let input = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, pdf.count), alignment: 1)
        defer { input.deallocate() }
        pdf.copyBytes(to: input)
        try refuseInflationPastBudget(UnsafeRawBufferPointer(rebasing: input[0..<pdf.count]))
        var handle: qpdf_data? = api.qpdf_init()
        defer { api.qpdf_cleanup(&handle) }
        api.qpdf_silence_errors(handle)
        api.qpdf_set_suppress_warnings(handle, QPDF_TRUE)
        let status = api.qpdf_read_memory(handle, "the PDF", input.baseAddress!.assumingMemoryBound(to: CChar.self), UInt64(pdf.count), nil)
        if status & QPDF_ERRORS != 0 {
            let error = api.qpdf_get_error(handle)
            if let error, api.qpdf_get_error_code(handle, error) == qpdf_e_password {
                throw .pdfUnreadable("the PDF is encrypted with a password; extract reads only PDFs that open without one (qpdf --decrypt --password=… makes one)")
            }
            let detail = error.flatMap { api.qpdf_get_error_message_detail(handle, $0) }.map { String(cString: $0) } ?? ""
            throw .pdfUnreadable("not a PDF libqpdf can read" + (detail.isEmpty ? "" : " (\(detail))"))
        }
        let walker = Walker(api: api, qpdf: handle)
        var reading = Reading()
        if let info = walker.value("Info", in: api.qpdf_get_trailer(handle)) {
            for key in infoKeys {
                if let entry = walker.value(key, in: info), case let .text(text)? = walker.text(entry) { reading.info[key] = text }
            }
        }
        let root = api.qpdf_get_root(handle)
        if let form = walker.value("AcroForm", in: root), let fields = walker.value("Fields", in: form) {
            var seen: Set<Int32> = []
            walker.forEachItem(fields) { field in
                walker.collect(field, prefix: nil, type: nil, value: nil, depth: 1, into: &reading, seen: &seen)
                return true
            }
        }
        while api.qpdf_more_warnings(handle) == QPDF_TRUE, reading.repairs.count < 10 {
            guard let warning = api.qpdf_next_warning(handle), let text = api.qpdf_get_error_full_text(handle, warning) else { break }
            reading.repairs.append(String(cString: text))
        }
        return reading
    }

    /// Throws `.pdfUnreadable` when the streams libqpdf would inflate whole while reading (object
    /// and cross-reference streams) inflate past `maximumInflatedStructureBytes` together, or
    /// one is compressed with a filter whose output is not measured.
    static func refuseInflationPastBudget(_ pdf: UnsafeRawBufferPointer) throws(RenderError) {
        guard let bytes = pdf.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
        var scan = fs_pdf_structure_scan()
        guard fs_pdf_structure_streams_within(bytes, pdf.count, UInt64(maximumInflatedStructureBytes), &scan) == 0 else { return }
        if scan.unmeasured_filter != 0 {
            throw .pdfUnreadable("object \(scan.object), an object or cross-reference stream, is compressed with a filter other than FlateDecode, whose size extract does not measure; not read")
        }
        throw .pdfUnreadable("its object and cross-reference streams inflate to more than \(maximumInflatedStructureBytes) bytes (256 MiB, the most a PDF extract reads may hold) at object \(scan.object); not read")
    }

    /// A string read within `maximumTextBytes`, or the length of one past it.
    private enum BoundedText {
        case text(String)
        case tooLong(Int)

        var text: String? { if case let .text(text) = self { text } else { nil } }
        var bytes: Int? { if case let .tooLong(bytes) = self { bytes } else { nil } }
    }

    /// The walk over one open document.
    private struct Walker {
        let api: fs_qpdf_functions
        let qpdf: qpdf_data?

        /// `value` is what the field inherits, read once where it is written.
        func collect(_ field: qpdf_oh, prefix: String?, type: String?, value: PDFFieldValue.Value?, depth: Int, into reading: inout Reading, seen: inout Set<Int32>) {
            let id = api.qpdf_oh_get_object_id(qpdf, field)
            // Past the cap a field is counted before libqpdf reads it: each object it has read
            // stays in its memory (about 1.7 KB each) until the document is closed.
            if reading.fields.count >= PDFFieldReader.maximumFields, id == 0 || seen.insert(id).inserted {
                reading.leftOut += 1
                return
            }
            guard api.qpdf_oh_is_dictionary(qpdf, field) == QPDF_TRUE, id == 0 || seen.insert(id).inserted else { return }
            let partialText = entry("T", in: field, text)
            guard depth <= PDFFieldReader.maximumDepth, reading.fields.count < PDFFieldReader.maximumFields, partialText?.bytes == nil else {
                reading.leftOut += 1
                return
            }
            let partial = partialText?.text
            let name = [prefix, partial].compactMap { $0 }.joined(separator: ".")
            let type = entry("FT", in: field, nameText) ?? type
            let value = entry("V", in: field, read) ?? value
            let kids = self.value("Kids", in: field)
            defer { if let kids { api.qpdf_oh_release(qpdf, kids) } }
            var hasFieldKids = false
            if let kids { forEachItem(kids) { kid in hasFieldKids = isField(kid); return !hasFieldKids } }
            if let kids, hasFieldKids {
                forEachItem(kids) { kid in
                    if isField(kid) { collect(kid, prefix: name, type: type, value: value, depth: depth + 1, into: &reading, seen: &seen) }
                    return true
                }
            } else {
                var read = value ?? .none
                if type == "Btn" { read = buttonState(read, field: field) }
                reading.fields.append(PDFFieldValue(name: name, type: type ?? "", value: read))
            }
        }

        /// What `body` reads of the entry `key` of `dictionary`, its handle released after.
        func entry<T>(_ key: String, in dictionary: qpdf_oh, _ body: (qpdf_oh) -> T?) -> T? {
            guard let entry = value(key, in: dictionary) else { return nil }
            defer { api.qpdf_oh_release(qpdf, entry) }
            return body(entry)
        }

        /// A kid that is a field (it has a partial name), not only a widget.
        func isField(_ kid: qpdf_oh) -> Bool {
            api.qpdf_oh_has_key(qpdf, kid, "/T") == QPDF_TRUE
        }

        /// Calls `body` with each item of `array` in order until it returns false, releasing each
        /// item's handle after it: libqpdf keeps every handle it gives until the document is
        /// closed, so a /Kids of two million widgets would otherwise hold hundreds of MB.
        func forEachItem(_ array: qpdf_oh, _ body: (qpdf_oh) -> Bool) {
            guard api.qpdf_oh_is_array(qpdf, array) == QPDF_TRUE else { return }
            for index in 0..<api.qpdf_oh_get_array_n_items(qpdf, array) {
                let item = api.qpdf_oh_get_array_item(qpdf, array, index)
                defer { api.qpdf_oh_release(qpdf, item) }
                guard body(item) else { return }
            }
        }

        /// A button's state: /V as a name, or as a string (MuPDF writes `(Premium)`); without
        /// either, the on state its widgets show (/AS), as viewers that set only that do.
        func buttonState(_ value: PDFFieldValue.Value, field: qpdf_oh) -> PDFFieldValue.Value {
            switch value {
            case .state: return value
            case let .text(text):
                // pypdf (6.1.3; py-pdf/pypdf#3549) writes a radio group's /V as the text of the
                // name it was given, slash included, `(/Premium)`, and the widget's /AS as that name.
                if text.hasPrefix("/"), let shown = shownState(field), "/" + shown == text { return .state(shown) }
                return .state(text)
            default:
                return shownState(field).map(PDFFieldValue.Value.state) ?? value
            }
        }

        /// The on state a button's widgets show (/AS), if one does; each handle released once read.
        func shownState(_ field: qpdf_oh) -> String? {
            var shown: String?
            func look(_ widget: qpdf_oh) -> Bool {
                guard let state = self.value("AS", in: widget) else { return true }
                defer { api.qpdf_oh_release(qpdf, state) }
                if let name = nameText(state), name != "Off" { shown = name }
                return shown == nil
            }
            if let kids = self.value("Kids", in: field) { forEachItem(kids, look) } else { _ = look(field) }
            return shown
        }

        func read(_ value: qpdf_oh) -> PDFFieldValue.Value {
            if let name = nameText(value) { return .state(name) }
            switch text(value) {
            case let .text(text)?: return .text(text)
            case let .tooLong(bytes)?: return .tooLong(bytes: bytes)
            case nil: break
            }
            guard api.qpdf_oh_is_array(qpdf, value) == QPDF_TRUE else { return .none }
            var texts: [String] = [], bytes = 0
            for item in items(value) {
                switch text(item) {
                case let .text(text)?: texts.append(text); bytes += text.utf8.count
                case let .tooLong(length)?: bytes += length
                case nil: break
                }
                if bytes > PDFFieldReader.maximumTextBytes { return .tooLong(bytes: bytes) }
            }
            return .texts(texts)
        }

        func value(_ key: String, in dictionary: qpdf_oh) -> qpdf_oh? {
            api.qpdf_oh_has_key(qpdf, dictionary, "/" + key) == QPDF_TRUE ? api.qpdf_oh_get_key(qpdf, dictionary, "/" + key) : nil
        }

        func items(_ array: qpdf_oh) -> [qpdf_oh] {
            guard api.qpdf_oh_is_array(qpdf, array) == QPDF_TRUE else { return [] }
            return (0..<api.qpdf_oh_get_array_n_items(qpdf, array)).map { api.qpdf_oh_get_array_item(qpdf, array, $0) }
        }

        /// A string object's text, asked of libqpdf once; past `maximumTextBytes` only its UTF-8
        /// length, the text not copied. Nil for other objects.
        func text(_ object: qpdf_oh) -> BoundedText? {
            guard api.qpdf_oh_is_string(qpdf, object) == QPDF_TRUE, let utf8 = api.qpdf_oh_get_utf8_value(qpdf, object) else { return nil }
            let length = strlen(utf8)
            return length > PDFFieldReader.maximumTextBytes ? .tooLong(length) : .text(String(cString: utf8))
        }

        /// A name without its `/`.
        func nameText(_ object: qpdf_oh) -> String? {
            guard api.qpdf_oh_is_name(qpdf, object) == QPDF_TRUE, let name = api.qpdf_oh_get_name(qpdf, object) else { return nil }
            return String(String(cString: name).dropFirst())
        }
    }
}
