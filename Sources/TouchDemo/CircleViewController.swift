import Foundation
import TouchKit

/// The course's "Círculo" demo: a red circle (``CircleView``) that a tap places, a pan drags and
/// a pinch resizes, with the course's three handlers.
///
/// The three recognizers sit on the circle view. Pan and pinch recognize simultaneously, so two
/// fingers can resize the circle and carry it along at once (the pan follows the fingers'
/// centroid); with the mouse's mirrored Ctrl-drag the centroid stays put and only the radius
/// changes. The tap needs no `require(toFail:)`: it fails by itself once a finger moves past the
/// tap slop or a second finger lands, and a pan that begins first makes it fail.
///
/// Resizing keeps what the user did, as the other screens do: the centre they chose is the
/// model and is only *shown* pulled inside a smaller view; the radius they chose is only shown
/// capped by a smaller view's diagonal.
@MainActor
final class CircleViewController: UIViewController, ViewAppearanceObserving {
    /// What to try on this screen, with a finger and with a mouse.
    static let hint = "Tap or click: move the circle · Drag: it follows · Pinch: two fingers, Ctrl+drag or Ctrl+wheel"

    let circleView = CircleView()
    /// The bottom band with the hint, in every screen's style.
    let band = BottomBand(hint: hint)
    /// The band's hint (`HintLabel`).
    var hintLabel: UILabel { band.hintLabel }
    private let trace: TraceRecorder?
    /// Where the user put the centre (circle view coordinates); nil until they do, and then the
    /// circle sits in the middle of the view.
    private var userCenter: CGPoint?
    /// The radius the user gave the circle (points).
    private var userRadius = CircleView.defaultRadius
    /// Whether the screen has appeared (its `screen` event is out), so changes are traced.
    private var isShown = false
    /// The circle last traced: only real changes are reported.
    private var tracedCircle: (center: CGPoint, radius: CGFloat)?

    init(trace: TraceRecorder? = nil) {
        self.trace = trace
        super.init()
    }

    override func viewDidLoad() {
        view.backgroundColor = .systemGroupedBackground
        circleView.accessibilityIdentifier = "CircleView"
        view.addSubview(circleView)
        view.addSubview(band)
        wireUpRecognizers()
    }

    override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        circleView.frame = CGRect(x: 0, y: 0, width: bounds.width,
                                  height: max(0, bounds.height - SampleLayout.hintAreaHeight))
        band.frame = BottomBand.frame(in: bounds)
        let area = circleView.bounds
        let wanted = userCenter ?? CGPoint(x: area.midX, y: area.midY)
        circleView.circleCenter = Self.clamped(wanted, to: area)
        circleView.radius = userRadius
        traceCircleIfChanged()
    }

    /// The screen shows: from now on the circle is traced, starting with the one it shows.
    func viewDidAppear() {
        isShown = true
        tracedCircle = nil
        traceCircleIfChanged()
    }

    // MARK: The course's three handlers

    private func wireUpRecognizers() {
        let tap = UITapGestureRecognizer()
        let pan = UIPanGestureRecognizer()
        let pinch = UIPinchGestureRecognizer()
        let panID = ObjectIdentifier(pan), pinchID = ObjectIdentifier(pinch)
        // Identities, not the recognizers: each closure is owned by one of them.
        pan.shouldRecognizeSimultaneously = { _, other in ObjectIdentifier(other) == pinchID }
        pinch.shouldRecognizeSimultaneously = { _, other in ObjectIdentifier(other) == panID }
        tap.addTarget(self) { [unowned self, unowned tap] _ in position(tap) }
        pan.addTarget(self) { [unowned self, unowned pan] _ in follow(pan) }
        pinch.addTarget(self) { [unowned self, unowned pinch] _ in zoom(pinch) }
        for recognizer in [tap, pan, pinch] { circleView.addGestureRecognizer(recognizer) }
    }

    /// Tap to place the circle: its centre goes where the finger touched. (The course sets `x`
    /// and then `y`; setting the centre at once repaints only the old and the new circle.)
    private func position(_ sender: UITapGestureRecognizer) {
        moveCenter(to: sender.location(in: sender.view))
    }

    /// Pan so the circle follows the finger: add the translation, then set it back to zero so
    /// the next call brings only the new movement.
    private func follow(_ sender: UIPanGestureRecognizer) {
        guard sender.state == .began || sender.state == .changed else { return }
        let offset = sender.translation(in: sender.view)
        moveCenter(to: CGPoint(x: circleView.x + offset.x, y: circleView.y + offset.y))
        sender.setTranslation(.zero, in: sender.view)
    }

    /// Pinch to resize: multiply the radius by the scale, then set the scale back to 1.
    private func zoom(_ sender: UIPinchGestureRecognizer) {
        guard sender.state == .began || sender.state == .changed else { return }
        circleView.radius *= sender.scale
        sender.scale = 1
        userRadius = circleView.radius
        traceCircleIfChanged()
    }

    // MARK: Private

    /// Moves the centre to `point` (circle view coordinates), kept inside the view so the circle
    /// stays reachable, and makes it the user's.
    private func moveCenter(to point: CGPoint) {
        circleView.circleCenter = Self.clamped(point, to: circleView.bounds)
        userCenter = circleView.circleCenter
        traceCircleIfChanged()
    }

    private func traceCircleIfChanged() {
        guard isShown, let trace else { return }
        let center = circleView.convert(circleView.circleCenter, to: nil)
        let radius = circleView.radius
        if let traced = tracedCircle, traced.center == center, traced.radius == radius { return }
        tracedCircle = (center, radius)
        trace.circleDidChange(center: center, radius: radius)
    }

    private static func clamped(_ point: CGPoint, to area: CGRect) -> CGPoint {
        CGPoint(x: min(max(point.x, area.minX), max(area.minX, area.maxX)),
                y: min(max(point.y, area.minY), max(area.minY, area.maxY)))
    }
}
