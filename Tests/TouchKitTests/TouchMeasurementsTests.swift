import Foundation
import Testing
@testable import TouchKit

/// The tracker fills `UITouch`'s radius, force and precise location from ``InputEvent``s.
/// UIKit: `majorRadius` "The radius (in points) of the touch"; `force` "1.0 represents the force
/// of an average touch"; touchesMoved comes "when the location or force of a touch changes".
@MainActor
@Suite("Touch radius and force")
struct TouchMeasurementsTests {
    private let finger = PointerID.touch(device: 6, id: 1)

    private func event(_ phase: InputEvent.Phase, x: CGFloat = 10, pointer: PointerID? = nil,
                       _ measurements: TouchMeasurements = TouchMeasurements()) -> InputEvent {
        InputEvent(pointer: pointer ?? finger, phase: phase, location: CGPoint(x: x, y: 20), timestamp: 1,
                   measurements: measurements)
    }

    @Test func touchTakesTheRadiusAndForceItsDeviceReports() throws {
        let tracker = TouchTracker()
        let touch = try #require(tracker.process(event(.began, TouchMeasurements(
            majorRadius: 9, majorRadiusTolerance: 0.5, force: 1.5, maximumPossibleForce: 4))))
        #expect(touch.majorRadius == 9 && touch.majorRadiusTolerance == 0.5)
        #expect(touch.force == 1.5 && touch.maximumPossibleForce == 4)
    }

    @Test func valuesAnEventLeavesOutKeepTheirLastValue() throws {
        let tracker = TouchTracker()
        let touch = try #require(tracker.process(event(.began, TouchMeasurements(majorRadius: 9, force: 1.5, maximumPossibleForce: 4))))
        _ = tracker.process(event(.moved, x: 30, TouchMeasurements(force: 2)))
        #expect(touch.majorRadius == 9, "radius not in the move: kept")
        #expect(touch.force == 2)
        _ = tracker.process(event(.ended, x: 30))
        #expect(touch.majorRadius == 9 && touch.force == 2 && touch.maximumPossibleForce == 4)
    }

    @Test func pressingHarderInPlaceIsAMove() throws {
        let tracker = TouchTracker()
        _ = tracker.process(event(.began, TouchMeasurements(force: 1, maximumPossibleForce: 4)))
        let touch = try #require(tracker.process(event(.moved, TouchMeasurements(force: 3))))
        #expect(touch.phase == .moved && touch.force == 3)
        #expect(touch.previousLocation(in: nil) == touch.location(in: nil))
        #expect(tracker.process(event(.moved, TouchMeasurements(force: 3))) == nil, "same place, same force: nothing changed")
    }

    /// `UIEvent.coalescedTouches(for:)` returns `UITouch` objects, "all of the touches that were
    /// reported for the specified touch since the last time the event was delivered": each report
    /// has its own force and radius, and a report that changed only the force is one of them.
    @Test func eachCoalescedReportKeepsItsOwnForceAndRadius() throws {
        let tracker = TouchTracker()
        _ = tracker.process(event(.began, TouchMeasurements(majorRadius: 5, force: 1, maximumPossibleForce: 4)))
        let touch = try #require(tracker.processMoves([
            event(.moved, x: 20, TouchMeasurements(force: 2)),
            event(.moved, x: 20, TouchMeasurements(majorRadius: 7, force: 3)),
            event(.moved, x: 30),
        ]))
        #expect(touch.coalescedSnapshots.map(\.windowLocation.x) == [20, 20, 30])
        #expect(touch.coalescedSnapshots.map(\.force) == [2, 3, 3])
        #expect(touch.coalescedSnapshots.map(\.majorRadius) == [5, 7, 7])
        #expect(touch.coalescedSnapshots.map(\.maximumPossibleForce) == [4, 4, 4])
        #expect(touch.coalescedSnapshots.map(\.previousWindowLocation.x) == [10, 20, 20])
        #expect(touch.previousLocation(in: nil).x == 10 && touch.force == 3)
    }

    @Test func fingerWithoutMeasurementsGetsAnEstimatedRadiusAndNoForce() throws {
        let touch = try #require(TouchTracker().process(event(.began)))
        #expect(touch.type == .direct)
        #expect(touch.majorRadius == 22 && touch.majorRadiusTolerance == 22)
        #expect(touch.force == 0 && touch.maximumPossibleForce == 0)
    }

    @Test func mouseTouchesAtAPointWithNoForce() throws {
        let touch = try #require(TouchTracker().process(event(.began, pointer: .mouse(device: 7))))
        #expect(touch.type == .indirectPointer)
        #expect(touch.majorRadius == 0 && touch.majorRadiusTolerance == 0)
        #expect(touch.force == 0 && touch.maximumPossibleForce == 0)
    }

    @Test func preciseLocationKeepsTheFractionalPositionXInputReports() throws {
        let tracker = TouchTracker()
        let view = UIView(frame: CGRect(x: 5, y: 5, width: 100, height: 100))
        _ = tracker.process(InputEvent(pointer: finger, phase: .began, location: CGPoint(x: 10.25, y: 20.75), timestamp: 1))
        let touch = try #require(tracker.process(InputEvent(pointer: finger, phase: .moved,
                                                            location: CGPoint(x: 12.5, y: 21.125), timestamp: 2)))
        #expect(touch.preciseLocation(in: nil) == CGPoint(x: 12.5, y: 21.125))
        #expect(touch.preciseLocation(in: view) == touch.location(in: view))
        #expect(touch.precisePreviousLocation(in: nil) == CGPoint(x: 10.25, y: 20.75))
        #expect(touch.precisePreviousLocation(in: view) == touch.previousLocation(in: view))
    }
}
