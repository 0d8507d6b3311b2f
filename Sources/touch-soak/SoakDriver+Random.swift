import Foundation

/// The driver's random choices, all drawn from its seeded generator.
extension SoakDriver {
    /// Picks one of `moves` at random by weight and performs it.
    func performOne(of moves: [SoakMove]) throws {
        let total = moves.reduce(0) { $0 + $1.weight }
        var pick = Int.random(in: 0..<total, using: &random)
        for move in moves {
            if pick < move.weight { return try perform(move.name, move.perform) }
            pick -= move.weight
        }
    }

    /// A random number in `range`.
    func number(_ range: ClosedRange<Double>) -> Double {
        Double.random(in: range, using: &random)
    }

    /// A random whole number in `range`.
    func count(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &random)
    }

    /// A random point in `area`.
    func point(in area: CGRect) -> CGPoint {
        area.randomPoint(using: &random)
    }
}
