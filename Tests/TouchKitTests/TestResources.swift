import Foundation

/// Where the repository's files are, found from this source file so tests run from any
/// working directory.
enum TestResources {
    /// The repository's `Resources/` folder (PNG images, 1x and @2x).
    static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TouchKitTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // repository root
        .appendingPathComponent("Resources", isDirectory: true)
}
