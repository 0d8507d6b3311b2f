import Foundation
import ToolSupport
import TouchKit

/// Drawing a case from a seed: a random hierarchy, random recognizers, and hostile input.
extension FuzzCase {
    /// The most steps a drawn case has.
    public static let maximumSteps = 50
    /// X server time is 32-bit milliseconds: it wraps after this many seconds.
    static let serverTimeWrap: TimeInterval = 4_294_967.296
    /// The touch device most fingers come from, and a second one; other ids are unknown devices.
    static let touchDevice = 10, secondTouchDevice = 12
    /// A pointing device, whose left button acts as a touch.
    static let mouseDevice = 11

    /// The case for `seed`.
    public init(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let scenario = Self.drawScenario(&random)
        self.init(seed: seed, scenario: scenario, steps: Self.drawSteps(&random, scenario: scenario))
    }

    private static func drawScenario(_ random: inout SplitMix64) -> FuzzScenario {
        var scenario = FuzzScenario()
        for index in 0..<random.int(in: 0...5) {
            let size = CGSize(width: random.double(in: 0...300), height: random.double(in: 0...250))
            let frame = index == 0 && random.chance(0.5)
                ? CGRect(origin: .zero, size: FuzzScenario.windowSize)  // a screen's root view
                : CGRect(x: random.double(in: -20...200), y: random.double(in: -20...150), width: size.width, height: size.height)
            var view = FuzzScenario.View(parent: index > 0 && random.chance(0.6) ? random.below(index) : nil, frame: frame)
            view.isMultipleTouchEnabled = random.chance(0.5)
            view.isExclusiveTouch = random.chance(0.1)
            view.isUserInteractionEnabled = random.chance(0.9)
            view.isHidden = random.chance(0.05)
            view.forwards = random.chance(0.3)
            scenario.views.append(view)
        }
        for index in 0..<random.int(in: 0...6) {
            scenario.recognizers.append(drawRecognizer(&random, index: index, views: scenario.views.count))
        }
        // Drawn last, so that the hierarchy and recognizers of a seed stay as they were.
        for index in scenario.views.indices where random.chance(0.1) {
            scenario.views[index].effectPhase = random.pick([.began, .moved, .ended, .cancelled])
            switch random.below(3) {
            case 0: scenario.views[index].effect = .removeView(random.below(scenario.views.count))
            case 1 where !scenario.recognizers.isEmpty: scenario.views[index].effect = .disableRecognizer(random.below(scenario.recognizers.count))
            default: scenario.views[index].effect = .cancelDevice(random.pick([touchDevice, mouseDevice]))
            }
        }
        return scenario
    }

    private static func drawRecognizer(_ random: inout SplitMix64, index: Int, views: Int) -> FuzzScenario.Recognizer {
        var recognizer = FuzzScenario.Recognizer(kind: random.pick(FuzzScenario.Kind.allCases))
        recognizer.view = views > 0 && random.chance(0.85) ? random.below(views) : nil
        recognizer.taps = random.pick([0, 1, 1, 1, 2, 3])
        recognizer.touches = random.pick([1, 1, 1, 2, 3])
        recognizer.maximumTouches = random.pick([Int.max, Int.max, 1, 2, 5])
        recognizer.pressDuration = random.pick([0, 0.1, 0.5, 0.5, 2])
        recognizer.allowableMovement = random.pick([0, 10, 10, 100])
        recognizer.edgesOrDirections = UInt(random.below(16))
        recognizer.cancelsTouchesInView = random.chance(0.7)
        recognizer.delaysTouchesBegan = random.chance(0.2)
        recognizer.delaysTouchesEnded = random.chance(0.8)
        if index > 0 {
            for _ in 0..<random.pick([0, 0, 0, 1, 2]) {
                let other = random.below(index)
                if !recognizer.requiresToFail.contains(other) { recognizer.requiresToFail.append(other) }
            }
            for _ in 0..<random.pick([0, 0, 1, 2]) {
                recognizer.simultaneousWith.append(random.below(index))
            }
        }
        let answers: [FuzzScenario.Answer] = [.unset, .unset, .unset, .unset, .yes, .no, .alternating]
        recognizer.shouldBegin = random.pick(answers)
        recognizer.shouldReceive = random.pick(answers)
        if random.chance(0.15) {
            recognizer.effectState = random.pick([.began, .changed, .ended, .cancelled])
            switch random.below(4) {
            case 3: recognizer.effect = .cancelDevice(random.pick([touchDevice, secondTouchDevice, mouseDevice]))
            case 0 where views > 0: recognizer.effect = .removeView(random.below(views))
            case 1: recognizer.effect = .disableRecognizer(random.below(index + 1))
            default: recognizer.effect = .removeRecognizer(random.below(index + 1))
            }
        }
        return recognizer
    }
}
