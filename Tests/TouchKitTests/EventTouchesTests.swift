import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// A view that shows the event of each touch call to ``inspect`` during the call: UIKit refills
/// one event for every dispatch, so an event is read while it is delivered, not kept.
@MainActor
private final class EventKeepingView: UIView {
    var inspect: ((UIEvent) -> Void)?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { if let event { inspect?(event) } }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { if let event { inspect?(event) } }
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
        var type: UIEvent.EventType?
        child.inspect = { type = $0.type }
        script.begin(1, at: CGPoint(x: 50, y: 50))
        #expect(type == .touches)
    }

    @Test func touchesForAViewAreThoseThatOccurredInItNotInItsSubviews() throws {
        script.begin(1, at: CGPoint(x: 50, y: 50))    // child
        script.begin(2, at: CGPoint(x: 150, y: 200))  // parent itself
        var counts: [Int?] = []
        var locations: [[CGPoint]?] = []
        sibling.inspect = { [child, parent, sibling] event in
            counts = [event.allTouches?.count]
            locations = [child, parent, sibling].map { view in event.touches(for: view)?.map { $0.location(in: nil) } }
        }
        script.begin(3, at: CGPoint(x: 300, y: 100))  // sibling
        #expect(counts == [3])
        #expect(locations == [[CGPoint(x: 50, y: 50)], [CGPoint(x: 150, y: 200)], [CGPoint(x: 300, y: 100)]])
    }

    @Test func touchesForAWindowAreEveryTouchThatOccurredInIt() throws {
        script.begin(1, at: CGPoint(x: 50, y: 50))
        var counts: [Int?] = []
        sibling.inspect = { [window] event in
            counts = [event.touches(for: window)?.count, event.touches(for: UIWindow(frame: window.bounds))?.count]
        }
        script.begin(2, at: CGPoint(x: 300, y: 100))
        #expect(counts == [2, 0])
    }

    @Test func theWindowRefillsOneEventForEveryDispatch() throws {
        // Apple, UIEvent: "UIKit reuses the same UIEvent instance for every event delivered to
        // the application."
        var events: [ObjectIdentifier] = []
        sibling.inspect = { events.append(ObjectIdentifier($0)) }
        script.begin(1, at: CGPoint(x: 300, y: 100))
        script.move(1, to: CGPoint(x: 310, y: 100))
        script.move(1, to: CGPoint(x: 320, y: 100))
        #expect(events.count == 3)
        #expect(Set(events).count == 1)
    }

    @Test func touchesForARecognizerAreThoseDeliveredToIt() throws {
        // A recognizer sees the touches of its view and of the view's subviews, not a sibling's.
        let onParent = UIPanGestureRecognizer(), onSibling = UIPanGestureRecognizer()
        onParent.shouldRecognizeSimultaneously = { _, _ in true }
        parent.addGestureRecognizer(onParent)
        sibling.addGestureRecognizer(onSibling)
        script.begin(1, at: CGPoint(x: 50, y: 50))    // child, under parent
        var locations: [[CGPoint]?] = []
        sibling.inspect = { event in
            locations = [onParent, onSibling, UITapGestureRecognizer()].map { recognizer in
                event.touches(for: recognizer)?.map { $0.location(in: nil) }
            }
        }
        script.begin(2, at: CGPoint(x: 300, y: 100))  // sibling
        #expect(locations == [[CGPoint(x: 50, y: 50)], [CGPoint(x: 300, y: 100)], []])
    }
}
