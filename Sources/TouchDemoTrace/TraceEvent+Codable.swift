import Foundation

/// The JSON keys and shapes of ``TraceEvent``: `"event"` names the kind, absent fields are left
/// out, rectangles are `[x, y, width, height]` and points `[x, y]`, numbers are rounded.
extension TraceEvent: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind = "event"
        case window, width, height, refreshRate, name, views, view, rect, image, text, recognizer, state
        case touch, points, completed, path, animals, center, radius, source, direction
    }

    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        kind = try values.decode(Kind.self, forKey: .kind)
        window = try values.decodeIfPresent(String.self, forKey: .window)
        width = try values.decodeIfPresent(Double.self, forKey: .width)
        height = try values.decodeIfPresent(Double.self, forKey: .height)
        refreshRate = try values.decodeIfPresent(Int.self, forKey: .refreshRate)
        name = try values.decodeIfPresent(String.self, forKey: .name)
        views = try values.decodeIfPresent([String: [Double]].self, forKey: .views)?
            .mapValues { try Self.rect(from: $0, key: .views, in: values) }
        view = try values.decodeIfPresent(String.self, forKey: .view)
        rect = try values.decodeIfPresent([Double].self, forKey: .rect).map { try Self.rect(from: $0, key: .rect, in: values) }
        image = try values.decodeIfPresent(String.self, forKey: .image)
        text = try values.decodeIfPresent(String.self, forKey: .text)
        recognizer = try values.decodeIfPresent(String.self, forKey: .recognizer)
        state = try values.decodeIfPresent(String.self, forKey: .state)
        touch = try values.decodeIfPresent(String.self, forKey: .touch)
        points = try values.decodeIfPresent(Int.self, forKey: .points)
        completed = try values.decodeIfPresent(Int.self, forKey: .completed)
        path = try values.decodeIfPresent(String.self, forKey: .path)
        animals = try values.decodeIfPresent([FarmAnimal].self, forKey: .animals)
        center = try values.decodeIfPresent([Double].self, forKey: .center)
            .map { try Self.point(from: $0, key: .center, in: values) }
        radius = try values.decodeIfPresent(Double.self, forKey: .radius)
        source = try values.decodeIfPresent(String.self, forKey: .source)
        direction = try values.decodeIfPresent(String.self, forKey: .direction)
    }

    public func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encode(kind, forKey: .kind)
        try values.encodeIfPresent(window, forKey: .window)
        try values.encodeIfPresent(width.map(Self.rounded), forKey: .width)
        try values.encodeIfPresent(height.map(Self.rounded), forKey: .height)
        try values.encodeIfPresent(refreshRate, forKey: .refreshRate)
        try values.encodeIfPresent(name, forKey: .name)
        try values.encodeIfPresent(views?.mapValues(Self.numbers(of:)), forKey: .views)
        try values.encodeIfPresent(view, forKey: .view)
        try values.encodeIfPresent(rect.map(Self.numbers(of:)), forKey: .rect)
        try values.encodeIfPresent(image, forKey: .image)
        try values.encodeIfPresent(text, forKey: .text)
        try values.encodeIfPresent(recognizer, forKey: .recognizer)
        try values.encodeIfPresent(state, forKey: .state)
        try values.encodeIfPresent(touch, forKey: .touch)
        try values.encodeIfPresent(points, forKey: .points)
        try values.encodeIfPresent(completed, forKey: .completed)
        try values.encodeIfPresent(path, forKey: .path)
        try values.encodeIfPresent(animals, forKey: .animals)
        try values.encodeIfPresent(center.map(Self.numbers(of:)), forKey: .center)
        try values.encodeIfPresent(radius.map(Self.rounded), forKey: .radius)
        try values.encodeIfPresent(source, forKey: .source)
        try values.encodeIfPresent(direction, forKey: .direction)
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
