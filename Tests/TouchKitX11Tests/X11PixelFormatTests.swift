import CX11
import Foundation
import Testing
@testable import TouchKitX11

/// Which visuals take Cairo's image pixels as they are, and which present path each gets.
///
/// Cairo: "CAIRO_FORMAT_RGB24: each pixel is a 32-bit quantity, with the upper 8 bits unused.
/// Red, Green, and Blue are stored in the remaining 24 bits in that order", in native-endian
/// words. X: a ZPixmap pixel of 32 bits per pixel is one word in the image's byte order, whose
/// channels sit at the visual's masks.
@Suite("X11 pixel formats")
struct X11PixelFormatTests {
    /// The usual local visual: TrueColor, depth 24, 32 bits per pixel, 8-bit masks, LSBFirst.
    private static let trueColor24 = X11PixelFormat(
        visualClass: X11PixelFormat.trueColor, depth: 24, bitsPerPixel: 32,
        redMask: 0xff0000, greenMask: 0x00ff00, blueMask: 0x0000ff,
        serverByteOrder: X11PixelFormat.nativeByteOrder)

    @Test func aLocalTrueColorVisualUsesSharedMemory() {
        #expect(Self.trueColor24.presentPath(sharedMemoryAvailable: true, sharedMemoryDisabled: false) == .sharedMemory)
    }

    @Test func withoutTheExtensionOrWithItTurnedOffThePixelsAreSentWithPutImage() {
        #expect(Self.trueColor24.presentPath(sharedMemoryAvailable: false, sharedMemoryDisabled: false) == .putImage)
        #expect(Self.trueColor24.presentPath(sharedMemoryAvailable: true, sharedMemoryDisabled: true) == .putImage)
    }

    @Test func aDepth32ArgbVisualTakesCairoPixelsToo() {
        var argb = Self.trueColor24
        argb.depth = 32
        #expect(argb.holdsCairoPixels)
        #expect(argb.presentPath(sharedMemoryAvailable: true, sharedMemoryDisabled: false) == .sharedMemory)
    }

    @Test func aServerOfTheOtherByteOrderGetsPutImageWhichSwapsTheBytes() {
        var swapped = Self.trueColor24
        swapped.serverByteOrder = 1 - X11PixelFormat.nativeByteOrder
        #expect(swapped.needsByteSwap)
        #expect(swapped.presentPath(sharedMemoryAvailable: true, sharedMemoryDisabled: false) == .putImage)
    }

    @Test func visualsCairoImagesCannotMatchArePaintedByTheServer() {
        var bgr = Self.trueColor24
        (bgr.redMask, bgr.blueMask) = (0x0000ff, 0xff0000)
        var sixteenBit = Self.trueColor24
        (sixteenBit.depth, sixteenBit.bitsPerPixel) = (16, 16)
        (sixteenBit.redMask, sixteenBit.greenMask, sixteenBit.blueMask) = (0xf800, 0x07e0, 0x001f)
        var pseudoColor = Self.trueColor24
        pseudoColor.visualClass = 3
        var packed24 = Self.trueColor24
        packed24.bitsPerPixel = 24
        for format in [bgr, sixteenBit, pseudoColor, packed24] {
            #expect(format.presentPath(sharedMemoryAvailable: true, sharedMemoryDisabled: false) == .serverPixmap,
                    "\(format)")
        }
    }

    /// Paints one colour into Cairo's RGB24 image and reads the bytes the way the X server reads
    /// a ZPixmap word of `trueColor24`: the channels come out unchanged, so nothing needs converting.
    @Test func cairoRGB24PixelsReadAsTheSameColourThroughTheVisualsMasks() throws {
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 2, 1))
        defer { cairo_surface_destroy(surface) }
        let cairo = try #require(cairo_create(surface))
        cairo_set_source_rgb(cairo, 0x12 / 255.0, 0x9a / 255.0, 0xfe / 255.0)
        cairo_paint(cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        let bytes = try #require(cairo_image_surface_get_data(surface))
        let format = Self.trueColor24
        // The server assembles the word from bytes in its byte order: here the native one.
        let word = format.serverByteOrder == X11PixelFormat.leastSignificantByteFirst
            ? UInt(bytes[0]) | UInt(bytes[1]) << 8 | UInt(bytes[2]) << 16 | UInt(bytes[3]) << 24
            : UInt(bytes[3]) | UInt(bytes[2]) << 8 | UInt(bytes[1]) << 16 | UInt(bytes[0]) << 24
        #expect((word & format.redMask) >> 16 == 0x12)
        #expect((word & format.greenMask) >> 8 == 0x9a)
        #expect(word & format.blueMask == 0xfe)
    }
}
