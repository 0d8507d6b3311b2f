import Foundation
import TouchDemoTrace
import XServerFixture

/// The pictures in docs/images/ (the README's strip, docs/screens.md): each scene opens a
/// screen, does what its caption says with real input, waits for the app to report it, and
/// saves the window.
enum Scenes {
    /// Every scene by file name (without `.png`).
    static let all: [(name: String, run: @Sendable (String) throws -> Void)] = [
        ("menu", { try ScreenshotSession(screen: "menu").save(to: $0) }),
        ("menu-large", { try ScreenshotSession(screen: "menu", width: 1600, height: 1000).save(to: $0) }),
        ("touch-samples", touchSamples),
        ("touch-samples-large", { path in try touchSamples(path, width: 1600, height: 1000) }),
        ("gesture-samples", gestureSamples),
        ("custom-gesture", customGesture),
        ("finger-paint", fingerPaint),
        ("gesture-playground", playground),
        ("farm", farm),
        ("circle", circle),
        ("swipe", swipe),
        ("show-touches", showTouches),
    ]

    /// After a drag and a double tap, while a finger holds "Touch Me".
    static func touchSamples(_ path: String) throws { try touchSamples(path, width: 480, height: 720) }

    static func touchSamples(_ path: String, width: Int, height: Int) throws {
        let s = try ScreenshotSession(screen: "touch", width: width, height: height)
        let touch = try s.touchscreen
        let drag = try s.frame(of: "DragImage")
        try touch.drag(id: 1, from: drag.center, to: drag.center.offset(60, 120), steps: 10)
        try s.waitFor("DragImage moved") {
            if case let .frame("DragImage", rect) = $0 { rect.minY > drag.minY + 100 } else { false }
        }
        let double = try s.frame(of: "DoubleTouchImage").center
        try touch.tap(at: double, id: 2)
        try touch.tap(at: double, id: 2)
        try s.waitFor("Double-Tapped On") { $0 == .status(text: "Double-Tapped On") }
        let image = try s.frame(of: "TouchImage").center
        try touch.begin(3, x: image.x, y: image.y)
        try touch.sync()
        try s.waitFor("Touches Began") { $0 == .status(text: "Touches Began") }
        try s.save(to: path)
        try touch.end(3)
        try touch.sync()
    }

    /// After a pan and a double tap.
    static func gestureSamples(_ path: String) throws {
        let s = try ScreenshotSession(screen: "gestures")
        let touch = try s.touchscreen
        let drag = try s.frame(of: "DragImage")
        try touch.drag(id: 1, from: drag.center, to: drag.center.offset(-40, 150), steps: 10)
        try s.waitFor("pan ended") { $0.isGesture("pan", .ended) }
        let double = try s.frame(of: "DoubleTouchImage")
        let point = double.origin.offset(40, 20)
        try touch.tap(at: point, id: 2)
        try touch.tap(at: point, id: 2)
        try s.waitFor("the highlight") { if case .image(_, "DoubleTapMe_Highlighted") = $0 { true } else { false } }
        try s.save(to: path)
    }

    /// A recognized checkmark: the trail turned green and the box is checked.
    static func customGesture(_ path: String) throws {
        let s = try ScreenshotSession(screen: "checkmark")
        let touch = try s.touchscreen
        let bottom = CGPoint(x: 200, y: 520)
        let start = bottom.offset(-60, -90)
        let down: [CGPoint] = (0...18).map { (step: Int) -> CGPoint in
            start.offset(Double(step) * 60 / 18, Double(step) * 5)
        }
        let up: [CGPoint] = (1...26).map { (step: Int) -> CGPoint in
            bottom.offset(Double(step) * 5, -Double(step) * 7)
        }
        let points = down + up
        try touch.begin(1, x: points[0].x, y: points[0].y)
        for point in points.dropFirst() {
            try touch.move(1, x: point.x, y: point.y)
            try touch.sync()
        }
        try touch.end(1)
        try touch.sync()
        try s.waitFor("the box checked") { if case .image(_, "CheckBox_Checked") = $0 { true } else { false } }
        // The green trail fades within 0.8 s: take the first picture.
        try s.save(to: path, settled: false)
    }

    /// Five fingers painting waves at once.
    static func fingerPaint(_ path: String) throws {
        let s = try ScreenshotSession(screen: "paint")
        let touch = try s.touchscreen
        let canvas = try s.frame(of: "FingerPaintCanvas")
        let lanes = (0..<5).map { canvas.minY + canvas.height * (0.15 + 0.17 * Double($0)) }
        for (id, y) in lanes.enumerated() { try touch.begin(id + 1, x: canvas.minX + 40, y: y + 22 * sin(Double(id))) }
        try touch.sync()
        for step in 1...40 {
            let x = canvas.minX + 40 + (canvas.width - 80) * Double(step) / 40
            for (id, y) in lanes.enumerated() {
                try touch.move(id + 1, x: x, y: y + 22 * sin(Double(step) / 4 + Double(id)))
            }
            try touch.sync()
        }
        for id in 1...5 { try touch.end(id) }
        try touch.sync()
        try s.waitFor("five strokes") { $0 == .strokes(completed: 5) }
        try s.save(to: path)
    }

    /// After a two-finger pinch and rotation of the card.
    static func playground(_ path: String) throws {
        let s = try ScreenshotSession(screen: "playground")
        let c = try s.frame(of: "Canvas").center
        try s.touchscreen.drag([
            TouchStroke(id: 1, from: c.offset(-50, 0), to: c.offset(-60, -35)),
            TouchStroke(id: 2, from: c.offset(50, 0), to: c.offset(60, 35)),
        ], steps: 12)
        try s.waitFor("pinch ended") { $0.isGesture("pinch", .ended) }
        try s.save(to: path)
    }

    /// Four animals in four states, one of them turned and enlarged by two fingers.
    static func farm(_ path: String) throws {
        let s = try ScreenshotSession(screen: "farm")
        let touch = try s.touchscreen
        let meadow = try s.frame(of: "Farm")
        let places = [meadow.center.offset(-110, -150), meadow.center.offset(110, -150),
                      meadow.center.offset(-110, 130), meadow.center.offset(100, 120), meadow.center.offset(0, -10)]
        for (index, place) in places.enumerated() {
            try touch.tap(at: place, id: 1)
            try s.waitFor("hen \(index + 1)") { if case let .farm(animals) = $0 { animals.count == index + 1 } else { false } }
        }
        // An egg, a chick, and a roast (held half a second, then its flip).
        try touch.tap(at: places[1], id: 1)
        try touch.tap(at: places[2], id: 1)
        try s.waitFor("an egg") {
            if case let .farm(animals) = $0 { animals.filter { $0.state == "egg" }.count == 2 } else { false }
        }
        try touch.tap(at: places[2], id: 1)
        try s.waitFor("a chick") {
            if case let .farm(animals) = $0 { animals.contains { $0.state == "chicken" } } else { false }
        }
        try touch.begin(2, x: places[3].x, y: places[3].y)
        try touch.sync()
        try s.waitFor("the flip's end") { $0 == .animation(view: "Animal-4", state: .ended) }
        try touch.end(2)
        try touch.sync()
        // The middle hen turned and enlarged by two fingers.
        let c = places[4]
        try touch.drag([
            TouchStroke(id: 3, from: c.offset(-30, 0), to: c.offset(-38, -30)),
            TouchStroke(id: 4, from: c.offset(30, 0), to: c.offset(38, 30)),
        ], steps: 12)
        try s.waitFor("the pinch's end") { $0.isGesture("pinch", .ended) }
        try s.save(to: path)
    }

    /// After a tap that moves the circle and a two-finger pinch that shrinks it.
    static func circle(_ path: String) throws {
        let s = try ScreenshotSession(screen: "circle")
        let touch = try s.touchscreen
        let area = try s.frame(of: "CircleView")
        let c = area.center.offset(-30, 60)
        try touch.tap(at: c, id: 1)
        try s.waitFor("the circle moved") {
            if case let .circle(center, _) = $0 { abs(center.y - c.y) < 1 } else { false }
        }
        try touch.drag([
            TouchStroke(id: 2, from: c.offset(-60, 0), to: c.offset(-40, 0)),
            TouchStroke(id: 3, from: c.offset(60, 0), to: c.offset(40, 0)),
        ], steps: 8)
        try s.waitFor("pinched") { $0.isGesture("pinch", .ended) }
        try s.save(to: path)
    }

    /// After a quick stroke to the right: both approaches saw it.
    static func swipe(_ path: String) throws {
        let s = try ScreenshotSession(screen: "swipe")
        let area = try s.frame(of: "SwipeArea")
        let touch = try s.touchscreen
        try touch.drag(id: 1, from: area.center.offset(-90, 0), to: area.center.offset(90, 0), steps: 5)
        try s.waitFor("the recognizers' swipe") { if case .swipe(.recognizer, _) = $0 { true } else { false } }
        try s.save(to: path)
    }

    /// Show touches on the playground, mid-gesture: Ctrl + drag pinching and turning the card,
    /// the pointer's finger and its mirrored partner each with a fading trail.
    static func showTouches(_ path: String) throws {
        let s = try ScreenshotSession(screen: "playground", extraArguments: ["--show-touches"])
        let c = try s.frame(of: "Canvas").center
        let mouse = try s.pointer, keyboard = try s.server.keyboard
        try mouse.move(to: c)
        try mouse.sync()
        try keyboard.press(keyCode: KeyCode.controlL)
        try keyboard.sync()
        try mouse.move(to: c.offset(60, 0))
        try mouse.sync()
        try mouse.press()
        try mouse.sync()
        for step in 1...8 {
            try mouse.move(to: c.offset(60 + Double(step) * 4, Double(step) * 6))
            try mouse.sync()
        }
        try s.waitFor("the pinch") { $0.isGesture("pinch", .changed) }
        try s.save(to: path, settled: false)
        try mouse.release()
        try keyboard.release(keyCode: KeyCode.controlL)
        try keyboard.sync()
    }
}
