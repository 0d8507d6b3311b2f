import XServerFixture

/// Counts touch events written as fast as the server takes them and syncs the touchscreen every
/// `eventsPerSync` of them, so that Xorg's input queue never overflows (the flood and the long
/// drawing).
struct SyncedWrites {
    let touchscreen: InputTestTouchscreen
    let eventsPerSync: Int
    private var sinceSync = 0

    init(touchscreen: InputTestTouchscreen, eventsPerSync: Int) {
        self.touchscreen = touchscreen
        self.eventsPerSync = eventsPerSync
    }

    /// Counts one written event; syncs when a batch is full.
    mutating func written() throws {
        sinceSync += 1
        if sinceSync >= eventsPerSync {
            try touchscreen.sync()
            sinceSync = 0
        }
    }
}
