import Foundation
import TouchKit

/// The course's "Programar un Swipe" demo next to the recognizer way, so the two can be compared
/// on the same strokes in the same area (`SwipeArea`).
///
/// - **By hand** (left label): as the course, this controller overrides `touchesBegan` to keep
///   where the first finger went down and `touchesEnded` to judge where it lifted: at least
///   ``minimumLength`` along one axis and at most ``maximumError`` across it is "Horizontal" or
///   "Vertical"; any other stroke says why it is none, with the numbers (``SwipeJudgement``).
///   The path in between is not examined, so a stroke that wanders and comes back counts.
///   Touches reach the controller through the responder chain (area → view → controller).
/// - **Recognizers** (right label): four `UISwipeGestureRecognizer`s on the area, one per
///   direction (UIKit's swipe does not say which of its directions it saw), showing
///   "Swipe left/right/up/down", or ``noResult`` when none fired for the stroke. Their
///   `cancelsTouchesInView` is false so the hand-written way still gets every `touchesEnded`;
///   `delaysTouchesEnded` only holds the end until the recognizers have decided, which a swipe
///   does at the latest when its finger lifts.
///
/// Every stroke in the area updates both labels when its first finger lifts (or is cancelled),
/// so neither keeps the result of an earlier stroke.
///
/// Extra fingers: the area keeps UIKit's `isMultipleTouchEnabled == false`, so it hears of one
/// finger at a time, and the controller follows only the first finger of a stroke anyway; a
/// second finger makes the one-finger recognizers fail. A cancelled touch forgets its start, so
/// a stroke the system took never counts as a swipe.
@MainActor
final class SwipeViewController: UIViewController {
    /// The course's `kMinLength`: how far, in points, the finger must travel along the axis.
    static let minimumLength: CGFloat = 30
    /// The course's `kMaxError`: how far, in points, the finger may end up off the axis.
    static let maximumError: CGFloat = 5
    /// What to try on this screen, with a finger and with a mouse.
    static let hint = "Swipe or mouse-drag in the white area: 30 pt straight for the left, a quick 50 pt flick for the right"

    /// What a label shows before the first stroke, and what the recognizers' label shows after a
    /// stroke none of them recognized.
    static let noResult = "—"
    /// The height of a caption, in points.
    static let captionHeight: CGFloat = 20
    /// The height of a result label, in points: two lines of ``resultFont``, for "No swipe: 42 pt
    /// off the line, over 5 pt" in a column of the narrowest window.
    static let resultHeight: CGFloat = 44
    /// The results' font.
    static let resultFont = UIFont.systemFont(ofSize: 15, weight: .semibold)
    /// The space between the two columns, in points.
    static let columnSpacing: CGFloat = 12
    /// The space between a caption and its result, in points.
    static let captionSpacing: CGFloat = 4
    /// The space between the results and the swipe area, in points.
    static let areaSpacing: CGFloat = 12

    let swipeArea = UIView()
    /// The captions naming each approach, over its result.
    let touchesCaption = SwipeViewController.makeCaption("touchesBegan/Ended", name: "TouchesSwipeCaption")
    let recognizerCaption = SwipeViewController.makeCaption("UISwipeGestureRecognizer", name: "RecognizerSwipeCaption")
    let touchesResult = SwipeViewController.makeResultLabel(name: "TouchesSwipeResult")
    let recognizerResult = SwipeViewController.makeResultLabel(name: "RecognizerSwipeResult")
    let hintLabel = SampleLayout.makeHintLabel(hint)
    private let areaLabel = UILabel()
    private let trace: TraceRecorder?
    /// The finger being judged by hand, and where it went down (in ``view``'s coordinates).
    /// Held strongly and cleared when that finger ends or is cancelled: a stroke that never
    /// finished must not block the next one.
    private var initialTouch: UITouch?
    private var initialPoint: CGPoint?
    /// Whether one of the recognizers fired during the current stroke.
    private var recognizerFired = false

    init(trace: TraceRecorder? = nil) {
        self.trace = trace
        super.init()
        title = "Swipe"
    }

    override func viewDidLoad() {
        view.backgroundColor = .systemGroupedBackground
        swipeArea.accessibilityIdentifier = "SwipeArea"
        swipeArea.backgroundColor = .white
        areaLabel.text = "Swipe here"
        areaLabel.textColor = .lightGray
        areaLabel.textAlignment = .center
        swipeArea.addSubview(areaLabel)
        for subview in [touchesCaption, recognizerCaption, touchesResult, recognizerResult, swipeArea, hintLabel] {
            view.addSubview(subview)
        }
        wireUpSwipeRecognizers()
    }

    override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        let margin = SampleLayout.margin
        let columnWidth = max(0, (bounds.width - 2 * margin - Self.columnSpacing) / 2)
        let rightX = margin + columnWidth + Self.columnSpacing
        touchesCaption.frame = CGRect(x: margin, y: margin, width: columnWidth, height: Self.captionHeight)
        recognizerCaption.frame = CGRect(x: rightX, y: margin, width: columnWidth, height: Self.captionHeight)
        let resultY = margin + Self.captionHeight + Self.captionSpacing
        touchesResult.frame = CGRect(x: margin, y: resultY, width: columnWidth, height: Self.resultHeight)
        recognizerResult.frame = CGRect(x: rightX, y: resultY, width: columnWidth, height: Self.resultHeight)
        let areaY = resultY + Self.resultHeight + Self.areaSpacing
        swipeArea.frame = CGRect(x: margin, y: areaY, width: max(0, bounds.width - 2 * margin),
                                 height: max(0, bounds.height - areaY - SampleLayout.hintAreaHeight))
        areaLabel.frame = swipeArea.bounds
        hintLabel.frame = SampleLayout.hintFrame(in: bounds)
    }

    // MARK: The hand-written swipe (the course's code)

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard initialTouch == nil, let touch = touches.first, touch.view === swipeArea else { return }
        initialTouch = touch
        initialPoint = touch.location(in: view)
        recognizerFired = false
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = initialTouch, touches.contains(touch), let initialPoint else { return }
        forgetStroke()
        let currentPoint = touch.location(in: view)
        finishStroke(SwipeJudgement(from: initialPoint, to: currentPoint,
                                    minimumLength: Self.minimumLength, maximumError: Self.maximumError))
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = initialTouch, touches.contains(touch) else { return }
        forgetStroke()
        finishStroke(.cancelled)
    }

    /// Shows the hand-written verdict, and clears the recognizers' label when none of them fired
    /// for this stroke, so that neither column keeps an earlier stroke's result.
    private func finishStroke(_ judgement: SwipeJudgement) {
        show(judgement.text, in: touchesResult, source: .touches)
        if let direction = judgement.direction { trace?.swipeWasRecognized(source: .touches, direction: direction) }
        if !recognizerFired { show(Self.noResult, in: recognizerResult, source: .recognizer) }
    }

    private func forgetStroke() {
        initialTouch = nil
        initialPoint = nil
    }

    // MARK: The recognizers

    private func wireUpSwipeRecognizers() {
        let directions: [(UISwipeGestureRecognizer.Direction, String)] =
            [(.left, "left"), (.right, "right"), (.up, "up"), (.down, "down")]
        for (direction, name) in directions {
            let swipe = UISwipeGestureRecognizer()
            swipe.direction = direction
            swipe.name = "swipe" + name.prefix(1).uppercased() + name.dropFirst()
            swipe.cancelsTouchesInView = false
            swipe.addTarget(self) { [unowned self] _ in
                recognizerFired = true
                show("Swipe \(name)", in: recognizerResult, source: .recognizer)
                trace?.swipeWasRecognized(source: .recognizer, direction: name)
            }
            swipeArea.addGestureRecognizer(swipe)
        }
    }

    // MARK: Private

    /// Shows `text` in `label`, the result label of `source`, and traces it (`swipeResult`) when
    /// it changes.
    private func show(_ text: String, in label: UILabel, source: TraceRecorder.SwipeSource) {
        guard label.text != text else { return }
        label.text = text
        trace?.swipeResultDidChange(source: source, text: text)
    }

    private static func makeCaption(_ text: String, name: String) -> UILabel {
        let label = UILabel()
        label.accessibilityIdentifier = name
        label.text = text
        label.font = .systemFont(ofSize: 13)
        label.textColor = .secondaryLabel
        label.textAlignment = .center
        return label
    }

    private static func makeResultLabel(name: String) -> UILabel {
        let label = UILabel()
        label.accessibilityIdentifier = name
        label.text = noResult
        label.font = resultFont
        label.textAlignment = .center
        label.numberOfLines = 2
        return label
    }
}
