#ifndef MALLOC_TUNING_H
#define MALLOC_TUNING_H

/// Tunes glibc malloc for rendering (mallopt, which Swift's Glibc module does not export): at
/// most four arenas, fewer than glibc's eight per core, so memory one thread frees is mostly
/// reused by the others, but the layout and the PDF page thread no longer wait for each other's
/// malloc lock (one arena: 7 % of a 1000-field PDF's samples were that lock); and large blocks
/// (page images, PNG buffers) kept in the heap for reuse instead of being mapped and unmapped,
/// and faulted in again, for every page. Call before starting threads.
/// Returns 0 when glibc refused a setting.
int fs_tune_malloc(void);

#endif
