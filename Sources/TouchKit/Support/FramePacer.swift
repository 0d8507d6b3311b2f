import Foundation

/// How long the run loop rests after presenting a frame before it reads input again.
///
/// UIKit delivers touches "about once per display frame" and coalesces the reports in between
/// (Apple, "Getting high-fidelity input with coalesced touches"). A desktop loop that woke for
/// every report would pay a wake-up, a read and a dispatch per report under a stream of input;
/// one that waited for the display's next frame (16.7 ms at 60 Hz) would answer the first touch
/// late. TouchKit does both halves: input that comes after a quiet moment is read and painted at
/// once, and after each frame the loop rests for ``minimumFrameInterval`` before reading again,
/// so what arrived meanwhile is read in one go and delivered once per touch, with every report
/// kept as a coalesced touch. Timers are not delayed by the rest.
///
/// 2 ms: measured with `scripts/bench`'s flood (issue 11), resting 1, 2 and 4 ms after a frame
/// cut the app's CPU per update by about 15, 30 and 30 %, while the time to show the last
/// update grew to 1.3, 1.1 and 2.5 ms; a finger moving at a display's 60 to 240 Hz report rate
/// (4 to 17 ms between reports) is never held back.
public struct FramePacer {
    /// The shortest time from one frame to the next read of input, in seconds.
    public static let minimumFrameInterval: TimeInterval = 0.002

    private var lastFrame: TimeInterval?

    public init() {}

    /// Records that a frame was presented at `time` (seconds, on the run loop's clock).
    public mutating func frameWasPresented(at time: TimeInterval) {
        lastFrame = time
    }

    /// How long to rest at `now` before reading input again: what is left of the minimum frame
    /// interval since the last frame, but never past `nextDeadline` (the nearest timer), and 0
    /// when no frame was presented or the clock went back.
    public func rest(at now: TimeInterval, nextDeadline: TimeInterval?) -> TimeInterval {
        guard let lastFrame, now >= lastFrame else { return 0 }
        var until = lastFrame + Self.minimumFrameInterval
        if let nextDeadline { until = min(until, nextDeadline) }
        return max(0, until - now)
    }
}
