#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// A PNG file's bytes, read and checked before any decoder sees them.
///
/// Cairo reads a path with `fopen`, which blocks for good on a FIFO, and reports every decoding
/// failure as "out of memory"; it also decodes any size it is given (a 20000×20000 PNG takes
/// 1.5 GB). So the file is read here first: only a regular file is opened, its size is bounded,
/// and the PNG structure is checked (signature, `IHDR` and its size limit, every chunk's length
/// and CRC, `IEND`), so that a failure names a true reason (``Problem``). Decoding then works
/// on ``data`` alone.
public struct PNGFile: Sendable {
    /// The most pixels an image may have: 4096 × 4096, which is 64 MiB decoded at 4 bytes per
    /// pixel. The demo's largest image has 0.2 million.
    public static let maximumPixelCount = 4096 * 4096
    /// The longest side an image may have, in pixels: Cairo's own limit for an image surface.
    public static let maximumSide = 32767
    /// The largest file read, in bytes (the demo's largest is 20 KiB).
    public static let maximumFileBytes = 64 << 20

    /// The file's path, as given.
    public let path: String
    /// The image's size in pixels, from `IHDR`.
    public let width: Int
    public let height: Int
    /// The whole file, checked.
    public let data: Data

    /// Reads and checks the PNG at `path`. Throws ``ImageLoadingError/missing(path:)`` when there
    /// is no such file, else ``ImageLoadingError/invalid(path:problem:)``.
    public init(contentsOfFile path: String) throws(ImageLoadingError) {
        let bytes: Data
        do {
            bytes = try Self.readRegularFile(atPath: path)
        } catch .missing {
            throw .missing(path: path)
        } catch {
            throw .invalid(path: path, problem: error)
        }
        try self.init(path: path, data: bytes)
    }

    /// Checks `data` as the bytes of the PNG file `path` (named in errors only).
    public init(path: String, data: Data) throws(ImageLoadingError) {
        do {
            (width, height) = try Self.check(data)
        } catch {
            throw .invalid(path: path, problem: error)
        }
        self.path = path
        self.data = data
    }

    /// The bytes of the regular file at `path`. Anything else (a FIFO, a device, a folder) is
    /// refused before it is opened, since opening or reading it may block.
    static func readRegularFile(atPath path: String) throws(Problem) -> Data {
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT { throw .missing }
            throw .unreadable(reason: String(cString: strerror(errno)))
        }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .notRegularFile(kind: Self.kind(ofMode: info.st_mode)) }
        // O_NONBLOCK: should the path have become a FIFO since the stat, the open cannot block.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw .unreadable(reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw .notRegularFile(kind: Self.kind(ofMode: info.st_mode))
        }
        guard Int(info.st_size) <= maximumFileBytes else { throw .fileTooLarge(bytes: Int(info.st_size)) }
        var data = Data(count: Int(info.st_size))
        var offset = 0
        while offset < data.count {
            let count = data.withUnsafeMutableBytes { read(fd, $0.baseAddress! + offset, $0.count - offset) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw .unreadable(reason: String(cString: strerror(errno))) }
            // The file shrank while being read: what is there is checked (and found truncated).
            if count == 0 { data.removeSubrange(offset...); break }
            offset += count
        }
        return data
    }

    /// "a FIFO", "a folder", …: what a non-regular file is, for messages.
    static func kind(ofMode mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: "a FIFO"
        case S_IFDIR: "a folder"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }
}
