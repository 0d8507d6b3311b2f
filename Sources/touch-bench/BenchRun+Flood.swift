import Foundation
import XServerFixture

extension BenchRun {
    /// Flood: about `floodUpdates` updates from the program's phases of fingers (2, 3, 4, then 5
    /// fingers circling, for the painting programs), written as fast as the server takes them with a sync every `floodEventsPerSync` events. Measured
    /// from the first write until `quietSeconds` without damage.
    func measureFlood(_ app: ChildProcess) throws {
        let touchscreen = try server.touchscreen
        let gesture = program.gesture
        let phases = gesture.floodPhases
        let updatesPerPhase = settings.floodUpdates / phases.count
        let damageBefore = watch.damageTimes.count
        let appBefore = ProcessStatistics.cpuNanoseconds(of: app.pid)
        let xorgBefore = server.pid.map(ProcessStatistics.cpuNanoseconds) ?? 0
        var updates = 0
        var writes = SyncedWrites(touchscreen: touchscreen, eventsPerSync: settings.floodEventsPerSync)
        // The step runs on over the phases: a finger comes down where the last phase left it.
        var step = 0
        for fingers in phases {
            let steps = updatesPerPhase / fingers
            for finger in 0..<fingers {
                let point = gesture.floodPoint(finger, fingers, step)
                try touchscreen.begin(finger, x: point.x, y: point.y)
                try writes.written()
            }
            for _ in 1...steps {
                step += 1
                for finger in 0..<fingers {
                    let point = gesture.floodPoint(finger, fingers, step)
                    try touchscreen.move(finger, x: point.x, y: point.y)
                    updates += 1
                    try writes.written()
                }
            }
            for finger in 0..<fingers {
                try touchscreen.end(finger)
                try writes.written()
            }
        }
        let lastWrite = MonotonicClock.now()
        try touchscreen.sync()
        let lastDamage = try watch.waitUntilQuiet(
            since: lastWrite, quiet: settings.quietSeconds, timeout: Self.timeout)
        let appCPU = ProcessStatistics.cpuNanoseconds(of: app.pid) - appBefore
        let xorgCPU = (server.pid.map(ProcessStatistics.cpuNanoseconds) ?? 0) - xorgBefore
        let damage = watch.damageTimes.count - damageBefore

        let thousands = Double(updates) / 1000
        figures[Figure.floodUpdates] = Double(updates)
        figures[Figure.floodAppCPU] = Double(appCPU) / MonotonicClock.nanosecondsPerMillisecond / thousands
        figures[Figure.floodXorgCPU] = Double(xorgCPU) / MonotonicClock.nanosecondsPerMillisecond / thousands
        figures[Figure.floodDamage] = Double(damage) / thousands
        // A program that had drawn everything before the last write lags by nothing.
        figures[Figure.floodDrainLag] = max(0, MonotonicClock.milliseconds(from: lastWrite, to: lastDamage ?? lastWrite))
    }
}
