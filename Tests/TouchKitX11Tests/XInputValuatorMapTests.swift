import CX11
import Foundation
import Testing
import TouchKit
@testable import TouchKitX11

/// Contact size and force from hand-built XI2 touch events with valuators: no X server needed.
/// UIKit: `majorRadius` is "the radius (in points) of the touch"; `force` 1.0 "represents the
/// force of an average touch".
@Suite("XInput2 touch valuators")
struct XInputValuatorMapTests {
    /// A touchscreen like a real one: positions 0...4095 over a 1024 x 768 screen (a quarter of a
    /// pixel per unit across, 0.1875 down), touch major on valuator 2, pressure 0...255 on 5.
    private let touchscreen = XInputValuatorMap(axes: [
        "Abs MT Position X": .init(number: 0, minimum: 0, maximum: 4095),
        "Abs MT Position Y": .init(number: 1, minimum: 0, maximum: 4095),
        "Abs MT Touch Major": .init(number: 2, minimum: 0, maximum: 1000),
        "Abs MT Pressure": .init(number: 5, minimum: 0, maximum: 255),
    ], screenPixels: CGSize(width: 1024, height: 768))

    /// Xorg's inputtest touchscreen (`xinput list --long`): positions and pressure, no size.
    private let inputtest = XInputValuatorMap(axes: [
        "Abs MT Position X": .init(number: 0, minimum: 0, maximum: 65535),
        "Abs MT Position Y": .init(number: 1, minimum: 0, maximum: 65535),
        "Rel Horiz Scroll": .init(number: 2, minimum: -1, maximum: -1),
        "Rel Vert Scroll": .init(number: 3, minimum: -1, maximum: -1),
        "Abs MT Pressure": .init(number: 4, minimum: 0, maximum: 2047),
    ], screenPixels: CGSize(width: 1024, height: 768))

    /// Translates a touch event whose valuator mask and packed values hold `valuators`.
    private func touch(_ type: Int32 = XI_TouchBegin, valuators: [Int: Double], map: XInputValuatorMap?,
                       scale: CGFloat = 1) -> InputEvent? {
        var mask = [UInt8](repeating: 0, count: 4)
        for number in valuators.keys { mask[number >> 3] |= UInt8(1 << (number & 7)) }
        var values = valuators.keys.sorted().map { valuators[$0]! }
        return mask.withUnsafeMutableBufferPointer { maskBuffer in
            values.withUnsafeMutableBufferPointer { valueBuffer in
                var event = XIDeviceEvent()
                event.type = GenericEvent
                event.evtype = type
                event.detail = 4
                event.sourceid = 12
                event.event_x = 100
                event.event_y = 50
                event.valuators = XIValuatorState(mask_len: Int32(maskBuffer.count), mask: maskBuffer.baseAddress,
                                                  values: valueBuffer.baseAddress)
                guard case .touch(let input) = XInput2EventTranslator.translate(event, scale: scale, valuators: map) else { return nil }
                return input
            }
        }
    }

    @Test func touchMajorBecomesARadiusInPointsAndPressureAForceWhereAQuarterOfTheRangeIsOne() throws {
        let event = try #require(touch(valuators: [0: 400, 1: 300, 2: 40, 5: 127.5], map: touchscreen))
        // One unit is sqrt(0.25 * 0.1875) ≈ 0.2165 px; a 40-unit major axis is a 4.33 px radius.
        let pixelsPerUnit = (0.25 * 0.1875).squareRoot()
        #expect(abs(try #require(event.measurements.majorRadius) - 20 * pixelsPerUnit) < 1e-9)
        #expect(abs(try #require(event.measurements.majorRadiusTolerance) - pixelsPerUnit / 2) < 1e-9)
        #expect(event.measurements.force == 2, "half the pressure range is twice an average touch")
        #expect(event.measurements.maximumPossibleForce == 4)
    }

    @Test func radiusIsInPointsAtTheWindowsScale() throws {
        let atOne = try #require(touch(valuators: [2: 40], map: touchscreen)?.measurements.majorRadius)
        let atTwo = try #require(touch(valuators: [2: 40], map: touchscreen, scale: 2)?.measurements.majorRadius)
        #expect(abs(atTwo - atOne / 2) < 1e-9)
    }

    @Test func valuatorsMissingFromTheEventAreLeftOutSoTheTouchKeepsItsLastValue() throws {
        // XInput2 sends only the valuators that changed: a move without touch major or pressure.
        let event = try #require(touch(XI_TouchUpdate, valuators: [0: 410, 1: 300], map: touchscreen))
        #expect(event.measurements.majorRadius == nil)
        #expect(event.measurements.force == nil)
        #expect(event.measurements.maximumPossibleForce == 4, "the device's range is known without the value")
    }

    @Test func valuesArePackedInValuatorOrderSoALaterValuatorIsFoundAfterAGap() throws {
        // Only valuators 2 and 5 set: pressure is the second packed value.
        let event = try #require(touch(valuators: [2: 10, 5: 255], map: touchscreen))
        #expect(event.measurements.force == 4)
    }

    @Test func pressureOutsideItsRangeIsClamped() throws {
        #expect(touch(valuators: [5: 400], map: touchscreen)?.measurements.force == 4)
        #expect(touch(valuators: [5: -3], map: touchscreen)?.measurements.force == 0)
    }

    @Test func inputtestTouchscreenReportsForceButNoRadius() throws {
        let event = try #require(touch(valuators: [0: 5000, 1: 5000, 4: 1023.5], map: inputtest))
        #expect(event.measurements.force == 2)
        #expect(event.measurements.majorRadius == nil && event.measurements.majorRadiusTolerance == nil)
    }

    @Test func deviceWithoutSizeOrPressureValuatorsReportsNothing() throws {
        let plain = XInputValuatorMap(axes: ["Abs MT Position X": .init(number: 0, minimum: 0, maximum: 100),
                                             "Abs MT Position Y": .init(number: 1, minimum: 0, maximum: 100)],
                                      screenPixels: CGSize(width: 100, height: 100))
        #expect(plain.isEmpty)
        #expect(touch(valuators: [0: 5, 1: 5], map: plain)?.measurements.isEmpty == true)
        #expect(touch(valuators: [0: 5, 1: 5, 2: 40], map: nil)?.measurements.isEmpty == true, "no map: no measurements")
    }
}
