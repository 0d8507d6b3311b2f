/// An ordered list of short strings ("button touchesBegan 1") that tests compare as a whole.
@MainActor
public final class EventLog {
    public private(set) var entries: [String] = []

    public init() {}

    /// Appends `entry`.
    public func record(_ entry: String) { entries.append(entry) }

    /// Forgets everything recorded so far.
    public func clear() { entries.removeAll() }
}
