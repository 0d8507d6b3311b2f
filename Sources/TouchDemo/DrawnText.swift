import Foundation
import TouchKit

/// A piece of text a view draws itself (not through a `UILabel`), with what it is drawn on: so
/// that a check of what a person can read (the contrast test) sees it like a label.
struct DrawnText: Equatable {
    var text: String
    var font: UIFont
    var color: UIColor
    /// What is right behind the text; may be translucent, then the view's own background shows
    /// through.
    var background: UIColor
}

/// A view that draws text of its own: it lists that text as it is drawn now.
@MainActor
protocol DrawnTextProviding: UIView {
    /// The texts drawn now, in drawing order.
    var drawnTexts: [DrawnText] { get }
}
