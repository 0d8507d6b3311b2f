import Foundation
import TouchKit

/// The JSON keys and shapes of ``TraceEvent``: `"event"` names the kind and each kind writes only
/// its own keys (the same keys as ever: `gesture` has `recognizer`, `state` and, when named,
/// `view`; `stroke` has `touch`, `state` and `points`…). Rectangles are `[x, y, width, height]`
/// and points `[x, y]`, numbers are rounded; states are their UIKit names (`began`, `ended`).
extension TraceEvent: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind = "event"
        case window, width, height, refreshRate, name, views, view, rect, image, text, recognizer, state
        case touch, points, completed, path, animals, center, radius, source, direction
    }

    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        switch try values.decode(Kind.self, forKey: .kind) {
        case .ready:
            self = .ready(window: try values.decode(String.self, forKey: .window),
                          width: try values.decode(Double.self, forKey: .width),
                          height: try values.decode(Double.self, forKey: .height),
                          refreshRate: try values.decode(Int.self, forKey: .refreshRate))
        case .screen:
            self = .screen(name: try values.decode(String.self, forKey: .name))
        case .layout:
            self = .layout(views: try values.decode([String: [Double]].self, forKey: .views)
                .mapValues { try Self.rect(from: $0, key: .views, in: values) })
        case .status:
            self = .status(text: try values.decode(String.self, forKey: .text))
        case .hint:
            self = .hint(text: try values.decode(String.self, forKey: .text))
        case .image:
            self = .image(view: try values.decode(String.self, forKey: .view),
                          image: try values.decode(String.self, forKey: .image))
        case .frame:
            self = .frame(view: try values.decode(String.self, forKey: .view), rect: try Self.rect(in: values, forKey: .rect))
        case .gesture:
            self = .gesture(recognizer: try values.decode(String.self, forKey: .recognizer),
                            state: try Self.decodeState(in: values, named: Self.gestureStates),
                            view: try values.decodeIfPresent(String.self, forKey: .view))
        case .animation:
            self = .animation(view: try values.decode(String.self, forKey: .view),
                              state: try values.decode(AnimationState.self, forKey: .state))
        case .stroke:
            self = .stroke(touch: try values.decode(String.self, forKey: .touch),
                           phase: try Self.decodeState(in: values, named: Self.touchPhases),
                           points: try values.decode(Int.self, forKey: .points))
        case .strokes:
            self = .strokes(completed: try values.decode(Int.self, forKey: .completed))
        case .saved:
            self = .saved(path: try values.decode(String.self, forKey: .path),
                          width: try values.decode(Int.self, forKey: .width),
                          height: try values.decode(Int.self, forKey: .height))
        case .farm:
            self = .farm(animals: try values.decode([FarmAnimal].self, forKey: .animals))
        case .circle:
            self = .circle(center: try Self.point(from: values.decode([Double].self, forKey: .center), key: .center, in: values),
                           radius: try values.decode(Double.self, forKey: .radius))
        case .swipe:
            self = .swipe(source: try values.decode(SwipeSource.self, forKey: .source),
                          direction: try values.decode(String.self, forKey: .direction))
        case .swipeResult:
            self = .swipeResult(source: try values.decode(SwipeSource.self, forKey: .source),
                                text: try values.decode(String.self, forKey: .text))
        case .focus:
            if let view = try values.decodeIfPresent(String.self, forKey: .view) {
                self = .focus(view: view, rect: try Self.rect(in: values, forKey: .rect))
            } else {
                self = .focusHidden
            }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encode(kind, forKey: .kind)
        switch self {
        case let .ready(window, width, height, refreshRate):
            try values.encode(window, forKey: .window)
            try values.encode(Self.rounded(width), forKey: .width)
            try values.encode(Self.rounded(height), forKey: .height)
            try values.encode(refreshRate, forKey: .refreshRate)
        case let .screen(name):
            try values.encode(name, forKey: .name)
        case let .layout(views):
            try values.encode(views.mapValues(Self.numbers(of:)), forKey: .views)
        case let .status(text), let .hint(text):
            try values.encode(text, forKey: .text)
        case let .image(view, image):
            try values.encode(view, forKey: .view)
            try values.encode(image, forKey: .image)
        case let .frame(view, rect), let .focus(view, rect):
            try values.encode(view, forKey: .view)
            try values.encode(Self.numbers(of: rect), forKey: .rect)
        case let .gesture(recognizer, state, view):
            try values.encode(recognizer, forKey: .recognizer)
            try values.encode(state.description, forKey: .state)
            try values.encodeIfPresent(view, forKey: .view)
        case let .animation(view, state):
            try values.encode(view, forKey: .view)
            try values.encode(state, forKey: .state)
        case let .stroke(touch, phase, points):
            try values.encode(touch, forKey: .touch)
            try values.encode(phase.description, forKey: .state)
            try values.encode(points, forKey: .points)
        case let .strokes(completed):
            try values.encode(completed, forKey: .completed)
        case let .saved(path, width, height):
            try values.encode(path, forKey: .path)
            try values.encode(width, forKey: .width)
            try values.encode(height, forKey: .height)
        case let .farm(animals):
            try values.encode(animals, forKey: .animals)
        case let .circle(center, radius):
            try values.encode(Self.numbers(of: center), forKey: .center)
            try values.encode(Self.rounded(radius), forKey: .radius)
        case let .swipe(source, direction):
            try values.encode(source, forKey: .source)
            try values.encode(direction, forKey: .direction)
        case let .swipeResult(source, text):
            try values.encode(source, forKey: .source)
            try values.encode(text, forKey: .text)
        case .focusHidden:
            break
        }
    }

    /// The recognizer states a `gesture` line may name (`recognized` is written `ended`).
    private static let gestureStates: [UIGestureRecognizer.State] = [.possible, .began, .changed, .ended, .cancelled, .failed]
    /// The touch phases a `stroke` line may name.
    private static let touchPhases: [UITouch.Phase] = [.began, .moved, .stationary, .ended, .cancelled]

    /// The one of `states` whose name is the line's `state`.
    private static func decodeState<State: CustomStringConvertible>(
        in values: KeyedDecodingContainer<CodingKeys>, named states: [State]
    ) throws -> State {
        let name = try values.decode(String.self, forKey: .state)
        guard let state = states.first(where: { $0.description == name }) else {
            throw DecodingError.dataCorruptedError(forKey: .state, in: values, debugDescription: "unknown state \"\(name)\"")
        }
        return state
    }

    private static func rect(in values: KeyedDecodingContainer<CodingKeys>, forKey key: CodingKeys) throws -> CGRect {
        try rect(from: values.decode([Double].self, forKey: key), key: key, in: values)
    }

    static func numbers(of rect: CGRect) -> [Double] {
        [rect.minX, rect.minY, rect.width, rect.height].map { rounded(Double($0)) }
    }

    static func numbers(of point: CGPoint) -> [Double] {
        [rounded(Double(point.x)), rounded(Double(point.y))]
    }

    static func rect<Key: CodingKey>(from numbers: [Double], key: Key, in values: KeyedDecodingContainer<Key>) throws -> CGRect {
        guard numbers.count == 4 else {
            throw DecodingError.dataCorruptedError(forKey: key, in: values, debugDescription: "a rectangle is [x, y, width, height]")
        }
        return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    static func point<Key: CodingKey>(from numbers: [Double], key: Key, in values: KeyedDecodingContainer<Key>) throws -> CGPoint {
        guard numbers.count == 2 else {
            throw DecodingError.dataCorruptedError(forKey: key, in: values, debugDescription: "a point is [x, y]")
        }
        return CGPoint(x: numbers[0], y: numbers[1])
    }
}
extension TraceEvent.FarmAnimal: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, state, center, scale, rotation
    }

    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        id = try values.decode(Int.self, forKey: .id)
        state = try values.decode(String.self, forKey: .state)
        center = try TraceEvent.point(from: values.decode([Double].self, forKey: .center), key: .center, in: values)
        scale = try values.decode(Double.self, forKey: .scale)
        rotation = try values.decode(Double.self, forKey: .rotation)
    }

    public func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encode(id, forKey: .id)
        try values.encode(state, forKey: .state)
        try values.encode(TraceEvent.numbers(of: center), forKey: .center)
        try values.encode(TraceEvent.rounded(scale), forKey: .scale)
        try values.encode(TraceEvent.rounded(rotation), forKey: .rotation)
    }
}

