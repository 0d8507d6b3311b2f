import Foundation
import Testing
import TouchDemoTrace
import XServerFixture

/// Colours of the demo's backgrounds that the on-screen checks compare against.
enum ScreenColors {
    /// A view controller's default background (Touch Samples, Gesture Samples, Custom Gesture,
    /// the playground's canvas).
    static let white = RGBPixel(red: 255, green: 255, blue: 255)
    /// The menu's background and the buttons' fill.
    static let menuBackground = RGBPixel(red: 0xF2, green: 0xF2, blue: 0xF7)
    /// The palette's accent (`Palette.tint`): the buttons' fill.
    static let accent = RGBPixel(red: 0x00, green: 0x62, blue: 0xCC)
    /// The palette's red (`UIColor.systemRed`): the Circle, Finger Paint's red swatch.
    static let systemRed = RGBPixel(red: 0xFF, green: 0x3B, blue: 0x30)
}

/// On-screen checks of the walkthrough's pictures: whether the pixels of a rectangle of the
/// screen are the picture `Resources/NAME.png` (1x, over the screen's background). The trace says
/// which image a view shows and where its frame is; these say that the screen shows it there.
///
/// Two different pictures of one view match each other at 10–50 % of their pixels, an empty
/// background at about 20–60 %; a shown picture matches at over 95 %.
extension DemoSession {
    /// The share of matching pixels from which a picture counts as drawn.
    static let drawnShare = 0.9
    /// The share of matching pixels below which a picture counts as not drawn there.
    static let goneShare = 0.7

    /// Waits for Finger Paint's `saved` event: the picture's path and size in pixels.
    func waitForSaved() throws -> (path: String, width: Int, height: Int) {
        let event = try app.waitFor(event: .saved)
        guard case let .saved(path, width, height) = event else { throw XServerFixtureError("not saved: \(event)") }
        return (path, width, height)
    }

    /// The latest frame of `view`: its last `frame` event after the latest layout, else the
    /// layout's.
    func currentFrame(of view: String) throws -> CGRect {
        let layoutIndex = app.events.lastIndex { $0.kind == .layout } ?? 0
        if let moved = app.events[layoutIndex...].compactMap({ if case .frame(view, let rect) = $0 { rect } else { nil } }).last {
            return moved
        }
        return try frame(of: view)
    }

    /// The share of the pixels of `rect` (screen pixels, whole) that are within `tolerance` of
    /// the picture `image` drawn there at 1x over `background`.
    func pictureMatch(_ image: String, in rect: CGRect, background: RGBPixel = ScreenColors.white,
                      tolerance: Int = 48) throws -> Double {
        let expected = try Self.picture(image, background: background)
        guard expected.width == Int(rect.width), expected.height == Int(rect.height) else {
            throw XServerFixtureError("\(image) is \(expected.width)x\(expected.height), the rectangle \(rect)")
        }
        let shown = try screenPixels(in: rect.integral)
        let matching = zip(shown, expected.pixels).filter { $0.distance(to: $1) <= tolerance }.count
        return Double(matching) / Double(max(shown.count, 1))
    }

    /// Expects `image` to be drawn in `rect` within `timeout` seconds (screenshots until it is:
    /// the trace reports a change while the app handles the input, the frame follows).
    func expectPicture(_ image: String, in rect: CGRect, background: RGBPixel = ScreenColors.white,
                       timeout: TimeInterval = 5, _ comment: String = "",
                       sourceLocation: SourceLocation = #_sourceLocation) throws {
        let share = try pollShare(timeout: timeout) { try pictureMatch(image, in: rect, background: background) } until: {
            $0 >= Self.drawnShare
        }
        #expect(share >= Self.drawnShare, "\(image) drawn in \(rect): \(Int(share * 100)) % of its pixels. \(comment)",
                sourceLocation: sourceLocation)
    }

    /// Expects `image` not to be drawn in `rect` within `timeout` seconds: the place it left, or
    /// a view showing another picture.
    func expectNoPicture(_ image: String, in rect: CGRect, background: RGBPixel = ScreenColors.white,
                         timeout: TimeInterval = 5, _ comment: String = "",
                         sourceLocation: SourceLocation = #_sourceLocation) throws {
        let share = try pollShare(timeout: timeout) { try pictureMatch(image, in: rect, background: background) } until: {
            $0 < Self.goneShare
        }
        #expect(share < Self.goneShare, "\(image) no longer drawn in \(rect): \(Int(share * 100)) % of its pixels. \(comment)",
                sourceLocation: sourceLocation)
    }

    /// Expects image view `view` to show `image` on screen at its current frame, and not `other`.
    func expectImageView(_ view: String, showing image: String, not other: String? = nil,
                         sourceLocation: SourceLocation = #_sourceLocation) throws {
        let frame = try currentFrame(of: view)
        try expectPicture(image, in: frame, "(\(view))", sourceLocation: sourceLocation)
        if let other {
            try expectNoPicture(other, in: frame, timeout: 0, "(\(view))", sourceLocation: sourceLocation)
        }
    }

    /// Expects `image` drawn at `new` and no longer at `old` (which must not overlap `new` by
    /// more than half).
    func expectMoved(_ image: String, from old: CGRect, to new: CGRect,
                     sourceLocation: SourceLocation = #_sourceLocation) throws {
        try expectPicture(image, in: new, "(moved there)", sourceLocation: sourceLocation)
        try expectNoPicture(image, in: old, timeout: 0, "(moved away)", sourceLocation: sourceLocation)
    }

    private func pollShare(timeout: TimeInterval, _ measure: () throws -> Double,
                           until accept: (Double) -> Bool) throws -> Double {
        let deadline = Deadline(seconds: timeout)
        while true {
            // Each screenshot takes a fork and a round trip to the server: no sleep needed.
            let share = try measure()
            if accept(share) || deadline.hasPassed { return share }
        }
    }

    /// `Resources/NAME.png` flattened over `background`, row by row.
    private static func picture(_ name: String, background: RGBPixel) throws -> (width: Int, height: Int, pixels: [RGBPixel]) {
        let path = resourcesFolder.appendingPathComponent("\(name).png").path
        let size = try ImagePixels.size(ofImageAt: path)
        let pixels = try ImagePixels.region(ofImageAt: path, x: 0, y: 0, width: size.width, height: size.height,
                                            flattenedOver: background)
        return (size.width, size.height, pixels)
    }

    /// The package's `Resources` folder, which the app under test loads its images from.
    static var resourcesFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Resources")
    }
}
