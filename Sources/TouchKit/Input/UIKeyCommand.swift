/// A key combination and what it does, as UIKit's `UIKeyCommand`: a responder lists its
/// commands in ``UIResponder/keyCommands``, and whoever receives key presses runs the first
/// command that matches.
///
/// `input` is what UIKit calls it: the character of the unshifted key ("z", "1", "\u{8}" for
/// Backspace), or for keys without one a constant such as ``inputEscape``, ``inputLeftArrow``
/// or ``f11`` (see `UIKeyCommand+SpecialKeys.swift`); the platform backend translates its key
/// codes into these. `modifierFlags` must match exactly, except Caps Lock
/// (``UIKeyModifierFlags/alphaShift``), which is ignored so that a shortcut works whether or not
/// it is on. The action is a closure (there are no selectors on Linux).
@MainActor
public final class UIKeyCommand {
    /// The key's input: its unshifted character, or a special-key constant such as ``inputEscape``.
    public let input: String
    /// The modifiers that must be held, no more and no fewer (Caps Lock aside).
    public let modifierFlags: UIKeyModifierFlags
    /// What the command does, for help texts ("Undo the last stroke").
    public let discoverabilityTitle: String?
    private let action: () -> Void

    /// A command for `input` with `modifierFlags` that runs `action`.
    public init(input: String, modifierFlags: UIKeyModifierFlags = [], discoverabilityTitle: String? = nil,
                action: @escaping () -> Void) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.discoverabilityTitle = discoverabilityTitle
        self.action = action
    }

    /// Whether a press of `input` with `modifierFlags` held is this command.
    public func matches(input: String, modifierFlags: UIKeyModifierFlags) -> Bool {
        input == self.input && modifierFlags.subtracting(.alphaShift) == self.modifierFlags.subtracting(.alphaShift)
    }

    /// Runs the command's action.
    public func perform() { action() }
}
