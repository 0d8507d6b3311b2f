import Foundation

/// Which recognizer may recognize, as UIKit decides it.
///
/// A recognizer that wants to leave `possible` waits while a recognizer it requires to fail is
/// still undecided (``UIGestureRecognizer/require(toFail:)``, or a dynamic requirement from a
/// delegate or subclass), fails when that one recognized, and is failed by an active recognizer
/// that shares touches with it, by a view whose touches it would cancel
/// (``UIView/gestureRecognizerShouldBegin(_:)``) or by its delegate. When it recognizes, every
/// undecided recognizer that shares touches with it fails, unless the two may recognize
/// simultaneously, and (with `cancelsTouchesInView`) the views get `touchesCancelled` for its
/// touches, before the targets' actions run: a view stops acting on a touch before the gesture
/// acts on it.
extension TouchDispatcher {
    /// Leaves `possible` for `next` (began or recognized) unless an active recognizer, a touched
    /// view or the delegate forbids it; on success fails the recognizers it prevents and
    /// cancels its touches in their views.
    func recognize(_ recognizer: UIGestureRecognizer, as next: UIGestureRecognizer.State) {
        if let winner = involved.first(where: {
            $0 !== recognizer && $0.state.hasRecognized && prevents($0, recognizer)
        }) {
            apply(.failed, to: recognizer, reason: .prevented(by: winner))
            return
        }
        if let view = viewRefusingBegin(of: recognizer) {
            apply(.failed, to: recognizer, reason: .viewRefused(view))
            return
        }
        guard recognizer.delegatesAllowBegin() else {
            apply(.failed, to: recognizer, reason: .delegateRefused)
            return
        }
        guard apply(next, to: recognizer, reason: nil) else { return }
        for other in involved where other !== recognizer && other.state == .possible && other.record.isInvolved {
            if other.mustWaitForFailure(of: recognizer) {
                fail(other, reason: .requiredToFail(recognizer))
            } else if prevents(recognizer, other) {
                fail(other, reason: .prevented(by: recognizer))
            }
        }
        if recognizer.cancelsTouchesInView {
            cancelInViews(touchRecords.filter { recognizer.record.sequenceTouches.contains($0.touch) },
                          reason: .recognized(recognizer))
        }
    }

    /// Whether `winner` recognizing fails `other`: they share a touch and may not recognize
    /// simultaneously, and neither subclass objects.
    private func prevents(_ winner: UIGestureRecognizer, _ other: UIGestureRecognizer) -> Bool {
        !winner.record.sequenceTouches.isDisjoint(with: other.record.sequenceTouches)
            && !canRecognizeSimultaneously(winner, other)
            && winner.canPrevent(other) && other.canBePrevented(by: winner)
    }

    private func canRecognizeSimultaneously(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegatesAllowSimultaneousRecognition(with: b) || b.delegatesAllowSimultaneousRecognition(with: a)
    }

    /// The first view that says no when asked whether `recognizer` may begin, among the views
    /// whose touches its recognizing would cancel. UIView.h: "called when the recognizer attempts
    /// to transition out of UIGestureRecognizerStatePossible if a touch hit-tested to this view
    /// will be cancelled as a result of gesture recognition … return NO to cause the gesture
    /// recognizer to transition to UIGestureRecognizerStateFailed". Without
    /// `cancelsTouchesInView` no touch is cancelled, so no view is asked. Each view is asked once,
    /// even when several of the touches are its; every view is asked, even after one said no.
    private func viewRefusingBegin(of recognizer: UIGestureRecognizer) -> UIView? {
        guard recognizer.cancelsTouchesInView else { return nil }
        var asked: Set<ObjectIdentifier> = []
        var refusing: UIView?
        for touch in recognizer.record.sequenceTouches {
            guard let view = touch.view, asked.insert(ObjectIdentifier(view)).inserted else { continue }
            if !view.gestureRecognizerShouldBegin(recognizer), refusing == nil { refusing = view }
        }
        return refusing
    }

    /// The recognizers `recognizer` waits for that take part in the current sequence: static
    /// requirements (`require(toFail:)`) and dynamic ones, which the delegates and subclasses are
    /// asked for among the recognizers of the sequence ("called once per attempt to recognize, so
    /// failure requirements can be determined lazily and may be set up between recognizers across
    /// view hierarchies", UIGestureRecognizer.h). One that has seen no touch cannot recognize, so
    /// it does not hold anyone back.
    func failureRequirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        let required = recognizer.failureRequirements.compactMap(\.value).filter(\.record.isInvolved)
        let dynamic = involved.filter { other in
            other.record.isInvolved && !required.contains { $0 === other } && recognizer.mustWaitForFailure(of: other)
        }
        return required + dynamic
    }

    /// Releases or fails recognizers held by `require(toFail:)`, runs pending actions, then
    /// resets every recognizer in a final state.
    func settle() {
        var progressed = true
        while progressed {
            progressed = false
            runActions()
            for recognizer in involved {
                guard let pending = recognizer.record.pendingState else { continue }
                let requirements = failureRequirements(of: recognizer)
                if let winner = requirements.first(where: { $0.state.hasRecognized }) {
                    fail(recognizer, reason: .requiredToFail(winner))
                    progressed = true
                } else if !requirements.contains(where: { $0.state == .possible }) {
                    recognizer.record.pendingState = nil
                    recognize(recognizer, as: pending)
                    progressed = true
                }
            }
        }
        for recognizer in involved where recognizer.state.isFinal {
            reset(recognizer)
        }
    }
}
