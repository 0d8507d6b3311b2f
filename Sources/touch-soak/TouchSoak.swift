import ArgumentParser

/// `touch-soak`: cycles touch-demo's screens with seeded random touches, mouse and keys on a
/// private Xorg (real XI2 events from inputtest devices) and checks that memory stays bounded
/// (`rss`) and that nothing of the project's own code leaks (`memcheck`). `scripts/soak` builds
/// and runs both.
@main
struct TouchSoak: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "touch-soak",
        abstract: "Soaks touch-demo with random input and checks its memory (see scripts/soak).",
        subcommands: [RSSSoak.self, MemcheckSoak.self],
        defaultSubcommand: RSSSoak.self)

    /// The seed when none is given: fixed, so two runs send the same input.
    static let defaultSeed: UInt64 = 12
}
