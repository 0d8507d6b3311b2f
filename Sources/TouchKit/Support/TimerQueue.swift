import Foundation

/// One-shot timers for the run loop: the toolkit's replacement for `NSTimer` on a run loop that
/// sleeps in `poll()`.
///
/// The backend sleeps until ``nextDeadline`` (or until input arrives) and then calls
/// ``fireDueTimers()``. Nothing here sleeps or spawns threads: a test drives the same queue by
/// advancing a manual ``TimeSource`` and calling ``fireDueTimers()``.
@MainActor
public final class TimerQueue {
    /// A scheduled timer; pass it to ``cancel(_:)``.
    public struct Token: Hashable, Sendable {
        fileprivate let serial: Int
    }

    private struct Entry {
        let token: Token
        let deadline: TimeInterval
        let action: @MainActor () -> Void
    }

    /// The clock deadlines are measured on.
    public var clock: any TimeSource
    private var entries: [Entry] = []
    private var nextSerial = 0

    public init(clock: any TimeSource = MonotonicTimeSource()) {
        self.clock = clock
    }

    /// Runs `action` once, `seconds` from now (on ``clock``), from ``fireDueTimers()``.
    @discardableResult
    public func schedule(after seconds: TimeInterval, _ action: @escaping @MainActor () -> Void) -> Token {
        nextSerial += 1
        let token = Token(serial: nextSerial)
        let entry = Entry(token: token, deadline: clock.now + max(0, seconds), action: action)
        // Keep entries sorted by deadline; equal deadlines fire in the order they were scheduled.
        let index = entries.firstIndex { $0.deadline > entry.deadline } ?? entries.count
        entries.insert(entry, at: index)
        return token
    }

    /// Forgets a timer that has not fired yet; does nothing for one that fired or was cancelled.
    public func cancel(_ token: Token) {
        entries.removeAll { $0.token == token }
    }

    /// The earliest deadline of a pending timer, on ``clock``; nil when none is pending.
    public var nextDeadline: TimeInterval? { entries.first?.deadline }

    /// How many timers are pending.
    public var count: Int { entries.count }

    /// Runs every timer whose deadline has passed, earliest first. A timer scheduled by one of
    /// them runs in the same call if it is already due.
    public func fireDueTimers() {
        while let first = entries.first, first.deadline <= clock.now {
            entries.removeFirst()
            first.action()
        }
    }
}
