/// A seeded pseudo-random generator (Steele, Lea and Flood's SplitMix64): the same seed gives the
/// same numbers on every run and platform, so a fuzz or soak seed names one exact input.
///
/// The helpers draw with plain modulo and scaling, not the standard library's
/// `random(in:using:)`, whose algorithm may change between Swift releases.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose stream is fixed by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<count` (`count` > 0); the modulo bias is negligible for small counts.
    public mutating func below(_ count: Int) -> Int {
        Int(next() % UInt64(max(1, count)))
    }

    /// A number in `range`.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }

    /// A number in `0 ..< 1`, with 53 bits of precision.
    public mutating func unit() -> Double {
        Double(next() >> 11) / Double(1 << 53)
    }

    /// A number in `range`.
    public mutating func double(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }

    /// True with probability `probability`.
    public mutating func chance(_ probability: Double) -> Bool {
        unit() < probability
    }

    /// One element of the non-empty `elements`.
    public mutating func pick<T>(_ elements: [T]) -> T {
        elements[below(elements.count)]
    }
}
