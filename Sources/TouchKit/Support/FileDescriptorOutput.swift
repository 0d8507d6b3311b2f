#if canImport(Glibc)
import Glibc
#endif

/// Writes bytes to a file descriptor with `write(2)`, reporting failure instead of trapping as
/// `FileHandle.write` does (on a full disk, a closed pipe with SIGPIPE ignored, a closed
/// descriptor).
///
/// A short write is continued and `EINTR` retried. A descriptor left non-blocking by another
/// process (`EAGAIN`) is waited on with `poll(2)`, as a blocking one would be.
public struct FileDescriptorOutput: Sendable {
    /// The descriptor written to (not owned: never closed here).
    public let descriptor: Int32

    /// Output to `descriptor`.
    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Writes all of `bytes`; returns nil on success, else the `errno` of the failed write.
    ///
    /// A closed pipe raises SIGPIPE first, whose default action ends the process (without a
    /// core dump); only where SIGPIPE is ignored does this return `EPIPE`.
    public func write(_ bytes: [UInt8]) -> Int32? {
        bytes.withUnsafeBytes { buffer -> Int32? in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written >= 0 {
                    offset += written
                    continue
                }
                switch errno {
                case EINTR: continue
                case EAGAIN:
                    var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&ready, 1, -1)
                case let failure: return failure
                }
            }
            return nil
        }
    }

    /// Writes `text` as UTF-8; returns nil on success, else the `errno` of the failed write.
    public func write(_ text: String) -> Int32? {
        write(Array(text.utf8))
    }
}
