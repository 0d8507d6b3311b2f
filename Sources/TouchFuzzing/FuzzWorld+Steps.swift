import Foundation
import TouchKit

/// Running steps through the window's real dispatch path, as the X11 run loop does, and the
/// invariants checked after each step and at the end of the sequence.
extension FuzzWorld {
    /// The most timer rounds the end of a sequence waits for: a timer that keeps rescheduling
    /// itself with no touch down is a fault.
    static let maximumTimerRounds = 64

    /// Performs `step`.
    func perform(_ step: FuzzStep) {
        switch step {
        case .input(let event): window.handle(event)
        case .flush: window.flushInput()
        case .wait(let seconds): advance(by: seconds)
        case .cancelDevice(let device, let timestamp): window.cancelTouches(ofDevice: device, at: timestamp)
        case .removeView(let index): views[index].removeFromSuperview()
        case .setRecognizerEnabled(let index, let isEnabled): recognizers[index].isEnabled = isEnabled
        case .removeRecognizer(let index): recognizers[index].view?.removeGestureRecognizer(recognizers[index])
        case .moveView(let index, let parent):
            let destination = view(at: parent)
            if !destination.isDescendant(of: views[index]) { destination.addSubview(views[index]) }
        case .moveViewToOtherWindow(let index): otherWindow.addSubview(views[index])
        case .addRecognizer(let index): view(at: recognizerViews[index]).addGestureRecognizer(recognizers[index])
        }
    }

    /// Moves the clock on by `seconds`, firing the timers that fall due on the way, each at its
    /// deadline (as `TouchScript` and the run loop do: flush, then timers).
    func advance(by seconds: TimeInterval) {
        window.flushInput()
        let end = clock.now + seconds
        while let deadline = [window.timers.nextDeadline, otherWindow.timers.nextDeadline].compactMap({ $0 }).min(),
              deadline <= end {
            clock.advance(by: max(0, deadline - clock.now))
            window.timers.fireDueTimers()
            otherWindow.timers.fireDueTimers()
        }
        clock.advance(by: max(0, end - clock.now))
    }

    /// The invariants that hold between any two steps: no recognizer waits in a final state
    /// (the dispatch that finished it resets it), and every pending timer is a live recognizer's.
    func checkAfterStep() {
        for recognizer in recognizers where recognizer.state.isFinal {
            monitor.report(.reset, "\(recognizer.name ?? "") is still \(recognizer.state) after the dispatch")
        }
        let owned = recognizers.reduce(0) { $0 + $1.pendingTimerCount }
        let pending = window.timers.count + otherWindow.timers.count
        if pending != owned {
            monitor.report(.timers, "\(pending) timers pending, \(owned) of them recognizers'")
        }
    }

    /// Ends the sequence as a user would: flushes, lifts every finger still down, lets every
    /// pending timer fire; then checks that nothing is left: every recognizer `possible` with no
    /// touches, every view's touches ended or cancelled, the window's tables empty.
    func finish() {
        window.flushInput()
        for touch in window.touchDispatcher.liveTouches {
            window.handle(InputEvent(pointer: touch.pointer, phase: .ended, location: touch.location(in: nil),
                                     timestamp: touch.timestamp))
            checkAfterStep()
        }
        var rounds = 0
        while let deadline = [window.timers.nextDeadline, otherWindow.timers.nextDeadline].compactMap({ $0 }).min(),
              rounds < Self.maximumTimerRounds {
            advance(by: max(0, deadline - clock.now))
            checkAfterStep()
            rounds += 1
        }
        for recognizer in recognizers where recognizer.state != .possible || recognizer.numberOfTouches != 0 {
            monitor.report(.recognizersSettle, "\(recognizer.name ?? "") is \(recognizer.state) with "
                + "\(recognizer.numberOfTouches) touches after every touch ended and every timer fired")
        }
        for view in views where !view.openTouches.isEmpty {
            monitor.report(.viewTouchCalls, "view \(view.index) never got an end or cancel for "
                + view.openTouches.map { "\($0.pointer)" }.joined(separator: ", "))
        }
        for (name, bookkeeping) in [("window", window.dispatchBookkeeping), ("other window", otherWindow.dispatchBookkeeping)]
        where !bookkeeping.isEmpty {
            monitor.report(.memory, "the \(name)'s tables are not empty after the sequence: \(bookkeeping)")
        }
    }
}
