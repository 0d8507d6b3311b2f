import Foundation
import TouchKit

/// Shows the stroke the checkmark recognizer is judging, as a trail that fades.
///
/// While the finger draws, the trail is blue and its tail fades after ``tailLifetime``. When the
/// stroke is over it turns green (recognized) or red (failed) and fades out over
/// ``fadeDuration``. Fading runs on the window's timers only while something is visible, so an
/// idle screen stays idle. The view takes no touches: they go to the controller's view beneath.
@MainActor
final class CheckmarkTrailView: UIView {
    enum Outcome { case drawing, recognized, failed }

    /// How long, in seconds, a point of the trail stays visible while the finger draws.
    static let tailLifetime: TimeInterval = 1.2
    /// How long, in seconds, a finished trail takes to fade out.
    static let fadeDuration: TimeInterval = 0.8
    /// Time between two repaints of a fading trail, in seconds.
    static let frameInterval: TimeInterval = 1.0 / 30
    static let lineWidth: CGFloat = 8

    private(set) var points: [(location: CGPoint, time: TimeInterval)] = []
    private(set) var outcome = Outcome.drawing
    /// When the stroke ended; nil while drawing.
    private var finishedAt: TimeInterval?
    private var isTicking = false

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Whether anything is on screen.
    var isVisible: Bool { !points.isEmpty }

    /// A new stroke starts at `point` (this view's coordinates), replacing any old trail.
    func begin(at point: CGPoint) {
        points = [(point, now)]
        outcome = .drawing
        finishedAt = nil
        setNeedsDisplay()
        startTicking()
    }

    /// The finger moved to `point` (a repeat of the last point adds nothing).
    func add(_ point: CGPoint) {
        guard finishedAt == nil, let last = points.last, last.location != point else { return }
        points.append((point, now))
        setNeedsDisplay()
    }

    /// The recognizer decided: colours the trail (and, for a failure, keeps it while the finger
    /// still draws, so the user sees where it went wrong).
    func show(_ outcome: Outcome) {
        guard !points.isEmpty, self.outcome == .drawing else { return }
        self.outcome = outcome
        setNeedsDisplay()
    }

    /// The finger lifted or was cancelled: the trail fades out.
    func finish() {
        guard finishedAt == nil, !points.isEmpty else { return }
        finishedAt = now
        setNeedsDisplay()
    }

    // MARK: Drawing

    override func draw(_ rect: CGRect, in context: GraphicsContext) {
        let color: UIColor = switch outcome {
        case .drawing: .systemBlue
        case .recognized: UIColor(rgb: 0x34C759)
        case .failed: UIColor(rgb: 0xFF3B30)
        }
        let fade = finishedAt.map { max(0, 1 - (now - $0) / Self.fadeDuration) } ?? 1
        // One stroke with fading alpha, not a string of beads: translucent segments drawn over
        // each other would darken where their round ends overlap. In a group, each segment
        // replaces what is under it (copy), so every pixel keeps the alpha of the newest segment
        // covering it; the group then goes over the screen once.
        context.beginTransparencyLayer()
        context.setBlendMode(.copy)
        for index in points.indices.dropFirst() {
            let age = (finishedAt ?? now) - points[index].time
            let alpha = fade * max(0, 1 - age / Self.tailLifetime)
            guard alpha > 0 else { continue }
            context.beginPath()
            context.move(to: points[index - 1].location)
            context.addLine(to: points[index].location)
            context.strokePath(color.withAlphaComponent(alpha), lineWidth: Self.lineWidth)
        }
        context.endTransparencyLayer(alpha: 1)
    }

    // MARK: Animation

    private var now: TimeInterval { window?.timers.clock.now ?? 0 }

    private func startTicking() {
        guard !isTicking, let timers = window?.timers else { return }
        isTicking = true
        timers.schedule(after: Self.frameInterval) { [weak self] in self?.tick() }
    }

    private func tick() {
        isTicking = false
        if let finishedAt, now - finishedAt >= Self.fadeDuration {
            points.removeAll()
        } else if finishedAt == nil {
            // Points too old to show have faded: drop them, but keep the latest as the tail's start.
            let cutoff = now - Self.tailLifetime
            while points.count > 1, points[0].time < cutoff, points[1].time < cutoff { points.removeFirst() }
        }
        setNeedsDisplay()
        if !points.isEmpty { startTicking() }
    }
}
