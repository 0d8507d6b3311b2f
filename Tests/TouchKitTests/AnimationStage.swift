import Foundation
import TouchKit
import TouchKitTesting

/// A 200×200 window with one 20×20 red view at (10, 10), a manual clock, and a display that
/// draws 4 frames a second, so that a 1-s animation has frames at exactly ¼, ½, ¾ and 1.
@MainActor
struct AnimationStage {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    let script: TouchScript
    /// What completions received, in order.
    let completions = CompletionLog()

    init() {
        script = TouchScript(window: window)
        window.screen.maximumFramesPerSecond = 4
        view.backgroundColor = .red
        window.addSubview(view)
        window.layoutIfNeeded()
        _ = window.takeDirtyRects()
    }

    /// A completion that appends its argument to ``completions`` under `name`.
    func completion(_ name: String) -> (Bool) -> Void {
        { [completions] finished in completions.entries.append("\(name) \(finished)") }
    }

    /// Lets `seconds` pass: display frames and timers fire on the way.
    func wait(_ seconds: TimeInterval) { script.wait(seconds) }
}

/// Collects completion calls as strings ("move true").
@MainActor
final class CompletionLog {
    var entries: [String] = []
}
