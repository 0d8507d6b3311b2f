import CX11
import Foundation
import ToolSupport
@testable import TouchKitX11

/// One random `XIDeviceEvent` for the translator fuzz, with its masks and values held in arrays
/// that ``withEvent(_:)`` lends to the struct's pointers (consistent lengths, as a server sends).
struct DeviceEventDraw {
    static let scales: [CGFloat] = [1, 2, 1.5, 0.75]

    private var event = XIDeviceEvent()
    private var buttonMask: [UInt8]
    private var valuatorMask: [UInt8]
    private var values: [Double]
    let scale: CGFloat
    let map: XInputValuatorMap?

    init(_ random: inout SplitMix64) {
        event.type = GenericEvent
        event.evtype = random.pick(XInput2TranslatorFuzzTests.eventTypes)
        event.detail = random.pick([0, 1, 3, 4, 5, 6, 7, 8, -1, .max, .min, Int32(truncatingIfNeeded: random.next())])
        event.deviceid = random.pick([2, 3, 0, -1, .max])
        event.sourceid = random.pick([12, 13, 0, -1, .max, Int32(truncatingIfNeeded: random.next())])
        event.flags = random.chance(0.5) ? random.pick([0, Int32(XIPointerEmulated), Int32(XITouchEmulatingPointer)])
            : Int32(truncatingIfNeeded: random.next())
        event.time = random.chance(0.2) ? UInt(UInt32.max) : UInt(truncatingIfNeeded: random.next() >> 32)
        event.root_x = Self.coordinate(&random)
        event.root_y = Self.coordinate(&random)
        event.event_x = Self.coordinate(&random)
        event.event_y = Self.coordinate(&random)
        event.mods.effective = Int32(truncatingIfNeeded: random.next())
        buttonMask = (0..<random.pick([0, 0, 1, 4, 32])).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        valuatorMask = (0..<random.pick([0, 0, 1, 2, 8])).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        let setBits = valuatorMask.reduce(0) { $0 + $1.nonzeroBitCount }
        var values: [Double] = []
        for _ in 0..<setBits {
            values.append(random.chance(0.1) ? random.pick([0, -1, 2_147_483_647.999, -2_147_483_648])
                : random.double(in: -100...70_000))
        }
        self.values = values
        scale = random.pick(Self.scales)
        map = random.chance(0.3) ? nil : Self.valuatorMap(&random)
    }

    /// An event coordinate: usually on screen, sometimes NaN, infinite, huge or at the edges of
    /// X's 16.16 fixed point.
    static func coordinate(_ random: inout SplitMix64) -> Double {
        random.chance(0.8) ? random.double(in: -50...5000)
            : random.pick([.nan, .infinity, -.infinity, 1e308, -1e308, 32767.99998, -32768, 0])
    }

    private static func valuatorMap(_ random: inout SplitMix64) -> XInputValuatorMap {
        func axis(_ random: inout SplitMix64) -> XInputValuatorMap.Axis {
            let minimum: Double = random.pick([0, -1, 100, -2_147_483_648])
            let maximum: Double = random.pick([minimum, minimum - 1, 255, 65535, 2_147_483_647])
            return .init(number: random.int(in: 0...20), minimum: minimum, maximum: maximum)
        }
        var axes: [String: XInputValuatorMap.Axis] = [:]
        for label in [XInputValuatorMap.touchMajorLabel, XInputValuatorMap.pressureLabel, "Abs MT Position X", "Abs MT Position Y"]
        where random.chance(0.7) {
            axes[label] = axis(&random)
        }
        return XInputValuatorMap(axes: axes, screenPixels: CGSize(width: random.pick([0, 1024, 7680]), height: 768))
    }

    /// Runs `body` with the event, its masks and values pointing into this draw's arrays (null
    /// for an empty mask, as the server's zero-length masks are).
    func withEvent(_ body: (XIDeviceEvent) -> Void) {
        var buttons = buttonMask, valuators = valuatorMask, values = values
        buttons.withUnsafeMutableBufferPointer { buttonBuffer in
            valuators.withUnsafeMutableBufferPointer { valuatorBuffer in
                values.withUnsafeMutableBufferPointer { valueBuffer in
                    var event = self.event
                    event.buttons = XIButtonState(mask_len: Int32(buttonBuffer.count), mask: buttonBuffer.baseAddress)
                    event.valuators = XIValuatorState(mask_len: Int32(valuatorBuffer.count), mask: valuatorBuffer.baseAddress,
                                                      values: valueBuffer.baseAddress)
                    body(event)
                }
            }
        }
    }
}
