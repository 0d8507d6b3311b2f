import Foundation

/// Injects real key events through the `inputtest` keyboard of a `PrivateXServer`.
///
/// Key codes are X keycodes: the Linux evdev code plus 8 (Escape is 9, Return 36, Space 65
/// with the usual evdev keymap).
public final class InputTestKeyboard {
    /// The underlying connection.
    public let connection: InputTestConnection

    /// Connects to the keyboard socket.
    public init(socketPath: String) throws {
        connection = try InputTestConnection(socketPath: socketPath)
    }

    /// Presses the key with X keycode `keyCode`.
    public func press(keyCode: Int) throws {
        try connection.send(InputTestMessage.key(keyCode, isPress: true))
    }

    /// Releases the key with X keycode `keyCode`.
    public func release(keyCode: Int) throws {
        try connection.send(InputTestMessage.key(keyCode, isPress: false))
    }

    /// Presses and releases `keyCode`, syncing after each.
    public func type(keyCode: Int) throws {
        try press(keyCode: keyCode)
        try sync()
        try release(keyCode: keyCode)
        try sync()
    }

    /// Blocks until the server has processed every event sent so far.
    public func sync() throws {
        try connection.sync()
    }
}
