#include "CHeapCounting.h"
#include <errno.h>
#include <stddef.h>

// glibc's implementations, which its public allocation functions are aliases of.
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

// Per thread, so that tests running on other threads do not disturb a count. Static TLS of the
// executable exists from a thread's creation on, before its first allocation.
static _Thread_local long allocations;

void *malloc(size_t size) {
    allocations += 1;
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    allocations += 1;
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    allocations += 1;
    return __libc_realloc(pointer, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    allocations += 1;
    return __libc_memalign(alignment, size);
}

void *memalign(size_t alignment, size_t size) {
    allocations += 1;
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    // POSIX: the alignment must be a power of two multiple of sizeof(void *).
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
    allocations += 1;
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

long heap_counting_allocations(void) { return allocations; }
