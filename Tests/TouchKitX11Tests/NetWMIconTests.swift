import Foundation
import Testing
@testable import TouchKitX11

/// `_NET_WM_ICON` packing: width, height, then straight-alpha ARGB pixels, one per C long.
@Suite("_NET_WM_ICON packing")
struct NetWMIconTests {
    @Test func eachSizeIsWidthHeightThenItsPixelsRowByRow() {
        let two = NetWMIcon.Image(width: 2, height: 1, premultipliedARGB: [0xFF11_2233, 0xFF44_5566])
        let one = NetWMIcon.Image(width: 1, height: 2, premultipliedARGB: [0xFFAA_BBCC, 0x0000_0000])
        let icon = NetWMIcon(images: [two, one])
        #expect(icon.cardinals == [2, 1, 0xFF11_2233, 0xFF44_5566, 1, 2, 0xFFAA_BBCC, 0])
        #expect(icon.sizes.map(\.width) == [2, 1])
        #expect(icon.sizes.map(\.height) == [1, 2])
    }

    @Test func premultipliedColourBecomesStraightAlpha() {
        // 50 % white is stored by Cairo as 0x80808080; the property wants 0x80FFFFFF.
        #expect(NetWMIcon.unpremultiplied(0x8080_8080) == 0x80FF_FFFF)
        // 25 % pure red: red 0x40 premultiplied by alpha 0x40.
        #expect(NetWMIcon.unpremultiplied(0x4040_0000) == 0x40FF_0000)
        #expect(NetWMIcon.unpremultiplied(0xFF12_3456) == 0xFF12_3456, "opaque pixels are unchanged")
        #expect(NetWMIcon.unpremultiplied(0x0012_3456) == 0, "fully transparent is zero")
    }

    @Test func theCommittedIconFilesPackAtEverySize() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Resources/Icons")
        let sizes = [16, 32, 48, 64, 128, 256]
        let icon = try NetWMIcon(pngFiles: sizes.map { folder.appendingPathComponent("touch-demo-\($0).png") })
        #expect(icon.sizes.map(\.width) == sizes)
        #expect(icon.sizes.map(\.height) == sizes)
        #expect(icon.cardinals.count == sizes.reduce(0) { $0 + 2 + $1 * $1 })
        #expect(icon.cardinals.allSatisfy { $0 <= UInt(UInt32.max) }, "one 32-bit value per long")
        // The 16 px icon's centre is the white fingertip, opaque.
        #expect(icon.cardinals[2 + 8 * 16 + 8] == 0xFFFF_FFFF)
    }

    @Test func aMissingIconFileIsNamed() {
        let missing = URL(fileURLWithPath: "/nonexistent/touch-demo-16.png")
        #expect { try NetWMIcon(pngFiles: [missing]) } throws: { error in
            "\(error)" == "cannot read icon /nonexistent/touch-demo-16.png: no such file"
        }
    }
}
