/// The window's icon in the layout of EWMH's `_NET_WM_ICON` (`CARDINAL[][2+n]/32`): for each
/// size, its width and height, then width × height pixels, row by row from the top left, each
/// a packed ARGB value (alpha in the high byte, blue in the low byte) with straight,
/// not premultiplied, alpha.
///
/// Xlib passes format-32 property data as C `long`s (64 bits on x86-64) holding one 32-bit
/// value each, so ``cardinals`` is `[UInt]`. A pure value, unit-tested without a display.
struct NetWMIcon: Equatable {
    /// One size of the icon, as Cairo's ARGB32 image surfaces hold it.
    struct Image: Equatable {
        let width: Int
        let height: Int
        /// width × height native-endian `UInt32`s, rows top to bottom, alpha premultiplied.
        let premultipliedARGB: [UInt32]
    }

    /// The property's value, ready for `XChangeProperty(…, XA_CARDINAL, 32, …)`.
    let cardinals: [UInt]

    /// Packs `images` in the given order (the window manager picks the size it needs).
    init(images: [Image]) {
        var cardinals: [UInt] = []
        cardinals.reserveCapacity(images.reduce(0) { $0 + 2 + $1.width * $1.height })
        for image in images {
            precondition(image.premultipliedARGB.count == image.width * image.height, "pixel count")
            cardinals.append(UInt(image.width))
            cardinals.append(UInt(image.height))
            for pixel in image.premultipliedARGB { cardinals.append(UInt(Self.unpremultiplied(pixel))) }
        }
        self.cardinals = cardinals
    }

    /// The sizes in the property, in order, read back from ``cardinals``.
    var sizes: [(width: Int, height: Int)] {
        var sizes: [(width: Int, height: Int)] = []
        var index = 0
        while index + 1 < cardinals.count {
            let width = Int(cardinals[index]), height = Int(cardinals[index + 1])
            sizes.append((width, height))
            index += 2 + width * height
        }
        return sizes
    }

    /// Cairo stores colour already multiplied by alpha; `_NET_WM_ICON` readers (GTK, Qt, window
    /// managers) expect straight colour, as in a PNG file.
    static func unpremultiplied(_ pixel: UInt32) -> UInt32 {
        let alpha = pixel >> 24
        guard alpha != 0 else { return 0 }
        guard alpha != 255 else { return pixel }
        func channel(_ shift: UInt32) -> UInt32 {
            let premultiplied = (pixel >> shift) & 0xFF
            return min(255, (premultiplied * 255 + alpha / 2) / alpha) << shift
        }
        return alpha << 24 | channel(16) | channel(8) | channel(0)
    }
}
