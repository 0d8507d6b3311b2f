/// Median, min–max and percentiles of measured values.
enum Statistics {
    /// The `fraction` percentile (0...1) of ascending `sorted`, nearest rank.
    static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
        precondition(!sorted.isEmpty)
        let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    /// The median (the mean of the two middle values for an even count), or nil if empty.
    static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// Paced latencies: for each write time (ns, ascending), the milliseconds to the first damage
    /// time (ns, ascending) at or after it, in write order (writes no damage followed are left
    /// out); and how many were answered before the next write (the last one always is, if at all).
    static func latencies(writes: [Int64], damage: [Int64]) -> (milliseconds: [Double], answeredInTime: Int) {
        var milliseconds: [Double] = []
        var answeredInTime = 0
        var next = 0
        for (step, written) in writes.enumerated() {
            while next < damage.count, damage[next] < written { next += 1 }
            guard next < damage.count else { break }
            let answer = damage[next]
            milliseconds.append(MonotonicClock.milliseconds(from: written, to: answer))
            if step + 1 == writes.count || answer < writes[step + 1] { answeredInTime += 1 }
        }
        return (milliseconds, answeredInTime)
    }
}
