import Foundation

/// A weak reference to a recognizer (failure requirements must not keep recognizers alive).
struct WeakRecognizer {
    weak var value: UIGestureRecognizer?
    init(_ value: UIGestureRecognizer) { self.value = value }
}
