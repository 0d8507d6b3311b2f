#if canImport(Glibc)
import Glibc
#endif

/// Makes sure file descriptors 0, 1 and 2 are open before the program opens anything else.
///
/// A process started with one of them closed (`touch-demo --trace >&-`) would hand that number
/// to the next file it opens: the X connection would become descriptor 1, and every trace line
/// written to stdout would go into the X protocol stream, freezing the window for good. Each
/// closed one is opened on `/dev/null` instead, so writes to it vanish and reads see the end.
public enum StandardDescriptors {
    /// stdin, stdout and stderr.
    public static let numbers: [Int32] = [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]

    /// Opens `/dev/null` on each of 0, 1 and 2 that is closed; returns the numbers it opened.
    /// Call it first thing in `main`; ``X11Application`` calls it again before connecting.
    @discardableResult
    public static func openMissing() -> [Int32] {
        var opened: [Int32] = []
        for number in numbers where fcntl(number, F_GETFD) == -1 && errno == EBADF {
            let null = open("/dev/null", O_RDWR)
            guard null >= 0 else { continue }
            // The lower numbers are open by now, so `null` is normally `number` itself.
            if null != number {
                dup2(null, number)
                close(null)
            }
            opened.append(number)
        }
        return opened
    }
}
