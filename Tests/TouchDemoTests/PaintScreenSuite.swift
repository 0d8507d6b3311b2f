import Foundation
@testable import TouchDemo
import TouchKit

/// A suite that drives the running Finger Paint screen through a ``DemoHarness``: its canvas
/// view and canvas points in window coordinates, written once for every such suite.
@MainActor
protocol PaintScreenSuite {
    var demo: DemoHarness { get }
    /// The canvas's frame in the window when the suite began.
    var canvasFrame: CGRect { get }
}

extension PaintScreenSuite {
    /// The screen's canvas view.
    var canvas: FingerPaintCanvasView? {
        demo.app.window.view(withAccessibilityIdentifier: "FingerPaintCanvas") as? FingerPaintCanvasView
    }

    /// The window point of canvas point (`x`, `y`).
    func canvasPoint(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
        CGPoint(x: canvasFrame.minX + x, y: canvasFrame.minY + y)
    }
}
