import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// The workloads that `dispatch-allocations` counts (scripts/test, release build) really drive
/// the whole dispatch path: every move reaches the view, and the recognizers are in the state
/// each workload names. An allocation count of a path that delivers nothing would prove nothing.
@Suite("Dispatch workloads")
@MainActor
struct DispatchWorkloadTests {
    static let drains = 30

    @Test(arguments: DispatchWorkload.Kind.allCases)
    func everyMoveReachesTheView(kind: DispatchWorkload.Kind) {
        let workload = DispatchWorkload(kind)
        workload.run(drains: Self.drains)
        #expect(workload.reportsReceived == Self.drains * workload.movesPerDrain)
    }

    @Test func thePanHasBegunAndReportsEveryDrain() throws {
        let workload = DispatchWorkload(.recognizedPan)
        workload.run(drains: Self.drains)
        let pan = try #require(workload.recognizers.first)
        #expect(pan.state == .changed)
        // The pan begins once its hysteresis is passed (a few drains: the finger moves about
        // 1.5 points per drain), then changes at every drain.
        #expect(workload.panChanges >= Self.drains - 10)
    }

    @Test func theEdgePanFailedAndWasReset() throws {
        let workload = DispatchWorkload(.failedEdgePan)
        workload.run(drains: Self.drains)
        let edgePan = try #require(workload.recognizers.first)
        #expect(edgePan.state == .possible, "failed, then reset while the fingers stay down")
        #expect(workload.window.touchDispatcher.liveTouches.count == 2)
    }

    @Test func panPinchAndRotationAllChangeTogether() {
        let workload = DispatchWorkload(.simultaneousPanPinchRotation)
        workload.run(drains: Self.drains)
        #expect(workload.recognizers.map(\.state) == [.changed, .changed, .changed])
    }
}
