/// The version `touch-demo --version` prints. Bump it with each release.
enum TouchDemoVersion {
    /// Semantic version of the app.
    static let current = "0.8.0"
}
