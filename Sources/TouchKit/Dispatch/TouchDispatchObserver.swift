import Foundation

/// Hears every step of a window's touch dispatch (``TouchDispatchEvent``): add one with
/// ``TouchDispatcher/addObserver(_:)``. The dispatcher holds observers weakly. With none, the
/// dispatcher builds no event at all, so observing costs nothing when nobody listens.
@MainActor
public protocol TouchDispatchObserver: AnyObject {
    /// `dispatcher` just did `event`.
    func touchDispatcher(_ dispatcher: TouchDispatcher, didPublish event: TouchDispatchEvent)
}

/// A weak reference to an observer, for the dispatcher's list.
@MainActor
struct WeakDispatchObserver {
    weak var value: (any TouchDispatchObserver)?
}
