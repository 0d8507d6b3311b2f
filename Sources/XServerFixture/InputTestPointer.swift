import Foundation

/// Injects real pointer motion and buttons through the `inputtest` absolute pointer
/// (`DeviceType PointerAbsolute`) of a `PrivateXServer`.
///
/// Coordinates are screen pixels. Buttons are X buttons: 1 left, 2 middle, 3 right, 8 back.
/// Turn the wheel with ``scroll(notches:)``, not with buttons 4/5: the device has smooth-scroll
/// axes, and Xorg 21 turns only the first injected wheel-button press into a button event.
/// Primitives only write; call `sync()` to wait for the server, or use the helpers, which sync
/// after every step.
public final class InputTestPointer {
    /// The underlying connection.
    public let connection: InputTestConnection
    /// The screen-to-device mapping.
    public let mapping: AbsoluteAxisMapping
    /// Where the pointer was last moved to.
    public private(set) var position = CGPoint(x: 0, y: 0)
    /// The vertical scroll axis's value: absolute, like the other axes of this device.
    private var verticalScroll = 0.0

    /// The driver's vertical scroll axis and its increment per wheel notch
    /// (`SetScrollValuator(dev, 3, SCROLL_TYPE_VERTICAL, 120, 0)` in the inputtest driver).
    static let verticalScrollAxis = 3
    static let scrollIncrement = 120.0

    /// Connects to the pointer socket of a `screenWidth` x `screenHeight` server.
    public init(socketPath: String, screenWidth: Int, screenHeight: Int) throws {
        connection = try InputTestConnection(socketPath: socketPath)
        mapping = AbsoluteAxisMapping(screenWidth: screenWidth, screenHeight: screenHeight)
    }

    /// Moves the pointer to screen point (`x`, `y`): an `XI_Motion`.
    public func move(to x: Double, y: Double) throws {
        try connection.send(InputTestMessage.motion(absolute: true, valuators: mapping.valuators(x: x, y: y)))
        position = CGPoint(x: x, y: y)
    }

    /// Moves the pointer to `point`.
    public func move(to point: CGPoint) throws {
        try move(to: point.x, y: point.y)
    }

    /// Presses `button` at the current position: an `XI_ButtonPress`.
    public func press(button: Int = 1) throws {
        try sendButton(button, isPress: true)
    }

    /// Releases `button` at the current position: an `XI_ButtonRelease`.
    public func release(button: Int = 1) throws {
        try sendButton(button, isPress: false)
    }

    /// Turns the wheel by `notches` (positive up, away from the user) at the current position,
    /// syncing after each notch. The server reports each notch to XI 2.1+ clients as a smooth
    /// scroll and as a wheel-button press and release flagged `XIPointerEmulated`, as it does
    /// for a real smooth-scrolling mouse.
    public func scroll(notches: Int) throws {
        for _ in 0..<abs(notches) {
            // Scrolling up decreases the vertical scroll axis.
            verticalScroll += notches > 0 ? -Self.scrollIncrement : Self.scrollIncrement
            var valuators = mapping.valuators(x: position.x, y: position.y)
            valuators[Self.verticalScrollAxis] = verticalScroll
            try connection.send(InputTestMessage.motion(absolute: true, valuators: valuators))
            try sync()
        }
    }

    /// Blocks until the server has processed every event sent so far.
    public func sync() throws {
        try connection.sync()
    }

    /// Moves to `point`, then presses and releases `button` there, syncing after each step.
    public func click(at point: CGPoint, button: Int = 1) throws {
        try move(to: point)
        try sync()
        try press(button: button)
        try sync()
        try release(button: button)
        try sync()
    }

    /// Moves to `start`, presses `button`, moves in `steps` even steps to `end`, releases;
    /// syncs after every event.
    public func drag(from start: CGPoint, to end: CGPoint, steps: Int = 10, button: Int = 1) throws {
        try move(to: start)
        try sync()
        try press(button: button)
        try sync()
        let stroke = TouchStroke(id: 0, from: start, to: end)
        for step in 1...max(steps, 1) {
            try move(to: stroke.point(at: Double(step) / Double(max(steps, 1))))
            try sync()
        }
        try release(button: button)
        try sync()
    }

    private func sendButton(_ button: Int, isPress: Bool) throws {
        // The position rides along so the button event cannot land anywhere else.
        let valuators = mapping.valuators(x: position.x, y: position.y)
        try connection.send(InputTestMessage.button(button, isPress: isPress, absolute: true, valuators: valuators))
    }
}
