/// Which physical contact an ``InputEvent`` belongs to.
///
/// A finger is identified by its touch id (`detail` in XInput2) together with the physical
/// device that reported it (`sourceid`), because touch ids are only unique per device. The mouse
/// is one pointer per physical device: its left button acts as a single touch. With Ctrl held,
/// ``MouseTouchEmulator`` turns the mouse into two fingers, each a pointer of its own.
public enum PointerID: Hashable, Sendable, CustomStringConvertible {
    /// A finger on a touch device.
    case touch(device: Int, id: UInt32)
    /// The left button of a pointing device.
    case mouse(device: Int)
    /// One of the two fingers a pointing device emulates (Ctrl + drag, Ctrl + wheel): `finger`
    /// 1 follows the pointer, 2 is its mirror image or parallel partner.
    case emulatedTouch(device: Int, finger: Int)

    /// The physical device that reported this pointer.
    public var device: Int {
        switch self {
        case .touch(let device, _), .mouse(let device), .emulatedTouch(let device, _): device
        }
    }

    /// `touch-DEVICE-ID`, `mouse-DEVICE`, or `mouse-DEVICE-finger-N` for an emulated finger.
    public var description: String {
        switch self {
        case .touch(let device, let id): "touch-\(device)-\(id)"
        case .mouse(let device): "mouse-\(device)"
        case .emulatedTouch(let device, let finger): "mouse-\(device)-finger-\(finger)"
        }
    }

    /// The kind of touch this pointer produces: `.direct` for a touchscreen finger,
    /// `.indirectPointer` for the mouse and the fingers it emulates.
    public var touchType: UITouch.TouchType {
        switch self {
        case .touch: .direct
        case .mouse, .emulatedTouch: .indirectPointer
        }
    }
}
