import Foundation
import Testing
import TouchKit
@testable import TouchKitX11

/// Builds `_XSETTINGS_SETTINGS` property bytes by hand, field by field, in either byte order.
private struct XSettingsBytes {
    var isBigEndian = false
    var bytes: [UInt8] = []

    init(isBigEndian: Bool = false, serial: UInt32 = 7, count: UInt32) {
        self.isBigEndian = isBigEndian
        bytes = [isBigEndian ? 1 : 0, 0, 0, 0]
        card32(serial)
        card32(count)
    }

    mutating func card16(_ value: UInt16) {
        let pair = [UInt8(value & 0xFF), UInt8(value >> 8)]
        bytes += isBigEndian ? pair.reversed() : pair
    }

    mutating func card32(_ value: UInt32) {
        let four = (0..<4).map { UInt8((value >> (8 * UInt32($0))) & 0xFF) }
        bytes += isBigEndian ? four.reversed() : four
    }

    /// `text` and its padding to a multiple of 4.
    mutating func padded(_ text: String) {
        let utf8 = Array(text.utf8)
        bytes += utf8 + Array(repeating: 0, count: (4 - utf8.count % 4) % 4)
    }

    /// A setting's header: type, unused byte, name length, padded name, last-change serial.
    mutating func header(type: UInt8, name: String) {
        bytes += [type, 0]
        card16(UInt16(name.utf8.count))
        padded(name)
        card32(3)
    }

    mutating func integer(_ name: String, _ value: Int32) {
        header(type: 0, name: name)
        card32(UInt32(bitPattern: value))
    }

    mutating func string(_ name: String, _ value: String) {
        header(type: 1, name: name)
        card32(UInt32(value.utf8.count))
        padded(value)
    }

    mutating func color(_ name: String, red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16) {
        header(type: 2, name: name)
        // The specification's order: red, blue, green, alpha.
        card16(red)
        card16(blue)
        card16(green)
        card16(alpha)
    }
}

/// The XSETTINGS parser on hand-built property bytes, well-formed and malformed, and the
/// double-click time it yields for the mouse (with its 400 ms fallback).
@Suite("XSETTINGS")
struct XSettingsTests {
    /// What GNOME publishes, in short: a string, an integer and a colour.
    private func desktop(isBigEndian: Bool) -> XSettingsBytes {
        var data = XSettingsBytes(isBigEndian: isBigEndian, serial: 42, count: 3)
        data.string("Net/ThemeName", "Adwaita")
        data.integer("Net/DoubleClickTime", 250)
        data.color("Gtk/ColorScheme", red: 0x1111, green: 0x2222, blue: 0x3333, alpha: 0xFFFF)
        return data
    }

    @Test(arguments: [false, true])
    func everyKindOfValueReadsInBothByteOrders(isBigEndian: Bool) throws {
        let settings = try XSettings(bytes: desktop(isBigEndian: isBigEndian).bytes)
        #expect(settings.serial == 42)
        #expect(settings.values == [
            "Net/ThemeName": .string("Adwaita"),
            "Net/DoubleClickTime": .integer(250),
            "Gtk/ColorScheme": .color(red: 0x1111, green: 0x2222, blue: 0x3333, alpha: 0xFFFF),
        ])
    }

    @Test func negativeIntegersAndEmptyListsRead() throws {
        var data = XSettingsBytes(count: 1)
        data.integer("Xft/DPI", -1)
        #expect(try XSettings(bytes: data.bytes).values == ["Xft/DPI": .integer(-1)])
        #expect(try XSettings(bytes: XSettingsBytes(count: 0).bytes).values.isEmpty)
    }

    @Test func aNameGivenTwiceKeepsItsFirstValue() throws {
        var data = XSettingsBytes(count: 2)
        data.integer("Net/DoubleClickTime", 300)
        data.integer("Net/DoubleClickTime", 900)
        #expect(try XSettings(bytes: data.bytes).values["Net/DoubleClickTime"] == .integer(300))
    }

    @Test func anUnknownByteOrderIsRefused() {
        var data = desktop(isBigEndian: false)
        data.bytes[0] = 0x6C  // "l", an X connection's byte-order letter, not XSETTINGS'
        #expect(throws: XSettings.Problem.unknownByteOrder(0x6C)) { try XSettings(bytes: data.bytes) }
    }

    @Test func everyCutIsFoundAndNamed() {
        let whole = desktop(isBigEndian: false).bytes
        #expect(throws: XSettings.Problem.truncated(setting: 0)) { try XSettings(bytes: []) }
        #expect(throws: XSettings.Problem.truncated(setting: 0)) { try XSettings(bytes: Array(whole.prefix(11))) }
        // Every shorter prefix that keeps the header fails, none traps; the first setting (the
        // string) ends at byte 12 + 4 + 16 + 4 + 4 + 8 = 48.
        for length in 12..<whole.count {
            #expect(throws: XSettings.Problem.self) { try XSettings(bytes: Array(whole.prefix(length))) }
        }
        #expect(throws: XSettings.Problem.truncated(setting: 1)) { try XSettings(bytes: Array(whole.prefix(47))) }
        #expect(throws: XSettings.Problem.truncated(setting: 2)) { try XSettings(bytes: Array(whole.prefix(48))) }
    }

    @Test func aCountLargerThanTheDataIsACutNotAnAllocation() {
        var data = XSettingsBytes(count: .max)
        data.integer("Net/DoubleClickTime", 250)
        #expect(throws: XSettings.Problem.truncated(setting: 2)) { try XSettings(bytes: data.bytes) }
    }

    @Test func lengthsBeyondTheDataAreCuts() {
        var name = XSettingsBytes(count: 1)
        name.bytes += [0, 0, 0xFF, 0xFF]  // an integer whose name claims 65535 bytes
        #expect(throws: XSettings.Problem.truncated(setting: 1)) { try XSettings(bytes: name.bytes) }
        var value = XSettingsBytes(count: 1)
        value.header(type: 1, name: "Net/ThemeName")
        value.card32(.max)  // a string of 4 GiB
        #expect(throws: XSettings.Problem.truncated(setting: 1)) { try XSettings(bytes: value.bytes) }
    }

    @Test func anUnknownTypeStopsTheParse() {
        var data = XSettingsBytes(count: 2)
        data.integer("Net/DoubleClickTime", 250)
        data.header(type: 9, name: "Net/Future")
        data.card32(0)
        #expect(throws: XSettings.Problem.unknownType(9, setting: 2)) { try XSettings(bytes: data.bytes) }
    }

    @Test func invalidUTF8InANameIsRepairedNotRefused() throws {
        var data = XSettingsBytes(count: 1)
        data.bytes += [0, 0]
        data.card16(2)
        data.bytes += [0xC3, 0x28, 0, 0]  // an invalid two-byte sequence, padded
        data.card32(0)
        data.card32(5)
        let settings = try XSettings(bytes: data.bytes)
        #expect(settings.values.count == 1)
    }

    // MARK: The double-click time

    @Test(arguments: [false, true])
    func theDesktopsDoubleClickTimeIsTheMouseInterval(isBigEndian: Bool) {
        let result = XSettings.pointerDoubleTapInterval(propertyBytes: desktop(isBigEndian: isBigEndian).bytes)
        #expect(result.interval == 0.25)
        #expect(result.warning == nil)
    }

    @Test func noSettingsManagerMeans400Milliseconds() {
        let result = XSettings.pointerDoubleTapInterval(propertyBytes: nil)
        #expect(result.interval == 0.4)
        #expect(result.interval == TouchTracker.defaultPointerDoubleTapInterval)
        #expect(result.warning == nil)
    }

    @Test func aManagerWithoutTheSettingMeans400MillisecondsSilently() {
        var data = XSettingsBytes(count: 1)
        data.string("Net/ThemeName", "Adwaita")
        let result = XSettings.pointerDoubleTapInterval(propertyBytes: data.bytes)
        #expect(result.interval == 0.4 && result.warning == nil)
    }

    @Test func malformedSettingsFallBackWithOneLine() throws {
        let result = XSettings.pointerDoubleTapInterval(propertyBytes: Array(desktop(isBigEndian: false).bytes.prefix(47)))
        #expect(result.interval == 0.4)
        let warning = try #require(result.warning)
        #expect(warning == "ignoring the desktop's XSETTINGS (setting 1 is cut short); double-click time: using 400 ms")
        #expect(!warning.contains("\n"))
    }

    @Test(arguments: [Int32(0), -5, 49, 5001, .max])
    func implausibleTimesFallBackWithOneLine(milliseconds: Int32) {
        var data = XSettingsBytes(count: 1)
        data.integer("Net/DoubleClickTime", milliseconds)
        let result = XSettings.pointerDoubleTapInterval(propertyBytes: data.bytes)
        #expect(result.interval == 0.4)
        #expect(result.warning == "ignoring Net/DoubleClickTime \(milliseconds) ms: expected 50 to 5000 ms; using 400 ms")
    }

    @Test(arguments: [Int32(50), 400, 5000])
    func plausibleTimesAreTakenAsGiven(milliseconds: Int32) {
        var data = XSettingsBytes(count: 1)
        data.integer("Net/DoubleClickTime", milliseconds)
        #expect(XSettings.pointerDoubleTapInterval(propertyBytes: data.bytes).interval == TimeInterval(milliseconds) / 1000)
    }

    @Test func aDoubleClickTimeThatIsNoIntegerFallsBack() {
        var data = XSettingsBytes(count: 1)
        data.string("Net/DoubleClickTime", "250")
        let result = XSettings.pointerDoubleTapInterval(propertyBytes: data.bytes)
        #expect(result.interval == 0.4)
        #expect(result.warning == "ignoring Net/DoubleClickTime: not an integer; using 400 ms")
    }
}
