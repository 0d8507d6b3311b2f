import TouchKit

/// The trace's view of dispatch: it hears the window's ``TouchDispatcher`` and writes a
/// `gesture` line for every recognizer state change (resets to `possible` are not written).
extension TraceRecorder: TouchDispatchObserver {
    public func touchDispatcher(_ dispatcher: TouchDispatcher, didPublish event: TouchDispatchEvent) {
        guard case .recognizerChanged(let recognizer, _, _, _) = event else { return }
        gestureRecognizerDidChangeState(recognizer)
    }
}
