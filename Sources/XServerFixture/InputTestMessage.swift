import Foundation

/// Binary messages of Xorg's `inputtest` driver protocol, version 1.1
/// (`xf86-input-inputtest-protocol.h`), laid out as the x86-64/aarch64 C ABI does.
///
/// Every message starts with `uint32 length` (the whole message, in bytes) and a 4-byte
/// enum `type`. Pointer, button and touch messages carry an `xf86ITValuatorData` block:
/// `uint32 has_unaccelerated`, `uint8 mask[8]`, 4 bytes of padding, `double valuators[64]`,
/// `double unaccelerated[64]` (1040 bytes), 8-byte aligned inside the message.
enum InputTestMessage {
    /// Client-to-server message types (`enum xf86ITEventType`).
    enum EventType: UInt32 {
        case clientVersion = 0, waitForSync, motion, proximity, button, key, touch
    }

    /// Server-to-client response types (`enum xf86ITResponseType`).
    enum ResponseType: UInt32 {
        case serverVersion = 0, syncFinished
    }

    /// XI2 touch event types, the values `touch_type` takes (`XI_TouchBegin` ... `XI_TouchEnd`).
    enum TouchType: UInt32 {
        case begin = 18, update = 19, end = 20
    }

    /// The protocol version this client speaks.
    static let protocolVersion = (major: UInt16(1), minor: UInt16(1))
    /// `XF86IT_MAX_VALUATORS`.
    static let maxValuators = 64
    /// Size of `xf86ITValuatorData`.
    static let valuatorDataSize = 4 + 8 + 4 + 2 * maxValuators * 8
    /// Size of a response header (`length`, `type`).
    static let responseHeaderSize = 8

    /// `xf86ITEventClientVersion` (12 bytes).
    static func clientVersion() -> [UInt8] {
        var message = header(.clientVersion, size: 12)
        put(protocolVersion.major, into: &message, at: 8)
        put(protocolVersion.minor, into: &message, at: 10)
        return message
    }

    /// `xf86ITEventWaitForSync` (8 bytes).
    static func waitForSync() -> [UInt8] {
        header(.waitForSync, size: 8)
    }

    /// `xf86ITEventMotion` (1056 bytes) with absolute or relative `valuators` (axis -> value).
    static func motion(absolute: Bool, valuators: [Int: Double]) -> [UInt8] {
        var message = header(.motion, size: 16 + valuatorDataSize)
        put(UInt32(absolute ? 1 : 0), into: &message, at: 8)
        putValuators(valuators, into: &message, at: 16)
        return message
    }

    /// `xf86ITEventButton` (1064 bytes): `button` 1 = left, 2 = middle, 3 = right.
    static func button(_ button: Int, isPress: Bool, absolute: Bool, valuators: [Int: Double]) -> [UInt8] {
        var message = header(.button, size: 24 + valuatorDataSize)
        put(UInt32(absolute ? 1 : 0), into: &message, at: 8)
        put(UInt32(bitPattern: Int32(button)), into: &message, at: 12)
        put(UInt32(isPress ? 1 : 0), into: &message, at: 16)
        putValuators(valuators, into: &message, at: 24)
        return message
    }

    /// `xf86ITEventKey` (16 bytes): `keyCode` is an X keycode (evdev code + 8).
    static func key(_ keyCode: Int, isPress: Bool) -> [UInt8] {
        var message = header(.key, size: 16)
        put(UInt32(bitPattern: Int32(keyCode)), into: &message, at: 8)
        put(UInt32(isPress ? 1 : 0), into: &message, at: 12)
        return message
    }

    /// `xf86ITEventTouch` (1056 bytes): `touchID` is the driver-side id of one finger.
    static func touch(_ touchID: UInt32, type: TouchType, valuators: [Int: Double]) -> [UInt8] {
        var message = header(.touch, size: 16 + valuatorDataSize)
        put(touchID, into: &message, at: 8)
        put(type.rawValue, into: &message, at: 12)
        putValuators(valuators, into: &message, at: 16)
        return message
    }

    /// Reads a little-endian `UInt32` at `offset`.
    static func uint32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[offset + $1]) << (8 * UInt32($1)) }
    }

    /// Reads a little-endian `UInt16` at `offset`.
    static func uint16(_ bytes: [UInt8], at offset: Int) -> UInt16 {
        UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }

    private static func header(_ type: EventType, size: Int) -> [UInt8] {
        var message = [UInt8](repeating: 0, count: size)
        put(UInt32(size), into: &message, at: 0)
        put(type.rawValue, into: &message, at: 4)
        return message
    }

    /// Fills an `xf86ITValuatorData` at `offset`: sets the mask bit and value of each axis.
    private static func putValuators(_ valuators: [Int: Double], into message: inout [UInt8], at offset: Int) {
        // has_unaccelerated stays 0: the server then uses the values as given.
        for (axis, value) in valuators {
            precondition((0..<maxValuators).contains(axis), "valuator axis \(axis) out of range")
            message[offset + 4 + axis / 8] |= UInt8(1 << (axis % 8))
            put(value.bitPattern, into: &message, at: offset + 16 + axis * 8)
        }
    }

    private static func put<T: FixedWidthInteger>(_ value: T, into message: inout [UInt8], at offset: Int) {
        withUnsafeBytes(of: value.littleEndian) { bytes in
            for (index, byte) in bytes.enumerated() { message[offset + index] = byte }
        }
    }
}
