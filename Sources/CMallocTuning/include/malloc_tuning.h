#ifndef MALLOC_TUNING_H
#define MALLOC_TUNING_H

/// Makes every thread allocate from one glibc malloc arena (mallopt M_ARENA_MAX, which Swift's
/// Glibc module does not export). Call before starting threads. Returns 0 when glibc refused.
int fs_use_single_malloc_arena(void);

#endif
