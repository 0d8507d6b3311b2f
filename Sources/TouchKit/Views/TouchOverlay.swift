import Foundation

/// Circles drawn above every view where the touches are: "show touches" for demos and
/// screenshots, and the ghost circles of the mouse's emulated fingers.
///
/// With ``showsTouches`` on, every live touch (a finger, the mouse while its button is down, an
/// emulated finger) gets a translucent circle ``circleDiameter`` wide, trailing a tapering line
/// through its recent positions. Trail points fade out within ``fadeDuration``, and so does a
/// touch's circle once it has ended. The fading runs on the window's timers at
/// ``frameInterval`` only while something is fading: when the last circle has gone, no timer is
/// left. ``ghostLocations`` are drawn whether or not touches are shown.
///
/// The overlay is not a view: it is never hit-tested and never changes the layout. It repaints
/// only what it changes, by invalidating its circles and each trail segment's own rectangle in
/// the window: a long diagonal trail does not dirty the square around it.
@MainActor
public final class TouchOverlay {
    /// The diameter of a touch circle, in points: about a fingertip.
    public static let circleDiameter: CGFloat = 44
    /// How long a trail point and an ended touch's circle take to fade out, in seconds.
    public static let fadeDuration: TimeInterval = 0.3
    /// How often the fading is redrawn, in seconds.
    public static let frameInterval: TimeInterval = 1.0 / 60
    /// The widest the trail gets (next to the circle), in points.
    public static let trailWidth: CGFloat = 14

    // A dark outer ring and a white inner one show on any background, light or dark.
    static let circleFill = UIColor(white: 0.15, alpha: 0.35)
    static let ghostFill = UIColor(white: 1, alpha: 0.25)
    static let outerRing = UIColor(white: 0, alpha: 0.5)
    static let innerRing = UIColor(white: 1, alpha: 0.9)
    /// The width of the outer ring, in points; the inner ring is half as wide.
    static let edgeWidth: CGFloat = 3

    /// One touch's circle: its recent positions (newest last; the circle is at the newest) and,
    /// once it has ended, when.
    struct Indicator {
        var samples: [(location: CGPoint, time: TimeInterval)]
        var endTime: TimeInterval?
    }

    private unowned let window: UIWindow
    private(set) var indicators: [PointerID: Indicator] = [:]
    private var tick: TimerQueue.Token?

    /// Whether live touches are drawn. Turning it off removes every circle at once.
    public var showsTouches = false {
        didSet {
            guard !showsTouches, oldValue else { return }
            for indicator in indicators.values { invalidate(indicator) }
            indicators.removeAll()
            stopTicking()
        }
    }

    /// Where the mouse's emulated fingers are or would land (window coordinates), drawn as
    /// outlined ghost circles.
    public var ghostLocations: [CGPoint] = [] {
        didSet {
            guard ghostLocations != oldValue else { return }
            for location in oldValue + ghostLocations { window.invalidate(Self.circleRect(at: location)) }
        }
    }

    init(window: UIWindow) {
        self.window = window
    }

    /// Whether a fading step is scheduled on the window's timers.
    public var isFading: Bool { tick != nil }

    /// Follows a touch that the window just dispatched. Only what the change moves is repainted:
    /// the circle where it was and where it is, and the one new trail segment (older segments
    /// change only as they fade, which ``fadeStep()`` repaints).
    func touchDidChange(_ touch: UITouch) {
        guard showsTouches else { return }
        let now = window.timers.clock.now
        var indicator = indicators[touch.pointer] ?? Indicator(samples: [], endTime: nil)
        if touch.phase == .began {
            // A pointer that comes down again replaces its fading circle and trail.
            invalidate(indicator)
            indicator = Indicator(samples: [], endTime: nil)
        }
        let previous = indicator.samples.last?.location
        if let previous { window.invalidate(Self.circleRect(at: previous)) }
        if previous != touch.windowLocation {
            indicator.samples.append((touch.windowLocation, now))
            if let previous { window.invalidate(Self.segmentRect(from: previous, to: touch.windowLocation)) }
        }
        window.invalidate(Self.circleRect(at: touch.windowLocation))
        if touch.phase == .ended || touch.phase == .cancelled { indicator.endTime = now }
        indicators[touch.pointer] = indicator
        startTickingIfNeeded()
    }

    /// Draws the trails, circles and ghosts that cross `rect` (window coordinates) into
    /// `context`, whose user space is window coordinates.
    func draw(in context: GraphicsContext, rect: CGRect) {
        let now = window.timers.clock.now
        for indicator in indicators.values where bounds(of: indicator).intersects(rect) {
            drawTrail(of: indicator, now: now, in: context)
            guard let location = indicator.samples.last?.location else { continue }
            let alpha = indicator.endTime.map { 1 - fadedFraction(since: $0, now: now) } ?? 1
            guard alpha > 0 else { continue }
            drawCircle(at: location, fill: Self.circleFill, alpha: alpha, in: context)
        }
        for location in ghostLocations where Self.circleRect(at: location).intersects(rect) {
            drawCircle(at: location, fill: Self.ghostFill, alpha: 1, in: context)
        }
    }

    // MARK: Fading

    private func startTickingIfNeeded() {
        guard tick == nil, indicators.values.contains(where: isFading(_:)) else { return }
        tick = window.timers.schedule(after: Self.frameInterval) { [weak self] in self?.fadeStep() }
    }

    private func stopTicking() {
        if let tick { window.timers.cancel(tick) }
        tick = nil
    }

    /// Repaints what is fading, forgets what has faded, and schedules the next step only if
    /// something is still fading.
    private func fadeStep() {
        tick = nil
        let now = window.timers.clock.now
        for (pointer, var indicator) in indicators where isFading(indicator) {
            invalidate(indicator)
            if let end = indicator.endTime, hasFaded(since: end, now: now) {
                indicators[pointer] = nil
                continue
            }
            // Samples are oldest first: drop the faded prefix, but keep the newest (the circle).
            let faded = indicator.samples.prefix { hasFaded(since: $0.time, now: now) }.count
            indicator.samples.removeFirst(min(faded, indicator.samples.count - 1))
            indicators[pointer] = indicator
        }
        startTickingIfNeeded()
    }

    /// An ended circle fades; so does a trail of more than one point.
    private func isFading(_ indicator: Indicator) -> Bool {
        indicator.endTime != nil || indicator.samples.count > 1
    }

    /// Whether something that started fading at `time` is gone. Frames are ``frameInterval``
    /// apart, so the last one lands on the fade's end give or take rounding: allow for it.
    private func hasFaded(since time: TimeInterval, now: TimeInterval) -> Bool {
        now - time >= Self.fadeDuration - 1e-6
    }

    private func fadedFraction(since time: TimeInterval, now: TimeInterval) -> CGFloat {
        min(1, max(0, CGFloat((now - time) / Self.fadeDuration)))
    }

    // MARK: Geometry and drawing

    static func circleRect(at location: CGPoint) -> CGRect {
        let radius = circleDiameter / 2 + edgeWidth
        return CGRect(x: location.x - radius, y: location.y - radius, width: 2 * radius, height: 2 * radius)
    }

    /// The rectangle a trail segment from `start` to `end` draws in: its ends grown by half the
    /// widest trail.
    static func segmentRect(from start: CGPoint, to end: CGPoint) -> CGRect {
        CGRect(x: min(start.x, end.x), y: min(start.y, end.y), width: abs(end.x - start.x),
               height: abs(end.y - start.y)).insetBy(dx: -trailWidth / 2, dy: -trailWidth / 2)
    }

    /// Marks what `indicator` draws for repainting: its circle and each segment of its trail.
    private func invalidate(_ indicator: Indicator) {
        let samples = indicator.samples
        guard let newest = samples.last else { return }
        window.invalidate(Self.circleRect(at: newest.location))
        for index in samples.indices.dropFirst() {
            window.invalidate(Self.segmentRect(from: samples[index - 1].location, to: samples[index].location))
        }
    }

    /// The bounding box of everything `indicator` draws: its circle and its trail.
    func bounds(of indicator: Indicator) -> CGRect {
        indicator.samples.reduce(CGRect.null) { $0.union(Self.circleRect(at: $1.location)) }
    }

    /// The trail as one stroke: its segments go into a group with the copy blend mode, so where
    /// two overlap the pixel takes the newer one's alpha (no darker beads at the joins, and
    /// round caps keep it smooth); the part under the circle is cleared, so that the circle's
    /// translucent fill is not darkened twice. The group is then composited once.
    private func drawTrail(of indicator: Indicator, now: TimeInterval, in context: GraphicsContext) {
        let samples = indicator.samples
        guard samples.count > 1, let newest = samples.last else { return }
        context.beginTransparencyLayer()
        context.setBlendMode(.copy)
        for index in 1..<samples.count {
            // Each segment is as faded as its older end.
            let remaining = 1 - fadedFraction(since: samples[index - 1].time, now: now)
            guard remaining > 0 else { continue }
            context.beginPath()
            context.move(to: samples[index - 1].location)
            context.addLine(to: samples[index].location)
            context.strokePath(Self.circleFill.withAlphaComponent(Self.circleFill.alpha * remaining),
                               lineWidth: Self.trailWidth * remaining, round: true)
        }
        context.beginPath()
        context.addEllipse(center: newest.location, radius: Self.circleDiameter / 2)
        context.fillPath(.clear)
        context.endTransparencyLayer(alpha: 1)
    }

    /// A filled circle with a dark and a light ring, all scaled by `alpha` (for the fade).
    private func drawCircle(at location: CGPoint, fill: UIColor, alpha: Double, in context: GraphicsContext) {
        let radius = Self.circleDiameter / 2
        let layers: [(UIColor, CGFloat?)] = [(fill, nil), (Self.outerRing, Self.edgeWidth), (Self.innerRing, Self.edgeWidth / 2)]
        for (color, lineWidth) in layers {
            context.beginPath()
            context.addEllipse(center: location, radius: radius)
            let faded = color.withAlphaComponent(color.alpha * alpha)
            if let lineWidth { context.strokePath(faded, lineWidth: lineWidth) } else { context.fillPath(faded) }
        }
    }
}
