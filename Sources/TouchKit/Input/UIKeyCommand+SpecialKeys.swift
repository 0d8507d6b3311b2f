/// The inputs of keys that type no character, as UIKit names them ("Input strings for special
/// keys"), plus TouchKit's own ``inputBack``.
///
/// Backspace has no constant in UIKit either: it arrives as the backspace character, so a
/// command for it uses the input "\u{8}". ``inputDelete`` is the forward Delete key. The values
/// of the named constants are opaque strings no character can produce (UIKit's own values are
/// undocumented, except Escape's), so compare with the constants, never with literals.
extension UIKeyCommand {
    /// The Escape key: the escape character, as in UIKit.
    public nonisolated static let inputEscape = "\u{1B}"
    /// The forward Delete key (iOS 15's `inputDelete`), not Backspace, which is "\u{8}".
    public nonisolated static let inputDelete = "UIKeyInputDelete"
    /// The Up Arrow key.
    public nonisolated static let inputUpArrow = "UIKeyInputUpArrow"
    /// The Down Arrow key.
    public nonisolated static let inputDownArrow = "UIKeyInputDownArrow"
    /// The Left Arrow key.
    public nonisolated static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The Right Arrow key.
    public nonisolated static let inputRightArrow = "UIKeyInputRightArrow"

    /// The F1 key (UIKit names the function keys `f1`...`f12`, without "input").
    public nonisolated static let f1 = "UIKeyInputF1"
    /// The F2 key.
    public nonisolated static let f2 = "UIKeyInputF2"
    /// The F3 key.
    public nonisolated static let f3 = "UIKeyInputF3"
    /// The F4 key.
    public nonisolated static let f4 = "UIKeyInputF4"
    /// The F5 key.
    public nonisolated static let f5 = "UIKeyInputF5"
    /// The F6 key.
    public nonisolated static let f6 = "UIKeyInputF6"
    /// The F7 key.
    public nonisolated static let f7 = "UIKeyInputF7"
    /// The F8 key.
    public nonisolated static let f8 = "UIKeyInputF8"
    /// The F9 key.
    public nonisolated static let f9 = "UIKeyInputF9"
    /// The F10 key.
    public nonisolated static let f10 = "UIKeyInputF10"
    /// The F11 key.
    public nonisolated static let f11 = "UIKeyInputF11"
    /// The F12 key.
    public nonisolated static let f12 = "UIKeyInputF12"
    /// The function keys F1...F12 in order: `functionKeys[n - 1]` is Fn.
    public nonisolated static let functionKeys = [f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12]

    /// **Not UIKit: TouchKit's own.** The system Back action: a keyboard's Back key or a mouse's
    /// back button (X button 8). UIKit has no such input (on iOS, Back is a navigation gesture);
    /// desktop backends report it so that an app can bind Back like any other key.
    public nonisolated static let inputBack = "TouchKitInputBack"
}
