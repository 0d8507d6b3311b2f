#ifndef C_HEAP_COUNTING_H
#define C_HEAP_COUNTING_H

/// Counts the heap allocations made on the calling thread: this target defines `malloc`,
/// `calloc`, `realloc`, `aligned_alloc`, `posix_memalign` and `memalign`, which then stand in
/// for glibc's in the whole test process (an executable's definitions come first), count, and
/// call glibc's own implementations. Swift's objects, arrays, sets and closure contexts all come
/// from these. Link it only into the allocation check (`dispatch-allocations`), never into the app.

/// How many heap allocations the calling thread has made since it started.
long heap_counting_allocations(void);

#endif
