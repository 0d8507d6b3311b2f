import CX11
import Foundation
import Testing
import ToolSupport
import TouchKit
@testable import TouchKitX11

/// The XI2 translator fed malformed device and crossing events, seeded and repeatable: no crash,
/// and every result is either rejected (nil) or a valid event: finite coordinates and
/// measurements, the pointer and phase its `evtype`, `detail` and `sourceid` name. No display.
///
/// Fuzzed: unknown and negative `evtype`s, huge and negative `detail`, unknown `deviceid` and
/// `sourceid`, every `flags` bit, NaN, infinite and huge `event_x`/`event_y`, any `time`, empty
/// or oversized (but consistent, as the server sends them) button and valuator masks, huge
/// valuator values, and valuator maps with empty or inverted ranges.
@Suite("XInput2 translator fuzz")
struct XInput2TranslatorFuzzTests {
    /// How many events each test translates.
    static let iterations = 20_000
    static let eventTypes: [Int32] = [XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd, XI_ButtonPress, XI_ButtonRelease,
                                      XI_Motion, XI_Enter, XI_Leave, XI_FocusIn, XI_FocusOut, XI_HierarchyChanged,
                                      XI_RawTouchBegin, XI_TouchOwnership, 0, -1, 99, .max, .min]
    static let touchTypes: Set<Int32> = [XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd]
    static let pointerTypes: Set<Int32> = [XI_ButtonPress, XI_ButtonRelease, XI_Motion]
    static let crossingTypes: Set<Int32> = [XI_Enter, XI_Leave, XI_FocusIn, XI_FocusOut]

    @Test func malformedDeviceEventsAreRejectedOrValid() {
        var random = SplitMix64(seed: 12)
        for _ in 0..<Self.iterations {
            let draw = DeviceEventDraw(&random)
            draw.withEvent { event in
                let result = XInput2EventTranslator.translate(event, scale: draw.scale, valuators: draw.map)
                if let problem = Self.problem(with: result, for: event, scale: draw.scale) {
                    let fields = "evtype \(event.evtype) detail \(event.detail) source \(event.sourceid)"
                    Issue.record("\(fields) x \(event.event_x) y \(event.event_y) scale \(draw.scale): \(problem)")
                }
            }
        }
    }

    @Test func malformedCrossingEventsAreRejectedOrValid() {
        var random = SplitMix64(seed: 13)
        for _ in 0..<Self.iterations {
            var event = XIEnterEvent()
            event.type = GenericEvent
            event.evtype = random.pick(Self.eventTypes)
            event.sourceid = random.pick([0, 2, 12, -1, .max])
            event.event_x = DeviceEventDraw.coordinate(&random)
            event.event_y = DeviceEventDraw.coordinate(&random)
            event.time = UInt(truncatingIfNeeded: random.next())
            event.mods.effective = Int32(truncatingIfNeeded: random.next())
            let scale = random.pick(DeviceEventDraw.scales)
            guard let result = XInput2EventTranslator.translate(crossing: event, scale: scale) else { continue }
            #expect(Self.crossingTypes.contains(event.evtype), "a crossing event from evtype \(event.evtype)")
            #expect(result.location.x.isFinite && result.location.y.isFinite,
                    "a crossing event at \(result.location) from x \(event.event_x) y \(event.event_y)")
            #expect(result.device == Int(event.sourceid) && result.timestamp.isFinite)
        }
    }

    /// What is wrong with `result` for `event`, or nil when it is nil or valid.
    private static func problem(with result: XInput2Event?, for event: XIDeviceEvent, scale: CGFloat) -> String? {
        switch result {
        case nil:
            return nil
        case .touch(let input):
            guard touchTypes.contains(event.evtype) else { return "a touch from a non-touch event" }
            let phase: InputEvent.Phase = event.evtype == XI_TouchBegin ? .began : event.evtype == XI_TouchUpdate ? .moved : .ended
            guard input.phase == phase else { return "phase \(input.phase)" }
            guard input.pointer == .touch(device: Int(event.sourceid), id: UInt32(truncatingIfNeeded: event.detail)) else {
                return "pointer \(input.pointer)"
            }
            guard input.location.x.isFinite, input.location.y.isFinite, input.timestamp.isFinite else {
                return "location \(input.location), timestamp \(input.timestamp)"
            }
            let measurements = [input.measurements.majorRadius, input.measurements.majorRadiusTolerance,
                                input.measurements.force, input.measurements.maximumPossibleForce]
            if measurements.contains(where: { $0.map { !$0.isFinite } ?? false }) { return "measurements \(input.measurements)" }
            return nil
        case .mouse(let mouse):
            guard pointerTypes.contains(event.evtype) else { return "a mouse event from a non-pointer event" }
            guard mouse.location.x.isFinite, mouse.location.y.isFinite, mouse.timestamp.isFinite else {
                return "location \(mouse.location), timestamp \(mouse.timestamp)"
            }
            return mouse.device == Int(event.sourceid) ? nil : "device \(mouse.device)"
        }
    }
}
