import Foundation
import Testing
@testable import TouchKitX11

/// The work area from raw `_NET_CURRENT_DESKTOP` / `_NET_WORKAREA` items, as Xlib returns them
/// (C longs, sign-extended), including values any other client could set.
@Suite("_NET_WORKAREA parsing")
struct NetWorkAreaTests {
    let screen = CGSize(width: 1920, height: 1080)
    /// Two desktops: a panel at the top of the first, a dock at the left of the second.
    let twoDesktops: [UInt] = [0, 32, 1920, 1048, 64, 0, 1856, 1080]

    /// What Xlib hands over for a format-32 item holding `value` (the 32 bits, sign-extended).
    private func item(_ value: UInt32) -> UInt {
        UInt(bitPattern: Int(Int32(bitPattern: value)))
    }

    @Test func theCurrentDesktopPicksItsArea() {
        #expect(NetWorkArea.size(currentDesktop: [1], workAreas: twoDesktops, screen: screen) == CGSize(width: 1856, height: 1080))
        #expect(NetWorkArea.size(currentDesktop: [0], workAreas: twoDesktops, screen: screen) == CGSize(width: 1920, height: 1048))
    }

    @Test func noCurrentDesktopMeansTheFirst() {
        #expect(NetWorkArea.size(currentDesktop: [], workAreas: twoDesktops, screen: screen) == CGSize(width: 1920, height: 1048))
    }

    @Test func noWorkAreaIsTheWholeScreen() {
        #expect(NetWorkArea.size(currentDesktop: [0], workAreas: [], screen: screen) == screen)
    }

    @Test func aHugeDesktopIndexIsTheWholeScreen() {
        // 4294967295 arrives sign-extended as -1: Int(_:) on it used to trap at start-up.
        #expect(NetWorkArea.size(currentDesktop: [item(4_294_967_295)], workAreas: twoDesktops, screen: screen) == screen)
        #expect(NetWorkArea.size(currentDesktop: [UInt.max], workAreas: twoDesktops, screen: screen) == screen)
        #expect(NetWorkArea.size(currentDesktop: [item(0x8000_0000)], workAreas: twoDesktops, screen: screen) == screen)
    }

    @Test func aDesktopBeyondTheListIsTheWholeScreen() {
        #expect(NetWorkArea.size(currentDesktop: [2], workAreas: twoDesktops, screen: screen) == screen)
    }

    @Test func aTruncatedListCountsOnlyCompleteAreas() {
        let truncated = Array(twoDesktops.prefix(7))
        #expect(NetWorkArea.size(currentDesktop: [1], workAreas: truncated, screen: screen) == screen)
        #expect(NetWorkArea.size(currentDesktop: [0], workAreas: truncated, screen: screen) == CGSize(width: 1920, height: 1048))
        #expect(NetWorkArea.size(currentDesktop: [0], workAreas: [0, 0, 1920], screen: screen) == screen)
    }

    @Test func aZeroSizedAreaIsTheWholeScreen() {
        #expect(NetWorkArea.size(currentDesktop: [0], workAreas: [0, 0, 0, 1048], screen: screen) == screen)
        #expect(NetWorkArea.size(currentDesktop: [0], workAreas: [0, 0, 1920, 0], screen: screen) == screen)
    }

    @Test func anImplausiblySmallAreaIsTheWholeScreen() {
        #expect(NetWorkArea.size(currentDesktop: [0], workAreas: [0, 0, 10, 10], screen: screen) == screen)
        #expect(NetWorkArea.size(currentDesktop: [0], workAreas: [0, 0, 1920, 539], screen: screen) == screen)
        #expect(NetWorkArea.size(currentDesktop: [0], workAreas: [0, 0, 960, 540], screen: screen) == CGSize(width: 960, height: 540))
    }

    @Test func negativeOrHugeSidesAreTheWholeScreen() {
        // A "negative" width is 2^32 - 100 once masked: far wider than any screen.
        #expect(NetWorkArea.size(currentDesktop: [0], workAreas: [0, 0, item(UInt32(bitPattern: -100)), 1048], screen: screen) == screen)
        #expect(NetWorkArea.size(currentDesktop: [0], workAreas: [0, 0, item(.max), item(.max)], screen: screen) == screen)
        #expect(NetWorkArea.size(currentDesktop: [0], workAreas: [UInt.max, UInt.max, UInt.max, UInt.max], screen: screen) == screen)
    }

    @Test func anAreaReachingOffTheScreenIsTheWholeScreen() {
        #expect(NetWorkArea.size(currentDesktop: [0], workAreas: [100, 0, 1920, 1080], screen: screen) == screen)
        #expect(NetWorkArea.size(currentDesktop: [0], workAreas: [item(UInt32(bitPattern: -10)), 0, 1000, 1000], screen: screen) == screen)
    }

    @Test func onlyTheLow32BitsOfAnItemCount() {
        // Bits above 32 are sign extension, never part of the value.
        let high: UInt = 0xFFFF_FFFF_0000_0000
        #expect(NetWorkArea.size(currentDesktop: [high | 1], workAreas: twoDesktops, screen: screen) == CGSize(width: 1856, height: 1080))
    }
}
