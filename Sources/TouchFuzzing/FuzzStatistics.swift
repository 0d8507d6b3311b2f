/// What a campaign's cases exercised: how often recognizers reached each state, and how many
/// touch calls views got. Shows that the random input gets gestures recognized, not only failed.
@MainActor
public final class FuzzStatistics {
    /// State changes by state name ("began", "ended", "failed", …).
    public private(set) var stateChanges: [String: Int] = [:]
    /// Touch calls the views got (began, moved, ended, cancelled together).
    public internal(set) var viewTouchCalls = 0
    /// Steps performed.
    public internal(set) var steps = 0

    public init() {}

    func recordChange(to state: String) {
        stateChanges[state, default: 0] += 1
    }

    /// `steps N, view touch calls N, states: began N, …`.
    public var summary: String {
        "steps \(steps), view touch calls \(viewTouchCalls), recognizer states: "
            + stateChanges.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    }
}
