import Foundation
import TouchKit

/// One line of touch-demo's `--trace`: the contract between the app, which writes it, and every
/// reader (the end-to-end fixture, the in-process demo harness, the soak and the screenshots).
///
/// Each case carries exactly the fields its kind has, typed: a recognizer's state is a
/// `UIGestureRecognizer.State`, a stroke's phase a `UITouch.Phase`. Positions and sizes are in
/// window points (with no window manager the window sits at the screen's origin). ``line`` and
/// ``init(line:)`` are the only way to and from text (`TraceEvent+Codable.swift` fixes the
/// keys), so writer and readers cannot drift apart. Readers match a case (`if case .farm(let
/// animals) = event`), compare a whole event (`event == .status(text: "Touches Began")`), or use
/// the queries of `TraceEvent+Queries.swift`.
public enum TraceEvent: Sendable, Equatable {
    /// The window is mapped and the first frame is drawn: the X window id (e.g. `0x400001`), its
    /// size in points, and the screen's refresh rate (frames per second, the rate animations
    /// draw at).
    case ready(window: String, width: Double, height: Double, refreshRate: Int)
    /// A screen shows: its `--screen` name.
    case screen(name: String)
    /// Every visible named view and its frame.
    case layout(views: [String: CGRect])
    /// The `TouchStatus` label's text.
    case status(text: String)
    /// The screen's `HintLabel` text.
    case hint(text: String)
    /// A named view's image changed: the image's name (empty when none).
    case image(view: String, image: String)
    /// A named view's frame changed.
    case frame(view: String, rect: CGRect)
    /// A recognizer's state changed: its trace name (`pan`, `longPress`, a given name…), the new
    /// state (a recognized discrete gesture is `.ended`, UIKit's `.recognized`), and its view's
    /// name when the view is named.
    case gesture(recognizer: String, state: UIGestureRecognizer.State, view: String?)
    /// A named view's animations (or, named by the screen's `--screen` name, a screen's slide)
    /// began or ended.
    case animation(view: String, state: AnimationState)
    /// A Finger Paint stroke began, ended or was cancelled: its touch (`touch-10-3`, `mouse`),
    /// the phase, and how many points it has.
    case stroke(touch: String, phase: UITouch.Phase, points: Int)
    /// How many finished strokes the Finger Paint canvas holds.
    case strokes(completed: Int)
    /// Finger Paint saved a picture: its file path and size in pixels.
    case saved(path: String, width: Int, height: Int)
    /// The Farm changed: every animal, back to front.
    case farm(animals: [FarmAnimal])
    /// The Circle screen's circle: its centre (window points) and radius (points).
    case circle(center: CGPoint, radius: Double)
    /// One approach on the Swipe screen found a swipe: `horizontal`/`vertical` from the
    /// touches, `left`/`right`/`up`/`down` from the recognizers.
    case swipe(source: SwipeSource, direction: String)
    /// A Swipe screen column shows its result for a stroke.
    case swipeResult(source: SwipeSource, text: String)
    /// The menu's keyboard focus moved to the button named `view`, at `rect` (window points).
    case focus(view: String, rect: CGRect)
    /// The menu's focus ring hid (a `focus` event with neither field).
    case focusHidden

    /// The kinds of event, by their `"event"` name in the line.
    public enum Kind: String, Codable, Sendable, CaseIterable {
        case ready, screen, layout, status, hint, image, frame, gesture, animation, stroke, strokes
        case saved, farm, circle, swipe, swipeResult, focus
    }

    /// Whether a named view's animations (or a screen's slide) began or ended.
    public enum AnimationState: String, Codable, Sendable {
        case began, ended
    }

    /// Which of the Swipe screen's two approaches a `swipe` or `swipeResult` is about.
    public enum SwipeSource: String, Codable, Sendable {
        /// The hand-written swipe from `touchesBegan` and `touchesEnded`.
        case touches
        /// One of the four `UISwipeGestureRecognizer`s.
        case recognizer
    }

    /// One animal of a ``farm(animals:)`` event.
    public struct FarmAnimal: Sendable, Equatable {
        /// The animal's number (its view's tag).
        public var id: Int
        /// `hen`, `egg`, `chicken`, `fried` or `roast`.
        public var state: String
        /// Where it shows, its transform's translation included (window points).
        public var center: CGPoint
        /// Its transform's scale.
        public var scale: Double
        /// Its transform's rotation, radians clockwise.
        public var rotation: Double

        /// An animal entry.
        public init(id: Int, state: String, center: CGPoint, scale: Double, rotation: Double) {
            self.id = id
            self.state = state
            self.center = center
            self.scale = scale
            self.rotation = rotation
        }
    }

    /// What happened: the `"event"` name of the line.
    public var kind: Kind {
        switch self {
        case .ready: .ready
        case .screen: .screen
        case .layout: .layout
        case .status: .status
        case .hint: .hint
        case .image: .image
        case .frame: .frame
        case .gesture: .gesture
        case .animation: .animation
        case .stroke: .stroke
        case .strokes: .strokes
        case .saved: .saved
        case .farm: .farm
        case .circle: .circle
        case .swipe: .swipe
        case .swipeResult: .swipeResult
        case .focus, .focusHidden: .focus
        }
    }
}

extension TraceEvent.FarmAnimal: CustomStringConvertible {
    /// `#1 hen at (120, 300) ×1 0 rad`.
    public var description: String {
        "#\(id) \(state) at (\(center.x), \(center.y)) ×\(scale) \(rotation) rad"
    }
}

extension TraceEvent: CustomStringConvertible {
    /// The event as its trace line.
    public var description: String { line }
}
