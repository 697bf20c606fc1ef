#include "cqpdf.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

// Debian 12's libqpdf (qpdf 11); the unversioned name (libqpdf-dev) is the fallback.
static const char *const libraries[] = { "libqpdf.so.29", "libqpdf.so" };

static fs_qpdf_functions functions;
static const fs_qpdf_functions *loaded;
static char failure_text[512];
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void *symbol(void *library, const char *name, int *missing) {
    void *address = dlsym(library, name);
    if (!address && !*missing) {
        snprintf(failure_text, sizeof failure_text, "libqpdf lacks %s", name);
        *missing = 1;
    }
    return address;
}

static void load(void) {
    void *library = NULL;
    for (size_t index = 0; index < sizeof libraries / sizeof *libraries && !library; index++) {
        library = dlopen(libraries[index], RTLD_NOW | RTLD_LOCAL);
    }
    if (!library) {
        const char *reason = dlerror();
        snprintf(failure_text, sizeof failure_text, "libqpdf cannot be loaded: %s", reason ? reason : "not found");
        return;
    }
    int missing = 0;
    functions.qpdf_cleanup = symbol(library, "qpdf_cleanup", &missing);
    functions.qpdf_get_buffer = symbol(library, "qpdf_get_buffer", &missing);
    functions.qpdf_get_buffer_length = symbol(library, "qpdf_get_buffer_length", &missing);
    functions.qpdf_get_error = symbol(library, "qpdf_get_error", &missing);
    functions.qpdf_get_error_full_text = symbol(library, "qpdf_get_error_full_text", &missing);
    functions.qpdf_get_num_pages = symbol(library, "qpdf_get_num_pages", &missing);
    functions.qpdf_get_page_n = symbol(library, "qpdf_get_page_n", &missing);
    functions.qpdf_get_root = symbol(library, "qpdf_get_root", &missing);
    functions.qpdf_get_trailer = symbol(library, "qpdf_get_trailer", &missing);
    functions.qpdf_has_error = symbol(library, "qpdf_has_error", &missing);
    functions.qpdf_init = symbol(library, "qpdf_init", &missing);
    functions.qpdf_init_write = symbol(library, "qpdf_init_write", &missing);
    functions.qpdf_init_write_memory = symbol(library, "qpdf_init_write_memory", &missing);
    functions.qpdf_make_indirect_object = symbol(library, "qpdf_make_indirect_object", &missing);
    functions.qpdf_more_warnings = symbol(library, "qpdf_more_warnings", &missing);
    functions.qpdf_next_warning = symbol(library, "qpdf_next_warning", &missing);
    functions.qpdf_oh_append_item = symbol(library, "qpdf_oh_append_item", &missing);
    functions.qpdf_oh_get_array_item = symbol(library, "qpdf_oh_get_array_item", &missing);
    functions.qpdf_oh_get_array_n_items = symbol(library, "qpdf_oh_get_array_n_items", &missing);
    functions.qpdf_oh_get_dict = symbol(library, "qpdf_oh_get_dict", &missing);
    functions.qpdf_oh_get_key = symbol(library, "qpdf_oh_get_key", &missing);
    functions.qpdf_oh_get_numeric_value = symbol(library, "qpdf_oh_get_numeric_value", &missing);
    functions.qpdf_oh_has_key = symbol(library, "qpdf_oh_has_key", &missing);
    functions.qpdf_oh_new_array = symbol(library, "qpdf_oh_new_array", &missing);
    functions.qpdf_oh_new_binary_string = symbol(library, "qpdf_oh_new_binary_string", &missing);
    functions.qpdf_oh_new_bool = symbol(library, "qpdf_oh_new_bool", &missing);
    functions.qpdf_oh_new_dictionary = symbol(library, "qpdf_oh_new_dictionary", &missing);
    functions.qpdf_oh_new_integer = symbol(library, "qpdf_oh_new_integer", &missing);
    functions.qpdf_oh_new_name = symbol(library, "qpdf_oh_new_name", &missing);
    functions.qpdf_oh_new_null = symbol(library, "qpdf_oh_new_null", &missing);
    functions.qpdf_oh_new_real_from_double = symbol(library, "qpdf_oh_new_real_from_double", &missing);
    functions.qpdf_oh_new_stream = symbol(library, "qpdf_oh_new_stream", &missing);
    functions.qpdf_oh_new_unicode_string = symbol(library, "qpdf_oh_new_unicode_string", &missing);
    functions.qpdf_oh_release = symbol(library, "qpdf_oh_release", &missing);
    functions.qpdf_oh_replace_key = symbol(library, "qpdf_oh_replace_key", &missing);
    functions.qpdf_oh_replace_stream_data = symbol(library, "qpdf_oh_replace_stream_data", &missing);
    functions.qpdf_read = symbol(library, "qpdf_read", &missing);
    functions.qpdf_read_memory = symbol(library, "qpdf_read_memory", &missing);
    functions.qpdf_set_compress_streams = symbol(library, "qpdf_set_compress_streams", &missing);
    functions.qpdf_set_deterministic_ID = symbol(library, "qpdf_set_deterministic_ID", &missing);
    functions.qpdf_set_object_stream_mode = symbol(library, "qpdf_set_object_stream_mode", &missing);
    functions.qpdf_set_suppress_warnings = symbol(library, "qpdf_set_suppress_warnings", &missing);
    functions.qpdf_silence_errors = symbol(library, "qpdf_silence_errors", &missing);
    functions.qpdf_write = symbol(library, "qpdf_write", &missing);
    if (!missing) loaded = &functions;
}

const fs_qpdf_functions *fs_qpdf(const char **failure) {
    pthread_once(&once, load);
    if (!loaded && failure) *failure = failure_text;
    return loaded;
}
