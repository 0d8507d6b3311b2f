/// A soak failure: one line that says what went wrong.
struct SoakFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
