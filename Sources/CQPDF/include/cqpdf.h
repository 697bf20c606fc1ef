// libqpdf's C API, opened on first use instead of linked: loading libqpdf and the gnutls
// libraries it needs costs about 2.5 ms of every run, which PNG and SVG renders never need
// and a PDF render can spend on another thread while it lays out (see qpdf_loader.c).
#ifndef FORMSETTER_CQPDF_H
#define FORMSETTER_CQPDF_H

#include <qpdf/qpdf-c.h>

/// The libqpdf functions Formsetter calls, by their own names.
typedef struct {
    __typeof__(qpdf_cleanup) * _Nonnull qpdf_cleanup;
    __typeof__(qpdf_get_buffer) * _Nonnull qpdf_get_buffer;
    __typeof__(qpdf_get_buffer_length) * _Nonnull qpdf_get_buffer_length;
    __typeof__(qpdf_get_error) * _Nonnull qpdf_get_error;
    __typeof__(qpdf_get_error_full_text) * _Nonnull qpdf_get_error_full_text;
    __typeof__(qpdf_get_num_pages) * _Nonnull qpdf_get_num_pages;
    __typeof__(qpdf_get_page_n) * _Nonnull qpdf_get_page_n;
    __typeof__(qpdf_get_root) * _Nonnull qpdf_get_root;
    __typeof__(qpdf_get_trailer) * _Nonnull qpdf_get_trailer;
    __typeof__(qpdf_has_error) * _Nonnull qpdf_has_error;
    __typeof__(qpdf_init) * _Nonnull qpdf_init;
    __typeof__(qpdf_init_write) * _Nonnull qpdf_init_write;
    __typeof__(qpdf_init_write_memory) * _Nonnull qpdf_init_write_memory;
    __typeof__(qpdf_make_indirect_object) * _Nonnull qpdf_make_indirect_object;
    __typeof__(qpdf_more_warnings) * _Nonnull qpdf_more_warnings;
    __typeof__(qpdf_next_warning) * _Nonnull qpdf_next_warning;
    __typeof__(qpdf_oh_append_item) * _Nonnull qpdf_oh_append_item;
    __typeof__(qpdf_oh_get_array_item) * _Nonnull qpdf_oh_get_array_item;
    __typeof__(qpdf_oh_get_array_n_items) * _Nonnull qpdf_oh_get_array_n_items;
    __typeof__(qpdf_oh_get_dict) * _Nonnull qpdf_oh_get_dict;
    __typeof__(qpdf_oh_get_key) * _Nonnull qpdf_oh_get_key;
    __typeof__(qpdf_oh_get_numeric_value) * _Nonnull qpdf_oh_get_numeric_value;
    __typeof__(qpdf_oh_has_key) * _Nonnull qpdf_oh_has_key;
    __typeof__(qpdf_oh_new_array) * _Nonnull qpdf_oh_new_array;
    __typeof__(qpdf_oh_new_binary_string) * _Nonnull qpdf_oh_new_binary_string;
    __typeof__(qpdf_oh_new_bool) * _Nonnull qpdf_oh_new_bool;
    __typeof__(qpdf_oh_new_dictionary) * _Nonnull qpdf_oh_new_dictionary;
    __typeof__(qpdf_oh_new_integer) * _Nonnull qpdf_oh_new_integer;
    __typeof__(qpdf_oh_new_name) * _Nonnull qpdf_oh_new_name;
    __typeof__(qpdf_oh_new_null) * _Nonnull qpdf_oh_new_null;
    __typeof__(qpdf_oh_new_real_from_double) * _Nonnull qpdf_oh_new_real_from_double;
    __typeof__(qpdf_oh_new_stream) * _Nonnull qpdf_oh_new_stream;
    __typeof__(qpdf_oh_new_unicode_string) * _Nonnull qpdf_oh_new_unicode_string;
    __typeof__(qpdf_oh_release) * _Nonnull qpdf_oh_release;
    __typeof__(qpdf_oh_replace_key) * _Nonnull qpdf_oh_replace_key;
    __typeof__(qpdf_oh_replace_stream_data) * _Nonnull qpdf_oh_replace_stream_data;
    __typeof__(qpdf_read) * _Nonnull qpdf_read;
    __typeof__(qpdf_read_memory) * _Nonnull qpdf_read_memory;
    __typeof__(qpdf_set_compress_streams) * _Nonnull qpdf_set_compress_streams;
    __typeof__(qpdf_set_deterministic_ID) * _Nonnull qpdf_set_deterministic_ID;
    __typeof__(qpdf_set_object_stream_mode) * _Nonnull qpdf_set_object_stream_mode;
    __typeof__(qpdf_set_suppress_warnings) * _Nonnull qpdf_set_suppress_warnings;
    __typeof__(qpdf_silence_errors) * _Nonnull qpdf_silence_errors;
    __typeof__(qpdf_write) * _Nonnull qpdf_write;
} fs_qpdf_functions;

/// The functions, loading libqpdf the first time (once, whichever thread asks first; later
/// callers wait for it). NULL when libqpdf cannot be loaded, with `*failure` (if not NULL) saying why.
const fs_qpdf_functions *_Nullable fs_qpdf(const char *_Nullable *_Nullable failure);

#endif
