import CQPDF
import Foundation

/// A PDF opened with libqpdf for object-level edits (annotations, fields, page labels), then
/// written whole by libqpdf (`write`): libqpdf finds cairo's objects whatever cross-reference
/// form the cairo in use writes (1.16 a table, 1.18 a stream and object streams).
/// Object handles live until the document is freed.
final class QPDFDocument {
    private let api: fs_qpdf_functions
    private var qpdf: qpdf_data?
    /// The input of a PDF read from memory: libqpdf reads from it until cleanup.
    private var input: UnsafeMutableRawBufferPointer?

    /// Opens the PDF in `spool`: from memory, or from its file, which libqpdf reads as it needs.
    init(_ spool: PDFSpool) throws(RenderError) {
        api = try Self.library()
        qpdf = api.qpdf_init()
        api.qpdf_silence_errors(qpdf)
        api.qpdf_set_suppress_warnings(qpdf, QPDF_TRUE)
        let status: QPDF_ERROR_CODE
        if let path = spool.path {
            status = api.qpdf_read(qpdf, path, nil)
        } else {
            let bytes = spool.bytes
            let input = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, bytes.count), alignment: 1)
            bytes.copyBytes(to: input)
            self.input = input
            status = api.qpdf_read_memory(qpdf, "formsetter.pdf", input.baseAddress!.assumingMemoryBound(to: CChar.self), UInt64(bytes.count), nil)
        }
        if status & QPDF_ERRORS != 0 { throw .pdfPostProcessing("the PDF cairo wrote cannot be read back: \(lastError)") }
        if status & QPDF_WARNINGS != 0 { throw .pdfPostProcessing("the PDF cairo wrote is damaged: \(lastError)") }
    }

    /// libqpdf's functions, loaded on first use.
    static func library() throws(RenderError) -> fs_qpdf_functions {
        var failure: UnsafePointer<CChar>?
        guard let functions = fs_qpdf(&failure) else {
            throw .pdfPostProcessing(failure.map { String(cString: $0) } ?? "libqpdf cannot be loaded")
        }
        return functions.pointee
    }

    /// Writes the whole edited file and hands its bytes to `body` in order: at once from memory
    /// for a document that was read from memory, else in chunks of 1 MiB through an unlinked
    /// temporary file. The file's /ID is an MD5 of its content, so the same input gives the same
    /// bytes. Throws for any warning libqpdf gave while reading cairo's objects, except those
    /// that a cairo bug of the version in use is known to cause (`CairoBugs`).
    func write(_ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        let output: PDFSpool? = input == nil ? try PDFSpool.emptyFile() : nil
        let started = output?.path.map { api.qpdf_init_write(qpdf, $0) } ?? api.qpdf_init_write_memory(qpdf)
        if started & QPDF_ERRORS != 0 { throw RenderError.pdfPostProcessing("libqpdf cannot start writing the PDF: \(lastError)") }
        api.qpdf_set_deterministic_ID(qpdf, QPDF_TRUE)
        let status = api.qpdf_write(qpdf)
        if status & QPDF_ERRORS != 0 { throw RenderError.pdfPostProcessing("libqpdf cannot write the PDF: \(lastError)") }
        if let unexpected = unexpectedWarnings().first { throw RenderError.pdfPostProcessing("the PDF cairo wrote is damaged: \(unexpected)") }
        if let output {
            try output.adoptWrittenFile()
            try output.read(body)
        } else {
            guard let buffer = api.qpdf_get_buffer(qpdf) else { throw RenderError.pdfPostProcessing("libqpdf wrote no PDF") }
            try body(UnsafeRawBufferPointer(start: buffer, count: api.qpdf_get_buffer_length(qpdf)))
        }
    }

    /// The warnings libqpdf gave so far that no known cairo bug explains. A warning is explained
    /// only when cairo's runtime version has the bug, libqpdf's runtime version is one whose
    /// wording was checked (`QPDFVersions.wordsWarningsAsChecked`: the detail texts are matched,
    /// libqpdf gives no code finer than their class) and libqpdf classes it as damage.
    private func unexpectedWarnings() -> [String] {
        let checked = QPDFVersions.wordsWarningsAsChecked
        let repeatsNames = checked && CairoBugs.repeatsXObjectNames
        var damage: [(detail: String, text: String)] = [], other: [String] = []
        while api.qpdf_more_warnings(qpdf) == QPDF_TRUE {
            guard let warning = api.qpdf_next_warning(qpdf) else { break }
            let detail = api.qpdf_get_error_message_detail(qpdf, warning).map { String(cString: $0) } ?? ""
            let isDamage = api.qpdf_get_error_code(qpdf, warning) == qpdf_e_damaged_pdf
            // Repeated XObject names are nearly all the warnings (710 at 1,000 fields): their
            // detail alone explains them, so their full text is not made.
            if repeatsNames, isDamage, Self.isRepeatedXObjectName(detail) { continue }
            let text = api.qpdf_get_error_full_text(qpdf, warning).map { String(cString: $0) } ?? detail
            if isDamage || !checked { damage.append((detail, text)) } else { other.append(text) }
        }
        guard checked else { return damage.map(\.text) }
        let unwritten = CairoBugs.leavesArtifactObjectsUnwritten ? UnwrittenObjectWarnings.explained(damage.map(\.detail)) : []
        return damage.indices.filter { !unwritten.contains($0) }.map { damage[$0].text } + other
    }

    /// libqpdf's warning for a dictionary key given twice, as cairo writes an XObject's name
    /// once per placement (`CairoBugs.repeatsXObjectNames`): cairo names XObjects `/x<number>`.
    /// Compared as bytes: there is one for most placements, and Foundation's `range(of:)` goes through NSString.
    static func isRepeatedXObjectName(_ detail: String) -> Bool {
        guard let range = detail.utf8.firstRange(of: "dictionary has duplicated key /x".utf8) else { return false }
        return detail.utf8[range.upperBound...].prefix { $0 != UInt8(ascii: ";") }.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    /// Loads libqpdf now if it is not loaded yet (a failure is reported by `init`).
    static func load() {
        _ = fs_qpdf(nil)
    }

    deinit {
        api.qpdf_cleanup(&qpdf)
        input?.deallocate()
    }

    private var lastError: String {
        guard api.qpdf_has_error(qpdf) == QPDF_TRUE, let error = api.qpdf_get_error(qpdf),
              let text = api.qpdf_get_error_full_text(qpdf, error) else { return "unknown libqpdf error" }
        return String(cString: text)
    }

    // MARK: objects

    var root: qpdf_oh { api.qpdf_get_root(qpdf) }
    var trailer: qpdf_oh { api.qpdf_get_trailer(qpdf) }
    var pageCount: Int { Int(api.qpdf_get_num_pages(qpdf)) }
    func page(_ index: Int) -> qpdf_oh { api.qpdf_get_page_n(qpdf, index) }

    func name(_ name: String) -> qpdf_oh { api.qpdf_oh_new_name(qpdf, "/" + name) }
    func integer(_ value: Int) -> qpdf_oh { api.qpdf_oh_new_integer(qpdf, Int64(value)) }
    func real(_ value: Double) -> qpdf_oh { api.qpdf_oh_new_real_from_double(qpdf, value, 2) }
    func bool(_ value: Bool) -> qpdf_oh { api.qpdf_oh_new_bool(qpdf, value ? QPDF_TRUE : QPDF_FALSE) }
    /// A text string (PDFDocEncoding or UTF-16, as qpdf chooses) for titles and field values.
    func text(_ value: String) -> qpdf_oh { api.qpdf_oh_new_unicode_string(qpdf, value) }
    /// A byte string written as given (URIs, which PDF keeps 7-bit).
    func bytes(_ value: String) -> qpdf_oh {
        let utf8 = Array(value.utf8)
        return utf8.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { api.qpdf_oh_new_binary_string(qpdf, $0.baseAddress, $0.count) }
        }
    }

    func array(_ items: [qpdf_oh]) -> qpdf_oh {
        let array = api.qpdf_oh_new_array(qpdf)
        for item in items { api.qpdf_oh_append_item(qpdf, array, item) }
        return array
    }

    func numbers(_ values: [Double]) -> qpdf_oh { array(values.map(real)) }

    func dictionary(_ entries: KeyValuePairs<String, qpdf_oh>) -> qpdf_oh {
        let dictionary = api.qpdf_oh_new_dictionary(qpdf)
        for (key, value) in entries { api.qpdf_oh_replace_key(qpdf, dictionary, "/" + key, value) }
        return dictionary
    }

    /// A new stream object holding `content` (libqpdf makes every stream indirect and
    /// compresses it when it writes the file).
    func stream(_ content: Data, dictionary entries: KeyValuePairs<String, qpdf_oh>) -> qpdf_oh {
        // libqpdf compresses an empty stream into /FlateDecode with no bytes, which is no zlib
        // stream (pypdf and pdf.js warn "Empty FlateDecode stream"; poppler fails on it once PDFium
        // has saved the file); a content stream of one space draws the same nothing.
        let content = content.isEmpty ? Data(" ".utf8) : content
        let stream = api.qpdf_oh_new_stream(qpdf)
        let dictionary = api.qpdf_oh_get_dict(qpdf, stream)
        for (key, value) in entries { api.qpdf_oh_replace_key(qpdf, dictionary, "/" + key, value) }
        content.withUnsafeBytes { bytes in
            api.qpdf_oh_replace_stream_data(qpdf, stream, bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count,
                                            api.qpdf_oh_new_null(qpdf), api.qpdf_oh_new_null(qpdf))
        }
        return stream
    }

    func indirect(_ object: qpdf_oh) -> qpdf_oh { api.qpdf_make_indirect_object(qpdf, object) }

    func set(_ key: String, _ value: qpdf_oh, in dictionary: qpdf_oh) {
        api.qpdf_oh_replace_key(qpdf, dictionary, "/" + key, value)
    }

    /// The integer value of `key` in `dictionary`, or 0.
    func integer(_ key: String, in dictionary: qpdf_oh) -> Int {
        value(key, in: dictionary).map { Int(api.qpdf_oh_get_int_value_as_int(qpdf, $0)) } ?? 0
    }

    func value(_ key: String, in dictionary: qpdf_oh) -> qpdf_oh? {
        api.qpdf_oh_has_key(qpdf, dictionary, "/" + key) == QPDF_TRUE ? api.qpdf_oh_get_key(qpdf, dictionary, "/" + key) : nil
    }

    func append(_ item: qpdf_oh, to array: qpdf_oh) { api.qpdf_oh_append_item(qpdf, array, item) }

    /// The values of `dictionary`'s entries, in key order; empty when it is not a dictionary.
    func values(of dictionary: qpdf_oh) -> [qpdf_oh] {
        guard isDictionary(dictionary) else { return [] }
        var keys: [String] = []
        api.qpdf_oh_begin_dict_key_iter(qpdf, dictionary)
        while api.qpdf_oh_dict_more_keys(qpdf) == QPDF_TRUE {
            if let key = api.qpdf_oh_dict_next_key(qpdf) { keys.append(String(cString: key)) }
        }
        return keys.map { api.qpdf_oh_get_key(qpdf, dictionary, $0) }
    }

    /// The object number of an indirect object, 0 for a direct one.
    func objectNumber(_ object: qpdf_oh) -> Int { Int(api.qpdf_oh_get_object_id(qpdf, object)) }

    /// The items of `array`, or nil when it is not an array.
    func items(of array: qpdf_oh) -> [qpdf_oh]? {
        guard api.qpdf_oh_is_array(qpdf, array) == QPDF_TRUE else { return nil }
        return (0..<api.qpdf_oh_get_array_n_items(qpdf, array)).map { api.qpdf_oh_get_array_item(qpdf, array, $0) }
    }

    /// The name `object` is, without its slash, or nil when it is not a name.
    func nameValue(_ object: qpdf_oh) -> String? {
        guard api.qpdf_oh_is_name(qpdf, object) == QPDF_TRUE, let name = api.qpdf_oh_get_name(qpdf, object) else { return nil }
        return String(String(cString: name).dropFirst())
    }

    /// The integer `object` is, or nil when it is not an integer.
    func integerValue(_ object: qpdf_oh) -> Int? {
        api.qpdf_oh_is_integer(qpdf, object) == QPDF_TRUE ? Int(api.qpdf_oh_get_int_value_as_int(qpdf, object)) : nil
    }

    func isDictionary(_ object: qpdf_oh) -> Bool { api.qpdf_oh_is_dictionary(qpdf, object) == QPDF_TRUE }
    func isStream(_ object: qpdf_oh) -> Bool { api.qpdf_oh_is_stream(qpdf, object) == QPDF_TRUE }
    /// The dictionary of a stream object.
    func streamDictionary(_ stream: qpdf_oh) -> qpdf_oh { api.qpdf_oh_get_dict(qpdf, stream) }

    /// Takes `page` out of the page tree.
    func removePage(_ page: qpdf_oh) throws(RenderError) {
        if api.qpdf_remove_page(qpdf, page) & QPDF_ERRORS != 0 { throw .pdfPostProcessing("libqpdf cannot remove a page: \(lastError)") }
    }

    /// The page's height in points (its MediaBox).
    func pageHeight(_ page: qpdf_oh) -> Double {
        guard let box = value("MediaBox", in: page), api.qpdf_oh_get_array_n_items(qpdf, box) == 4 else { return 0 }
        return api.qpdf_oh_get_numeric_value(qpdf, api.qpdf_oh_get_array_item(qpdf, box, 3))
    }
}

extension QPDFDocument {
    /// Page labels 1, 2, 3… (/PageLabels), so viewers show the same numbers as the footer.
    func setDecimalPageLabels() {
        let labels = dictionary(["Nums": array([integer(0), dictionary(["S": name("D")])])])
        set("PageLabels", labels, in: root)
    }
}

extension QPDFDocument {
    /// Writes the creation and modification dates as PDF date strings (`D:` prefix), which
    /// cairo 1.16 leaves out; adds an /Info dictionary when there is none.
    func setFixedDates(_ date: String) {
        let info: qpdf_oh
        if let existing = value("Info", in: trailer) {
            info = existing
        } else {
            info = indirect(dictionary([:]))
            set("Info", info, in: trailer)
        }
        set("CreationDate", bytes(date), in: info)
        set("ModDate", bytes(date), in: info)
    }

    /// Adds `entries` (key without `/` → text) to the document information dictionary, which
    /// `setFixedDates` has made.
    func addInfo(_ entries: [String: String]) {
        guard let info = value("Info", in: trailer) else { return }
        for (key, text) in entries.sorted(by: { $0.key < $1.key }) { set(key, self.text(text), in: info) }
    }
}

extension QPDFDocument {
    /// The document's natural language (`/Lang`, a BCP 47 tag), which cairo 1.16 cannot write:
    /// screen readers and hyphenation read it.
    func setLanguage(_ tag: String) {
        set("Lang", bytes(tag), in: root)
    }
}

extension QPDFDocument {
    /// Declares the structure tree cairo wrote as a tagged PDF (/MarkInfo << /Marked true >>).
    func markTagged() {
        set("MarkInfo", dictionary(["Marked": bool(true)]), in: root)
    }
}

/// What Formsetter writes as every PDF's `/Creator`. It says who made the file, not that the
/// file is unchanged: a viewer keeps it when a person fills the twin in, so a run tells its own
/// files by their seal (`OutputSeal` in the Formsetter module).
public enum PDFCreator {
    public static let name = "Formsetter"
}
