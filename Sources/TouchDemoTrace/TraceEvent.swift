import Foundation

/// One line of touch-demo's `--trace`: the contract between the app, which writes it, and every
/// reader (the end-to-end fixture, the in-process demo harness, the soak and the benchmark).
///
/// Each event has a ``kind`` and the fields that kind carries; the others are nil. Positions and
/// sizes are in window points (with no window manager the window sits at the screen's origin).
/// ``line`` and ``init(line:)`` are the only way to and from text, so writer and readers cannot
/// drift apart.
public struct TraceEvent: Sendable, Equatable {
    /// The kinds of event, by their `"event"` name in the line.
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// The window is mapped and the first frame is drawn: ``window``, ``width``,
        /// ``height``, ``refreshRate``.
        case ready
        /// A screen shows: ``name`` (its `--screen` name).
        case screen
        /// Every visible named view and its frame: ``views``.
        case layout
        /// The `TouchStatus` label's ``text``.
        case status
        /// The screen's `HintLabel` ``text``.
        case hint
        /// A named ``view``'s ``image`` changed.
        case image
        /// A named ``view``'s frame changed: ``rect``.
        case frame
        /// A recognizer's ``state`` changed: ``recognizer``, and ``view`` when it is named.
        case gesture
        /// A named ``view``'s animations (or a screen's slide) ``state``: `began` or `ended`.
        case animation
        /// A Finger Paint stroke's ``state`` (a touch phase), its ``touch`` and ``points``.
        case stroke
        /// The number of finished Finger Paint strokes: ``completed``.
        case strokes
        /// Finger Paint saved a picture: ``path``, ``width``, ``height`` (pixels).
        case saved
        /// The Farm changed: ``animals``, back to front.
        case farm
        /// The Circle screen's circle: ``center``, ``radius``.
        case circle
        /// A swipe was found on the Swipe screen: ``source``, ``direction``.
        case swipe
        /// A Swipe screen column shows its result for a stroke: ``source``, ``text``.
        case swipeResult
        /// The menu's keyboard focus moved: the focused button's ``view`` name and ``rect``
        /// (window points); neither when the focus ring hides.
        case focus
    }

    /// One animal of a ``Kind/farm`` event.
    public struct FarmAnimal: Sendable, Equatable {
        /// The animal's number (its view's tag).
        public var id: Int
        /// `egg`, `chick` or `hen`.
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

    /// What happened.
    public var kind: Kind
    /// `ready`: the X window id, e.g. `0x400001`.
    public var window: String?
    /// `ready`: the window's width in points; `saved`: the picture's width in pixels.
    public var width: Double?
    /// `ready`: the window's height in points; `saved`: the picture's height in pixels.
    public var height: Double?
    /// `ready`: the screen's refresh rate, frames per second.
    public var refreshRate: Int?
    /// `screen`: the screen's `--screen` name.
    public var name: String?
    /// `layout`: each visible named view's frame.
    public var views: [String: CGRect]?
    /// `frame`, `image`, `gesture`, `animation`, `focus`: the view's name (a screen's name for a
    /// slide).
    public var view: String?
    /// `frame`: the view's new frame; `focus`: the focused button's frame.
    public var rect: CGRect?
    /// `image`: the image's name (empty when none).
    public var image: String?
    /// `status`, `hint`, `swipeResult`: the label's text.
    public var text: String?
    /// `gesture`: the recognizer's trace name (`pan`, `longPress`, a given name…).
    public var recognizer: String?
    /// `gesture`, `animation`, `stroke`: the new state (`began`, `changed`, `ended`, …).
    public var state: String?
    /// `stroke`: the touch, e.g. `touch-10-3` or `mouse`.
    public var touch: String?
    /// `stroke`: how many points the stroke has.
    public var points: Int?
    /// `strokes`: how many finished strokes the canvas holds.
    public var completed: Int?
    /// `saved`: the picture's file path.
    public var path: String?
    /// `farm`: every animal, back to front.
    public var animals: [FarmAnimal]?
    /// `circle`: the circle's centre (window points).
    public var center: CGPoint?
    /// `circle`: the circle's radius (points).
    public var radius: Double?
    /// `swipe`, `swipeResult`: `touches` or `recognizer`.
    public var source: String?
    /// `swipe`: `horizontal`/`vertical` (touches) or `left`/`right`/`up`/`down` (recognizers).
    public var direction: String?

    /// An event of `kind` with no fields; set the ones the kind carries.
    public init(_ kind: Kind) {
        self.kind = kind
    }

    /// The frame of view `name` in a `layout` event.
    public func frame(ofView name: String) -> CGRect? {
        views?[name]
    }

    /// The centre of view `name` in a `layout` event.
    public func center(ofView name: String) -> CGPoint? {
        frame(ofView: name).map { CGPoint(x: $0.midX, y: $0.midY) }
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
