/// Which physical contact an ``InputEvent`` belongs to.
///
/// A finger is identified by its touch id (`detail` in XInput2) together with the physical
/// device that reported it (`sourceid`), because touch ids are only unique per device. The mouse
/// is one pointer per physical device: its left button acts as a single touch.
public enum PointerID: Hashable, Sendable, CustomStringConvertible {
    /// A finger on a touch device.
    case touch(device: Int, id: UInt32)
    /// The left button of a pointing device.
    case mouse(device: Int)

    /// The physical device that reported this pointer.
    public var device: Int {
        switch self {
        case .touch(let device, _), .mouse(let device): device
        }
    }

    public var description: String {
        switch self {
        case .touch(let device, let id): "touch-\(device)-\(id)"
        case .mouse(let device): "mouse-\(device)"
        }
    }
}
