import Foundation

/// The rasterised text (``TextRaster``) a window reuses from frame to frame, least recently used
/// first out, within a named number of entries and bytes.
///
/// Text under a changing transform (a card turned and pinched under two fingers, a view in a
/// zoom animation) is rasterised once per grid scale and composited every frame, so a frame
/// costs a composite instead of a layout and a rasterisation, and the memory it keeps is bounded
/// by ``maximumEntryCount`` and ``maximumByteCount`` however many transforms are drawn.
/// A raster no frame has used for ``maximumIdleFrames`` frames is dropped too: once a screen
/// with turning text is left, its rasters go within a couple of seconds of other drawing, so the
/// memory kept is what the current screen uses, not the most the cache may hold.
/// A window owns one for its lifetime; a throwaway ``GraphicsContext`` gets its own.
@MainActor
package final class TextRasterCache {
    /// The default most rasters kept: every label of a screen under a transform at once, with
    /// room for the scales a pinch passes through.
    package static let defaultMaximumEntryCount = 64
    /// The default most bytes of mask pixels kept: 4 MiB, a 2× window's worth of large text.
    package static let defaultMaximumByteCount = 4 << 20

    /// How many frames a raster may go unused before ``frameDidEnd()`` drops it (2 s at 60 Hz).
    package static let maximumIdleFrames: UInt64 = 120

    /// The most rasters kept.
    package let maximumEntryCount: Int
    /// The most bytes of mask pixels kept. A raster larger than this alone is drawn but not kept.
    package let maximumByteCount: Int

    private var entries: [TextRaster.Key: TextRaster] = [:]
    /// A counter that grows with every use: a raster's ``TextRaster/lastUse`` is its value then.
    private var clock: UInt64 = 0
    /// Frames ended so far: a raster's ``TextRaster/lastFrame`` is its value then.
    private var frame: UInt64 = 0

    /// How many rasters are kept now.
    package var count: Int { entries.count }
    /// The bytes of mask pixels kept now.
    package private(set) var byteCount = 0
    /// How many rasters were made since this cache was created (misses), for tests and traces.
    package private(set) var rasterizationCount = 0

    /// An empty cache keeping at most `maximumEntryCount` rasters and `maximumByteCount` bytes.
    package init(maximumEntryCount: Int = defaultMaximumEntryCount,
                 maximumByteCount: Int = defaultMaximumByteCount) {
        self.maximumEntryCount = max(1, maximumEntryCount)
        self.maximumByteCount = max(0, maximumByteCount)
    }

    /// The raster for `key`: the kept one, else one made by `make` (nil if it cannot be), which is
    /// kept if it fits, evicting the least recently used rasters as needed.
    func raster(for key: TextRaster.Key, make: () -> TextRaster?) -> TextRaster? {
        clock += 1
        if let kept = entries[key] {
            kept.lastUse = clock
            kept.lastFrame = frame
            return kept
        }
        guard let made = make() else { return nil }
        rasterizationCount += 1
        made.lastUse = clock
        made.lastFrame = frame
        guard made.byteCount <= maximumByteCount else { return made }
        while entries.count >= maximumEntryCount || byteCount + made.byteCount > maximumByteCount,
              evictLeastRecentlyUsed() {}
        entries[key] = made
        byteCount += made.byteCount
        return made
    }

    /// Ends a frame: drops the rasters no frame has used for more than ``maximumIdleFrames``.
    /// The window calls it after each frame it draws; a scan of at most ``maximumEntryCount``.
    package func frameDidEnd() {
        defer { frame += 1 }
        guard !entries.isEmpty else { return }
        for (key, raster) in entries where frame - raster.lastFrame > Self.maximumIdleFrames {
            entries[key] = nil
            byteCount -= raster.byteCount
        }
    }

    /// Drops every raster.
    package func removeAll() {
        entries.removeAll()
        byteCount = 0
    }

    /// Drops the raster used longest ago; false when there is none. A linear scan: the cache holds
    /// at most ``maximumEntryCount`` (64) rasters and evicts only when it makes one.
    private func evictLeastRecentlyUsed() -> Bool {
        guard let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) else { return false }
        entries[oldest.key] = nil
        byteCount -= oldest.value.byteCount
        return true
    }
}
