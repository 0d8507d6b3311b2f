import Foundation

/// Calls its clients once per display frame while any of them wants frames: the toolkit's
/// `CADisplayLink`, on the window's ``TimerQueue``.
///
/// The frame interval is `1 / screen.maximumFramesPerSecond`. When the last client is done no
/// timer is left, so an idle app sleeps in `poll()` with nothing due.
@MainActor
public final class DisplayLink {
    /// One frame callback: receives the frame's time (on the timers' clock) and returns whether
    /// it wants another frame.
    public typealias Client = @MainActor (_ time: TimeInterval) -> Bool

    /// Identifies a client added with ``add(_:)``.
    public struct Token: Hashable, Sendable {
        fileprivate let serial: Int
    }

    private let timers: TimerQueue
    private let screen: UIScreen
    private var clients: [(token: Token, callback: Client)] = []
    private var nextSerial = 0
    private var pendingFrame: TimerQueue.Token?

    init(timers: TimerQueue, screen: UIScreen) {
        self.timers = timers
        self.screen = screen
    }

    /// The time between frames, in seconds.
    public var frameInterval: TimeInterval { 1 / TimeInterval(max(1, screen.maximumFramesPerSecond)) }

    /// Whether a frame is scheduled (some client wants frames).
    public var isRunning: Bool { pendingFrame != nil }

    /// Calls `client` at every frame from the next one on, until it returns false or is removed.
    @discardableResult
    public func add(_ client: @escaping Client) -> Token {
        nextSerial += 1
        let token = Token(serial: nextSerial)
        clients.append((token, client))
        scheduleFrameIfNeeded()
        return token
    }

    /// Stops calling the client; the timer goes when no client is left.
    public func remove(_ token: Token) {
        clients.removeAll { $0.token == token }
        if clients.isEmpty, let pendingFrame {
            timers.cancel(pendingFrame)
            self.pendingFrame = nil
        }
    }

    private func scheduleFrameIfNeeded() {
        guard pendingFrame == nil, !clients.isEmpty else { return }
        pendingFrame = timers.schedule(after: frameInterval) { [weak self] in self?.fire() }
    }

    private func fire() {
        pendingFrame = nil
        let time = timers.clock.now
        // Clients added by a callback start at the next frame; removed ones are skipped.
        for (token, callback) in clients where clients.contains(where: { $0.token == token }) {
            if !callback(time) { clients.removeAll { $0.token == token } }
        }
        scheduleFrameIfNeeded()
    }
}
