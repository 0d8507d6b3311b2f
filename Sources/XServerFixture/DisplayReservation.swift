import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An X display number held for one test server.
///
/// Test processes running side by side coordinate through `flock(2)` on
/// `/tmp/.touchdemo-display-<n>.lock`: the kernel drops the lock when its holder dies, so a
/// crashed test run never leaves a number taken. Numbers that any X server already uses
/// (a live `/tmp/.X<n>-lock`, or a socket `/tmp/.X11-unix/X<n>`) are skipped.
final class DisplayReservation {
    /// The display number (`:number`).
    let number: Int
    private var lockDescriptor: Int32

    private init(number: Int, lockDescriptor: Int32) {
        self.number = number
        self.lockDescriptor = lockDescriptor
    }

    deinit {
        release()
    }

    /// Reserves the first free display number in `range`, skipping `excluded`.
    static func reserve(in range: ClosedRange<Int> = 50...299, excluding excluded: Set<Int> = []) throws
        -> DisplayReservation
    {
        for number in range where !excluded.contains(number) {
            if isUsedByAnXServer(number) { continue }
            let path = "/tmp/.touchdemo-display-\(number).lock"
            let descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o666)
            guard descriptor >= 0 else { continue }
            if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                close(descriptor)
                continue
            }
            // Checked again under the lock: another process may have started a server meanwhile.
            if isUsedByAnXServer(number) {
                close(descriptor)
                continue
            }
            return DisplayReservation(number: number, lockDescriptor: descriptor)
        }
        throw XServerFixtureError("no free X display number in \(range); stale /tmp/.X*-lock files?")
    }

    /// Whether a running X server holds `number`: its `/tmp/.X<n>-lock` names a live process,
    /// or, with no lock file, its socket exists. A crashed server's stale lock does not count:
    /// Xorg replaces stale locks and sockets itself.
    static func isUsedByAnXServer(_ number: Int) -> Bool {
        let lockPath = "/tmp/.X\(number)-lock"
        if let text = try? String(contentsOfFile: lockPath, encoding: .utf8) {
            guard let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)) else { return true }
            return OrphanServerReaper.isAlive(pid)
        }
        return FileManager.default.fileExists(atPath: lockPath)
            || FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
    }

    /// Gives the number back. Safe to call more than once.
    func release() {
        guard lockDescriptor >= 0 else { return }
        close(lockDescriptor)  // closing drops the flock
        lockDescriptor = -1
    }
}
