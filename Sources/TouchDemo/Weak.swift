/// A weak reference to a controller or view, for tables that must not keep what they name alive.
@MainActor
struct Weak<Object: AnyObject> {
    /// The object, or nil once it is gone.
    private(set) weak var value: Object?

    init(_ value: Object) {
        self.value = value
    }
}
