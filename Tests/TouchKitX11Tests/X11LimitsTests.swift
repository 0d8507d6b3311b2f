import Foundation
import Testing
@testable import TouchKitX11

/// The window size limit and the one-line X error report, as pure values.
@Suite("X11 limits and error lines")
struct X11LimitsTests {
    @Test func aWindowUpToTheLimitInPixelsIsAccepted() {
        #expect(X11WindowSizeLimit.problem(size: CGSize(width: 8192, height: 8192), scale: 1) == nil)
        #expect(X11WindowSizeLimit.problem(size: CGSize(width: 4096, height: 2000), scale: 2) == nil)
        #expect(X11WindowSizeLimit.problem(size: CGSize(width: 2730, height: 2730), scale: 3) == nil)
    }

    @Test func aWindowPastTheLimitSaysWhatFits() throws {
        let error = try #require(X11WindowSizeLimit.problem(size: CGSize(width: 5000, height: 600), scale: 2))
        #expect(error == .windowTooLarge(pixels: "10000×1200", points: "5000×600", scale: "2", largestPoints: 4096))
        #expect(X11WindowSizeLimit.problem(size: CGSize(width: 600, height: 6554), scale: 1.25) != nil)
        #expect(X11WindowSizeLimit.maximumPixelSide <= X11WindowSizeLimit.protocolMaximumSide)
    }

    @Test func anXErrorIsOneLineNamingErrorRequestAndResource() {
        let line = X11ErrorReport.line(errorName: "BadAlloc (insufficient resources for operation)",
                                       requestName: "X_CreatePixmap", major: 53, minor: 0, resource: 0x200003)
        #expect(line == "X error BadAlloc (insufficient resources for operation) in X_CreatePixmap (request 53.0, resource 0x200003)")
        #expect(!line.contains("\n"))
    }

    @Test func onlyAllocationAndImplementationErrorsAreFatal() {
        #expect(X11ErrorReport.isFatal(code: 11))  // BadAlloc
        #expect(X11ErrorReport.isFatal(code: 17))  // BadImplementation
        for code: UInt8 in [1, 2, 3, 4, 8, 9, 10, 16] { #expect(!X11ErrorReport.isFatal(code: code)) }
    }
}
