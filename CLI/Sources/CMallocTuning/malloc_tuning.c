#include "malloc_tuning.h"
#include <malloc.h>

int fs_tune_malloc(void) {
    int arena = mallopt(M_ARENA_MAX, 4);
    int mapped = mallopt(M_MMAP_THRESHOLD, 64 << 20);
    int trimmed = mallopt(M_TRIM_THRESHOLD, 256 << 20);
    return arena && mapped && trimmed;
}
