import TouchKit

/// A screen's controller that has something to say once it is on screen: UIKit's
/// `viewDidAppear(_:)`, which TouchKit's `UIViewController` does not have yet.
///
/// ``TouchDemoApp`` calls ``viewDidAppear()`` on the top controller each time a screen shows:
/// when the window first becomes ready, and when a push or pop has finished sliding (not when
/// an interactive pop slides back). It comes right after the app's `screen`, `layout` and `hint`
/// trace events, so a screen can report the state it brings back (Finger Paint's stroke count,
/// the Circle's circle) in the trace after them, with no screen-by-screen case in the app.
@MainActor
protocol ViewAppearanceObserving: UIViewController {
    /// The screen is on top and its `screen` event is out. Called once per appearance.
    func viewDidAppear()
}
