// Finds libcairo's code once, so the replacements below change only what cairo writes; every
// other caller in the process gets glibc's and zlib's own functions.
#define _GNU_SOURCE
#include "caller.h"
#include <dlfcn.h>
#include <link.h>
#include <stdio.h>
#include <zlib.h>
#include <pthread.h>
#include <stdint.h>
#include <string.h>

static uintptr_t cairo_start, cairo_end;
static pthread_once_t located = PTHREAD_ONCE_INIT;

static int find_cairo(struct dl_phdr_info *info, size_t size, void *unused) {
    (void)size; (void)unused;
    const char *slash = info->dlpi_name ? strrchr(info->dlpi_name, '/') : NULL;
    const char *name = slash ? slash + 1 : info->dlpi_name;
    if (!name || strncmp(name, "libcairo.so", 11) != 0) return 0;
    for (int index = 0; index < info->dlpi_phnum; index++) {
        const ElfW(Phdr) *header = &info->dlpi_phdr[index];
        if (header->p_type != PT_LOAD || !(header->p_flags & PF_X)) continue;
        cairo_start = info->dlpi_addr + header->p_vaddr;
        cairo_end = cairo_start + header->p_memsz;
        return 1;
    }
    return 0;
}

static void locate(void) { dl_iterate_phdr(find_cairo, NULL); }

int fs_called_from_cairo(const void *address) {
    pthread_once(&located, locate);
    uintptr_t at = (uintptr_t)address;
    return at >= cairo_start && at < cairo_end;
}

int __snprintf_chk(char *, size_t, int, size_t, const char *, ...);

int fs_cairo_output_active(void) {
    // What the dynamic loader gives libraries for these names: this module's definitions when
    // the executable links it in.
    return dlsym(RTLD_DEFAULT, "snprintf") == (void *)snprintf
        && dlsym(RTLD_DEFAULT, "__snprintf_chk") == (void *)__snprintf_chk
        && dlsym(RTLD_DEFAULT, "deflateInit_") == (void *)deflateInit_;
}
