#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Writes a picture's PNG bytes to a new file `touch-demo-YYYYMMDD-HHMMSS.png` (local time) in
/// a folder, never over an existing file: when the name is taken (two saves in one second, or
/// an older file), it tries `touch-demo-YYYYMMDD-HHMMSS-2.png`, `-3`, and so on.
///
/// The file is created with `O_EXCL`, so even a file that appears between looking and writing
/// is not overwritten.
struct PictureFileWriter {
    /// The start of every file name.
    static let namePrefix = "touch-demo-"
    /// How many numbered names to try before giving up (a folder this full is a mistake).
    static let maximumSuffix = 999

    /// Where pictures go (looked up at each save).
    var folder = PicturesFolder()
    /// The clock that dates the file name.
    var now: () -> Date = Date.init
    /// The time zone of the date in the name (the user's).
    var timeZone = TimeZone.current

    /// Why a picture could not be saved; its description fits a status line.
    struct Failure: Error, Equatable, CustomStringConvertible {
        /// The folder it should have gone to.
        let folder: String
        /// The system's reason, e.g. "Permission denied".
        let reason: String

        var description: String { "Cannot save in \(folder): \(reason)" }
    }

    /// Writes `png` to a new file in the Pictures folder and returns its path.
    func write(_ png: Data) throws(Failure) -> String {
        try write(png, in: folder.locate())
    }

    /// Writes `png` to a new file in `folder` and returns its path.
    func write(_ png: Data, in folder: URL) throws(Failure) -> String {
        let stem = Self.namePrefix + timestamp()
        for suffix in 1...Self.maximumSuffix {
            let name = suffix == 1 ? "\(stem).png" : "\(stem)-\(suffix).png"
            let path = folder.appendingPathComponent(name).path
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if fd < 0 {
                if errno == EEXIST { continue }
                throw Failure(folder: folder.path, reason: String(cString: strerror(errno)))
            }
            defer { close(fd) }
            if let reason = Self.writeAll(png, to: fd) {
                // Leave no truncated picture behind.
                unlink(path)
                throw Failure(folder: folder.path, reason: reason)
            }
            return path
        }
        throw Failure(folder: folder.path, reason: "too many pictures named \(stem)")
    }

    /// `YYYYMMDD-HHMMSS` of ``now`` in ``timeZone``.
    func timestamp() -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: now())
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        return String(format: "%04d", c.year ?? 0) + two(c.month) + two(c.day) + "-" + two(c.hour) + two(c.minute) + two(c.second)
    }

    /// Writes every byte of `data` to `fd`; returns the system's reason on failure, else nil.
    private static func writeAll(_ data: Data, to fd: Int32) -> String? {
        data.withUnsafeBytes { buffer -> String? in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return String(cString: strerror(errno))
                }
                offset += written
            }
            return nil
        }
    }
}
