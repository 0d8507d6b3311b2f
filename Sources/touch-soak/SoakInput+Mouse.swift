import Foundation
import TouchDemoTrace
import XServerFixture

/// Mouse gestures, with the app's emulation (docs/mouse-and-keyboard.md): the left button is one finger, Ctrl + drag two
/// fingers mirrored about an anchor (pinch and rotate), Ctrl + Shift + drag two fingers in
/// parallel, Ctrl + wheel a pinch; button 8 is Back. Each ends with the button and the
/// modifiers released.
extension SoakInput {
    /// The back button of a five-button mouse.
    static let backButton = 8

    /// A left click at `point`.
    func click(at point: CGPoint) throws {
        try movePointer(to: point)
        try pressButton()
        try releaseButton()
    }

    /// Two left clicks at `point` (a double tap).
    func doubleClick(at point: CGPoint) throws {
        try click(at: point)
        try click(at: point)
    }

    /// A left press held still at `point` for a long press.
    func longClick(at point: CGPoint) throws {
        try movePointer(to: point)
        try pressButton()
        holdStill(seconds: Self.longPressSeconds)
        try releaseButton()
    }

    /// A left drag along `path`, holding `modifiers` (keycodes) from before the press until
    /// after the release. With Ctrl the emulation anchors at `anchor` (the pointer rests there
    /// when Ctrl goes down).
    func mouseDrag(along path: [CGPoint], holding modifiers: [Int] = [], anchor: CGPoint? = nil) throws {
        guard let first = path.first else { return }
        try movePointer(to: anchor ?? first)
        try press(modifiers)
        try movePointer(to: first)
        try pressButton()
        for point in path.dropFirst() { try movePointer(to: point) }
        try releaseButton()
        try release(modifiers)
    }

    /// Ctrl + wheel at `point`: `notches` notches (positive spreads, negative pinches in); the
    /// emulated pinch ends when Ctrl is released.
    func controlWheel(at point: CGPoint, notches: Int) throws {
        try movePointer(to: point)
        try press([KeyCode.controlL])
        try pointer.scroll(notches: notches)
        try release([KeyCode.controlL])
    }

    /// A click of the mouse's back button at `point`.
    func clickBack(at point: CGPoint) throws {
        try movePointer(to: point)
        try pressButton(Self.backButton)
        try releaseButton(Self.backButton)
    }
}
