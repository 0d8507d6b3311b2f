internal import CX11
import Foundation

/// Reading a device's valuator classes from the server.
extension XInputValuatorMap {
    /// Queries `device`'s valuator classes (`XIQueryDevice`) and maps them by label; nil when the
    /// device is gone.
    static func query(_ display: OpaquePointer, device: Int32) -> XInputValuatorMap? {
        var count: Int32 = 0
        guard let info = XIQueryDevice(display, device, &count), count > 0 else { return nil }
        defer { XIFreeDeviceInfo(info) }
        var axes: [String: Axis] = [:]
        for index in 0..<Int(info.pointee.num_classes) {
            guard let any = info.pointee.classes[index], any.pointee.type == XIValuatorClass else { continue }
            let valuator = UnsafeMutableRawPointer(any).assumingMemoryBound(to: XIValuatorClassInfo.self).pointee
            guard valuator.label != 0, let name = XGetAtomName(display, valuator.label) else { continue }
            defer { XFree(name) }
            axes[String(cString: name)] = Axis(number: Int(valuator.number), minimum: valuator.min, maximum: valuator.max)
        }
        let screen = XDefaultScreen(display)
        let pixels = CGSize(width: Int(XDisplayWidth(display, screen)), height: Int(XDisplayHeight(display, screen)))
        return XInputValuatorMap(axes: axes, screenPixels: pixels)
    }
}
