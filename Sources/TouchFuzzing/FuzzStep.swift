import Foundation
import TouchKit

/// One thing that happens to a fuzzed window: raw input as the X11 translator produces it, time
/// passing, or the app changing the world between events.
public enum FuzzStep: Equatable, Sendable {
    /// A raw event for `UIWindow.handle(_:)`; a move is held until the next flush.
    case input(InputEvent)
    /// The run loop's flush after a drain: held moves are delivered.
    case flush
    /// Time passes with no input; due timers fire (seconds on the manual clock).
    case wait(TimeInterval)
    /// The device is removed or disabled: `UIWindow.cancelTouches(ofDevice:at:)`.
    case cancelDevice(Int, timestamp: TimeInterval)
    /// The app removes view N from its superview.
    case removeView(Int)
    /// The app disables recognizer N, or enables it again.
    case setRecognizerEnabled(Int, Bool)
    /// The app removes recognizer N from its view.
    case removeRecognizer(Int)
    /// The app moves view N under view M (nil: the window), unless M is N or inside it; a view
    /// that left the window comes back.
    case moveView(Int, to: Int?)
    /// The app moves view N into a second window (its touches are cancelled, as for a removal);
    /// ``moveView(_:to:)`` brings it back.
    case moveViewToOtherWindow(Int)
    /// The app adds recognizer N to its scenario view again (after a removal).
    case addRecognizer(Int)
}
