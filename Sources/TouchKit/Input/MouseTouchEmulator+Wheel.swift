import Foundation

/// Ctrl + wheel: a pinch about the pointer in small steps, as desktop apps zoom.
///
/// The first step puts two fingers ``wheelStartHalfSpread`` left and right of the pointer and
/// moves them apart (wheel up) or together (wheel down) by ``wheelStepScale``; every later step
/// scales their distance again. A recognizer must see the pinch end, so it ends (both fingers
/// lift where they are) at the first of:
/// - ``wheelPinchIdleTimeout`` without a step (a timer on the window's run loop; none is left
///   once it has ended),
/// - Ctrl released, or the wheel turned without Ctrl,
/// - any button pressed,
/// - the pointer moving farther than ``wheelPinchMotionTolerance`` from the pinch's centre (the
///   next step then pinches about the new place).
extension MouseTouchEmulator {
    /// How far each finger starts from the pointer, in points: a comfortable two-finger spread.
    public static let wheelStartHalfSpread: CGFloat = 50
    /// The factor one wheel notch scales the fingers' distance by (its inverse for wheel down).
    public static let wheelStepScale: CGFloat = 1.1
    /// How long after the last notch the wheel pinch ends, in seconds.
    public static let wheelPinchIdleTimeout: TimeInterval = 0.5
    /// How far the pointer may drift, in points, before a wheel pinch ends.
    public static let wheelPinchMotionTolerance: CGFloat = 8
    /// The closest each finger comes to the centre (half of ``EmulatedTouchPair/minimumSpread``)
    /// and the farthest, in points.
    static let wheelHalfSpreadRange: ClosedRange<CGFloat> = EmulatedTouchPair.minimumSpread / 2 ... 2000

    func wheel(steps: Int, _ event: MouseEvent) {
        guard steps != 0, event.modifiers.contains(.control), !isDraggingWithButton else {
            endWheelPinch(at: event.timestamp)
            return
        }
        var pinch: WheelPinch
        if case .wheel(let current) = drag {
            pinch = current
        } else {
            pinch = WheelPinch(device: event.device, center: event.location,
                               halfSpread: Self.wheelStartHalfSpread, lastTimestamp: event.timestamp,
                               lastClockTime: timers.clock.now, idleTimer: nil)
            emitPair(device: pinch.device, .began, pinch.locations, event.timestamp)
        }
        let factor = pow(Self.wheelStepScale, CGFloat(steps))
        pinch.halfSpread = min(max(pinch.halfSpread * factor, Self.wheelHalfSpreadRange.lowerBound),
                               Self.wheelHalfSpreadRange.upperBound)
        pinch.lastTimestamp = event.timestamp
        pinch.lastClockTime = timers.clock.now
        if let token = pinch.idleTimer { timers.cancel(token) }
        pinch.idleTimer = timers.schedule(after: Self.wheelPinchIdleTimeout) { [weak self] in
            self?.wheelPinchDidIdle()
        }
        drag = .wheel(pinch)
        emitPair(device: pinch.device, .moved, pinch.locations, event.timestamp)
    }

    /// Ends a wheel pinch in progress, lifting both fingers where they are; does nothing
    /// otherwise.
    func endWheelPinch(at timestamp: TimeInterval) {
        guard case .wheel(let pinch) = drag else { return }
        if let token = pinch.idleTimer { timers.cancel(token) }
        drag = nil
        emitPair(device: pinch.device, .ended, pinch.locations, timestamp)
    }

    private var isDraggingWithButton: Bool {
        switch drag {
        case .finger, .pair: true
        case .wheel, nil: false
        }
    }

    private func wheelPinchDidIdle() {
        guard case .wheel(var pinch) = drag else { return }
        pinch.idleTimer = nil
        drag = .wheel(pinch)
        // Stamp the end on the backend's clock: the last step's time plus the idle time since.
        endWheelPinch(at: pinch.lastTimestamp + (timers.clock.now - pinch.lastClockTime))
        updateGhosts()
    }
}

extension MouseTouchEmulator.WheelPinch {
    /// The two fingers, left and right of the centre.
    var locations: (CGPoint, CGPoint) {
        (CGPoint(x: center.x - halfSpread, y: center.y), CGPoint(x: center.x + halfSpread, y: center.y))
    }
}
