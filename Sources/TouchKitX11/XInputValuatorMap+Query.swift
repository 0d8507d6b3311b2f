internal import CX11
import Foundation

/// Reading the devices' valuator classes from the server.
extension XInputValuatorMap {
    /// The labels a map looks for.
    private static var labels: [String] {
        [touchMajorLabel, pressureLabel] + positionXLabels + positionYLabels
    }

    /// The map of every slave device that has valuators, by device id, from one
    /// `XIQueryDevice(XIAllDevices)`. Labels are compared as atoms interned once here (only those
    /// that exist), so no atom name is fetched per valuator.
    ///
    /// Read when the app starts and again when the device hierarchy or a device changes, never
    /// on a touch: a round trip in the middle of a touch would let the moves behind it pile up
    /// and arrive coalesced, as if the app had stalled.
    static func queryAll(_ display: OpaquePointer) -> [Int32: XInputValuatorMap] {
        var labelOfAtom: [Atom: String] = [:]
        for label in labels {
            let atom = XInternAtom(display, label, 1)
            if atom != 0 { labelOfAtom[atom] = label }
        }
        var count: Int32 = 0
        guard let info = XIQueryDevice(display, XIAllDevices, &count) else { return [:] }
        defer { XIFreeDeviceInfo(info) }
        let screen = XDefaultScreen(display)
        let pixels = CGSize(width: Int(XDisplayWidth(display, screen)), height: Int(XDisplayHeight(display, screen)))
        var maps: [Int32: XInputValuatorMap] = [:]
        for device in UnsafeBufferPointer(start: info, count: Int(count))
        where device.use == XISlavePointer || device.use == XIFloatingSlave {
            var axes: [String: Axis] = [:]
            for index in 0..<Int(device.num_classes) {
                guard let any = device.classes[index], any.pointee.type == XIValuatorClass else { continue }
                let valuator = UnsafeMutableRawPointer(any).assumingMemoryBound(to: XIValuatorClassInfo.self).pointee
                guard let label = labelOfAtom[valuator.label] else { continue }
                axes[label] = Axis(number: Int(valuator.number), minimum: valuator.min, maximum: valuator.max)
            }
            maps[device.deviceid] = XInputValuatorMap(axes: axes, screenPixels: pixels)
        }
        return maps
    }
}
