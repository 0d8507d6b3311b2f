internal import CMalloc

/// Gives the pages of freed memory back to the system at a quiet moment.
///
/// glibc keeps freed memory in its heap for reuse. An app that makes and drops large pixel
/// buffers (text masks at each zoom step, a screen's raster layer, transition snapshots) between
/// many smaller blocks leaves whole free pages scattered through the heap, and its resident
/// memory creeps up by megabytes over the first minutes: the soak measured 2.08 MB over ten
/// minutes of every screen, where the Gesture Playground alone stayed flat. `malloc_trim(0)`
/// returns every whole free page of every arena (`madvise`), without moving anything.
///
/// Called when a screen has finished showing (a navigation's end), never per frame or per touch:
/// its cost (a walk over the heap's free lists, about a millisecond) is paid once per screen.
/// Fixing glibc's mapping threshold instead (`M_MMAP_THRESHOLD`, so large blocks are always
/// mapped and unmapped) flattened the soak as well, but it also made every large temporary of a
/// frame an `mmap` with fresh page faults, and the end-to-end idle tests saw the extra CPU.
enum FreedMemory {
    /// Returns the heap's whole free pages to the system; returns whether any were.
    @discardableResult
    static func returnToTheSystem() -> Bool {
        malloc_trim(0) == 1
    }
}
