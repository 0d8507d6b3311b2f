/// How the X server stores one pixel of the window's visual, and whether Cairo's image pixels
/// can be sent to it as they are.
///
/// Cairo's `CAIRO_FORMAT_RGB24` and `CAIRO_FORMAT_ARGB32` (premultiplied) store each pixel as one
/// 32-bit word, `0xAARRGGBB`, in the client's native byte order, rows `stride` bytes apart. An X
/// ZPixmap image of a TrueColor visual with 8-bit masks `0xff0000`, `0xff00`, `0xff` and 32 bits
/// per pixel has the same layout, so no pixel is converted: the server copies the words. A depth-32
/// (ARGB) visual holds premultiplied alpha as Cairo's ARGB32 does.
struct X11PixelFormat: Equatable {
    /// The visual's class (`TrueColor` is 4).
    var visualClass: Int32
    /// Bits of colour per pixel: 24 for RGB, 32 for ARGB.
    var depth: Int32
    /// Bits a pixel takes in an image of this depth (the server's pixmap format).
    var bitsPerPixel: Int32
    var redMask: UInt
    var greenMask: UInt
    var blueMask: UInt
    /// The server's image byte order (`LSBFirst` 0 or `MSBFirst` 1).
    var serverByteOrder: Int32

    /// X's `TrueColor` visual class.
    static let trueColor: Int32 = 4
    /// X's `LSBFirst` and `MSBFirst` byte orders.
    static let leastSignificantByteFirst: Int32 = 0
    static let mostSignificantByteFirst: Int32 = 1
    /// This process's byte order, which Cairo's pixel words use.
    static let nativeByteOrder: Int32 = 1.littleEndian == 1 ? leastSignificantByteFirst : mostSignificantByteFirst

    /// Whether Cairo's 32-bit pixel words hold this format's channels at the right bits.
    var holdsCairoPixels: Bool {
        visualClass == Self.trueColor && (depth == 24 || depth == 32) && bitsPerPixel == 32
            && redMask == 0xff0000 && greenMask == 0x00ff00 && blueMask == 0x0000ff
    }

    /// Whether the server reads the words in the other byte order. `XPutImage` swaps them on the
    /// way (the image says which order it holds); shared memory is read as it is, so it cannot.
    var needsByteSwap: Bool { serverByteOrder != Self.nativeByteOrder }

    /// How to present with this format: `sharedMemory` when the server has MIT-SHM and it is not
    /// turned off, else `putImage`; `serverPixmap` (Cairo's Xlib surface) when the visual is not
    /// 24/32-bit TrueColor with 8-bit channels, which no image of Cairo's can match.
    func presentPath(sharedMemoryAvailable: Bool, sharedMemoryDisabled: Bool) -> X11PresentPath {
        guard holdsCairoPixels else { return .serverPixmap }
        return sharedMemoryAvailable && !sharedMemoryDisabled && !needsByteSwap ? .sharedMemory : .putImage
    }
}

/// How ``X11Window`` gets its painted pixels onto the screen.
enum X11PresentPath: String, Equatable {
    /// Cairo paints into an image in MIT-SHM memory; `XShmPutImage` copies it without the socket.
    case sharedMemory
    /// Cairo paints into an image in the process; `XPutImage` sends its pixels over the socket
    /// (a remote display, `TOUCHKIT_NO_SHM=1`).
    case putImage
    /// Cairo's Xlib surface on a server-side pixmap: the server rasterises (an unusual visual).
    case serverPixmap
}
