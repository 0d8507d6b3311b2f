/// A deterministic random number generator (SplitMix64), so that one seed always gives the
/// soak the same sequence of screens, gestures and points.
///
/// The app's reactions still depend on timing (a double tap's 0.35 s window, how the server
/// batches events into the app's reads), so the seed fixes the input, not every outcome.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        // SplitMix64 (Steele, Lea, Flood 2014): passes BigCrush, one add and three mixes.
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
