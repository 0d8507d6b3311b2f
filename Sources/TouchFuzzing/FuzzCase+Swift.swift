import Foundation
import TouchKit

/// A case written as the Swift that sets up its world and feeds its steps, for a failure report
/// and for pasting into a unit test (`TouchScript`'s window and clock; `world.views[N]` are the
/// views in scenario order).
extension FuzzCase {
    /// The setup and the steps, one statement a line.
    public var swiftSource: String {
        var lines = ["// touch-fuzz --seed \(seed)", "let window = UIWindow(frame: CGRect(x: 0, y: 0, width: \(literal(FuzzScenario.windowSize.width)), height: \(literal(FuzzScenario.windowSize.height))))"]
        if steps.contains(where: { if case .moveViewToOtherWindow = $0 { true } else { false } }) {
            lines.append("let otherWindow = UIWindow(frame: window.frame)  // gets no input")
        }
        for (index, view) in scenario.views.enumerated() {
            lines.append("let view\(index) = UIView(frame: \(literal(view.frame)))  // logs its touches"
                + (view.forwards ? ", forwards them" : ""))
            var flags: [String] = []
            if view.isMultipleTouchEnabled { flags.append("view\(index).isMultipleTouchEnabled = true") }
            if view.isExclusiveTouch { flags.append("view\(index).isExclusiveTouch = true") }
            if !view.isUserInteractionEnabled { flags.append("view\(index).isUserInteractionEnabled = false") }
            if view.isHidden { flags.append("view\(index).isHidden = true") }
            if let effect = view.effect {
                flags.append("// view\(index)'s touches\(String(describing: view.effectPhase).capitalized) runs: \(effectSource(effect))")
            }
            lines += flags
            lines.append("\(view.parent.map { "view\($0)" } ?? "window").addSubview(view\(index))")
        }
        for (index, recognizer) in scenario.recognizers.enumerated() {
            lines += recognizerSource(recognizer, index)
        }
        lines += steps.map(stepSource)
        return lines.joined(separator: "\n")
    }

    private func recognizerSource(_ spec: FuzzScenario.Recognizer, _ index: Int) -> [String] {
        let name = "r\(index)"
        var lines: [String] = []
        switch spec.kind {
        case .tap:
            lines.append("let \(name) = UITapGestureRecognizer()")
            lines.append("\(name).numberOfTapsRequired = \(spec.taps); \(name).numberOfTouchesRequired = \(spec.touches)")
        case .longPress:
            lines.append("let \(name) = UILongPressGestureRecognizer()")
            lines.append("\(name).numberOfTapsRequired = \(spec.taps); \(name).numberOfTouchesRequired = \(spec.touches); "
                + "\(name).minimumPressDuration = \(spec.pressDuration); \(name).allowableMovement = \(literal(spec.allowableMovement))")
        case .pan, .screenEdgePan:
            lines.append("let \(name) = \(spec.kind == .pan ? "UIPanGestureRecognizer" : "UIScreenEdgePanGestureRecognizer")()")
            lines.append("\(name).minimumNumberOfTouches = \(spec.touches); \(name).maximumNumberOfTouches = "
                + (spec.maximumTouches == Int.max ? ".max" : "\(spec.maximumTouches)"))
            if spec.kind == .screenEdgePan { lines.append("\(name).edges = UIRectEdge(rawValue: \(spec.edgesOrDirections))") }
        case .swipe:
            lines.append("let \(name) = UISwipeGestureRecognizer()")
            lines.append("\(name).direction = .init(rawValue: \(spec.edgesOrDirections)); \(name).numberOfTouchesRequired = \(spec.touches)")
        case .pinch: lines.append("let \(name) = UIPinchGestureRecognizer()")
        case .rotation: lines.append("let \(name) = UIRotationGestureRecognizer()")
        case .checkmark: lines.append("let \(name) = CheckmarkGestureRecognizer()")
        }
        var settings: [String] = []
        if !spec.cancelsTouchesInView { settings.append("\(name).cancelsTouchesInView = false") }
        if spec.delaysTouchesBegan { settings.append("\(name).delaysTouchesBegan = true") }
        if !spec.delaysTouchesEnded { settings.append("\(name).delaysTouchesEnded = false") }
        settings += spec.requiresToFail.map { "\(name).require(toFail: r\($0))" }
        if !spec.simultaneousWith.isEmpty {
            settings.append("\(name).shouldRecognizeSimultaneously = { _, other in [\(spec.simultaneousWith.map { "r\($0)" }.joined(separator: ", "))].contains { $0 === other } }")
        }
        if spec.shouldBegin != .unset { settings.append("\(name).shouldBegin = \(spec.shouldBegin.rawValue)") }
        if spec.shouldReceive != .unset { settings.append("\(name).shouldReceive = \(spec.shouldReceive.rawValue)") }
        if let effect = spec.effect {
            settings.append("\(name).addTarget(nil) { if $0.state == .\(spec.effectState) { \(effectSource(effect)) } }")
        }
        lines += settings
        lines.append("\(spec.view.map { "view\($0)" } ?? "window").addGestureRecognizer(\(name))")
        return lines
    }

    private func effectSource(_ effect: FuzzScenario.ActionEffect) -> String {
        switch effect {
        case .removeView(let index): "view\(index).removeFromSuperview()"
        case .disableRecognizer(let index): "r\(index).isEnabled = false"
        case .removeRecognizer(let index): "r\(index).view?.removeGestureRecognizer(r\(index))"
        case .cancelDevice(let device): "window.cancelTouches(ofDevice: \(device), at: window.touchDispatcher.liveTouches.first?.timestamp ?? 0)"
        }
    }

    private func stepSource(_ step: FuzzStep) -> String {
        switch step {
        case .input(let event):
            "window.handle(InputEvent(pointer: \(pointerSource(event.pointer)), phase: .\(event.phase), "
                + "location: \(literal(event.location)), timestamp: \(event.timestamp)))"
        case .flush: "window.flushInput()"
        case .wait(let seconds): "script.wait(\(seconds))  // fires due timers"
        case .cancelDevice(let device, let timestamp): "window.cancelTouches(ofDevice: \(device), at: \(timestamp))"
        case .removeView(let index): "view\(index).removeFromSuperview()"
        case .setRecognizerEnabled(let index, let isEnabled): "r\(index).isEnabled = \(isEnabled)"
        case .removeRecognizer(let index): "r\(index).view?.removeGestureRecognizer(r\(index))"
        case .moveView(let index, let parent):
            "\(parent.map { "view\($0)" } ?? "window").addSubview(view\(index))  // unless view\(index) contains it"
        case .moveViewToOtherWindow(let index): "otherWindow.addSubview(view\(index))"
        case .addRecognizer(let index):
            "\(scenario.recognizers[index].view.map { "view\($0)" } ?? "window").addGestureRecognizer(r\(index))"
        }
    }

    private func pointerSource(_ pointer: PointerID) -> String {
        switch pointer {
        case .touch(let device, let id): ".touch(device: \(device), id: \(id))"
        case .mouse(let device): ".mouse(device: \(device))"
        case .emulatedTouch(let device, let finger): ".emulatedTouch(device: \(device), finger: \(finger))"
        }
    }

    private func literal(_ value: CGFloat) -> String {
        value.isNaN ? ".nan" : value == .infinity ? ".infinity" : value == -.infinity ? "-.infinity" : "\(value)"
    }

    private func literal(_ point: CGPoint) -> String { "CGPoint(x: \(literal(point.x)), y: \(literal(point.y)))" }

    private func literal(_ rect: CGRect) -> String {
        "CGRect(x: \(literal(rect.minX)), y: \(literal(rect.minY)), width: \(literal(rect.width)), height: \(literal(rect.height)))"
    }
}
