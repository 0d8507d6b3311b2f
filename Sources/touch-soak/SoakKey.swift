/// X keycodes (evdev code + 8, the server's default evdev keymap) of the keys the soak types.
enum SoakKey {
    static let escape = 9
    static let backSpace = 22
    static let left = 113
    static let altL = 64
    static let controlL = 37
    static let shiftL = 50
    static let q = 24
    static let s = 39
    static let t = 28
    static let z = 52
    static let f11 = 95

    /// The key for digit `n` (1...9): evdev KEY_1 is 2.
    static func digit(_ n: Int) -> Int { 9 + n }
}
