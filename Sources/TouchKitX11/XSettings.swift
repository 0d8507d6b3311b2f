import Foundation

/// The settings a desktop's XSETTINGS manager publishes (gnome-settings-daemon, xfsettingsd,
/// xsettingsd…): the bytes of the `_XSETTINGS_SETTINGS` property on the window that owns the
/// selection `_XSETTINGS_S<screen>` (freedesktop.org's XSETTINGS specification).
///
/// The format: a byte order (0 LSBFirst, 1 MSBFirst), 3 unused bytes, a CARD32 serial and a
/// CARD32 number of settings; then each setting: a type byte (0 integer, 1 string, 2 colour), an
/// unused byte, a CARD16 name length, the name padded to 4 bytes, a CARD32 last-change serial,
/// and the value: an INT32; or a CARD32 length and the string padded to 4 bytes; or four CARD16
/// (red, blue, green, alpha).
///
/// A pure parser, so that hand-built and hostile bytes can be tested without a display: any
/// client may write anything into that property. Every length is checked against the bytes
/// left, and malformed input throws a ``Problem`` that says where, in one line; it never traps.
struct XSettings: Equatable {
    /// A setting's value.
    enum Value: Equatable {
        case integer(Int32)
        case string(String)
        /// 16 bits per channel, as X colours are.
        case color(red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16)
    }

    /// Why bytes are not XSETTINGS data.
    enum Problem: Error, Equatable, CustomStringConvertible {
        /// The first byte is neither 0 (LSBFirst) nor 1 (MSBFirst).
        case unknownByteOrder(UInt8)
        /// The data ends inside the header or inside setting number `setting` (from 1).
        case truncated(setting: Int)
        /// Setting number `setting` has a type byte the specification does not define; its
        /// length is unknown, so nothing after it can be read.
        case unknownType(UInt8, setting: Int)

        var description: String {
            switch self {
            case .unknownByteOrder(let byte): "unknown byte order \(byte)"
            case .truncated(let setting): setting == 0 ? "the header is cut short" : "setting \(setting) is cut short"
            case .unknownType(let type, let setting): "setting \(setting) has unknown type \(type)"
            }
        }
    }

    /// The manager's serial, increased on every change.
    var serial: UInt32
    /// Each setting's value by name ("Net/DoubleClickTime"). A name given twice keeps its first
    /// value.
    var values: [String: Value]

    /// The settings in `bytes`, the raw property data.
    init(bytes: [UInt8]) throws(Problem) {
        var reader = Reader(bytes: bytes)
        guard let order = reader.byte() else { throw .truncated(setting: 0) }
        guard order <= 1 else { throw .unknownByteOrder(order) }
        reader.isBigEndian = order == 1
        guard reader.skip(3), let serial = reader.card32(), let count = reader.card32() else {
            throw .truncated(setting: 0)
        }
        self.serial = serial
        values = [:]
        // A count larger than the bytes could hold is found out by the first setting cut short,
        // without reserving room for it.
        for index in 0..<Int(count) {
            let setting = index + 1
            guard let type = reader.byte(), reader.skip(1), let nameLength = reader.card16(),
                  let name = reader.string(length: Int(nameLength)), reader.card32() != nil
            else { throw .truncated(setting: setting) }
            let value: Value
            switch type {
            case 0:
                guard let raw = reader.card32() else { throw .truncated(setting: setting) }
                value = .integer(Int32(bitPattern: raw))
            case 1:
                guard let length = reader.card32(), let text = reader.string(length: Int(length)) else {
                    throw .truncated(setting: setting)
                }
                value = .string(text)
            case 2:
                guard let red = reader.card16(), let blue = reader.card16(), let green = reader.card16(),
                      let alpha = reader.card16() else { throw .truncated(setting: setting) }
                value = .color(red: red, green: green, blue: blue, alpha: alpha)
            default:
                throw .unknownType(type, setting: setting)
            }
            if values[name] == nil { values[name] = value }
        }
    }

    /// Reads the property's fields in order, with the manager's byte order; every read returns
    /// nil instead of running past the end.
    private struct Reader {
        let bytes: [UInt8]
        var offset = 0
        var isBigEndian = false

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func byte() -> UInt8? {
            guard offset < bytes.count else { return nil }
            defer { offset += 1 }
            return bytes[offset]
        }

        mutating func skip(_ count: Int) -> Bool {
            guard count <= bytes.count - offset else { return false }
            offset += count
            return true
        }

        mutating func card16() -> UInt16? {
            unsigned(byteCount: 2).map { UInt16(truncatingIfNeeded: $0) }
        }

        mutating func card32() -> UInt32? {
            unsigned(byteCount: 4)
        }

        /// `length` bytes of text and the padding to the next multiple of 4; invalid UTF-8 is
        /// repaired, not refused (a name with a stray byte cannot be one we look for anyway).
        mutating func string(length: Int) -> String? {
            let padded = length + (4 - length % 4) % 4
            guard length >= 0, padded <= bytes.count - offset else { return nil }
            defer { offset += padded }
            return String(decoding: bytes[offset..<offset + length], as: UTF8.self)
        }

        private mutating func unsigned(byteCount: Int) -> UInt32? {
            guard byteCount <= bytes.count - offset else { return nil }
            defer { offset += byteCount }
            let field = bytes[offset..<offset + byteCount]
            let ordered = isBigEndian ? Array(field) : field.reversed()
            return ordered.reduce(0) { $0 << 8 | UInt32($1) }
        }
    }
}
