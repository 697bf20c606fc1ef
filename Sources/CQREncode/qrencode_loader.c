#include "cqrencode.h"

#include <dlfcn.h>
#include <pthread.h>
#include <string.h>

// libqrencode 4.1.1's C API, as its qrencode.h documents it (the same soname and ABI in
// Debian 12 and 13): only what fs_qr_encode_v3m calls.
#define FS_QR_SONAME "libqrencode.so.4"
enum { fs_qr_mode_alphanumeric = 1, fs_qr_mode_8bit = 2 };
enum { fs_qr_level_m = 1 };
// ECI 26 says the bytes that follow are UTF-8: without it readers guess (zbar took "Sø" for Big5).
enum { fs_qr_eci_utf8 = 26 };
typedef struct fs_qr_input fs_qr_input;
typedef struct {
    int version;
    int width;
    unsigned char *data;
} fs_qr_symbol;

typedef struct {
    fs_qr_input *(*new_input)(int version, int level);
    int (*append)(fs_qr_input *input, int mode, int size, const unsigned char *data);
    int (*append_eci)(fs_qr_input *input, unsigned int eci);
    void (*free_input)(fs_qr_input *input);
    fs_qr_symbol *(*encode)(fs_qr_input *input);
    void (*free_symbol)(fs_qr_symbol *symbol);
} fs_qr_functions;

// Set once by `load` under pthread_once and only read after: the process-wide handle of a
// library opened once, like CQPDF's, never written again.
static fs_qr_functions functions;
static fs_qr_status load_status = FS_QR_LIBRARY_MISSING;
static const char *open_failure;
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void load(void) {
    void *library = dlopen(FS_QR_SONAME, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        // dlerror's text is the calling thread's until its next dl call: kept as a copy that
        // lives as long as the process (made once).
        const char *reason = dlerror();
        open_failure = strdup(reason ? reason : FS_QR_SONAME ": cannot open shared object file");
        load_status = FS_QR_LIBRARY_MISSING;
        return;
    }
    functions.new_input = (fs_qr_input * (*)(int, int)) dlsym(library, "QRinput_new2");
    functions.append = (int (*)(fs_qr_input *, int, int, const unsigned char *))dlsym(library, "QRinput_append");
    functions.append_eci = (int (*)(fs_qr_input *, unsigned int))dlsym(library, "QRinput_appendECIheader");
    functions.free_input = (void (*)(fs_qr_input *))dlsym(library, "QRinput_free");
    functions.encode = (fs_qr_symbol * (*)(fs_qr_input *)) dlsym(library, "QRcode_encodeInput");
    functions.free_symbol = (void (*)(fs_qr_symbol *))dlsym(library, "QRcode_free");
    int complete = functions.new_input && functions.append && functions.append_eci && functions.free_input && functions.encode && functions.free_symbol;
    load_status = complete ? FS_QR_ENCODED : FS_QR_FUNCTION_MISSING;
}

fs_qr_status fs_qr_encode_v3m(const char *alphanumeric, size_t alphanumeric_length, const unsigned char *bytes, size_t byte_length,
                              unsigned char *modules) {
    pthread_once(&once, load);
    if (load_status != FS_QR_ENCODED) return load_status;
    if (alphanumeric_length == 0 || alphanumeric_length > 1000 || byte_length > 1000) return FS_QR_TOO_LONG;
    fs_qr_input *input = functions.new_input(3, fs_qr_level_m);
    if (!input) return FS_QR_FAILED;
    fs_qr_status status = FS_QR_FAILED;
    if (functions.append(input, fs_qr_mode_alphanumeric, (int)alphanumeric_length, (const unsigned char *)alphanumeric) == 0 &&
        (byte_length == 0 || (functions.append_eci(input, fs_qr_eci_utf8) == 0 &&
                              functions.append(input, fs_qr_mode_8bit, (int)byte_length, bytes) == 0))) {
        fs_qr_symbol *symbol = functions.encode(input);
        if (symbol) {
            // libqrencode grows the version when the data does not fit the one asked for.
            if (symbol->version == 3 && symbol->width == FS_QR_V3_MODULES) {
                for (int i = 0; i < FS_QR_V3_MODULES * FS_QR_V3_MODULES; i++) modules[i] = symbol->data[i] & 1;
                status = FS_QR_ENCODED;
            } else {
                status = FS_QR_TOO_LONG;
            }
            functions.free_symbol(symbol);
        }
    }
    functions.free_input(input);
    return status;
}

const char *fs_qr_open_failure(void) { return load_status == FS_QR_LIBRARY_MISSING ? open_failure : NULL; }

const char *fs_qr_soname(void) { return FS_QR_SONAME; }
