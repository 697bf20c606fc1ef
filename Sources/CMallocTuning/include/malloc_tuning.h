#ifndef MALLOC_TUNING_H
#define MALLOC_TUNING_H

/// Tunes glibc malloc for rendering (mallopt, which Swift's Glibc module does not export): one
/// arena for every thread, so memory one thread frees is reused by the others; and large
/// blocks (page images, PNG buffers) kept in the heap for reuse instead of being mapped and
/// unmapped, and faulted in again, for every page. Call before starting threads.
/// Returns 0 when glibc refused a setting.
int fs_tune_malloc(void);

#endif
