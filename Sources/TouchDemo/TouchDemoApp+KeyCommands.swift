import Foundation
import TouchKit

/// The keys every screen understands.
extension TouchDemoApp {
    /// Back: Escape, Backspace, Alt+Left and the system Back (a keyboard's Back key or the
    /// mouse's back button, ``UIKeyCommand/inputBack``). Quit: Ctrl+Q and Ctrl+W. Fullscreen:
    /// F11. Show touches: t.
    func makeAppKeyCommands() -> [UIKeyCommand] {
        let back: () -> Void = { [weak self] in self?.goBack() }
        let quit: () -> Void = { [weak self] in self?.onQuit?() }
        return [
            UIKeyCommand(input: UIKeyCommand.inputEscape, discoverabilityTitle: "Back", action: back),
            // Backspace has no UIKit constant: it types the backspace character.
            UIKeyCommand(input: "\u{8}", discoverabilityTitle: "Back", action: back),
            UIKeyCommand(input: UIKeyCommand.inputLeftArrow, modifierFlags: .alternate, discoverabilityTitle: "Back",
                         action: back),
            UIKeyCommand(input: UIKeyCommand.inputBack, discoverabilityTitle: "Back", action: back),
            UIKeyCommand(input: "q", modifierFlags: .control, discoverabilityTitle: "Quit", action: quit),
            UIKeyCommand(input: "w", modifierFlags: .control, discoverabilityTitle: "Quit", action: quit),
            UIKeyCommand(input: "t", discoverabilityTitle: "Show touches") { [weak self] in
                self?.window.showsTouches.toggle()
            },
            UIKeyCommand(input: UIKeyCommand.f11, discoverabilityTitle: "Toggle fullscreen") { [weak self] in
                self?.onToggleFullscreen?()
            },
        ]
    }
}
