import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// Logs each call with the number of touches in the event and those for this view.
@MainActor
private final class CountingView: UIView {
    let log: EventLog

    init(log: EventLog, frame: CGRect) {
        self.log = log
        super.init(frame: frame)
    }

    private func record(_ method: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
        let fingers = touches.map { $0.pointer.description }.sorted().joined(separator: ",")
        let all = event?.allTouches?.count ?? -1
        let mine = event?.touches(for: self)?.count ?? -1
        log.record("\(method) \(fingers) all=\(all) mine=\(mine)")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("began", touches, event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches, event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", touches, event) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { record("cancelled", touches, event) }
}

/// `isMultipleTouchEnabled`: a view gets one touch at a time unless it asks for more.
@Suite("Multiple touches")
@MainActor
struct MultipleTouchTests {
    let log = EventLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let script: TouchScript
    let a = CGPoint(x: 50, y: 50), b = CGPoint(x: 150, y: 100)

    init() {
        script = TouchScript(window: window)
    }

    private func loggingView(_ name: String = "v", frame: CGRect = CGRect(x: 0, y: 0, width: 300, height: 200)) -> LoggingView {
        let view = LoggingView(name, log: log, frame: frame)
        window.addSubview(view)
        return view
    }

    @Test func singleTouchViewGetsOnlyTheFirstOfTwoFingers() {
        let view = loggingView()
        #expect(!view.isMultipleTouchEnabled)
        script.begin(1, at: a)
        script.begin(2, at: b)
        script.move(2, to: b.offsetBy(dx: 10, dy: 0))
        script.move(1, to: a.offsetBy(dx: 10, dy: 0))
        script.end(2, at: b.offsetBy(dx: 10, dy: 0))
        script.end(1, at: a.offsetBy(dx: 10, dy: 0))
        #expect(log.entries == ["v touchesBegan 1", "v touchesMoved 1", "v touchesEnded 1"])
    }

    @Test func secondFingerIsIgnoredEvenAfterTheFirstLifts() {
        _ = loggingView()
        script.begin(1, at: a)
        script.begin(2, at: b)
        script.end(1, at: a)
        script.move(2, to: b.offsetBy(dx: 10, dy: 0))
        script.end(2, at: b.offsetBy(dx: 10, dy: 0))
        #expect(log.entries == ["v touchesBegan 1", "v touchesEnded 1"])
    }

    @Test func newFingerIsDeliveredAgainAfterTheFirstLifts() {
        _ = loggingView()
        script.begin(1, at: a)
        script.begin(2, at: b)
        script.end(1, at: a)
        script.begin(3, at: a)
        script.end(3, at: a)
        script.end(2, at: b)
        #expect(log.entries == ["v touchesBegan 1", "v touchesEnded 1", "v touchesBegan 1", "v touchesEnded 1"])
    }

    @Test func multipleTouchViewGetsBothFingers() {
        let view = CountingView(log: log, frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        script.begin(1, at: a)
        script.begin(2, at: b)
        script.move(2, to: b.offsetBy(dx: 10, dy: 0))
        script.end(1, at: a)
        script.end(2, at: b.offsetBy(dx: 10, dy: 0))
        #expect(log.entries == [
            "began touch-10-1 all=1 mine=1",
            "began touch-10-2 all=2 mine=2",
            "moved touch-10-2 all=2 mine=2",
            "ended touch-10-1 all=2 mine=2",
            "ended touch-10-2 all=1 mine=1",
        ])
    }

    @Test func eachViewGetsItsOwnFingerWhenTwoViewsAreTouched() {
        _ = loggingView("left", frame: CGRect(x: 0, y: 0, width: 100, height: 300))
        _ = loggingView("right", frame: CGRect(x: 100, y: 0, width: 300, height: 300))
        script.begin(1, at: a)
        script.begin(2, at: b)
        script.end(2, at: b)
        script.end(1, at: a)
        #expect(log.entries == ["left touchesBegan 1", "right touchesBegan 1",
                                "right touchesEnded 1", "left touchesEnded 1"])
    }

    @Test func eventListsTouchesOfOtherViewsToo() {
        let left = CountingView(log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 300))
        let right = CountingView(log: log, frame: CGRect(x: 100, y: 0, width: 300, height: 300))
        window.addSubview(left)
        window.addSubview(right)
        script.begin(1, at: a)
        script.begin(2, at: b)
        #expect(log.entries == ["began touch-10-1 all=1 mine=1", "began touch-10-2 all=2 mine=1"])
        #expect(right.isMultipleTouchEnabled == false, "one touch per view needs no multiple-touch flag")
    }

    @Test func singleTouchControlIgnoresASecondFinger() {
        let button = UIButton(title: "Go", frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let log = self.log
        button.addAction(UIAction { _ in log.record("tapped") }, for: .touchUpInside)
        window.addSubview(button)
        script.begin(1, at: a)
        script.begin(2, at: b)
        script.end(2, at: b)
        #expect(button.isHighlighted, "the second finger's lift does not end the first's press")
        #expect(log.entries.isEmpty)
        script.end(1, at: a)
        #expect(log.entries == ["tapped"])
    }
}
