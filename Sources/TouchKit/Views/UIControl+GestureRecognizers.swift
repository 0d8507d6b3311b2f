import Foundation

// A control's own action wins over an ancestor's single tap. Apple, "Attaching gesture recognizers
// to UIKit controls": "Gesture recognizers attached to your views don't impact the ability of
// UIKit controls to handle events. Events occurring within the bounds of a control are handled by
// the control first, giving the control a chance to call its action method. Specifically, UIKit
// controls call their action method in the following situations: A single finger single tap
// occurs on a UIButton, UISwitch, UIStepper, UISegmentedControl, or UIPageControl object. … To
// handle any of the preceding gestures before the control calls its action method, install your
// gesture recognizer on the control itself."
//
// UIKit does it through `UIView.gestureRecognizerShouldBegin(_:)`, which the touch dispatcher
// asks of the view a touch hit-tested to before the recognizer may cancel that touch: so a
// background "tap to dismiss" leaves the buttons above it working, while a double tap, a pan or a
// long press on the same background still recognizes over a button.
extension UIControl {
    /// The control's answer to ``UIView/gestureRecognizerShouldBegin(_:)``: false for a
    /// single-tap, single-touch ``UITapGestureRecognizer`` attached to an ancestor, while the
    /// control is enabled (it then runs its own action instead); true for every other recognizer,
    /// including any attached to the control itself.
    func controlGestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard isEnabled, let tap = gestureRecognizer as? UITapGestureRecognizer,
              tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1,
              let attachedTo = tap.view, attachedTo !== self, isDescendant(of: attachedTo)
        else { return true }
        // A disabled control runs no action, so it has nothing to win the tap for: TouchKit lets
        // the ancestor's tap recognize then (UIKit does not document this case).
        return false
    }
}
