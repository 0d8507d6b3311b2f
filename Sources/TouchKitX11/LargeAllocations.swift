internal import CX11

/// Keeps glibc from holding on to the memory of large blocks once they are freed.
///
/// glibc serves a block of at least `M_MMAP_THRESHOLD` bytes (128 KiB by default) from its own
/// mapping, which goes back to the system when freed, but it raises the threshold to the size of
/// each such block freed: after that, blocks of that size come from the heap, whose freed space
/// stays resident and fragments between smaller blocks. An app that makes and drops many large
/// pixel buffers (text masks at each zoom step, a screen's raster layer, transition snapshots)
/// then sees its resident memory creep up by megabytes for minutes. Setting the threshold fixes
/// it where it is: large buffers always get their own mapping and always go back when freed, at
/// the cost of an `mmap` and a `munmap` per large buffer (microseconds; none per touch update).
public enum LargeAllocations {
    /// Blocks of at least this many bytes get their own mapping (glibc's default starting value).
    public static let mappedFromBytes: Int32 = 128 << 10

    /// Fixes glibc's mapping threshold at ``mappedFromBytes``; returns whether glibc took it.
    /// Call it once, before the app allocates its buffers.
    @discardableResult
    public static func returnToTheSystemWhenFreed() -> Bool {
        cx11_fix_mmap_threshold(mappedFromBytes) == 1
    }
}
