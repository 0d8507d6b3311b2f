/// X keycodes (evdev code + 8, the server's default evdev keymap) of the keys the end-to-end
/// tests and the soak press on the inputtest keyboard.
public enum KeyCode {
    public static let escape = 9
    public static let backSpace = 22
    public static let left = 113
    public static let altL = 64
    public static let controlL = 37
    public static let shiftL = 50
    public static let q = 24
    public static let w = 25
    public static let t = 28
    public static let z = 52
    public static let s = 39
    public static let f11 = 95
    /// A keyboard's Back key (evdev KEY_BACK 158), which X names XF86Back.
    public static let back = 166
    /// Num Lock (evdev KEY_NUMLOCK 69).
    public static let numLock = 77
    /// The keypad key 2, Down without Num Lock (evdev KEY_KP2 80).
    public static let keypad2 = 88

    /// The key for digit `n` (1...9): evdev KEY_1 is 2.
    public static func digit(_ n: Int) -> Int { 9 + n }
}
