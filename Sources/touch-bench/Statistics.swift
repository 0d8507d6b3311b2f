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
}
