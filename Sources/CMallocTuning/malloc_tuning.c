#include "malloc_tuning.h"
#include <malloc.h>

int fs_use_single_malloc_arena(void) {
    return mallopt(M_ARENA_MAX, 1);
}
