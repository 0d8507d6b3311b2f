import CHeapCounting
import Foundation
import TouchKitTesting

/// `dispatch-allocations`: counts the heap allocations (every `malloc`-family call on this
/// thread, see `CHeapCounting`) of a steady stream of touch moves through TouchKit's dispatch
/// path, for each ``DispatchWorkload`` kind, after a warm-up. Prints one line per kind and exits
/// 1 when any kind allocates. scripts/test runs it built for release: the figure is about the
/// optimised code that ships (a debug build allocates in unspecialised generic code).
let warmUpDrains = 50
let measuredDrains = 1_000
var failed = false
MainActor.assumeIsolated {
    for kind in DispatchWorkload.Kind.allCases {
        let workload = DispatchWorkload(kind)
        workload.run(drains: warmUpDrains)
        let before = heap_counting_allocations()
        workload.run(drains: measuredDrains)
        let allocations = heap_counting_allocations() - before
        let updates = measuredDrains * workload.movesPerDrain
        print("\(kind.rawValue): \(allocations) heap allocations in \(updates) touch updates")
        if allocations > 0 { failed = true }
    }
}
if failed {
    print("dispatch-allocations: the dispatch path allocates in steady state (issue 11 wants none)")
    exit(1)
}
