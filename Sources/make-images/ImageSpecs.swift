/// An sRGB colour with straight (non-premultiplied) alpha, components in 0...1.
struct RGBA: Sendable {
    let red: Double
    let green: Double
    let blue: Double
    let alpha: Double

    /// Builds a colour from a 0xRRGGBB literal so the table below reads like a style sheet.
    init(_ hex: UInt32, alpha: Double = 1) {
        red = Double((hex >> 16) & 0xFF) / 255
        green = Double((hex >> 8) & 0xFF) / 255
        blue = Double(hex & 0xFF) / 255
        self.alpha = alpha
    }
}

/// An axis-aligned rectangle in points (1x user-space units).
struct Rect: Sendable {
    let x: Double
    let y: Double
    let width: Double
    let height: Double

    /// The rectangle shrunk by `d` on every side (negative `d` grows it).
    func inset(_ d: Double) -> Rect {
        Rect(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d)
    }

    /// The rectangle moved by (`dx`, `dy`).
    func offset(_ dx: Double, _ dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }
}

/// A small vector decoration drawn with cairo paths on top of the body.
enum Glyph: Sendable {
    /// No decoration.
    case none
    /// A four-way "move" arrow cross at the left end of the tile (DragMe).
    case move
    /// A bold tick filling the box (CheckBox_Checked).
    case checkMark
}

/// Everything needed to draw one image; `Painter` turns it into pixels.
struct ImageSpec: Sendable {
    /// File stem: writes `name.png`, `name@2x.png` and `name@3x.png`.
    let name: String
    /// Canvas size in points (= pixels at 1x).
    let width: Int
    let height: Int
    /// The rounded shape; everything outside it, apart from shadow/glow, stays transparent.
    let body: Rect
    let radius: Double
    /// Vertical gradient of the body fill.
    let fillTop: RGBA
    let fillBottom: RGBA
    let border: RGBA
    let borderWidth: Double
    /// Pressed tiles get an inner shadow and no drop shadow, so they look pushed in.
    let pressed: Bool
    /// Optional outer glow colour (the "highlighted" state).
    let glow: RGBA?
    let glyph: Glyph
    let label: String?
    let labelColor: RGBA
    /// A 1pt offset copy under the text: dark under light text, light under dark text.
    let labelShadow: RGBA

    /// The tile geometry shared by all 180x64 images, leaving room for shadow and glow.
    static let tileBody = Rect(x: 5, y: 4, width: 170, height: 54)
    /// The box geometry shared by both 72x72 check boxes.
    static let boxBody = Rect(x: 8, y: 7, width: 56, height: 56)

    /// Builds a 180x64 tile spec; only the parts that differ between tiles are parameters.
    static func tile(
        _ name: String, label: String, top: UInt32, bottom: UInt32, border: UInt32,
        text: RGBA, textShadow: RGBA, pressed: Bool = false, glow: RGBA? = nil,
        glyph: Glyph = .none
    ) -> ImageSpec {
        ImageSpec(
            name: name, width: 180, height: 64, body: tileBody, radius: 12,
            fillTop: RGBA(top), fillBottom: RGBA(bottom), border: RGBA(border), borderWidth: 1,
            pressed: pressed, glow: glow, glyph: glyph, label: label,
            labelColor: text, labelShadow: textShadow)
    }

    /// Builds a 72x72 check box spec.
    static func box(
        _ name: String, top: UInt32, bottom: UInt32, border: UInt32, glyph: Glyph
    ) -> ImageSpec {
        ImageSpec(
            name: name, width: 72, height: 72, body: boxBody, radius: 11,
            fillTop: RGBA(top), fillBottom: RGBA(bottom), border: RGBA(border), borderWidth: 3,
            pressed: false, glow: nil, glyph: glyph, label: nil,
            labelColor: RGBA(0xFFFFFF), labelShadow: RGBA(0x000000, alpha: 0))
    }

    /// The walkthrough's seven images.
    static let all: [ImageSpec] = {
        let white = RGBA(0xFFFFFF)
        let darkShadow = RGBA(0x000000, alpha: 0.35)
        let lightShadow = RGBA(0xFFFFFF, alpha: 0.6)
        return [
            tile("TouchMe", label: "Touch Me", top: 0x4A8EDB, bottom: 0x2563B8,
                 border: 0x1D4F94, text: white, textShadow: darkShadow),
            // Darker at the top than the bottom: light seems to hit only the lower lip of a hollow.
            tile("TouchMe_Touched", label: "Touched!", top: 0x0F3470, bottom: 0x1E56B0,
                 border: 0x0B2752, text: white, textShadow: darkShadow, pressed: true),
            tile("DoubleTapMe", label: "Double Tap Me", top: 0xF4F5F7, bottom: 0xC8CCD3,
                 border: 0x8A9099, text: RGBA(0x2B2F36), textShadow: lightShadow),
            tile("DoubleTapMe_Highlighted", label: "Highlighted", top: 0xFFDD55,
                 bottom: 0xFF9A1A, border: 0xC96A00, text: RGBA(0x4A2300),
                 textShadow: RGBA(0xFFFFFF, alpha: 0.45), glow: RGBA(0xFFA000, alpha: 0.16)),
            tile("DragMe", label: "Drag Me", top: 0x43A047, bottom: 0x2A7A2F,
                 border: 0x1B5E20, text: white, textShadow: darkShadow, glyph: .move),
            box("CheckBox_Unchecked", top: 0xFFFFFF, bottom: 0xE4E7EC, border: 0x6F7782,
                glyph: .none),
            box("CheckBox_Checked", top: 0x4A8EDB, bottom: 0x2563B8, border: 0x1D4F94,
                glyph: .checkMark),
        ]
    }()
}
