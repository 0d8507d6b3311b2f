import Foundation
import Testing
import TouchKit

/// The four timing curves and how an options set chooses one.
@Suite("Animation curves")
@MainActor
struct AnimationCurveTests {
    /// Each curve at 0, ¼, ½, ¾ and 1 of the duration: Core Animation's cubic Béziers, values
    /// from a dense sampling of each curve (independent of the bisection under test).
    @Test(arguments: [
        (UIView.AnimationCurve.linear, [0, 0.25, 0.5, 0.75, 1]),
        (.easeInOut, [0, 0.1292, 0.5, 0.8708, 1]),
        (.easeIn, [0, 0.0935, 0.3154, 0.6219, 1]),
        (.easeOut, [0, 0.3781, 0.6846, 0.9065, 1]),
    ])
    func eachCurvesProgressAtTheQuarters(curve: UIView.AnimationCurve, expected: [Double]) {
        for (index, time) in [0, 0.25, 0.5, 0.75, 1].enumerated() {
            #expect(abs(curve.progress(at: time) - expected[index]) < 0.0005, "\(curve) at \(time)")
        }
    }

    @Test func easeOutIsEaseInPlayedBackwards() {
        for time in stride(from: 0.0, through: 1, by: 0.1) {
            let mirrored = 1 - UIView.AnimationCurve.easeIn.progress(at: 1 - time)
            #expect(abs(UIView.AnimationCurve.easeOut.progress(at: time) - mirrored) < 1e-6)
        }
    }

    @Test func progressIsClampedOutsideTheDuration() {
        for curve in UIView.AnimationCurve.allCases {
            #expect(curve.progress(at: -0.5) < 1e-6 && curve.progress(at: 1.5) > 1 - 1e-6, "\(curve)")
        }
    }

    @Test func optionsChooseTheCurveAndDefaultToEaseInOut() {
        #expect(UIView.AnimationCurve([]) == .easeInOut)
        #expect(UIView.AnimationCurve(.curveEaseInOut) == .easeInOut)
        #expect(UIView.AnimationCurve(.curveEaseIn) == .easeIn)
        #expect(UIView.AnimationCurve(.curveEaseOut) == .easeOut)
        #expect(UIView.AnimationCurve(.curveLinear) == .linear)
        #expect(UIView.AnimationCurve([.curveLinear, .allowUserInteraction, .beginFromCurrentState]) == .linear,
                "other options do not change the curve")
        #expect(UIView.AnimationCurve([.curveEaseOut, .transitionFlipFromLeft]) == .easeOut)
    }
}
