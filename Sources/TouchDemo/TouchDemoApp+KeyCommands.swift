import Foundation
import TouchKit

/// The keys every screen understands.
extension TouchDemoApp {
    /// Back: Escape, BackSpace, Alt+Left and the mouse's back button (reported as the key
    /// "XF86Back", as are keyboards' Back keys). Quit: Ctrl+Q and Ctrl+W. Fullscreen: F11.
    /// Show touches: t.
    func makeAppKeyCommands() -> [UIKeyCommand] {
        let back: () -> Void = { [weak self] in self?.goBack() }
        let quit: () -> Void = { [weak self] in self?.onQuit?() }
        return [
            UIKeyCommand(input: "Escape", discoverabilityTitle: "Back", action: back),
            UIKeyCommand(input: "BackSpace", discoverabilityTitle: "Back", action: back),
            UIKeyCommand(input: "Left", modifierFlags: .alternate, discoverabilityTitle: "Back", action: back),
            UIKeyCommand(input: "XF86Back", discoverabilityTitle: "Back", action: back),
            UIKeyCommand(input: "q", modifierFlags: .control, discoverabilityTitle: "Quit", action: quit),
            UIKeyCommand(input: "w", modifierFlags: .control, discoverabilityTitle: "Quit", action: quit),
            UIKeyCommand(input: "t", discoverabilityTitle: "Show touches") { [weak self] in
                self?.window.showsTouches.toggle()
            },
            UIKeyCommand(input: "F11", discoverabilityTitle: "Toggle fullscreen") { [weak self] in
                self?.onToggleFullscreen?()
            },
        ]
    }
}
