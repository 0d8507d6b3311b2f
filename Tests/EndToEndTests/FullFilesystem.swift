import Foundation
import TouchDemoTrace
import XServerFixture

/// A tiny tmpfs mounted in a fresh folder and filled to the last byte: writing there fails with
/// ENOSPC, as on a full disk. Needs root (mount); unmounted and removed on deinit.
final class FullFilesystem {
    /// The mounted folder.
    let path: String
    /// The file that fills it.
    private let filler: String
    /// The file system's size, in bytes.
    static let size = 64 * 1024

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("touch-demo-full-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try ShellCommand.runChecked("mount", ["-t", "tmpfs", "-o", "size=\(Self.size)", "tmpfs", path])
        filler = path + "/filler"
        // dd stops at ENOSPC (and says so with a non-zero status): the disk is then full.
        _ = try ShellCommand.run("dd", ["if=/dev/zero", "of=\(filler)", "bs=1024", "count=\(Self.size / 1024 + 16)"])
    }

    deinit {
        _ = try? ShellCommand.run("umount", [path])
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Removes the filler, so the next write succeeds.
    func makeRoom() throws {
        try FileManager.default.removeItem(atPath: filler)
    }

    /// The files in it other than the filler.
    func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).filter { $0 != "filler" }
    }
}
