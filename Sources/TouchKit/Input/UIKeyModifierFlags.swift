/// The modifier keys held during a key press or a pointer event, as UIKit's
/// `UIKeyModifierFlags`.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock is on.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// A Shift key is down.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// A Control key is down.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// An Alt (Option) key is down.
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// A Super (Command) key is down.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
}
