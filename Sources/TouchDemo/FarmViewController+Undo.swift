import Foundation
import TouchKit

/// Undoing the Farm's clear: Ctrl+Z, or the Undo button shown for
/// ``FarmViewController/undoButtonDuration`` after a clear, brings back every animal of the
/// latest clear as it was (state, place, scale, turn and order). The button hides on a timer of
/// the window's ``TimerQueue``, so tests drive it with a manual clock.
extension FarmViewController {
    /// Ctrl+Z.
    func makeKeyCommands() -> [UIKeyCommand] {
        [UIKeyCommand(input: "z", modifierFlags: .control, discoverabilityTitle: "Undo Clear") { [weak self] in
            self?.undoClear()
        }]
    }

    /// Puts back the animals of the latest clear, behind any added since, inside a
    /// cross-dissolve, and hides the Undo button. Nothing to undo does nothing.
    func undoClear() {
        hideUndoButton()
        let restored = clearedAnimals
        guard !restored.isEmpty else { return }
        clearedAnimals = []
        let area = freeArea
        UIView.transition(with: view, duration: Self.clearDuration, options: .transitionCrossDissolve,
                          animations: { [unowned self] in
                              for (index, animal) in restored.enumerated() {
                                  view.insertSubview(animal, at: index)
                                  animal.visibleArea = area
                              }
                          })
        reportAnimals()
    }

    /// Shows the Undo button, and hides it ``undoButtonDuration`` from now (a clear while it shows
    /// starts the time again).
    func showUndoButton() {
        guard let timers = view.window?.timers else { return }
        if let undoButtonTimer { timers.cancel(undoButtonTimer) }
        undoButtonTimer = timers.schedule(after: Self.undoButtonDuration) { [weak self] in
            self?.undoButtonTimer = nil
            self?.hideUndoButton()
        }
        setUndoButtonShown(true)
    }

    /// Hides the Undo button and forgets its timer, so nothing runs once the farm is idle.
    func hideUndoButton() {
        if let undoButtonTimer { view.window?.timers.cancel(undoButtonTimer) }
        undoButtonTimer = nil
        setUndoButtonShown(false)
    }

    /// Shows or hides the Undo button; the `layout` trace event lists it while it shows.
    private func setUndoButtonShown(_ shown: Bool) {
        guard undoButton.isHidden == shown else { return }
        undoButton.isHidden = !shown
        trace?.layoutDidChange()
    }
}
