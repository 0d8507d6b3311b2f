internal import CX11
import Foundation
import TouchKit

/// Which valuators of one physical touch device carry the contact size and pressure, and how to
/// turn their device units into UIKit's: built once per device from `XIQueryDevice` (see
/// `XInputValuatorMap+Query.swift`), then a pure function of each event's valuators.
///
/// - **Radius.** "Abs MT Touch Major" is the length of the contact's major axis in the same
///   device units as the position axes (Linux multi-touch protocol, ABS_MT_TOUCH_MAJOR). The
///   server maps each absolute position axis over the whole screen, so one device unit is
///   `screen pixels / axis span` pixels; touch major has no orientation, so the scale is the
///   geometric mean of the X and Y scales. UIKit's `majorRadius` is a radius in points ("The
///   radius (in points) of the touch"): half the axis, divided by the window's pixel scale.
///   The tolerance is half a device unit: a radius from a diameter in whole units.
/// - **Force.** UIKit: "a value of 1.0 represents the force of an average touch". X reports
///   pressure as a raw range; an average touch is taken to press ``averageTouchPressureFraction``
///   of that range, so `force = fraction of range / averageTouchPressureFraction`, and
///   `maximumPossibleForce = 1 / averageTouchPressureFraction`.
///
/// XInput2 sends only the valuators that changed since the device's previous event (checked on
/// Xorg 21.1 with inputtest: a TouchUpdate without pressure leaves valuator 4 out of its mask;
/// Chromium's ui/base/x/valuators.h: "A valuator is not reported in an XEvent if it hasn't
/// changed from the previous event from the same device"): what an event leaves out is nil in
/// its ``TouchMeasurements``, and the touch keeps its last value.
struct XInputValuatorMap: Equatable {
    /// One valuator: its number in the device's events and its range in device units.
    struct Axis: Equatable {
        var number: Int
        var minimum: Double
        var maximum: Double
    }

    /// Valuator labels (xserver's `xserver-properties.h`).
    static let touchMajorLabel = "Abs MT Touch Major"
    static let pressureLabel = "Abs MT Pressure"
    static let positionXLabels = ["Abs MT Position X", "Abs X"]
    static let positionYLabels = ["Abs MT Position Y", "Abs Y"]

    /// The share of the pressure range an average touch presses, which UIKit calls force 1.0.
    /// Apple does not say how hard that is; touchscreens report light finger contact in the
    /// lower part of their range, and a quarter gives a maximum force of 4, near the Apple
    /// Pencil's.
    static let averageTouchPressureFraction = 0.25

    /// The contact-size valuator, if the device has one.
    var touchMajor: Axis?
    /// The pressure valuator, if the device has one.
    var pressure: Axis?
    /// Screen pixels per device unit of the touch surface, when the position axes are known.
    var pixelsPerUnit: Double?

    /// The map for a device with `axes` (label -> axis) on a screen of `screenPixels`.
    init(axes: [String: Axis], screenPixels: CGSize) {
        touchMajor = axes[Self.touchMajorLabel]
        pressure = axes[Self.pressureLabel]
        let x = Self.positionXLabels.lazy.compactMap { axes[$0] }.first
        let y = Self.positionYLabels.lazy.compactMap { axes[$0] }.first
        if let x, let y, x.maximum > x.minimum, y.maximum > y.minimum {
            // The server scales units over the span plus one (0...65535 over 65536 steps).
            let perX = Double(screenPixels.width) / (x.maximum - x.minimum + 1)
            let perY = Double(screenPixels.height) / (y.maximum - y.minimum + 1)
            pixelsPerUnit = (perX * perY).squareRoot()
        }
    }

    /// True when the device reports neither size nor pressure: its events carry no measurements.
    var isEmpty: Bool { (touchMajor == nil || pixelsPerUnit == nil) && pressure == nil }

    /// The measurements in one event's `valuators` (mask + packed values), in points at `scale`.
    func measurements(from valuators: XIValuatorState, scale: CGFloat) -> TouchMeasurements {
        var result = TouchMeasurements()
        if let touchMajor, let pixelsPerUnit {
            if let units = Self.value(of: touchMajor.number, in: valuators) {
                result.majorRadius = CGFloat(units * pixelsPerUnit / 2) / scale
            }
            result.majorRadiusTolerance = CGFloat(pixelsPerUnit / 2) / scale
        }
        if let pressure, pressure.maximum > pressure.minimum {
            if let units = Self.value(of: pressure.number, in: valuators) {
                let fraction = min(max((units - pressure.minimum) / (pressure.maximum - pressure.minimum), 0), 1)
                result.force = CGFloat(fraction / Self.averageTouchPressureFraction)
            }
            result.maximumPossibleForce = CGFloat(1 / Self.averageTouchPressureFraction)
        }
        return result
    }

    /// The value of valuator `number` if the event's mask has it. `values` holds only the
    /// valuators whose mask bit is set, in valuator order.
    static func value(of number: Int, in valuators: XIValuatorState) -> Double? {
        guard let mask = valuators.mask, let values = valuators.values,
              cx11_mask_is_set(mask, valuators.mask_len, Int32(number)) != 0 else { return nil }
        let index = (0..<number).reduce(0) { $0 + Int(cx11_mask_is_set(mask, valuators.mask_len, Int32($1))) }
        return values[index]
    }
}
