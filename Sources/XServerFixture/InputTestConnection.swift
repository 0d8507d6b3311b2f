import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One client connection to an `inputtest` device socket: the version handshake, sending
/// events, and `WAIT_FOR_SYNC` round trips.
///
/// The driver accepts one client per device enable and busy-loops after that client
/// disconnects, so a connection is meant to live as long as its server (`PrivateXServer`
/// owns one per device).
public final class InputTestConnection {
    /// The socket path this connection uses.
    public let socketPath: String
    /// The protocol version the server announced.
    public private(set) var serverVersion: (major: Int, minor: Int) = (0, 0)
    private var descriptor: Int32 = -1
    /// Sync requests whose answers were not read yet (after a timeout), so that a late
    /// answer is not mistaken for the next one.
    private var unansweredSyncs = 0

    /// How long a handshake or sync may take before it is reported as an error.
    public static let defaultTimeout: TimeInterval = 10

    /// Connects to `socketPath` and performs the version handshake (client 1.1).
    public init(socketPath: String, timeout: TimeInterval = defaultTimeout) throws {
        self.socketPath = socketPath
        descriptor = try Self.connect(to: socketPath)
        let deadline = Deadline(seconds: timeout)
        try send(InputTestMessage.clientVersion())
        let response = try readResponse(until: deadline, what: "the server version")
        guard response.type == InputTestMessage.ResponseType.serverVersion.rawValue, response.body.count >= 4 else {
            throw XServerFixtureError("inputtest \(socketPath): expected a server version, got type \(response.type)")
        }
        serverVersion = (Int(InputTestMessage.uint16(response.body, at: 0)),
                         Int(InputTestMessage.uint16(response.body, at: 2)))
    }

    deinit {
        close()
    }

    /// Writes one protocol message.
    func send(_ message: [UInt8]) throws {
        guard descriptor >= 0 else { throw XServerFixtureError("inputtest \(socketPath): connection closed") }
        var offset = 0
        while offset < message.count {
            let written = message.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                throw XServerFixtureError("inputtest \(socketPath): write failed: \(String(cString: strerror(errno)))")
            }
            offset += written
        }
    }

    /// Blocks until the server has processed every event sent so far.
    ///
    /// The driver answers `WAIT_FOR_SYNC` once its input queue is drained, from a work
    /// procedure that runs when the server is idle. That usually is after X clients were sent
    /// the resulting events, but not necessarily after they handled them: wait for the app's
    /// own output to see its reaction.
    public func sync(timeout: TimeInterval = defaultTimeout) throws {
        let deadline = Deadline(seconds: timeout)
        try send(InputTestMessage.waitForSync())
        unansweredSyncs += 1
        while unansweredSyncs > 0 {
            let response = try readResponse(until: deadline, what: "a sync answer")
            guard response.type == InputTestMessage.ResponseType.syncFinished.rawValue else {
                throw XServerFixtureError("inputtest \(socketPath): expected a sync answer, got type \(response.type)")
            }
            unansweredSyncs -= 1
        }
    }

    /// Closes the connection. Only `PrivateXServer.stop()` should need this (see the type's notes).
    public func close() {
        guard descriptor >= 0 else { return }
        Glibc.close(descriptor)
        descriptor = -1
    }

    private static func connect(to path: String) throws -> Int32 {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw XServerFixtureError("socket() failed: errno \(errno)") }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let pathBytes = Array(path.utf8)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard pathBytes.count < capacity else {
            Glibc.close(descriptor)
            throw XServerFixtureError("socket path too long (\(pathBytes.count) bytes): \(path)")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in pathBytes.enumerated() { buffer[index] = byte }
        }
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard result == 0 else {
            let reason = String(cString: strerror(errno))
            Glibc.close(descriptor)
            throw XServerFixtureError("cannot connect to inputtest socket \(path): \(reason)")
        }
        // A server that stops reading must fail a test, not hang it.
        var sendTimeout = timeval(tv_sec: Int(defaultTimeout), tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &sendTimeout, socklen_t(MemoryLayout<timeval>.size))
        return descriptor
    }

    /// Reads one response (header plus body), waiting at most until `deadline`.
    private func readResponse(until deadline: Deadline, what: String) throws -> (type: UInt32, body: [UInt8]) {
        let header = try readExactly(InputTestMessage.responseHeaderSize, until: deadline, what: what)
        let length = Int(InputTestMessage.uint32(header, at: 0))
        let type = InputTestMessage.uint32(header, at: 4)
        guard length >= header.count, length < 4096 else {
            throw XServerFixtureError("inputtest \(socketPath): bad response length \(length)")
        }
        let body = try readExactly(length - header.count, until: deadline, what: what)
        return (type, body)
    }

    private func readExactly(_ count: Int, until deadline: Deadline, what: String) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var offset = 0
        while offset < count {
            var waiter = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&waiter, 1, deadline.remainingMilliseconds)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else {
                throw XServerFixtureError("inputtest \(socketPath): timed out waiting for \(what)")
            }
            let received = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + offset, count - offset) }
            if received < 0, errno == EINTR { continue }
            guard received > 0 else {
                throw XServerFixtureError("inputtest \(socketPath): server closed the connection while waiting for \(what)")
            }
            offset += received
        }
        return bytes
    }
}
