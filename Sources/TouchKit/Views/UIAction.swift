import Foundation

/// A closure-based action, as UIKit's `UIAction`: attach it to a control with
/// ``UIControl/addAction(_:for:)`` and remove it again with ``UIControl/removeAction(_:for:)``.
public struct UIAction {
    /// A name that identifies an action, as UIKit's `UIAction.Identifier`: two actions with the
    /// same identifier count as the same action when one is removed.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// The identifier `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A new identifier, different from every other.
        static func unique() -> Identifier { Identifier(rawValue: UUID().uuidString) }
    }

    /// The identifier ``UIControl/removeAction(_:for:)`` matches on.
    public let identifier: Identifier
    let handler: @MainActor (UIAction) -> Void

    /// An action running `handler` when its control event happens. Without an `identifier` it
    /// gets a unique one, as in UIKit.
    public init(identifier: Identifier? = nil, handler: @escaping @MainActor (UIAction) -> Void) {
        self.identifier = identifier ?? .unique()
        self.handler = handler
    }
}
