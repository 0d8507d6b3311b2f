import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// A view that keeps the event of its last touch call.
@MainActor
private final class EventKeepingView: UIView {
    private(set) var lastEvent: UIEvent?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { lastEvent = event }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { lastEvent = event }
}

/// `UIEvent.type` and the three `touches(for:)` of UIKit: for a view, "the touch objects from
/// the event that belong to the specified given view", the view "in which the touches originally
/// occurred"; for a window, those that occurred in it; for a gesture recognizer, "the touches
/// being delivered to the specified gesture recognizer" (Apple).
@Suite("Event touches")
@MainActor
struct EventTouchesTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    /// Left half, with a child in its top-left corner; the right half is a sibling.
    private let parent = EventKeepingView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
    private let child = EventKeepingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    private let sibling = EventKeepingView(frame: CGRect(x: 200, y: 0, width: 200, height: 300))
    let script: TouchScript

    init() {
        window.addSubview(parent)
        parent.addSubview(child)
        window.addSubview(sibling)
        script = TouchScript(window: window)
    }

    @Test func aTouchEventsTypeIsTouches() throws {
        script.begin(1, at: CGPoint(x: 50, y: 50))
        let event = try #require(child.lastEvent)
        #expect(event.type == .touches)
    }

    @Test func touchesForAViewAreThoseThatOccurredInItNotInItsSubviews() throws {
        script.begin(1, at: CGPoint(x: 50, y: 50))    // child
        script.begin(2, at: CGPoint(x: 150, y: 200))  // parent itself
        script.begin(3, at: CGPoint(x: 300, y: 100))  // sibling
        let event = try #require(sibling.lastEvent)
        #expect(event.allTouches?.count == 3)
        #expect(event.touches(for: child)?.map { $0.location(in: nil) } == [CGPoint(x: 50, y: 50)])
        #expect(event.touches(for: parent)?.map { $0.location(in: nil) } == [CGPoint(x: 150, y: 200)])
        #expect(event.touches(for: sibling)?.map { $0.location(in: nil) } == [CGPoint(x: 300, y: 100)])
    }

    @Test func touchesForAWindowAreEveryTouchThatOccurredInIt() throws {
        script.begin(1, at: CGPoint(x: 50, y: 50))
        script.begin(2, at: CGPoint(x: 300, y: 100))
        let event = try #require(sibling.lastEvent)
        #expect(event.touches(for: window)?.count == 2)
        #expect(event.touches(for: UIWindow(frame: window.bounds))?.isEmpty == true)
    }

    @Test func touchesForARecognizerAreThoseDeliveredToIt() throws {
        // A recognizer sees the touches of its view and of the view's subviews, not a sibling's.
        let onParent = UIPanGestureRecognizer(), onSibling = UIPanGestureRecognizer()
        onParent.shouldRecognizeSimultaneously = { _, _ in true }
        parent.addGestureRecognizer(onParent)
        sibling.addGestureRecognizer(onSibling)
        script.begin(1, at: CGPoint(x: 50, y: 50))    // child, under parent
        script.begin(2, at: CGPoint(x: 300, y: 100))  // sibling
        let event = try #require(sibling.lastEvent)
        #expect(event.touches(for: onParent)?.map { $0.location(in: nil) } == [CGPoint(x: 50, y: 50)])
        #expect(event.touches(for: onSibling)?.map { $0.location(in: nil) } == [CGPoint(x: 300, y: 100)])
        #expect(event.touches(for: UITapGestureRecognizer())?.isEmpty == true)
    }
}
