import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// `UIView.transition(with:…)`: the pixels of a cross-dissolve and of both flips at 0, ¼, ½, ¾
/// and 1 of a linear 1 s transition from red to blue, the completion, interruption, hit-testing
/// and the observer. Frames come from the window's display link, driven by the manual clock.
@Suite("View transitions")
@MainActor
struct ViewTransitionTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 120))
    let view = UIView(frame: CGRect(x: 20, y: 10, width: 200, height: 100))
    let script: TouchScript
    let log = EventLog()
    let observer: AnimationLog

    /// Records the observer's animation calls as "began" and "ended".
    final class AnimationLog: ViewChangeObserver {
        let log: EventLog
        init(log: EventLog) { self.log = log }
        func viewDidChangeFrame(_ view: UIView) {}
        func imageViewDidChangeImage(_ imageView: UIImageView) {}
        func labelDidChangeText(_ label: UILabel) {}
        func viewDidBeginAnimation(_ view: UIView) { log.record("began") }
        func viewDidEndAnimation(_ view: UIView) { log.record("ended") }
    }

    /// A pixel's colour within `tolerance` per channel of (red, green, blue), opaque.
    private func expectColor(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8),
                             _ red: Int, _ green: Int, _ blue: Int, tolerance: Int = 6,
                             _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation) {
        let ok = abs(Int(pixel.red) - red) <= tolerance && abs(Int(pixel.green) - green) <= tolerance
            && abs(Int(pixel.blue) - blue) <= tolerance && pixel.alpha == 255
        #expect(ok, "\(comment): got \(pixel), want (\(red), \(green), \(blue))", sourceLocation: sourceLocation)
    }

    init() {
        view.backgroundColor = UIColor(rgb: 0xFF0000)
        window.addSubview(view)
        script = TouchScript(window: window)
        observer = AnimationLog(log: log)
        window.changeObserver = observer
    }

    /// Starts a linear 1 s transition of `view` from red to blue with `effect`.
    private func startRedToBlue(_ effect: UIView.AnimationOptions, extra: UIView.AnimationOptions = []) {
        UIView.transition(with: view, duration: 1, options: [effect, .curveLinear, extra], animations: {
            view.backgroundColor = UIColor(rgb: 0x0000FF)
        }, completion: { log.record("completion \($0)") })
    }

    /// Writes `image` as a PNG into `TRANSITION_PNG_DIR` when set, to look at by eye.
    private func keep(_ image: ImageBuffer, _ name: String) {
        guard let folder = ProcessInfo.processInfo.environment["TRANSITION_PNG_DIR"] else { return }
        try? image.writePNG(to: "\(folder)/\(name).png")
    }

    @Test func crossDissolveMixesOldAndNewByProgress() {
        startRedToBlue(.transitionCrossDissolve)
        #expect(view.backgroundColor == UIColor(rgb: 0x0000FF), "the model changes at once")
        expectColor(view.snapshot().pixel(x: 100, y: 50), 255, 0, 0, "at 0 the old content shows")
        for (time, progress) in [(0.25, 0.25), (0.25, 0.5), (0.25, 0.75)] {
            script.wait(time)
            let image = view.snapshot()
            keep(window.snapshot(), "dissolve-\(Int(progress * 100))")
            let red = Int((255 * (1 - progress)).rounded()), blue = Int((255 * progress).rounded())
            expectColor(image.pixel(x: 100, y: 50), red, 0, blue, "at \(progress), opaque (no see-through)")
        }
        #expect(log.entries == ["began"])
        script.wait(0.3)
        expectColor(view.snapshot().pixel(x: 100, y: 50), 0, 0, 255, "at 1 the new content shows")
        #expect(log.entries == ["began", "ended", "completion true"])
        #expect(!window.displayLink.isRunning && window.timers.count == 0, "no timer left")
    }

    @Test func crossDissolveOfATransparentViewLeavesTheBackgroundAlone() {
        view.backgroundColor = nil
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        square.backgroundColor = UIColor(rgb: 0xFF0000)
        view.addSubview(square)
        UIView.transition(with: view, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
                          animations: { square.backgroundColor = UIColor(rgb: 0x0000FF) })
        script.wait(0.5)
        let image = window.snapshot()
        expectColor(image.pixel(x: 120, y: 60), 255, 255, 255, "the window shows through, undimmed")
        expectColor(image.pixel(x: 30, y: 20), 128, 0, 128, "the square is half red, half blue")
    }

    /// The flip's pixels at ¼ and ¾: squeezed to |cos(π·p)| of the width about the centre, the
    /// receding side darker; red before half-way, blue after.
    @Test(arguments: [("left", UIView.AnimationOptions.transitionFlipFromLeft),
                      ("right", UIView.AnimationOptions.transitionFlipFromRight)])
    func flipSqueezesShadesAndSwitchesAtHalfWay(name: String, effect: UIView.AnimationOptions) {
        startRedToBlue(effect)
        expectColor(window.snapshot().pixel(x: 30, y: 60), 255, 0, 0, "at 0 the whole view is red")
        // Centre line x = 120 (window); at ¼ the width factor is cos(π/4) ≈ 0.71: 71 pt each side.
        script.wait(0.25)
        var image = window.snapshot()
        keep(image, "flip-\(name)-25")
        expectColor(image.pixel(x: 40, y: 60), 255, 255, 255, "outside the squeezed view the window shows")
        expectColor(image.pixel(x: 200, y: 60), 255, 255, 255, "on both sides")
        let left = image.pixel(x: 60, y: 60), right = image.pixel(x: 180, y: 60)
        #expect(left.blue == 0 && right.blue == 0 && left.green == 0, "still the old, red face")
        if name == "left" {
            #expect(Int(left.red) - Int(right.red) > 50, "flip from left: the right side recedes, darker (\(left), \(right))")
        } else {
            #expect(Int(right.red) - Int(left.red) > 50, "flip from right: the left side recedes, darker (\(left), \(right))")
        }
        // Half-way the view is edge-on: nearly nothing of it shows; then the new face.
        script.wait(0.25)
        image = window.snapshot()
        expectColor(image.pixel(x: 100, y: 60), 255, 255, 255, "edge-on at ½")
        script.wait(0.25)
        image = window.snapshot()
        keep(image, "flip-\(name)-75")
        let newLeft = image.pixel(x: 60, y: 60), newRight = image.pixel(x: 180, y: 60)
        #expect(newLeft.red == 0 && newRight.red == 0 && newLeft.blue > 100, "the new, blue face from half-way")
        if name == "left" {
            #expect(Int(newRight.blue) - Int(newLeft.blue) > 50, "second half: the left side recedes (\(newLeft), \(newRight))")
        } else {
            #expect(Int(newLeft.blue) - Int(newRight.blue) > 50, "second half: the right side recedes (\(newLeft), \(newRight))")
        }
        script.wait(0.3)
        expectColor(window.snapshot().pixel(x: 30, y: 60), 0, 0, 255, "at 1 the whole view is blue")
        #expect(log.entries == ["began", "ended", "completion true"])
        #expect(window.timers.count == 0)
    }

    @Test func aNewTransitionInterruptsTheOldAndStartsFromWhatIsShown() {
        startRedToBlue(.transitionCrossDissolve)
        script.wait(0.25)
        UIView.transition(with: view, duration: 1, options: [.transitionCrossDissolve, .curveLinear], animations: {
            view.backgroundColor = UIColor(rgb: 0x00FF00)
        }, completion: { log.record("second \($0)") })
        // The interrupted completion never runs inside the call that interrupted it: it comes
        // on the next run-loop turn, as `animate`'s do.
        #expect(log.entries == ["began", "ended", "began"])
        expectColor(view.snapshot().pixel(x: 100, y: 50), 191, 0, 64, "the first one's ¼ frame")
        window.timers.fireDueTimers()
        #expect(log.entries == ["began", "ended", "began", "completion false"])
        script.wait(0.5)
        expectColor(view.snapshot().pixel(x: 100, y: 50), 96, 128, 32, "half-way from that frame to green")
        script.wait(0.55)
        #expect(log.entries == ["began", "ended", "began", "completion false", "ended", "second true"])
        #expect(window.timers.count == 0)
    }

    @Test func theViewTakesNoTouchesDuringATransitionUnlessAllowed() {
        let inside = CGPoint(x: 100, y: 50)
        startRedToBlue(.transitionCrossDissolve)
        #expect(window.hitTest(inside, with: nil) === window)
        script.wait(1.05)
        #expect(window.hitTest(inside, with: nil) === view)
        startRedToBlue(.transitionCrossDissolve, extra: .allowUserInteraction)
        #expect(window.hitTest(inside, with: nil) === view)
    }

    @Test func transitionFromToReplacesTheViewAtItsIndexAndPlaysOnTheSuperview() {
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let old = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let last = UIView(frame: CGRect(x: 190, y: 90, width: 10, height: 10))
        let new = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        old.backgroundColor = UIColor(rgb: 0xFF0000)
        new.backgroundColor = UIColor(rgb: 0x0000FF)
        for subview in [first, old, last] { view.addSubview(subview) }
        var finished: Bool?
        UIView.transition(from: old, to: new, duration: 1, options: [.transitionCrossDissolve, .curveLinear]) {
            finished = $0
        }
        #expect(view.subviews.map(ObjectIdentifier.init) == [first, new, last].map(ObjectIdentifier.init))
        #expect(old.superview == nil)
        #expect(window.hitTest(CGPoint(x: 100, y: 50), with: nil) === window, "the superview is transitioning")
        script.wait(0.5)
        expectColor(view.snapshot().pixel(x: 100, y: 50), 128, 0, 128, "the superview cross-dissolves")
        #expect(finished == nil)
        script.wait(0.55)
        #expect(finished == true)
        #expect(window.hitTest(CGPoint(x: 100, y: 50), with: nil) === new)
    }

    @Test func withoutAWindowTheChangeAndCompletionAreImmediate() {
        let loose = UIView()
        var finished: Bool?
        UIView.transition(with: loose, duration: 1, options: .transitionFlipFromLeft, animations: {
            loose.alpha = 0.5
        }, completion: { finished = $0 })
        #expect(loose.alpha == 0.5 && finished == true)
    }

    @Test func aZeroDurationChangesAtOnceAndCompletesOnTheNextTurn() {
        UIView.transition(with: view, duration: 0, options: .transitionCrossDissolve, animations: {
            view.backgroundColor = UIColor(rgb: 0x0000FF)
        }, completion: { log.record("completion \($0)") })
        expectColor(window.snapshot().pixel(x: 100, y: 50), 0, 0, 255, "the new content at once")
        #expect(log.entries.isEmpty, "no completion inside the call")
        window.timers.fireDueTimers()
        #expect(log.entries == ["completion true"])
        #expect(window.timers.count == 0 && !window.displayLink.isRunning)
    }
}
