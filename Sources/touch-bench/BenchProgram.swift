/// One program the benchmark measures: how to start it on the private server.
struct BenchProgram {
    /// The short name used in the table and in results.json.
    var name: String
    /// The executable.
    var executable: String
    /// Its arguments.
    var arguments: [String]
    /// Variables added to its environment.
    var environment: [String: String] = [:]
    /// Where its fingers go.
    var gesture: BenchGesture = .paint
    /// Whether it paints: then the run also measures a long drawing.
    var paints = true
}

/// The canvas every program is touched in, in window (and screen) pixels: touch-demo's Finger
/// Paint canvas at `--size 500x540` (below its two-row toolbar, above the bottom band), inside
/// the others' 500x500 windows. `BenchGeometryTests` in TouchDemoTests holds the app to it.
enum BenchCanvas {
    /// Left edge.
    static let minX = 0.0
    /// Top edge.
    static let minY = 152.0
    /// Width.
    static let width = 500.0
    /// Height.
    static let height = 270.0
    /// The middle.
    static var center: (x: Double, y: Double) { (minX + width / 2, minY + height / 2) }
}
