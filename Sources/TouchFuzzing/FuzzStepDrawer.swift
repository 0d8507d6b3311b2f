import Foundation
import ToolSupport
import TouchKit

/// Draws a case's steps: mostly plausible touch sequences (fingers go down, move and lift), laced
/// with what a hostile server or a flaky desktop sends: unknown pointers, ends without begins,
/// duplicate begins, a dozen fingers at once, NaN, infinite and huge coordinates, timestamps
/// that go backwards or wrap, device removal, views and recognizers going away mid-gesture, and
/// time passing so that timers fire.
struct FuzzStepDrawer {
    private var random: SplitMix64
    private let scenario: FuzzScenario
    /// The pointers this drawer believes are down, and where.
    private var down: [(pointer: PointerID, location: CGPoint)] = []
    /// The input clock (seconds of X server time).
    private var time: TimeInterval
    private var steps: [FuzzStep] = []

    init(random: SplitMix64, scenario: FuzzScenario) {
        self.random = random
        self.scenario = scenario
        time = self.random.chance(0.1) ? FuzzCase.serverTimeWrap - 0.2 : self.random.double(in: 0...5000)
    }

    /// The drawn steps.
    mutating func draw() -> [FuzzStep] {
        let count = random.int(in: 1...FuzzCase.maximumSteps)
        if random.chance(0.05) { beginMany() }
        while steps.count < count { drawStep() }
        return steps
    }

    private mutating func drawStep() {
        let roll = random.unit()
        switch roll {
        case ..<0.20: begin(pointer())
        case ..<0.60: move()
        case ..<0.75: end()
        case ..<0.82: steps.append(.flush)
        case ..<0.89: steps.append(.wait(random.pick([0.01, 0.1, 0.3, 0.6, 1, 3])))
        case ..<0.93: hostileInput()
        case ..<0.945: steps.append(.cancelDevice(random.pick([FuzzCase.touchDevice, FuzzCase.mouseDevice, 99]), timestamp: tick()))
        case ..<0.955 where !scenario.views.isEmpty: steps.append(.removeView(random.below(scenario.views.count)))
        case ..<0.965 where !scenario.views.isEmpty:
            let parent = random.chance(0.3) ? nil : random.below(scenario.views.count)
            if random.chance(0.2) {
                steps.append(.moveViewToOtherWindow(random.below(scenario.views.count)))
            } else {
                steps.append(.moveView(random.below(scenario.views.count), to: parent))
            }
        case ..<0.98 where !scenario.recognizers.isEmpty:
            steps.append(.setRecognizerEnabled(random.below(scenario.recognizers.count), random.chance(0.5)))
        case ..<0.99 where !scenario.recognizers.isEmpty: steps.append(.removeRecognizer(random.below(scenario.recognizers.count)))
        case ..<1 where !scenario.recognizers.isEmpty: steps.append(.addRecognizer(random.below(scenario.recognizers.count)))
        default: move()
        }
    }

    /// A fresh finger of the main device, sometimes another device's, the mouse, or a huge id.
    private mutating func pointer() -> PointerID {
        switch random.below(20) {
        case 0: .mouse(device: FuzzCase.mouseDevice)
        case 3: .emulatedTouch(device: FuzzCase.mouseDevice, finger: random.int(in: 1...2))
        case 1: .touch(device: FuzzCase.secondTouchDevice, id: UInt32(random.below(4)))
        case 2: .touch(device: FuzzCase.touchDevice, id: random.pick([0, UInt32.max, UInt32.max - 1, 1 << 31]))
        default: .touch(device: FuzzCase.touchDevice, id: UInt32(random.int(in: 1...14)))
        }
    }

    private mutating func begin(_ pointer: PointerID) {
        let location = point()
        emit(pointer, .began, location)
        down.removeAll { $0.pointer == pointer }
        down.append((pointer, location))
    }

    /// Twelve fingers land one after another: more than UIKit's usual ten.
    private mutating func beginMany() {
        for finger in 1...12 { begin(.touch(device: FuzzCase.touchDevice, id: UInt32(finger))) }
    }

    private mutating func move() {
        guard !down.isEmpty else { return begin(pointer()) }
        let index = random.below(down.count)
        let from = down[index].location
        let reach = random.pick([3.0, 12.0, 40.0])
        let to = random.chance(0.9) && from.x.isFinite && from.y.isFinite
            ? CGPoint(x: from.x + random.double(in: -reach...reach), y: from.y + random.double(in: -reach...reach))
            : point()
        down[index].location = to
        emit(down[index].pointer, .moved, to)
    }

    private mutating func end() {
        guard !down.isEmpty else { return begin(pointer()) }
        let finger = down.remove(at: random.below(down.count))
        emit(finger.pointer, random.chance(0.9) ? .ended : .cancelled, random.chance(0.8) ? finger.location : point())
    }

    /// Input the tracker does not expect: an end, move or cancel for a pointer that is not down,
    /// or a second begin for one that is.
    private mutating func hostileInput() {
        if !down.isEmpty, random.chance(0.4) {
            let finger = down[random.below(down.count)]
            emit(finger.pointer, .began, point())
        } else {
            let unknown = PointerID.touch(device: random.pick([FuzzCase.touchDevice, 77]), id: UInt32(random.int(in: 100...120)))
            emit(unknown, random.pick([.moved, .ended, .cancelled]), point())
        }
    }

    private mutating func emit(_ pointer: PointerID, _ phase: InputEvent.Phase, _ location: CGPoint) {
        steps.append(.input(InputEvent(pointer: pointer, phase: phase, location: location, timestamp: tick())))
        if random.chance(0.3) { steps.append(.flush) }
    }

    /// A location: mostly in the window, sometimes just outside it, NaN, infinite or huge.
    private mutating func point() -> CGPoint {
        let size = FuzzScenario.windowSize
        if random.chance(0.04) {
            let wild: [CGFloat] = [.nan, .infinity, -.infinity, 1e300, -1e300, .greatestFiniteMagnitude, 0]
            return CGPoint(x: random.pick(wild), y: random.chance(0.5) ? random.pick(wild) : 10)
        }
        return CGPoint(x: random.double(in: -10...(size.width + 10)), y: random.double(in: -10...(size.height + 10)))
    }

    /// The next input timestamp: mostly a few milliseconds later, sometimes earlier, or wrapped.
    private mutating func tick() -> TimeInterval {
        switch random.below(100) {
        case 0: time -= random.double(in: 0...2)
        case 1: time = 0.001  // the server's clock wrapped
        case 2: time = FuzzCase.serverTimeWrap - 0.001  // about to wrap
        default: time += random.pick([0.001, 0.008, 0.016, 0.05, 0.2])
        }
        return time
    }
}

extension FuzzCase {
    static func drawSteps(_ random: inout SplitMix64, scenario: FuzzScenario) -> [FuzzStep] {
        // A generator of its own, seeded from the scenario's stream, so the steps do not shift
        // when the scenario draws one number more or less.
        var drawer = FuzzStepDrawer(random: SplitMix64(seed: random.next()), scenario: scenario)
        return drawer.draw()
    }
}
