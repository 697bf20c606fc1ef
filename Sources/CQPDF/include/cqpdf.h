// libqpdf's C API, opened on first use instead of linked: loading libqpdf and the gnutls
// libraries it needs costs about 2.5 ms of every run, which PNG and SVG renders never need
// and a PDF render can spend on another thread while it lays out (see qpdf_loader.c).
#ifndef FORMSETTER_CQPDF_H
#define FORMSETTER_CQPDF_H

#include <qpdf/qpdf-c.h>
#include <stddef.h>

/// The libqpdf functions Formsetter calls: one list for the table's fields and its loading.
#define FS_QPDF_FUNCTIONS(X) \
    X(qpdf_cleanup) \
    X(qpdf_get_buffer) \
    X(qpdf_get_buffer_length) \
    X(qpdf_get_error) \
    X(qpdf_get_error_code) \
    X(qpdf_get_error_full_text) \
    X(qpdf_get_error_message_detail) \
    X(qpdf_get_num_pages) \
    X(qpdf_get_qpdf_version) \
    X(qpdf_get_page_n) \
    X(qpdf_get_root) \
    X(qpdf_get_trailer) \
    X(qpdf_has_error) \
    X(qpdf_init) \
    X(qpdf_init_write) \
    X(qpdf_init_write_memory) \
    X(qpdf_make_indirect_object) \
    X(qpdf_more_warnings) \
    X(qpdf_next_warning) \
    X(qpdf_oh_append_item) \
    X(qpdf_oh_begin_dict_key_iter) \
    X(qpdf_oh_dict_more_keys) \
    X(qpdf_oh_dict_next_key) \
    X(qpdf_oh_get_array_item) \
    X(qpdf_oh_get_array_n_items) \
    X(qpdf_oh_get_dict) \
    X(qpdf_oh_get_name) \
    X(qpdf_oh_get_object_id) \
    X(qpdf_oh_get_int_value_as_int) \
    X(qpdf_oh_get_key) \
    X(qpdf_oh_get_utf8_value) \
    X(qpdf_oh_is_array) \
    X(qpdf_oh_is_dictionary) \
    X(qpdf_oh_is_name) \
    X(qpdf_oh_is_integer) \
    X(qpdf_oh_is_stream) \
    X(qpdf_oh_is_string) \
    X(qpdf_oh_get_numeric_value) \
    X(qpdf_oh_has_key) \
    X(qpdf_oh_new_array) \
    X(qpdf_oh_new_binary_string) \
    X(qpdf_oh_new_bool) \
    X(qpdf_oh_new_dictionary) \
    X(qpdf_oh_new_integer) \
    X(qpdf_oh_new_name) \
    X(qpdf_oh_new_null) \
    X(qpdf_oh_new_real_from_double) \
    X(qpdf_oh_new_stream) \
    X(qpdf_oh_new_unicode_string) \
    X(qpdf_oh_replace_key) \
    X(qpdf_oh_release) \
    X(qpdf_oh_replace_stream_data) \
    X(qpdf_read) \
    X(qpdf_read_memory) \
    X(qpdf_remove_page) \
    X(qpdf_set_deterministic_ID) \
    X(qpdf_set_suppress_warnings) \
    X(qpdf_silence_errors) \
    X(qpdf_write)

#define FS_QPDF_FIELD(name) __typeof__(name) *_Nonnull name;
/// The libqpdf functions Formsetter calls, by their own names.
typedef struct {
    FS_QPDF_FUNCTIONS(FS_QPDF_FIELD)
} fs_qpdf_functions;
#undef FS_QPDF_FIELD

/// The functions, loading libqpdf the first time (once, whichever thread asks first; later
/// callers wait for it). NULL when libqpdf cannot be loaded, with `*failure` (if not NULL) saying why.
const fs_qpdf_functions *_Nullable fs_qpdf(const char *_Nullable *_Nullable failure);

/// The soname `fs_qpdf` opens: that of the libqpdf headers Formsetter was built with.
const char *_Nonnull fs_qpdf_soname(void);

/// What `fs_pdf_structure_streams_within` found.
typedef struct {
    /// The object and cross-reference streams found.
    unsigned long long streams;
    /// The bytes they inflated to, counted up to the first past the budget.
    unsigned long long inflated;
    /// The object number of the stream that went past the budget or has an unmeasured filter.
    long long object;
    /// 1 when that stream is filtered with something other than one FlateDecode (LZW,
    /// run-length…), whose size is not measured.
    int unmeasured_filter;
} fs_pdf_structure_scan;

/// Inflates, into a scratch buffer, every object stream and cross-reference stream of the PDF
/// `pdf` (what libqpdf decodes whole while reading objects), counting the bytes. 1 when they
/// inflate to at most `budget` bytes together; 0 when they go past it, or one is filtered with
/// something other than FlateDecode, with `scan->object` naming it.
int fs_pdf_structure_streams_within(const unsigned char *_Nonnull pdf, size_t length, unsigned long long budget,
                                    fs_pdf_structure_scan *_Nonnull scan);

#endif
