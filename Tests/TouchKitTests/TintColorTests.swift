import Foundation
import Testing
import TouchKit

/// `tintColor` is inherited down the view tree as in UIKit: a view without its own shows its
/// superview's, the root `systemBlue`; setting one repaints the views that inherit it.
@Suite("Tint colour")
@MainActor
struct TintColorTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 150))

    @Test func aViewWithoutItsOwnTintShowsItsAncestorsAndTheRootSystemBlue() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let button = UIButton(title: "OK", frame: CGRect(x: 10, y: 10, width: 60, height: 30))
        container.addSubview(button)
        #expect(button.tintColor == .systemBlue, "no tint anywhere: the system's")
        window.addSubview(container)
        window.tintColor = .red
        #expect(button.tintColor == .red, "the window's")
        container.tintColor = .green
        #expect(button.tintColor == .green, "the nearest ancestor's")
        button.tintColor = .black
        #expect(button.tintColor == .black, "its own")
        button.tintColor = nil
        #expect(button.tintColor == .green, "nil inherits again")
        container.removeFromSuperview()
        container.tintColor = nil
        #expect(button.tintColor == .systemBlue)
    }

    @Test func settingTheWindowsTintRepaintsAFilledButtonInIt() {
        let button = UIButton(title: "OK", frame: CGRect(x: 10, y: 10, width: 60, height: 30))
        window.addSubview(button)
        _ = window.takeDirtyRects()
        window.tintColor = UIColor(rgb: 0x0062CC)
        #expect(window.needsDisplay, "the button inherits the tint: it repaints")
        let buffer = ImageBuffer(width: 200, height: 150)
        buffer.draw { window.render(in: $0, rect: window.bounds) }
        let fill = buffer.pixel(x: 14, y: 25)
        #expect(fill.red == 0x00 && fill.green == 0x62 && fill.blue == 0xCC, "filled with the window's tint: \(fill)")
    }

    @Test func aViewWithItsOwnTintIsNotRepaintedByItsAncestorsChange() {
        let button = UIButton(title: "OK", frame: CGRect(x: 10, y: 10, width: 60, height: 30))
        button.tintColor = .black
        window.addSubview(button)
        _ = window.takeDirtyRects()
        let other = UIView(frame: CGRect(x: 120, y: 10, width: 20, height: 20))
        window.addSubview(other)
        _ = window.takeDirtyRects()
        window.tintColor = .red
        let dirty = window.takeDirtyRects()
        #expect(!dirty.contains { $0.intersects(button.frame) }, "\(dirty)")
    }
}
