import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Cleans up after test processes that died without stopping their private X server.
///
/// Each `PrivateXServer` directory (`/tmp/touchdemo-xorg-*`) records `owner.pid` (the test
/// process) and `xorg.pid`. When the owner is gone but its Xorg still runs, that Xorg is an
/// orphan: it is killed, and its directory removed (unless `TOUCHDEMO_KEEP_ARTIFACTS` is set).
enum OrphanServerReaper {
    /// Where server directories are created; short, because Unix socket paths are limited
    /// to 107 bytes.
    static let parentDirectory = "/tmp"
    /// The name prefix of server directories.
    static let directoryPrefix = "touchdemo-xorg-"

    /// Kills orphaned servers of earlier, crashed test runs.
    static func reapOrphans() {
        let fileManager = FileManager.default
        guard let names = try? fileManager.contentsOfDirectory(atPath: parentDirectory) else { return }
        for name in names where name.hasPrefix(directoryPrefix) {
            let directory = "\(parentDirectory)/\(name)"
            guard let owner = readPid(directory + "/owner.pid"), !isAlive(owner) else { continue }
            if let xorg = readPid(directory + "/xorg.pid"), isAlive(xorg),
                commandLine(of: xorg).contains(directory)
            {
                kill(xorg, SIGKILL)
            }
            if !PrivateXServer.keepsArtifacts {
                try? fileManager.removeItem(atPath: directory)
            }
        }
    }

    /// Whether a process with this id exists.
    static func isAlive(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }

    private static func readPid(_ path: String) -> pid_t? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        return pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    private static func commandLine(of pid: pid_t) -> String {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return "" }
        return String(decoding: data.map { $0 == 0 ? UInt8(ascii: " ") : $0 }, as: UTF8.self)
    }
}
